import UIKit

/// Shows each field of a `PreferenceRenderable` in a label of its own.
final class PreferenceView: UIView {
    private let titleLabel = UILabel()
    private let isEnabledLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 0
        isEnabledLabel.numberOfLines = 0
        let stackView = UIStackView(arrangedSubviews: [
            titleLabel,
            isEnabledLabel,
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

extension PreferenceView: PreferenceRendering {
    func render(_ renderable: PreferenceRenderable) {
        titleLabel.text = renderable.title
        isEnabledLabel.text = String(describing: renderable.isEnabled)
    }
}
