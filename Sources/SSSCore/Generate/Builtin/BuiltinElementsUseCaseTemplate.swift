// Generated from Templates/ElementsUseCase.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsUseCase = ##"""
{{! <name>UseCase.swift: one unit of work of an Elements app and the type of the factory that makes it.
    name               the use case's name, such as SignIn
    importsFoundation  whether an input's type needs Foundation
    factoryType        the factory's function type, such as (String, String) -> any UseCase
    inputs             each with declaration (the name, in backticks when it is a keyword),
                       name and type
    parameters         the initializer's parameters, such as email: String, password: String }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// Makes a new {{ name }} use case for one request.
typealias {{ name }}UseCaseFactory = {{ factoryType }}

/// The work {{ name }} stands for, done once for each request the use case is made for.
final class {{ name }}UseCase: UseCase {
    {{#if inputs}}
    {{#each inputs}}
    private let {{ declaration }}: {{ type }}
    {{/each}}

    init({{ parameters }}) {
        {{#each inputs}}
        self.{{ name }} = {{ declaration }}
        {{/each}}
    }

    {{/if}}
    func start() {
        // Do the work here, or hand it to the services and stores it needs.
    }
}

"""##
}
