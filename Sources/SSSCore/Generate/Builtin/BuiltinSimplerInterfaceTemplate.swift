// Generated from Templates/SimplerInterface.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerInterface = ##"""
{{! <feature><name>.swift: one view of a SIMPLER scene. It shows the values it is given and its
    controls only send events; it keeps no state and decides nothing.
    feature     the feature's name, such as Counter
    typeName    the view's name, such as CounterDisplay
    summary     the documentation's first sentence
    inputs      each with declaration and type: the values it is given
    sends       whether it has controls (then it is given the store's send)
    hasProperties  whether it has inputs or controls
    rows        each with title (Count) and text (the shown value as text)
    controls    each with lines, each with line: a control's Swift
    preview     each with line: the view built with the model's initial values, for the preview }}
import SwiftUI

/// {{ summary }}
struct {{ typeName }}: View {
    {{#each inputs}}
    let {{ declaration }}: {{ type }}
    {{/each}}
    {{#if sends}}
    let send: @MainActor ({{ feature }}Event) -> Void
    {{/if}}
    {{#if hasProperties}}

    {{/if}}
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            {{#each rows}}
            HStack {
                Text("{{ title }}")
                Spacer()
                Text(verbatim: {{ text }})
            }
            {{/each}}
            {{#each controls}}
            {{#each lines}}
            {{ line }}
            {{/each}}
            {{/each}}
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    {{#each preview}}
    {{ line }}
    {{/each}}
}
#endif

"""##
}
