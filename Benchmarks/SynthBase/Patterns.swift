/// Regular expression literals, next to division that must not be read as one.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum Patterns__COPY__ {
    static var digits: Regex<Substring> { /\d+/ }
    static var escapedSlash: Regex<Substring> { /a\/b/ }
    static var withSpaces: Regex<Substring> { #/ leading and trailing /# }

    static var date: Regex<(Substring, year: Substring, month: Substring)> {
        #/(?<year>\d{4})-(?<month>\d{2})/#
    }

    static var setting: Regex<(Substring, key: Substring, value: Substring)> {
        #/
            (?<key> [a-z]+ )   # the key, lowercase
            \s* = \s*
            (?<value> .* )     # everything after the sign
        /#
    }

    static func hasDigits(_ text: String) -> Bool {
        text.contains(digits)
    }

    static func year(in text: String) -> Substring? {
        text.firstMatch(of: date)?.output.year
    }

    static func firstWord(_ text: String) -> Substring? {
        text.firstMatch(of: /[A-Za-z]+/)?.output
    }

    static func split(_ text: String) -> [Substring] {
        text.split(separator: /\s*,\s*/)
    }
}

/// Arithmetic full of slashes; none of it is a regular expression.
enum Arithmetic__COPY__ {
    static func ratio(_ total: Int, _ parts: Int, _ scale: Int) -> Int {
        total / parts / scale
    }

    static func halves(_ values: [Double]) -> [Double] {
        values.map { $0 / 2 }.map { ($0) / 2 }
    }

    static func average(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    static func divide(_ value: inout Int, by divisor: Int) {
        value /= divisor
    }
}

enum Fractions__COPY__ {
    static let third = 10 / 3 / 1
    static let spaced = 10/3/1
    static let grouped = (10) / (3)
}
