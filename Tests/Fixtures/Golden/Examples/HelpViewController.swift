import UIKit

/// The Help screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class HelpViewController: UIViewController, NavigationControllerUsing {
    private let helpTopicsInteraction: any HelpTopicsInteracting

    init(
        helpTopicsInteraction: any HelpTopicsInteracting
    ) {
        self.helpTopicsInteraction = helpTopicsInteraction
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let articleView = ArticleView()
        helpTopicsInteraction.use(articleView)

        let stackView = UIStackView(arrangedSubviews: [
            articleView,
        ])
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        // Call helpTopicsInteraction.didSelectTopic(index:) from whatever provides its value.
        stackView.addArrangedSubview(makeButton(title: "Tap Done") { [weak self] in
            self?.helpTopicsInteraction.didTapDone()
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
        helpTopicsInteraction.didLoad()
    }

    func use(_ navigationController: any NavigationControlling) {
        helpTopicsInteraction.use(navigationController)
    }

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
