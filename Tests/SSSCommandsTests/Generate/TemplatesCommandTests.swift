import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss templates list` and `sss templates show`.
struct TemplatesCommandTests {
    @Test func listPrintsEveryTemplateFileName() {
        let test = TestContext()
        #expect(test.run("templates", "list") == .success)
        #expect(test.output.text == """
            NavigationControlling.swift.template
            Renderable.swift.template
            Rendering.swift.template
            View.swift.template
            Interaction.swift.template
            InteractionAssembler.swift.template
            Navigation.swift.template
            NavigationAssembler.swift.template
            ViewController.swift.template
            Assembler.swift.template
            Providing.swift.template
            Service.swift.template
            ServiceAssembler.swift.template
            InteractionTests.swift.template
            NavigationTests.swift.template
            SimplerScene.swift.template
            SimplerModel.swift.template
            SimplerEvent.swift.template
            SimplerLogic.swift.template
            SimplerStore.swift.template
            SimplerInterface.swift.template
            SimplerResource.swift.template
            SimplerLogicTests.swift.template
            SimplerStoreTests.swift.template
            SimplerResourceSpy.swift.template
            ElementsUserInterface.swift.template
            ElementsViewState.swift.template
            ElementsIxResponder.swift.template
            ElementsRootView.swift.template
            ElementsViewController.swift.template
            ElementsObserver.swift.template
            ElementsObserving.swift.template
            ElementsUseCaseProtocol.swift.template
            ElementsUseCase.swift.template
            ElementsDependencyContainer.swift.template
            ElementsViewControllerTests.swift.template

            """)
    }

    @Test func noActionListsLikeList() {
        let list = TestContext()
        #expect(list.run("templates", "list") == .success)
        let alone = TestContext()
        #expect(alone.run("templates") == .success)
        #expect(alone.output.text == list.output.text)
        #expect(alone.output.text.hasPrefix("NavigationControlling.swift.template\n"))
        #expect(alone.errorOutput.text.isEmpty)
    }

    @Test func showPrintsTheTemplateByFullOrShortName() throws {
        let expected = try String(contentsOf: Repository.url("Templates/View.swift.template"), encoding: .utf8)
        for name in ["View", "View.swift.template"] {
            let test = TestContext()
            #expect(test.run("templates", "show", name) == .success)
            #expect(test.output.text == expected)
        }
    }

    @Test func unknownNamesGetASuggestion() {
        let short = TestContext()
        #expect(short.run("templates", "show", "Veiw") == .failure)
        #expect(short.errorOutput.text == "error: unknown template 'Veiw'; did you mean 'View'?\nSee 'sss templates list' for the template names.\n")
        let full = TestContext()
        #expect(full.run("templates", "show", "Rendring.swift.template") == .failure)
        #expect(full.errorOutput.text.hasPrefix("error: unknown template 'Rendring.swift.template'; did you mean 'Rendering.swift.template'?\n"))
    }

    @Test func wrongActionsAreUsageErrors() {
        let cases: [([String], String)] = [
            (["templates", "lsit"], "error: unknown action 'lsit'; did you mean 'list'?\n"),
            (["templates", "print"], "error: unknown action 'print'; expected 'list' or 'show'\n"),
            (["templates", "show"], "error: missing argument <name>; 'sss templates list' prints the names\n"),
            (["templates", "list", "View"], "error: unexpected argument 'View'; 'list' takes no name\n"),
        ]
        for (arguments, message) in cases {
            let test = TestContext()
            #expect(test.run(arguments) == .failure)
            #expect(test.errorOutput.text.hasPrefix(message), "\(arguments)")
        }
    }

    @Test func aShownTemplateUsedAsAnOverrideGeneratesTheSameFiles() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        for name in TemplateName.allCases {
            let show = TestContext(fileSystem: fileSystem)
            #expect(show.run("templates", "show", name.shortName) == .success)
            try fileSystem.createDirectory(atPath: "Mine")
            try fileSystem.writeFile(Array(show.output.text.utf8), atPath: "Mine/" + name.fileName)
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + GenerateTestSupport.exampleSpecArguments + ["--templates", "Mine", "-o", "out"]) == .success)
        for file in try GenerateTestSupport.examplePlan().sources {
            #expect(fileSystem.files["/work/out/" + file.path] == file.contents)
        }
    }
}
