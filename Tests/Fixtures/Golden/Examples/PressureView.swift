import UIKit

/// Shows each field of a `PressureRenderable` in a label of its own.
final class PressureView: UIView {
    private let kilopascalsLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        kilopascalsLabel.numberOfLines = 0
        let stackView = UIStackView(arrangedSubviews: [
            kilopascalsLabel,
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

extension PressureView: PressureRendering {
    func render(_ renderable: PressureRenderable) {
        kilopascalsLabel.text = String(describing: renderable.kilopascals)
    }
}
