/// One thing a user of the app can do, such as signing in, as a unit of work: made by its factory
/// for one request, then started. It knows nothing of the screens that start it.
protocol UseCase {
    func start()
}
