/// What an `ArticleRendering` shows: plain values, fixed once created.
struct ArticleRenderable {
    let title: String
    let body: String
}
