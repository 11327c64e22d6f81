// Generated from Templates/Service.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let service = ##"""
{{! <name>Service.swift: the class behind a service's protocol. Each method says what to fill in,
    and compiles as it is: one that throws throws NotWritten, one that returns a value returns a
    plain one (0, "", [], nil).
    name               the service's name, such as Catalog
    importsFoundation  whether a type it names needs Foundation (UUID, Date, a type of the app)
    throws             whether a requirement throws (then the class declares NotWritten)
    requirements       each with signature (the method as declared), selector (product(id:)),
                       isThrowing and result (the value to return, or empty) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// Does the {{ name }} service's work: fill in each method with a call to the network, a database or another
/// component.
@MainActor
{{#if throws}}
final class {{ name }}Service {
    /// What a method throws until it is written.
    struct NotWritten: Error {
        let requirement: String
    }
}
{{else}}
final class {{ name }}Service {}
{{/if}}

extension {{ name }}Service: {{ name }}Providing {
    {{#each requirements}}
    {{#unless @first}}

    {{/unless}}
    func {{ signature }} {
        {{#if isThrowing}}
        // Write this method; until then it throws.
        throw NotWritten(requirement: "{{ selector }}")
        {{else}}
        {{#if result}}
        // Write this method; until then it returns a placeholder.
        return {{ result }}
        {{else}}
        // Write this method.
        {{/if}}
        {{/if}}
    }
    {{/each}}
}

"""##
}
