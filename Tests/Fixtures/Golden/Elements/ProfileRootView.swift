import UIKit

/// The Profile screen's view. It renders the view states it is given and tells its interaction
/// responder what the user does, wiring its controls once it is in a window; it decides nothing.
final class ProfileRootView: UIView, ProfileUserInterface {
    /// Told what the user does. Held weakly: the responder owns this view.
    weak var ixResponder: (any ProfileIxResponder)?

    private let accountLabel = UILabel()
    private let isOnlineLabel = UILabel()
    private let signOutButton = UIButton(type: .system)
    private var isWired = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        signOutButton.setTitle("Sign Out", for: .normal)
        let stackView = UIStackView(arrangedSubviews: [
            accountLabel,
            isOnlineLabel,
            signOutButton,
        ])
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        render(newState: ProfileViewState())
    }

    /// This view is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !isWired else { return }
        isWired = true
        signOutButton.addAction(UIAction { [weak self] _ in
            self?.ixResponder?.signOut()
        }, for: .touchUpInside)
        // Call ixResponder?.open(account:) from whatever provides its values.
    }

    func render(newState: ProfileViewState) {
        accountLabel.text = newState.account.map { String(describing: $0) }
        isOnlineLabel.text = String(describing: newState.isOnline)
    }
}
