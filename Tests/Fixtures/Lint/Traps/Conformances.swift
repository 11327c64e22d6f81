extension SearchInteraction: SearchInteracting {}

protocol SearchInteracting: AnyObject {}

protocol ↓BannerRendering {
    func render(_ renderable: BannerRenderable)
}

protocol StatusRendering: Drawing {}

protocol Drawing: AnyObject {}
