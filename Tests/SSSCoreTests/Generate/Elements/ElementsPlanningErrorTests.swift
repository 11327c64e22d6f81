import Testing
import SSSCore
import SSSTestSupport

/// Problems that show once an Elements spec is planned, alone or with others: generated names that
/// clash with each other, with the generated code or with UIKit, and use cases declared differently.
struct ElementsPlanningErrorTests {
    @Test func generatedNamesMayNotClash() throws {
        let spec = "architecture: elements\nfeature: SignIn\nstate:\n  a: Bool = false\n  aActivityIndicatorAnimating: Bool = false\n  aAnimating: Bool = true\nuserInterface:\n  - render(newState: SignInViewState)\n  - layoutSubviews()\n  - signInButton()\ninteractions:\n  - signIn()\n  - run()\n  - loadView()\n  - makeSaveUseCase()\n  - loadViewShowsTheUserInterface()\nuseCases:\n  Save:\n    inputs:\n      start: Int\n"
        #expect(try ElementsTestSupport.planningErrors([("SignIn.sss.yml", spec)], framework: .xctest) == """
            SignIn.sss.yml:6:3: error: field 'aAnimating' gives 'aActivityIndicator' in 'SignInRootView', as does field 'aActivityIndicatorAnimating'; rename one of them
              aAnimating: Bool = true
              ^~~~~~~~~~
            SignIn.sss.yml:5:3: note: field 'aActivityIndicatorAnimating' is declared here
              aActivityIndicatorAnimating: Bool = false
              ^~~~~~~~~~~~~~~~~~~~~~~~~~~
            SignIn.sss.yml:8:5: error: user interface method 'render' gives 'render(newState:)' in 'SignInRootView', which the generated code uses there already; choose another name
              - render(newState: SignInViewState)
                ^~~~~~
            SignIn.sss.yml:9:5: error: user interface method 'layoutSubviews' gives 'layoutSubviews()' in 'SignInRootView', which UIView declares already; choose another name
              - layoutSubviews()
                ^~~~~~~~~~~~~~
            SignIn.sss.yml:10:5: error: user interface method 'signInButton' gives 'signInButton' in 'SignInRootView', as does interaction 'signIn'; rename one of them
              - signInButton()
                ^~~~~~~~~~~~
            SignIn.sss.yml:12:5: note: interaction 'signIn' is declared here
              - signIn()
                ^~~~~~
            SignIn.sss.yml:14:5: error: interaction 'loadView' gives 'loadView()' in 'SignInViewController', which UIViewController declares already; choose another name
              - loadView()
                ^~~~~~~~
            SignIn.sss.yml:15:5: error: interaction 'makeSaveUseCase' gives 'makeSaveUseCase' in 'SignInViewController', as does use case 'Save'; rename one of them
              - makeSaveUseCase()
                ^~~~~~~~~~~~~~~
            SignIn.sss.yml:18:3: note: use case 'Save' is declared here
              Save:
              ^~~~
            SignIn.sss.yml:20:7: error: input 'start' gives 'start' in 'SaveUseCase', which the generated code uses there already; choose another name
                  start: Int
                  ^~~~~
            SignIn.sss.yml:13:5: error: interaction 'run' gives 'testRun' in 'SignInViewControllerTests', which XCTestCase declares already; choose another name
              - run()
                ^~~
            SignIn.sss.yml:16:5: error: interaction 'loadViewShowsTheUserInterface' gives 'testLoadViewShowsTheUserInterface' in 'SignInViewControllerTests', which the generated code uses there already; choose another name
              - loadViewShowsTheUserInterface()
                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
        let swiftTesting = try #require(try ElementsTestSupport.planningErrors([("SignIn.sss.yml", spec)]))
        #expect(!swiftTesting.contains("'testRun'") && !swiftTesting.contains("interaction 'run'"))
        #expect(swiftTesting.contains("interaction 'loadViewShowsTheUserInterface' gives 'loadViewShowsTheUserInterface' in 'SignInViewControllerTests'"))
    }

    @Test func aUseCaseDeclaredTwiceIsDeclaredAlikeAndAFeatureIsGeneratedOnce() throws {
        let specs = [
            ("Profile.sss.yml", "architecture: elements\nfeature: Profile\ninteractions: [save()]\nuseCases:\n  Save:\n    inputs:\n      id: Int\n"),
            ("Other.sss.yml", "architecture: elements\nfeature: Other\ninteractions: [save()]\nuseCases:\n  Save:\n    inputs:\n      id: String\n"),
            ("Settings.sss.yml", "architecture: elements\nfeature: Settings\ninteractions: [save()]\nuseCases:\n  Save:\n    inputs:\n      id:   Int\n"),
            ("Legacy.sss.yml", "feature: Profile\ninteractions:\n  Main:\n    events: [didLoad]\n"),
        ]
        #expect(try ElementsTestSupport.planningErrors(specs) == """
            Other.sss.yml:5:3: error: use case 'Save' is declared again with other inputs; declare it once, or the same way in both specs
              Save:
              ^~~~
            Profile.sss.yml:5:3: note: 'Save' is first declared here
              Save:
              ^~~~
            Legacy.sss.yml:1:10: error: feature 'Profile' is generated twice in this run, as an Elements and as a Super Simple Architecture feature; give one of them another name
            feature: Profile
                     ^~~~~~~
            Profile.sss.yml:2:10: note: 'Profile' is first declared here
            feature: Profile
                     ^~~~~~~

            """)
    }
}
