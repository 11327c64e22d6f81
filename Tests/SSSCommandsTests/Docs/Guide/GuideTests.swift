import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// The guide covers the architecture, agrees with the rules, and its Markdown copy is current.
struct GuideTests {
    @Test func coversTheFiveComponentsAndTheFourPrinciples() {
        #expect(Guide.topics.filter { $0.kind == .component }.map(\.identifier) == ["renderable", "rendering", "interaction", "assembler", "navigation"])
        #expect(Guide.topics.filter { $0.kind == .principle }.map(\.identifier) == ["no-inheritance", "tell-what-happened", "use-not-init", "depend-on-protocols"])
        #expect(Set(Guide.topics.map(\.identifier)).count == Guide.topics.count)
    }

    @Test func everyRuleIsExplainedByATopicThatListsIt() throws {
        for rule in RuleRegistry.descriptions {
            let topic = try #require(Guide.topic(rule.topic), "\(rule.identifier) points at an unknown topic '\(rule.topic)'")
            #expect(topic.ruleIdentifiers.contains(rule.identifier), "\(topic.identifier) does not list \(rule.identifier)")
        }
    }

    @Test func topicsNameOnlyRulesAndFilesThatExist() throws {
        let generated = Set(try GuideExample.files().map(\.path))
        for topic in Guide.topics {
            for rule in topic.ruleIdentifiers {
                #expect(RuleRegistry.rule(identifier: rule) != nil, "\(topic.identifier) names unknown rule \(rule)")
            }
            for file in topic.exampleFiles {
                #expect(generated.contains(file), "\(topic.identifier) shows \(file), which is not generated")
            }
        }
        #expect(Guide.topics.filter { $0.kind != .notes }.allSatisfy { !$0.exampleFiles.isEmpty })
    }

    @Test func theExampleFeatureIsGeneratedByTheRealPlanner() throws {
        #expect(try GuideExample.files().map(\.path) == [
            "NavigationControlling.swift",
            "MessageRenderable.swift", "MessageRendering.swift", "MessageView.swift",
            "GreeterInteraction.swift", "GreeterInteractionAssembler.swift",
            "GreetingNavigation.swift", "GreetingNavigationAssembler.swift",
            "GreetingViewController.swift", "GreetingAssembler.swift",
            "CounterModel.swift", "CounterEvent.swift", "CounterLogic.swift", "CounterStore.swift",
            "CounterDisplay.swift", "CounterControls.swift", "ClockResource.swift", "CounterScene.swift",
            "UseCase.swift", "Observer.swift",
            "SignInUserInterface.swift", "SignInViewState.swift", "SignInIxResponder.swift", "SignInRootView.swift",
            "ObserverForSignIn.swift", "SignInUseCase.swift", "SignInViewController.swift", "SignInDependencyContainer.swift",
        ])
    }

    @Test func theCommittedGuideIsUpToDate() throws {
        try MarkdownBookCheck.compare(GuideBook.files(examples: GuideExample.files()), withFolder: "docs/guide", regenerate: "sss docs --markdown docs/guide --force")
    }

    @Test func writesTheGuideAsMarkdown() throws {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("docs", "--markdown", "guide") == .success)
        let files = GuideBook.files(examples: try GuideExample.files())
        #expect(files.map(\.path) == ["README.md"] + Guide.topics.map { $0.identifier + ".md" })
        for file in files {
            #expect(fileSystem.files["/work/guide/" + file.path] == file.contents)
        }
        let index = try #require(files.first).contents
        #expect(index.contains("- [Interaction](interaction.md): The final class that decides what happens after the user does something.\n"))
        #expect(test.run("docs", "renderable", "--markdown", "guide") == .failure)
    }
}
