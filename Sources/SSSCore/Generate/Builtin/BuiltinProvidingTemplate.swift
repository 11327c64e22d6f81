// Generated from Templates/Providing.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let providing = ##"""
{{! <name>Providing.swift: what a service offers the interactions that use it.
    name               the service's name, such as Catalog
    access             "public " when the feature that declares it is public, otherwise empty
    importsFoundation  whether a type it names needs Foundation (UUID, Date, a type of the app)
    requirements       each with signature, the method as declared, such as
                       product(id: UUID) async throws -> Product }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What the {{ name }} service does for the interactions that use it.
///
/// Interactions depend on this protocol instead of `{{ name }}Service`, so a test can hand them a spy.
@MainActor
{{ access }}protocol {{ name }}Providing {
    {{#each requirements}}
    func {{ signature }}
    {{/each}}
}

"""##
}
