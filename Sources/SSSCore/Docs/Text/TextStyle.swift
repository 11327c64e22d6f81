/// Terminal styling through ANSI escape sequences; plain text when switched off.
public struct TextStyle: Sendable {
    /// Whether to emit escape sequences at all (a terminal without `NO_COLOR`).
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public func bold(_ text: String) -> String {
        styled(text, code: "1")
    }

    public func dim(_ text: String) -> String {
        styled(text, code: "2")
    }

    private func styled(_ text: String, code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
