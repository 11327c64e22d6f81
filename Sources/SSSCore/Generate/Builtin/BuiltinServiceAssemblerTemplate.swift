// Generated from Templates/ServiceAssembler.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let serviceAssembler = ##"""
{{! <name>ServiceAssembler.swift: builds the service, calling exactly one initializer.
    name      the service's name, such as Catalog
    article   "a" or "an", whichever reads right before the name
    access    "public " when the feature that declares it is public, otherwise empty
    isPublic  whether that feature is public
    isEnum    true for `assembler: enum` (a caseless enum with a static assemble()), false for
              the struct behind a <name>ServiceAssembling protocol }}
{{#if isEnum}}
/// Builds {{ article }} `{{ name }}Service`.
@MainActor
{{ access }}enum {{ name }}ServiceAssembler {
    {{ access }}static func assemble() -> any {{ name }}Providing {
        {{ name }}Service()
    }
}
{{else}}
/// Builds the {{ name }} service.
@MainActor
{{ access }}protocol {{ name }}ServiceAssembling {
    func assemble() -> any {{ name }}Providing
}

/// Builds {{ article }} `{{ name }}Service`.
@MainActor
{{ access }}struct {{ name }}ServiceAssembler: {{ name }}ServiceAssembling {
    {{#if isPublic}}
    public init() {}

    {{/if}}
    {{ access }}func assemble() -> any {{ name }}Providing {
        {{ name }}Service()
    }
}
{{/if}}

"""##
}
