/// What the user can do on the Bare screen, named as intents rather than taps: the view calls
/// these, and its responder decides what each means. It is class-bound, so the view can hold its
/// responder weakly.
@MainActor
protocol BareIxResponder: AnyObject {
    func refresh()
}
