import UIKit

/// The Help screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class HelpViewController: UIViewController, NavigationControllerUsing {
    private let helpTopicsInteraction: HelpTopicsInteracting

    init(
        helpTopicsInteraction: HelpTopicsInteracting
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
        helpTopicsInteraction.use(navigationController)
    }
}
