// Generated from Templates/SimplerResource.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerResource = ##"""
{{! <name>Resource.swift: a resource of SIMPLER scenes, as a protocol and the implementation the app
    runs with. Each method of the implementation compiles as it is: a stream ends at once, a value is
    a plain one (0, "", [], nil), and a method that throws without a plain value throws NotWritten.
    name               the resource's name, such as Clock
    importsFoundation  whether a type it names needs Foundation
    throws             whether a method throws NotWritten (then the implementation declares it)
    requirements       each with signature (the method as declared), selector (ticks()), isStream,
                       streamType (AsyncStream or AsyncThrowingStream), result (a value to return,
                       or empty) and throws (whether it throws NotWritten) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What the {{ name }} resource provides. It does its work on its own time, away from the scene's
/// main loop; a store holds it as `any {{ name }}Resource`, so tests can give the store a spy.
protocol {{ name }}Resource: Sendable {
    {{#each requirements}}
    func {{ signature }}
    {{/each}}
}

/// The {{ name }} resource the app runs with: fill in each method.
struct Live{{ name }}Resource: {{ name }}Resource {
    {{#if throws}}
    /// What a method throws until it is written.
    struct NotWritten: Error {
        let requirement: String
    }

    {{/if}}
    {{#each requirements}}
    {{#unless @first}}

    {{/unless}}
    func {{ signature }} {
        {{#if isStream}}
        // Yield each value with continuation.yield(_:); until then the stream ends at once.
        {{ streamType }} { continuation in
            continuation.finish()
        }
        {{else}}
        {{#if throws}}
        // Write this method; until then it throws.
        throw NotWritten(requirement: "{{ selector }}")
        {{else}}
        {{#if result}}
        // Write this method; until then it returns a placeholder.
        {{ result }}
        {{else}}
        // Write this method.
        {{/if}}
        {{/if}}
        {{/if}}
    }
    {{/each}}
}

"""##
}
