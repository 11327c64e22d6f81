// Generated from Templates/SimplerStore.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerStore = ##"""
{{! <feature>Store.swift: the pipe of a SIMPLER scene, which takes every event, runs its logic and
    keeps the model it returns, and sends what its resources report as events.
    feature             the feature's name, such as Counter
    resources           each with name (Clock) and property (clock)
    parameters          each with parameter: the initializer's parameters after the model's, one per
                        resource, such as "clock: any ClockResource = LiveClockResource()"
    events              each with name (the case), bindings (such as "(let value)", or empty) and
                        arguments (such as "value: value")
    loops               each with method (runClock), selector (ticks()), stream (the call that
                        gives it), value (the loop's variable), event and label (the event's case
                        and the label of its value) }}
import Observation

/// The {{ feature }} scene's pipe. Views read `model` and call `send(_:)`; the store runs the logic of
/// each event and keeps the model it returns, so nothing else changes the model.
@Observable @MainActor
final class {{ feature }}Store {
    private(set) var model: {{ feature }}Model
    {{#each resources}}
    private let {{ property }}: any {{ name }}Resource
    {{/each}}

    {{#if resources}}
    init(
        model: {{ feature }}Model = {{ feature }}Model(),
        {{#each parameters}}
        {{ parameter }}{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
    {{else}}
    init(model: {{ feature }}Model = {{ feature }}Model()) {
    {{/if}}
        self.model = model
        {{#each resources}}
        self.{{ property }} = {{ property }}
        {{/each}}
    }

    {{#if events}}
    func send(_ event: {{ feature }}Event) {
        switch event {
        {{#each events}}
        case .{{ name }}{{ bindings }}:
            model = model.{{ name }}({{ arguments }})
        {{/each}}
        }
    }
    {{else}}
    func send(_ event: {{ feature }}Event) {}
    {{/if}}
    {{#each loops}}

    /// Sends each value of `{{ selector }}` as `{{ event }}`, until its stream ends or the scene goes away.
    func {{ method }}() async {
        for await {{ value }} in {{ stream }} {
            send(.{{ event }}({{ label }}: {{ value }}))
        }
    }
    {{/each}}
}

"""##
}
