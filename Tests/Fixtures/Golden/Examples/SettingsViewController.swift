import UIKit

/// The Settings screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class SettingsViewController: UIViewController, NavigationControllerUsing {
    private let preferencesInteraction: any PreferencesInteracting

    init(
        preferencesInteraction: any PreferencesInteracting
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
        stackView.addArrangedSubview(makeSwitch(title: "Toggle Setting") { [weak self] isOn in
            self?.preferencesInteraction.didToggleSetting(isEnabled: isOn)
        })
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        preferencesInteraction.willAppear()
    }

    func use(_ navigationController: any NavigationControlling) {
        preferencesInteraction.use(navigationController)
    }

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    private func makeSwitch(title: String, action: @escaping @MainActor (Bool) -> Void) -> UIView {
        let label = UILabel()
        label.text = title
        let toggle = UISwitch()
        toggle.addAction(UIAction { [weak toggle] _ in action(toggle?.isOn ?? false) }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = 8
        return row
    }
}
