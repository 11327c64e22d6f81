// Local types: swift-syntax finds them, sss's scanner does not look inside bodies of code.
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
