import UIKit

/// The Bare screen's view. It renders the view states it is given and tells its interaction
/// responder what the user does, wiring its controls once it is in a window; it decides nothing.
final class BareRootView: UIView, BareUserInterface {
    /// Told what the user does. Held weakly: the responder owns this view.
    weak var ixResponder: (any BareIxResponder)?

    private let refreshButton = UIButton(type: .system)
    private var isWired = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        refreshButton.setTitle("Refresh", for: .normal)
        let stackView = UIStackView(arrangedSubviews: [
            refreshButton,
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
        render(newState: BareViewState())
    }

    /// This view is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !isWired else { return }
        isWired = true
        refreshButton.addAction(UIAction { [weak self] _ in
            self?.ixResponder?.refresh()
        }, for: .touchUpInside)
    }

    func render(newState: BareViewState) {
        // BareViewState has no fields yet.
    }
}
