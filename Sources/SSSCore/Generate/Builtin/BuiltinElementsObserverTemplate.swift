// Generated from Templates/ElementsObserver.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsObserver = ##"""
{{! ObserverFor<feature>.swift: what happens outside an Elements screen while it is shown, and the
    object that reports it.
    feature            the feature's name, such as SignIn
    importsFoundation  whether a type it names needs Foundation
    requirements       the spec's observed events, each with signature, such as keyboardWillHide() }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What ObserverFor{{ feature }} tells the {{ feature }} screen. It is class-bound, so the observer can
/// hold its responder weakly.
@MainActor
protocol ObserverFor{{ feature }}EventResponder: AnyObject {
    {{#each requirements}}
    func {{ signature }}
    {{/each}}
}

/// Turns what happens outside the {{ feature }} screen into calls on its event responder, from the
/// moment the screen appears until it disappears.
@MainActor
final class ObserverFor{{ feature }}: Observer {
    weak var eventResponder: (any ObserverFor{{ feature }}EventResponder)?

    func startObserving() {
        // Subscribe to what each method of the event responder reports, and call it on
        // eventResponder as each thing happens.
    }

    func stopObserving() {
        // Cancel every subscription startObserving() made.
    }
}

"""##
}
