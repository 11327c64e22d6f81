// Generated from Templates/SimplerScene.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerScene = ##"""
{{! <feature>Scene.swift: the top-level view of a SIMPLER feature. It owns the store, lays out the
    interfaces with the model's values, runs the resources' loops and presents its destinations.
    feature        the feature's name, such as Counter
    interfaces     each with lines, each with line: the interface built with the model's values
                   and send
    loops          each with method (the store's method that runs a resource's loop)
    destinations   each with name (Settings), field (isShowingSettings), dismissed (the event
                   sent when it goes away) and isSheet (shown in a sheet, or else pushed) }}
import SwiftUI

/// The {{ feature }} scene. It owns the store, hands each interface the values it shows and the store's
/// `send`, and presents what the model says is shown. Put it in a `NavigationStack` where the app
/// starts it; a scene shown in a sheet gets a stack of its own.
struct {{ feature }}Scene: View {
    @State private var store = {{ feature }}Store()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            {{#each interfaces}}
            {{#each lines}}
            {{ line }}
            {{/each}}
            {{/each}}
        }
        .padding()
        {{#each loops}}
        .task {
            await store.{{ method }}()
        }
        {{/each}}
        {{#each destinations}}
        {{#if isSheet}}
        .sheet(isPresented: Binding(get: { store.model.{{ field }} }, set: { _ in store.send(.{{ dismissed }}) })) {
            NavigationStack {
                {{ name }}Scene()
            }
        }
        {{else}}
        .navigationDestination(isPresented: Binding(get: { store.model.{{ field }} }, set: { _ in store.send(.{{ dismissed }}) })) {
            {{ name }}Scene()
        }
        {{/if}}
        {{/each}}
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    NavigationStack {
        {{ feature }}Scene()
    }
}
#endif

"""##
}
