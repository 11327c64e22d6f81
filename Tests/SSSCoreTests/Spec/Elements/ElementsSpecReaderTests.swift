import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// What an Elements spec reads into: every key, in spec order, with types and values as written.
struct ElementsSpecReaderTests {
    @Test func readsEveryKeyOfTheSignInFixture() throws {
        let specs = try ElementsTestSupport.specs()
        #expect(specs.map(\.name.text) == ["Bare", "Profile", "SignIn"])
        #expect(specs.allSatisfy { $0.architecture == .elements })
        let signIn = try #require(specs.last?.elements)
        #expect(ElementsTestSupport.summary(signIn) == """
            feature SignIn
            state emailInputEnabled: Bool = true
            state passwordFieldEnabled: Bool = true
            state signInButtonEnabled: Bool = true
            state rememberMeEnabled: Bool = true
            state signInActivityIndicatorAnimating: Bool = false
            state errorMessage: String?
            state attempts: Int = 0
            state lastAttempt: Date?
            userInterface configureViewAfterLayout()
            userInterface moveContentForDismissedKeyboard()
            userInterface moveContent(forKeyboardFrame keyboardFrame: CGRect)
            interaction signIn(email: String, password: String, rememberMe: Bool)
            interaction resetPassword(email: String)
            interaction showHelp()
            interaction useToken(_ token: Data)
            interaction switchAccount(to account: Account)
            observes received(newViewState: SignInViewState)
            observes keyboardWillHide()
            observes keyboardWillChangeFrame(keyboardEndFrame: CGRect)
            useCase SignIn(email: String, password: String)
            useCase ResetPassword(username: String)
            useCase SignOut()
            """)
    }

    @Test func aSpecNeedsOnlyAFeatureAndOneInteraction() throws {
        let spec = try #require(try SpecReader().read(SourceFile(path: "F.sss.yml", text: "architecture: elements\nfeature: Bare\ninteractions: [refresh()]\n")).elements)
        #expect(ElementsTestSupport.summary(spec) == "feature Bare\ninteraction refresh()")
    }

    @Test func aUseCaseMayBeWrittenWithNothingOrWithEmptyInputs() throws {
        let text = "architecture: elements\nfeature: F\ninteractions: [go()]\nuseCases:\n  A:\n  B:\n    inputs:\n      id: UUID\n      count: Int\n"
        let spec = try #require(try SpecReader().read(SourceFile(path: "F.sss.yml", text: text)).elements)
        #expect(spec.useCases.map(\.name.text) == ["A", "B"])
        #expect(spec.useCases.map(\.canonicalInputs) == ["", "id: UUID, count: Int"])
    }
}
