import UIKit

/// Shows each field of an `ArticleRenderable` in a label of its own.
final class ArticleView: UIView {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 0
        bodyLabel.numberOfLines = 0
        let stackView = UIStackView(arrangedSubviews: [
            titleLabel,
            bodyLabel,
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

extension ArticleView: ArticleRendering {
    func render(_ renderable: ArticleRenderable) {
        titleLabel.text = renderable.title
        bodyLabel.text = renderable.body
    }
}
