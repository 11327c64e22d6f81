import SSSCore

/// Helpers shared by the spec and document tests.
package enum SpecTestSupport {
    /// A compact, one-line rendering of a node: `{key: value}`, `[item, item]`, `value`, `~` for
    /// nothing.
    package static func dump(_ node: DocumentNode) -> String {
        switch node {
        case .mapping(let mapping):
            "{" + mapping.entries.map { "\($0.key.name): \(dump($0.value))" }.joined(separator: ", ") + "}"
        case .sequence(let sequence):
            "[" + sequence.items.map(dump).joined(separator: ", ") + "]"
        case .scalar(let scalar):
            scalar.isEmpty ? "~" : scalar.raw
        }
    }

    /// The parsed root of `text`, or the printed errors.
    package static func parse(_ text: String, path: String = "test.yml") -> Result<DocumentNode, DiagnosticError> {
        do throws(DiagnosticError) {
            return .success(try DocumentParser().parse(SourceFile(path: path, text: text)))
        } catch {
            return .failure(error)
        }
    }

    /// The dump of `text`'s tree, or its errors as `DiagnosticPrinter` prints them.
    package static func outcome(_ text: String, path: String = "test.yml") -> String {
        switch parse(text, path: path) {
        case .success(let node): dump(node)
        case .failure(let error): DiagnosticPrinter().render(error.diagnostics)
        }
    }

    /// What `DiagnosticPrinter` prints for a thrown error.
    package static func printed(_ error: DiagnosticError) -> String {
        DiagnosticPrinter().render(error.diagnostics)
    }

    /// `line:column` of a location.
    package static func position(_ location: SourceLocation) -> String {
        "\(location.lineColumn.line):\(location.lineColumn.column)"
    }

    /// The spec read from `text`, or the thrown error.
    package static func read(_ text: String, path: String = "F.sss.yml") -> Result<FeatureSpec, DiagnosticError> {
        do throws(DiagnosticError) {
            return .success(try FeatureSpecReader().read(SourceFile(path: path, text: text)))
        } catch {
            return .failure(error)
        }
    }

    /// The printed errors for `text`, or `no errors`.
    package static func specErrors(_ text: String, path: String = "F.sss.yml") -> String {
        switch read(text, path: path) {
        case .success: "no errors"
        case .failure(let error): printed(error)
        }
    }

    /// A one-line summary of a spec's model, for comparing whole specs.
    package static func summary(_ spec: FeatureSpec) -> String {
        var parts = ["feature \(spec.name) (\(spec.assembler.rawValue), \(spec.access.rawValue))"]
        if !spec.inputs.isEmpty { parts.append("input (\(spec.inputs.declaration))") }
        if spec.closable { parts.append("closable") }
        for renderable in spec.renderables {
            parts.append("renderable \(renderable.name) {" + renderable.fields.map { "\($0.name): \($0.type)" }.joined(separator: "; ") + "}")
        }
        for service in spec.services {
            parts.append("service \(service.name) {" + service.requirements.map(\.canonicalText).joined(separator: "; ") + "}")
        }
        for interaction in spec.interactions {
            let events = interaction.events.map { event in
                (event.parameters.isEmpty ? event.name.text : "\(event.name)(" + event.parameters.map { parameter in
                    (parameter.label.map { "\($0) " } ?? "") + "\(parameter.name): \(parameter.type)"
                }.joined(separator: ", ") + ")") + (event.isAsync ? " async" : "")
            }
            let uses = interaction.uses.isEmpty ? "" : " uses \(interaction.uses.map(\.text))"
            parts.append(
                "interaction \(interaction.name) renders \(interaction.renders.map(\.text))\(uses) events \(events)"
                    + (interaction.navigates ? " navigates" : "")
            )
        }
        for destination in spec.destinations {
            let arguments = destination.arguments.isEmpty ? "" : "(\(destination.arguments.declaration))"
            parts.append("destination \(destination.name)\(arguments) \(destination.style.rawValue)")
        }
        return parts.joined(separator: "\n")
    }

    /// A one-line-per-part summary of a SIMPLER spec, for comparing whole specs.
    package static func summary(_ spec: SimplerSpec) -> String {
        var parts = ["feature \(spec.name.text)"]
        for field in spec.model {
            parts.append("field \(field.name.text): \(field.type.text)" + (field.initialValue.map { " = \($0.text)" } ?? ""))
        }
        for event in spec.events {
            let values = event.parameters.map { "\($0.name.text): \($0.type.text)" }.joined(separator: ", ")
            parts.append("event \(event.name.text)" + (values.isEmpty ? "" : "(\(values))"))
        }
        for interface in spec.interfaces {
            parts.append("interface \(interface.name.text) shows \(interface.shows.map(\.text)) sends \(interface.sends.map(\.text))")
        }
        for resource in spec.resources {
            let sends = resource.sends.map { " sends \($0.text)" } ?? ""
            parts.append("resource \(resource.name.text) {" + resource.requirements.map(\.canonicalText).joined(separator: "; ") + "}\(sends)")
        }
        for destination in spec.destinations {
            parts.append("destination \(destination.name.text) \(destination.style.rawValue)")
        }
        return parts.joined(separator: "\n")
    }

    /// The spec of any architecture read from `text`, or the thrown error.
    package static func readAny(_ text: String, path: String = "F.sss.yml") -> Result<Spec, DiagnosticError> {
        do throws(DiagnosticError) {
            return .success(try SpecReader().read(SourceFile(path: path, text: text)))
        } catch {
            return .failure(error)
        }
    }

    /// The printed errors for a spec of any architecture, or `no errors`.
    package static func anyErrors(_ text: String, path: String = "F.sss.yml") -> String {
        switch readAny(text, path: path) {
        case .success: "no errors"
        case .failure(let error): printed(error)
        }
    }
}
