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

    /// On Linux the program starts itself again with glibc's allocator settings; with them set already,
    /// or with other settings of the user's, it runs as it is. Either way it works the same.
    @Test(arguments: [nil, "glibc.malloc.hugetlb=0"])
    func lintsAFolderWithAndWithoutAllocatorSettingsGiven(_ tunables: String?) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GLIBC_TUNABLES"] = tunables
        let result = try BuiltProduct.run(
            ["lint", "--reporter", "summary", "--quiet", Repository.url("Examples/Legacy").path], environment: environment
        )
        #expect(result.status == 2)
        #expect(result.output.contains("custom_class_inheritance"))
        #expect(result.errorOutput.isEmpty)
    }

    @Test func exitsWithOneOnAnUnknownCommand() throws {
        let result = try BuiltProduct.run(["frobnicate"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("error: unknown command 'frobnicate'"))
    }
}
