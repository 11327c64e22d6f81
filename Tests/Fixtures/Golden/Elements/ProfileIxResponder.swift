import Foundation

/// What the user can do on the Profile screen, named as intents rather than taps: the view calls
/// these, and its responder decides what each means. It is class-bound, so the view can hold its
/// responder weakly.
@MainActor
protocol ProfileIxResponder: AnyObject {
    func signOut()
    func `open`(account: Account)
}
