import Foundation
import Testing
import SSSTestSupport

/// The UIKit and SwiftUI stand-ins accept code that the iOS 18 SDK accepts, and reject code that it
/// rejects: a stand-in looser than the real framework would prove nothing about generated code.
struct StandInTests {
    /// A source that the real framework rejects, and the start of the error it must be rejected with.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        let error: String

        var testDescription: String { name }
    }

    static func typeCheck(_ name: String, _ source: String) throws -> SwiftTypeChecker.Outcome {
        try SwiftTypeChecker.shared().typeCheck(sources: [name + ".swift": source])
    }

    // MARK: - UIKit

    @Test func uiKitCodeThatIOSAcceptsTypeChecks() throws {
        let outcome = try Self.typeCheck("ProfileViewController", """
            import UIKit

            final class ProfileViewController: UIViewController {
                private let nameLabel = UILabel()
                private let spinner = UIActivityIndicatorView(style: .medium)
                private let avatar = UIImageView(image: UIImage(systemName: "person"))
                private let nameField = UITextField()
                private let notifications = UISwitch()
                private(set) var lastSender: Any?

                init() {
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    return nil
                }

                override func loadView() {
                    let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { [weak self] action in
                        self?.lastSender = action.sender
                        self?.leave()
                    })
                    var configuration = UIButton.Configuration.filled()
                    configuration.title = "Done"
                    let done = UIButton(configuration: configuration, primaryAction: nil)
                    done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
                    nameField.placeholder = "Name"
                    nameField.addAction(UIAction { [weak self] _ in self?.nameLabel.text = self?.nameField.text }, for: .editingChanged)
                    notifications.setOn(true, animated: false)
                    let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, nameField, notifications, spinner, save, done])
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.spacing = 8
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    let root = UIView()
                    root.backgroundColor = .systemBackground
                    root.addSubview(stack)
                    stack.topAnchor.constraint(equalTo: root.topAnchor)
                    NSLayoutConstraint.activate([
                        stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                        stack.widthAnchor.constraint(equalToConstant: 200),
                    ])
                    view = root
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Profile"
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if isBeingPresented || isMovingToParent {
                        spinner.startAnimating()
                    }
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    spinner.stopAnimating()
                }

                private func leave() {
                    if let navigationController {
                        navigationController.popViewController(animated: true)
                        navigationController.popToRootViewController(animated: true)
                    } else if presentingViewController != nil {
                        dismiss(animated: true, completion: nil)
                    }
                }
            }

            final class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }

                required init?(coder: NSCoder) {
                    return nil
                }

                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    alpha = window == nil ? 0 : 1
                }
            }

            @MainActor
            func start(in scene: UIWindowScene) -> UIWindow {
                let window = UIWindow(windowScene: scene)
                let navigationController = UINavigationController(rootViewController: ProfileViewController())
                navigationController.pushViewController(BadgeViewController(), animated: false)
                window.rootViewController = navigationController
                window.makeKeyAndVisible()
                return window
            }

            final class BadgeViewController: UIViewController {
                override func loadView() {
                    view = BadgeView()
                }
            }

            @MainActor
            func describe(_ alignment: UIStackView.Alignment) -> String {
                switch alignment {
                case .fill: "fill"
                case .center: "center"
                default: "other"
                }
            }

            """)
        #expect(outcome.succeeded, "\(outcome)")
    }

    static let uiKitRejections: [Rejection] = [
        Rejection(name: "a view made off the main actor", source: """
            import UIKit

            func makeView() -> UIView {
                UIView(frame: .zero)
            }

            """, error: "call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
        Rejection(name: "a label's optional text used as a String", source: """
            import UIKit

            @MainActor
            func title(of label: UILabel) -> String {
                label.text
            }

            """, error: "value of optional type 'String?' must be unwrapped"),
        Rejection(name: "the optional popped controller used as one", source: """
            import UIKit

            @MainActor
            func back(_ navigationController: UINavigationController) -> UIViewController {
                navigationController.popViewController(animated: true)
            }

            """, error: "value of optional type 'UIViewController?' must be unwrapped"),
        Rejection(name: "a view controller without init(coder:)", source: """
            import UIKit

            final class DetailViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                }
            }

            """, error: "'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'"),
        Rejection(name: "a switch over an Objective-C enum without @unknown default", source: """
            import UIKit

            @MainActor
            func isVertical(_ axis: NSLayoutConstraint.Axis) -> Bool {
                switch axis {
                case .horizontal: false
                case .vertical: true
                }
            }

            """, error: "switch covers known cases, but 'NSLayoutConstraint.Axis' may have additional unknown values"),
        Rejection(name: "an action handler that reaches the main actor from elsewhere", source: """
            import UIKit

            @MainActor
            final class Screen {
                func refresh() {}
            }

            nonisolated func handler(for screen: Screen) -> UIActionHandler {
                { _ in screen.refresh() }
            }

            """, error: "call to main actor-isolated instance method 'refresh()' in a synchronous nonisolated context"),
    ]

    @Test(arguments: uiKitRejections)
    func uiKitCodeThatIOSRejectsIsRejected(_ rejection: Rejection) throws {
        let outcome = try Self.typeCheck("Rejected", rejection.source)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("error: " + rejection.error), "\(outcome)")
    }

    // MARK: - SwiftUI

    @Test func swiftUICodeThatIOSAcceptsTypeChecks() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheck(sources: [
            "CounterScene.swift": StandInSamples.counterScene,
            "CounterStore.swift": StandInSamples.counterStore,
        ])
        #expect(outcome.succeeded, "\(outcome)")
    }

    static let swiftUIRejections: [Rejection] = [
        Rejection(name: "a store method called off the main actor", source: """
            import Observation

            @Observable @MainActor
            final class Store {
                private(set) var count = 0

                func send() {
                    count += 1
                }
            }

            nonisolated func poke(_ store: Store) {
                store.send()
            }

            """, error: "call to main actor-isolated instance method 'send()' in a synchronous nonisolated context"),
        Rejection(name: "a Bool interpolated into a localized string key", source: """
            import SwiftUI

            func flagKey(_ flag: Bool) -> LocalizedStringKey {
                "Flag: \\(flag)"
            }

            """, error: "instance method 'appendInterpolation(_:formatter:)' requires that 'Bool'"),
        Rejection(name: "a text field bound to an optional string", source: """
            import SwiftUI

            struct NameField: View {
                @State private var name: String?

                var body: some View {
                    TextField("Name", text: $name)
                }
            }

            """, error: "cannot convert value of type 'Binding<String?>' to expected argument type 'Binding<String>'"),
        Rejection(name: "an async button action", source: """
            import SwiftUI

            struct Later: View {
                var body: some View {
                    Button("Go") { () async in }
                }
            }

            """, error: "cannot pass function of type '@Sendable () async -> ()' to parameter expecting synchronous function type"),
        Rejection(name: "a task that captures non-Sendable state", source: """
            import SwiftUI

            final class Tally {
                var value = 0
            }

            nonisolated func counting(_ view: some View, tally: Tally) -> some View {
                view.task { tally.value += 1 }
            }

            """, error: "capture of 'tally' with non-Sendable type 'Tally' in a '@Sendable' closure"),
        Rejection(name: "a binding whose closures capture non-Sendable state", source: """
            import SwiftUI

            final class Tally {
                var value = 0
            }

            nonisolated func binding(to tally: Tally) -> Binding<Int> {
                Binding(get: { tally.value }, set: { tally.value = $0 })
            }

            """, error: "capture of 'tally' with non-Sendable type 'Tally' in a '@Sendable' closure"),
        Rejection(name: "ForEach over values that are not Identifiable", source: """
            import SwiftUI

            struct Row {
                let name: String
            }

            struct Rows: View {
                let rows: [Row]

                var body: some View {
                    ForEach(rows) { row in
                        Text(row.name)
                    }
                }
            }

            """, error: "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Row' conform to 'Identifiable'"),
        Rejection(name: "an unguarded #Preview", source: """
            import SwiftUI

            struct Greeting: View {
                var body: some View {
                    Text("Hello")
                }
            }

            #Preview {
                Greeting()
            }

            """, error: "no macro named 'Preview'"),
    ]

    @Test(arguments: swiftUIRejections)
    func swiftUICodeThatIOSRejectsIsRejected(_ rejection: Rejection) throws {
        let outcome = try Self.typeCheck("Rejected", rejection.source)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("error: " + rejection.error), "\(outcome)")
    }

    /// `#Preview` needs DeveloperToolsSupport, which every iOS 17+ SDK has and Linux does not, so this
    /// guard compiles a preview in Xcode and skips it here. `canImport(SwiftUI)` would not: the stand-in is
    /// importable, and the macro is not in it.
    @Test func aPreviewGuardedByDeveloperToolsSupportIsSkipped() throws {
        let outcome = try Self.typeCheck("Greeting", """
            import SwiftUI

            struct Greeting: View {
                var body: some View {
                    Text("Hello")
                }
            }

            #if canImport(DeveloperToolsSupport)
            #Preview {
                Greeting()
            }
            #endif

            """)
        #expect(outcome.succeeded, "\(outcome)")
    }
}
