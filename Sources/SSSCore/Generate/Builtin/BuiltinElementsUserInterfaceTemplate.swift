// Generated from Templates/ElementsUserInterface.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsUserInterface = ##"""
{{! <feature>UserInterface.swift: what an Elements screen's view can be told, and the type the view
    controller takes as its view.
    feature       the feature's name, such as SignIn
    requirements  the spec's userInterface methods, each with signature, such as
                  moveContent(forKeyboardFrame keyboardFrame: CGRect) }}
import UIKit

/// Everything the {{ feature }} screen's view can be told to show. It names no UIKit type, so the view
/// controller knows what the screen can show and nothing of how: a new design is a new view that
/// conforms, with no change to the view controller.
@MainActor
protocol {{ feature }}UserInterface {
    func render(newState: {{ feature }}ViewState)
    {{#each requirements}}
    func {{ signature }}
    {{/each}}
}

/// What the view controller is given as its view: a UIKit view that is the {{ feature }} user interface.
typealias {{ feature }}UserInterfaceView = {{ feature }}UserInterface & UIView

"""##
}
