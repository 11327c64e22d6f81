import UIKit

/// The DiscoveryOne screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class DiscoveryOneViewController: UIViewController, NavigationControllerUsing {
    private let podBayDoorsInteraction: PodBayDoorsInteracting
    private let commsInteraction: CommsInteracting

    init(
        podBayDoorsInteraction: PodBayDoorsInteracting,
        commsInteraction: CommsInteracting
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
        // Call podBayDoorsInteraction.didEnterCode(code:) from whatever provides its value.
        stackView.addArrangedSubview(makeButton(title: "Open Channel") { [weak self] in
            self?.commsInteraction.didOpenChannel()
        })
        // Call commsInteraction.didReceiveMessage(text:) from whatever provides its value.

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
        podBayDoorsInteraction.use(navigationController)
    }

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
