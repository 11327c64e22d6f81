@testable import SSSCommands
import SSSCore
import SSSTestSupport

extension ConfigurationTestSupport {
    /// A test context over `files` in `/work`.
    static func context(_ files: [String: String]) -> TestContext {
        TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    }
}
