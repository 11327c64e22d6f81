import UIKit

/// The DiscoveryOne screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class DiscoveryOneViewController: UIViewController, NavigationControllerUsing {
    private let podBayDoorsInteraction: any PodBayDoorsInteracting
    private let commsInteraction: any CommsInteracting

    init(
        podBayDoorsInteraction: any PodBayDoorsInteracting,
        commsInteraction: any CommsInteracting
    ) {
        self.podBayDoorsInteraction = podBayDoorsInteraction
        self.commsInteraction = commsInteraction
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let bannerView = BannerView()
        let doorStatusView = DoorStatusView()
        podBayDoorsInteraction.use(bannerView)
        podBayDoorsInteraction.use(doorStatusView)
        commsInteraction.use(bannerView)

        let stackView = UIStackView(arrangedSubviews: [
            bannerView,
            doorStatusView,
        ])
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(makeButton(title: "Tap Main Button") { [weak self] in
            self?.podBayDoorsInteraction.didTapMainButton()
        })
        stackView.addArrangedSubview(makeTextField(placeholder: "Code") { [weak self] text in
            self?.podBayDoorsInteraction.didEnterCode(code: text)
        })
        stackView.addArrangedSubview(makeButton(title: "Tap Settings") { [weak self] in
            self?.podBayDoorsInteraction.didTapSettings()
        })
        // Call podBayDoorsInteraction.didAskForHelp(topic:) from whatever provides its value.
        stackView.addArrangedSubview(makeButton(title: "Open Channel") { [weak self] in
            self?.commsInteraction.didOpenChannel()
        })
        stackView.addArrangedSubview(makeTextField(placeholder: "Text") { [weak self] text in
            self?.commsInteraction.didTypeMessage(text: text)
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

    override func viewDidLoad() {
        super.viewDidLoad()
        podBayDoorsInteraction.didLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        commsInteraction.didAppear()
    }

    func use(_ navigationController: any NavigationControlling) {
        podBayDoorsInteraction.use(navigationController)
    }

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    private func makeTextField(placeholder: String, action: @escaping @MainActor (String) -> Void) -> UITextField {
        let textField = UITextField()
        textField.placeholder = placeholder
        textField.addAction(UIAction { [weak textField] _ in action(textField?.text ?? "") }, for: .editingChanged)
        return textField
    }
}
