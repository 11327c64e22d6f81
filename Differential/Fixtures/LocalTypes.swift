// Local types: declarations in bodies of code, which both sides read (sss once missed them all).
class Socket {}

func testSend() {
    class FakeSocket: Socket {
        struct Packet {}
    }
    _ = FakeSocket()
}

struct Screen {
    var title: String {
        enum Fallback { static let text = "" }
        return Fallback.text
    }

    init() {
        #if DEBUG
        final class Probe {}
        #endif
    }
}

let handler = {
    struct Payload {}
}
