struct BannerRenderable {
    let message: String
    var ↓subtitle: String?
    static var placeholder = BannerRenderable(message: "", subtitle: nil)
    var isEmpty: Bool { message.isEmpty }
}

enum StatusRenderable {
    case idle
    case failed(reason: String)
}
