import UIKit

/// Shows each field of a `DoorStatusRenderable` in a label of its own.
final class DoorStatusView: UIView {
    private let isOpenLabel = UILabel()
    private let openAttemptsLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpenLabel.numberOfLines = 0
        openAttemptsLabel.numberOfLines = 0
        let stackView = UIStackView(arrangedSubviews: [
            isOpenLabel,
            openAttemptsLabel,
        ])
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// This view is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }
}

extension DoorStatusView: DoorStatusRendering {
    func render(_ renderable: DoorStatusRenderable) {
        isOpenLabel.text = String(describing: renderable.isOpen)
        openAttemptsLabel.text = String(describing: renderable.openAttempts)
    }
}
