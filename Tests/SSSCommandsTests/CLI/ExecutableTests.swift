import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

struct ExecutableTests {
    @Test func printsTheVersion() throws {
        let result = try BuiltProduct.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test func exitsWithOneOnAnUnknownCommand() throws {
        let result = try BuiltProduct.run(["frobnicate"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("error: unknown command 'frobnicate'"))
    }
}
