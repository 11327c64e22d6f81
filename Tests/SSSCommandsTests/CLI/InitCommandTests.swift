import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct InitCommandTests {
    private func spec(at path: String, in fileSystem: InMemoryFileSystem) throws -> FeatureSpec {
        let text = try #require(fileSystem.files[path])
        return try FeatureSpecReader().read(SourceFile(path: path, text: text))
    }

    @Test func writesAStarterSpecThatReadsBackWithoutErrors() throws {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init") == .success)
        #expect(test.output.text == "create MyFeature.sss.yml\n")
        #expect(test.errorOutput.text.isEmpty)
        #expect(Array(fileSystem.files.keys) == ["/work/MyFeature.sss.yml"])
        let spec = try spec(at: "/work/MyFeature.sss.yml", in: fileSystem)
        #expect(SpecTestSupport.summary(spec) == """
            feature MyFeature (struct, internal)
            closable
            renderable Greeting {title: String; subtitle: String?}
            service Greetings {greeting() async throws -> String}
            interaction Welcome renders ["Greeting"] uses ["Greetings"] events ["didLoad", "didTapContinue", "didChangeName(name: String)", "didTapDone"] navigates
            """)
    }

    @Test func namesTheFileAfterTheFeatureAndExplainsEachKey() throws {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init", "Lobby") == .success)
        #expect(test.output.text == "create Lobby.sss.yml\n")
        let text = try #require(fileSystem.files["/work/Lobby.sss.yml"])
        #expect(text.hasPrefix("# The spec of the Lobby feature. Write its Swift files with:\n#   sss generate Lobby.sss.yml --output <folder>\n"))
        for key in (SpecKeys.superSimple.topLevel + SpecKeys.superSimple.interaction).map({ $0 + ":" }) {
            let line = text.split(separator: "\n").first { $0.contains(key) }
            #expect(line?.contains(" # ") == true, "\(key) has no comment")
        }
        #expect(try spec(at: "/work/Lobby.sss.yml", in: fileSystem).name.text == "Lobby")
    }

    @Test func writesWhereOutputSaysCreatingFoldersOrUsingAFolder() {
        let fileSystem = InMemoryFileSystem(files: ["specs/README.md": "specs"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init", "Lobby", "--output", "new/place/Lobby.yml") == .success)
        #expect(test.run("init", "Hall", "-o", "specs") == .success)
        #expect(test.output.text == "create new/place/Lobby.yml\ncreate specs/Hall.sss.yml\n")
        #expect(fileSystem.files.keys.sorted() == ["/work/new/place/Lobby.yml", "/work/specs/Hall.sss.yml", "/work/specs/README.md"])
    }

    @Test func refusesToOverwriteAnExistingFile() {
        let fileSystem = InMemoryFileSystem(files: ["Lobby.sss.yml": "mine"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init", "Lobby") == .failure)
        #expect(test.errorOutput.text == "error: Lobby.sss.yml already exists; choose another file with --output, or remove it first\n")
        #expect(test.output.text.isEmpty)
        #expect(fileSystem.files == ["/work/Lobby.sss.yml": "mine"])
    }

    @Test func rejectsAFeatureNameThatIsNotUpperCamelCase() {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init", "pod-bay") == .failure)
        #expect(test.errorOutput.text == """
            error: feature name 'pod-bay' is not an UpperCamelCase Swift identifier; did you mean 'PodBay'?
            Usage: sss init [<feature>] [--output <file>] [--architecture <name>]
            See 'sss help init' for more.

            """)
        #expect(fileSystem.files.isEmpty)
    }

    @Test func leavesNothingBehindWhenWritingFails() {
        for operation in ["createNewFile", "moveItem"] {
            let fileSystem = InMemoryFileSystem()
            fileSystem.failure = { failing, path in
                failing == operation ? FileSystemError(path: path, reason: "Read-only file system") : nil
            }
            let test = TestContext(fileSystem: fileSystem)
            #expect(test.run("init") == .failure)
            #expect(test.errorOutput.text == "error: cannot write MyFeature.sss.yml: Read-only file system\n")
            #expect(test.output.text.isEmpty)
            #expect(fileSystem.files.isEmpty, "after a failing \(operation)")
        }
    }

    @Test func theBuiltToolWritesTheStarterSpecToDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try BuiltProduct.run(["init", "Lobby"], in: folder)
        let second = try BuiltProduct.run(["init", "Lobby"], in: folder)
        #expect(first.status == 0)
        #expect(first.output == "create Lobby.sss.yml\n")
        #expect(second.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Lobby.sss.yml"])
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("Lobby.sss.yml")))
        #expect(bytes == Array(StarterSpec.text(feature: "Lobby", path: "Lobby.sss.yml").utf8))
    }
}

/// `sss init --architecture simpler`: a SIMPLER starter that reads back, names every key and
/// generates code that type-checks.
struct SimplerInitCommandTests {
    @Test func writesASimplerStarterThatReadsBackAndGeneratesCodeThatCompiles() throws {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init", "--architecture", "simpler", "Counter") == .success)
        #expect(test.output.text == "create Counter.sss.yml\n")
        let text = try #require(fileSystem.files["/work/Counter.sss.yml"])
        #expect(text.hasPrefix("# The spec of the Counter scene, a SIMPLER feature for SwiftUI. Write its Swift files with:\n"))
        for key in (SpecKeys.simpler.allowed + ["shows:", "sends:", "provides:"]).map({ $0.hasSuffix(":") ? $0 : $0 + ":" }) {
            let line = text.split(separator: "\n").first { $0.contains(key) }
            #expect(line?.contains(" # ") == true, "\(key) has no comment")
        }
        let spec = try #require(try SpecReader().read(SourceFile(path: "Counter.sss.yml", text: text)).simpler)
        #expect(SpecTestSupport.summary(spec) == """
            feature Counter
            field count: Int = 0
            field title: String = "Counter"
            field lastTick: Date?
            event increaseCount
            event setCount(value: Int)
            event setTitle(title: String)
            event tickReceived(date: Date)
            event showSettings
            interface Display shows ["count", "title", "lastTick"] sends []
            interface Controls shows [] sends ["increaseCount", "setCount", "setTitle", "showSettings"]
            resource Clock {ticks() -> AsyncStream<Date>} sends tickReceived
            """)
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan([.simpler(spec)], options: GenerationOptions(testModule: "App"))
        let outcome = try GenerateTestSupport.typeCheck(plan)
        #expect(outcome.sources.succeeded, "\(outcome.sources)")
        #expect(outcome.tests.succeeded, "\(outcome.tests)")
    }

    @Test func refusesAnArchitectureItDoesNotKnow() {
        let typo = TestContext(fileSystem: InMemoryFileSystem())
        #expect(typo.run("init", "--architecture", "simplr") == .failure)
        #expect(typo.errorOutput.text.hasPrefix("error: unknown architecture 'simplr'; did you mean 'simpler'?\n"))
        let elements = TestContext(fileSystem: InMemoryFileSystem())
        #expect(elements.run("init", "--architecture", "element") == .failure)
        #expect(elements.errorOutput.text.hasPrefix("error: unknown architecture 'element'; did you mean 'elements'?\n"))
    }
}

/// `sss init --architecture elements`: an Elements starter that reads back, names every key and
/// generates code that type-checks.
struct ElementsInitCommandTests {
    @Test func writesAnElementsStarterThatReadsBackAndGeneratesCodeThatCompiles() throws {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("init", "--architecture", "elements", "Lobby") == .success)
        #expect(test.output.text == "create Lobby.sss.yml\n")
        let text = try #require(fileSystem.files["/work/Lobby.sss.yml"])
        #expect(text.hasPrefix("# The spec of the Lobby screen, an Elements feature for UIKit. Write its Swift files with:\n"))
        for key in (SpecKeys.elements.allowed + ["inputs"]).map({ $0 + ":" }) {
            let line = text.split(separator: "\n").first { $0.contains(key) }
            #expect(line?.contains(" # ") == true, "\(key) has no comment")
        }
        let spec = try #require(try SpecReader().read(SourceFile(path: "Lobby.sss.yml", text: text)).elements)
        #expect(ElementsTestSupport.summary(spec) == """
            feature Lobby
            state emailInputEnabled: Bool = true
            state signInButtonEnabled: Bool = true
            state isSigningInAnimating: Bool = false
            state message: String?
            userInterface configureViewAfterLayout()
            interaction signIn(email: String, password: String)
            interaction showHelp()
            observes received(newViewState: LobbyViewState)
            observes keyboardWillHide()
            useCase SignIn(email: String, password: String)
            """)
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan([.elements(spec)], options: GenerationOptions(testModule: "App"))
        let viewController = try #require(plan.sources.first { $0.path == "LobbyViewController.swift" })
        #expect(viewController.contents.contains("makeSignInUseCase(email, password).start()"))
        let outcome = try GenerateTestSupport.typeCheck(plan)
        #expect(outcome.sources.succeeded, "\(outcome.sources)")
        #expect(outcome.tests.succeeded, "\(outcome.tests)")
    }
}
