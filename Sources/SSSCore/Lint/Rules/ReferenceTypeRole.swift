/// Finds classes and actors whose name gives them a role meant for a value type, such as an
/// Assembler or a ViewState.
enum ReferenceTypeRole {
    /// A finding at each class or actor of `file` with `role`; the reason ends with `fix`.
    static func violations(in file: LintedFile, role: Role, settings: LintSettings, fix: String) -> [Violation] {
        file.types.compactMap { type in
            guard type.kind == .class || type.kind == .actor, settings.role(of: type.name) == role else { return nil }
            return Violation(
                offset: type.nameOffset,
                reason: "\(role.title) '\(type.name)' is \(type.kind == .class ? "a class" : "an actor"); \(fix)",
                declarationPath: DeclarationPath.of(type),
                role: role
            )
        }
    }
}
