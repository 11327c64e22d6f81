import UIKit

/// The Airlock screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class AirlockViewController: UIViewController, NavigationControllerUsing {
    private let hatchInteraction: any HatchInteracting

    init(
        hatchInteraction: any HatchInteracting
    ) {
        self.hatchInteraction = hatchInteraction
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let pressureView = PressureView()
        hatchInteraction.use(pressureView)

        let stackView = UIStackView(arrangedSubviews: [
            pressureView,
        ])
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(makeButton(title: "Request Cycle") { [weak self] in
            self?.hatchInteraction.didRequestCycle()
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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hatchInteraction.didAppear()
    }

    func use(_ navigationController: any NavigationControlling) {
        hatchInteraction.use(navigationController)
    }

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
