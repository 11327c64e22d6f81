#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SSSCore

/// Somewhere a command writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// Why a write failed (such as "No space left on device"), once one has; `nil` while every
    /// write succeeded.
    var failure: String? { get }
}

extension TextSink {
    /// Sinks that cannot fail never report a failure.
    public var failure: String? { nil }
}

/// Standard output or standard error, written straight to the file descriptor.
///
/// The first failed write is remembered, and everything written after it is dropped, so that the
/// command can end with one error instead of carrying on as if the text had arrived.
public final class StandardStream: TextSink, Sendable {
    public static let output = StandardStream(descriptor: 1)
    public static let error = StandardStream(descriptor: 2)

    private let descriptor: Int32
    /// The first write's failure; writes hold the lock, so that texts written at once do not mix.
    private let firstFailure = Locked<String?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the stream is an interactive terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal's width in columns, when the stream is a terminal that reports it.
    public var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public var failure: String? {
        firstFailure.withLock { $0 }
    }

    public func write(_ text: String) {
        firstFailure.withLock { firstFailure in
            guard firstFailure == nil else { return }
            var text = text
            text.withUTF8 { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count {
                    let result = systemWrite(descriptor, base + offset, buffer.count - offset)
                    if result < 0 {
                        if errno == EINTR { continue }
                        firstFailure = String(cString: strerror(errno))
                        return
                    }
                    offset += result
                }
            }
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

/// Collects everything written to it, for tests and for output that is assembled before printing.
public final class TextBuffer: TextSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
