// Generated from Templates/ElementsIxResponder.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsIxResponder = ##"""
{{! <feature>IxResponder.swift: what the user can do on an Elements screen, which its view reports.
    feature            the feature's name, such as SignIn
    importsFoundation  whether a type it names needs Foundation
    requirements       the spec's interactions, each with signature, such as
                       signIn(email: String, password: String) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What the user can do on the {{ feature }} screen, named as intents rather than taps: the view calls
/// these, and its responder decides what each means. It is class-bound, so the view can hold its
/// responder weakly.
@MainActor
protocol {{ feature }}IxResponder: AnyObject {
    {{#each requirements}}
    func {{ signature }}
    {{/each}}
}

"""##
}
