/// Reads a list of methods of an Elements spec (`userInterface`, `interactions`, `observes`): Swift
/// signatures without `func`, such as `signIn(email: String, password: String)`.
///
/// Each is a plain call from one object of the screen to another on the main thread: it is not
/// `async`, does not throw and returns nothing, so the view, the view controller and their spies can
/// implement it without inventing values or tasks.
struct MethodListReader {
    let text: SourceText

    /// What one list holds, for messages.
    struct Section {
        /// The key: `interactions`.
        let key: String
        /// Who calls a method of this list and why, completing "'x()' cannot be 'async': … in a
        /// plain call".
        let call: String
        /// An example for an empty list.
        let example: String
        /// Whether the spec needs the key, so that leaving it out is no way to an empty list.
        var isRequired = false
    }

    static let userInterface = Section(
        key: "userInterface",
        call: "the view controller tells the user interface what to show",
        example: "configureViewAfterLayout()"
    )
    static let interactions = Section(
        key: "interactions",
        call: "the view tells its responder what the user did",
        example: "signIn(email: String, password: String)",
        isRequired: true
    )
    static let observes = Section(
        key: "observes",
        call: "the observer tells the view controller what happened",
        example: "keyboardWillHide()"
    )

    /// The methods listed under `entry`; `[]` after reporting every problem with them.
    func read(_ entry: DocumentEntry, as section: Section, into checker: inout DocumentChecker) -> [Requirement] {
        let expectation = "'\(section.key)' expects a list of methods, such as '\(section.example)'"
        guard let items = checker.list(entry.value, expectation, key: entry.key.location) else { return [] }
        guard !items.isEmpty else {
            let way = section.isRequired ? "" : ", or leave the key out"
            checker.error("'\(section.key)' lists no methods; list at least one, such as '\(section.example)'\(way)", at: entry.key.location)
            return []
        }
        var plain: [Requirement] = []
        for requirement in ServicesReader(text: text).readEach(items, into: &checker).requirements {
            let problems = checker.diagnostics.count
            check(requirement, in: section, into: &checker)
            if checker.diagnostics.count == problems { plain.append(requirement) }
        }
        return plain
    }

    private func check(_ requirement: Requirement, in section: Section, into checker: inout DocumentChecker) {
        let selector = requirement.selector
        if requirement.isAsync {
            checker.error(
                "'\(selector)' cannot be 'async': \(section.call) in a plain call, and a use case does the work that takes time; remove 'async'",
                at: place(of: "async", in: requirement)
            )
        }
        if requirement.isThrowing {
            checker.error(
                "'\(selector)' cannot throw: \(section.call) in a plain call, and the receiver handles what goes wrong; remove 'throws'",
                at: place(of: "throws", in: requirement)
            )
        }
        if let result = requirement.returnType {
            checker.error(
                "'\(selector)' cannot return '\(result.text)': \(section.call) in a plain call that waits for no answer; remove '-> \(result.text)'",
                at: place(of: "->", in: requirement)
            )
        }
    }

    /// Where `word` is written after the requirement's parameter list; the whole requirement when it
    /// cannot be found.
    private func place(of word: String, in requirement: Requirement) -> SourceLocation {
        let whole = requirement.location.offset..<(requirement.location.offset + requirement.location.length)
        let parameterList = ParameterListReader(text: text)
        guard let open = whole.first(where: { text.bytes[$0] == UInt8(ascii: "(") }) else { return requirement.location }
        let close = parameterList.closingParenthesis(openingAt: open, in: whole)
        let target = Array(word.utf8)
        var index = close + 1
        while index + target.count <= whole.upperBound {
            if Array(text.bytes[index..<(index + target.count)]) == target {
                return text.location(index..<(index + target.count))
            }
            index += 1
        }
        return requirement.location
    }
}
