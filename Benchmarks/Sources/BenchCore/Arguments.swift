/// A problem with the command line, shown with the usage text.
package struct UsageError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }
}

/// Splits a command line into positionals, options with values, flags, and the words after `--`.
package struct Arguments {
    package private(set) var positionals: [String] = []
    package private(set) var values: [String: String] = [:]
    package private(set) var flags: Set<String> = []
    /// Everything after a lone `--`, untouched.
    package private(set) var trailing: [String] = []

    package init(_ words: some Sequence<String>, valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
        var iterator = words.makeIterator()
        while let word = iterator.next() {
            if word == "--" {
                while let rest = iterator.next() { trailing.append(rest) }
            } else if valueOptions.contains(word) {
                guard let value = iterator.next() else { throw UsageError(description: "\(word) needs a value") }
                values[word] = value
            } else if flagOptions.contains(word) {
                flags.insert(word)
            } else if word.hasPrefix("-") && word.count > 1 {
                throw UsageError(description: "unknown option \(word)")
            } else {
                positionals.append(word)
            }
        }
    }

    /// The only positional argument, named `name` in the error when it is missing or repeated.
    package func single(_ name: String) throws(UsageError) -> String {
        guard positionals.count == 1, let value = positionals.first else {
            throw UsageError(description: "expected exactly one \(name)")
        }
        return value
    }

    /// A whole number of at least `minimum`, or `fallback` when the option is absent.
    package func integer(_ option: String, default fallback: Int, minimum: Int = 1) throws(UsageError) -> Int {
        guard let text = values[option] else { return fallback }
        guard let number = Int(text), number >= minimum else {
            throw UsageError(description: "\(option) expects a whole number of at least \(minimum), got '\(text)'")
        }
        return number
    }

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
}
