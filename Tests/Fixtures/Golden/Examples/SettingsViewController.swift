import UIKit

/// The Settings screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class SettingsViewController: UIViewController, NavigationControllerUsing {
    private let preferencesInteraction: PreferencesInteracting

    init(
        preferencesInteraction: PreferencesInteracting
    ) {
        self.preferencesInteraction = preferencesInteraction
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let preferenceView = PreferenceView()
        preferencesInteraction.use(preferenceView)

        let stackView = UIStackView(arrangedSubviews: [
            preferenceView,
        ])
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        // Call preferencesInteraction.didToggleSetting(isEnabled:) from whatever provides its value.
        stackView.addArrangedSubview(makeButton(title: "Tap Done") { [weak self] in
            self?.preferencesInteraction.didTapDone()
        })

        let view = UIView()
        view.backgroundColor = .systemBackground
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        self.view = view
    }

    func use(_ navigationController: NavigationControlling) {
        // No interaction on this screen navigates, so nothing here needs the navigation controller.
    }

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
