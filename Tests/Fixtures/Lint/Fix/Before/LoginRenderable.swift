struct LoginRenderable {
    var title: String
    private(set) var attempts: Int
}
