import UIKit

@MainActor
protocol BannerRendering: AnyObject {
    func show(_ text: String)
}

final class BannerView: UIView, BannerRendering {
    func show(_ text: String) {}
}
