struct LoginRenderable {
    let title: String
    let attempts: Int
}
