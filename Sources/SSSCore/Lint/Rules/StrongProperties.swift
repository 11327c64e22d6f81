/// Stored properties that hold what they refer to strongly: the instance properties of classes and
/// the `static`/`class` properties of any type or extension that are neither `weak` nor `unowned`.
/// Rules that want some of them held weakly read them from here.
enum StrongProperties {
    /// Each such property of `file` with a type annotation, and the type that declares it.
    static func all(in file: LintedFile) -> [(type: TypeDeclaration, variable: VariableDeclaration, reference: TypeReference)] {
        var result: [(type: TypeDeclaration, variable: VariableDeclaration, reference: TypeReference)] = []
        for type in file.types where type.kind != .protocol {
            let checksInstanceProperties = type.kind == .class
            for case .variable(let variable) in type.members where variable.isStored && !variable.modifiers.isNonOwning {
                guard checksInstanceProperties || variable.modifiers.isTypeLevel, let reference = variable.type else { continue }
                result.append((type, variable, reference))
            }
        }
        return result
    }

    /// What a rule reads that looks at these properties only when their type annotation holds one of
    /// `typeWords`.
    static func membersRead(typeWords: [String]) -> MembersRead {
        MembersRead(typeWords: typeWords) { type in
            switch type.kind {
            case .class: .variablesByTypeWords
            case .protocol: []
            case .struct, .enum, .actor, .extension: .typeLevelVariablesByTypeWords
            }
        }
    }
}
