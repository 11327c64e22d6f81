protocol Ticking: AnyObject {}

enum Profile {
    final class Clock: Ticking {}

    struct Screen {
        let ↓clock: Clock
    }
}

extension Profile {
    struct Header {
        let ↓clock: Clock
    }
}

struct Footer {
    let clock: Clock
}

private final class Session {}

struct Badge {
    let session: Session
}
