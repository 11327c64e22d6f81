import UIKit

/// Shows each field of a `BannerRenderable` in a label of its own.
final class BannerView: UIView {
    private let messageLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.numberOfLines = 0
        subtitleLabel.numberOfLines = 0
        let stackView = UIStackView(arrangedSubviews: [
            messageLabel,
            subtitleLabel,
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

extension BannerView: BannerRendering {
    func render(_ renderable: BannerRenderable) {
        messageLabel.text = renderable.message
        subtitleLabel.text = renderable.subtitle
    }
}
