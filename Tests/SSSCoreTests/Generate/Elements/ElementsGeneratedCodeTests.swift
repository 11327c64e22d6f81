import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// What `sss generate` writes for Elements specs that use every key: the files and their order, code
/// that type-checks in Swift 6 mode with warnings as errors against the UIKit stand-in, tests that
/// type-check with either library, starter code that does what the spec makes plain, and the same
/// bytes on every run.
struct ElementsGeneratedCodeTests {
    @Test func eachFeatureGetsItsFilesAndTheSharedFilesAreWrittenOnce() throws {
        let plan = try ElementsTestSupport.plan()
        #expect(plan.sources.map(\.path) == [
            "UseCase.swift", "Observer.swift",
            "BareUserInterface.swift", "BareViewState.swift", "BareIxResponder.swift", "BareRootView.swift",
            "BareViewController.swift", "BareDependencyContainer.swift",
            "ProfileUserInterface.swift", "ProfileViewState.swift", "ProfileIxResponder.swift", "ProfileRootView.swift",
            "SignOutUseCase.swift", "ProfileViewController.swift", "ProfileDependencyContainer.swift",
            "SignInUserInterface.swift", "SignInViewState.swift", "SignInIxResponder.swift", "SignInRootView.swift",
            "ObserverForSignIn.swift", "SignInUseCase.swift", "ResetPasswordUseCase.swift",
            "SignInViewController.swift", "SignInDependencyContainer.swift",
        ])
        #expect(plan.tests.map(\.path) == ["BareViewControllerTests.swift", "ProfileViewControllerTests.swift", "SignInViewControllerTests.swift"])
        #expect(plan.sources.filter { $0.feature == nil }.map(\.path) == ["UseCase.swift", "Observer.swift"])
        #expect(plan.sources.first { $0.path == "SignOutUseCase.swift" }?.feature == "Profile")
        let featureLayout = try ElementsTestSupport.plan(options: GenerationOptions(testModule: "App", layout: .feature))
        #expect(featureLayout.sources.map(\.path).prefix(3) == ["UseCase.swift", "Observer.swift", "Bare/BareUserInterface.swift"])
        #expect(featureLayout.tests.map(\.path).last == "SignIn/SignInViewControllerTests.swift")
        #expect(try ElementsTestSupport.plan() == plan)
    }

    @Test func theSourcesAndBothKindsOfTestsTypeCheck() throws {
        let appTypes = try ElementsTestSupport.appTypes()
        try GeneratedTypeCheckTests.expectToTypeCheck(try ElementsTestSupport.plan(), adding: appTypes)
        let xctest = try ElementsTestSupport.plan(options: GenerationOptions(testModule: "App", testFramework: .xctest))
        #expect(xctest.tests.contains { $0.contents.contains("final class SignInViewControllerTests: XCTestCase") })
        try GeneratedTypeCheckTests.expectToTypeCheck(xctest, adding: appTypes)
    }

    @Test func oddNamesTypeCheck() throws {
        let spec = """
            architecture: elements
            feature: Odd
            state:
              default: Int = 0
              in: String = "in"
              isOnEnabled: Bool = false
            userInterface:
              - show(_ text: String, in place: Int)
            interactions:
              - repeat(in count: String, _ isOn: Bool)
              - select(default: Int)
            observes:
              - changed(_ state: OddViewState)
              - userInterface(x: Int)
            useCases:
              Repeat:
                inputs:
                  in: String
                  default: Int

            """
        let read = try SpecReader().read(SourceFile(path: "Odd.sss.yml", text: spec))
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan([read], options: GenerationOptions(testModule: "App"))
        let files = GenerateTestSupport.sources(plan.sources)
        #expect(try #require(files["OddViewState.swift"]).contains("    public internal(set) var `default`: Int = 0\n"))
        #expect(try #require(files["OddRootView.swift"]).contains("self.ixResponder?.`repeat`(in: self.countField.text ?? \"\", self.isOnSwitch.isOn)"))
        #expect(try #require(files["OddRootView.swift"]).contains("isOnSwitch.isEnabled = newState.isOnEnabled"))
        #expect(try #require(files["OddViewController.swift"]).contains("    func changed(_ state: OddViewState) {\n        userInterface.render(newState: state)\n"))
        #expect(try #require(files["RepeatUseCase.swift"]).contains("        self.in = `in`\n"))
        try GeneratedTypeCheckTests.expectToTypeCheck(plan)
    }

    @Test func theStarterCodeDoesWhatTheSpecMakesPlain() throws {
        let files = GenerateTestSupport.sources(try ElementsTestSupport.plan().sources)
        let viewController = try #require(files["SignInViewController.swift"])
        #expect(viewController.contains("    func signIn(email: String, password: String, rememberMe: Bool) {\n        makeSignInUseCase(email, password).start()\n    }"))
        #expect(viewController.contains("    func resetPassword(email: String) {\n        // Make a ResetPassword use case with makeResetPasswordUseCase(…), giving it what its\n"))
        #expect(viewController.contains("    func received(newViewState: SignInViewState) {\n        userInterface.render(newState: newViewState)\n    }"))
        #expect(viewController.contains("    override func loadView() {\n        view = userInterface\n    }"))
        let rootView = try #require(files["SignInRootView.swift"])
        #expect(rootView.contains("    weak var ixResponder: (any SignInIxResponder)?\n"))
        #expect(rootView.contains("        emailField.isEnabled = newState.emailInputEnabled\n        passwordField.isEnabled = newState.passwordFieldEnabled\n"))
        #expect(rootView.contains("        signInButton.isEnabled = newState.signInButtonEnabled\n        rememberMeSwitch.isEnabled = newState.rememberMeEnabled\n"))
        #expect(rootView.contains("        if newState.signInActivityIndicatorAnimating {\n            signInActivityIndicator.startAnimating()\n"))
        #expect(rootView.contains("        // Call ixResponder?.switchAccount(to:) from whatever provides its values.\n"))
        #expect(!rootView.contains("@objc") && !rootView.contains("#selector"))
        let container = try #require(files["SignInDependencyContainer.swift"])
        #expect(container.contains("        userInterface.ixResponder = viewController\n        observer.eventResponder = viewController\n"))
        let userInterface = try #require(files["SignInUserInterface.swift"])
        #expect(userInterface.contains("typealias SignInUserInterfaceView = SignInUserInterface & UIView\n"))
        let profile = try #require(files["ProfileViewController.swift"])
        #expect(profile.contains("    func signOut() {\n        makeSignOutUseCase().start()\n    }"))
        #expect(!profile.contains("observer"))
    }
}
