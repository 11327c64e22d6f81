import Testing
import SSSCore
import SSSTestSupport

/// A template laid out the way the generator's templates are, checked against hand-written Swift.
struct TemplateExampleTests {
    let template = """
        {{! One interaction: its protocol and the class that conforms to it. }}
        @MainActor
        protocol {{ name }}Interacting: AnyObject {
            {{#each renders}}
            func use(_ {{ name | lowerFirst }}Rendering: {{ name }}Rendering)
            {{/each}}
            {{#each events}}
            func {{ signature }}
            {{/each}}
        }

        final class {{ name }}Interaction {
            {{#each renders}}
            private weak var {{ name | lowerFirst }}Rendering: {{ name }}Rendering?
            {{/each}}
            {{#if navigates}}
            private let navigation: {{ feature }}Navigating

            init(navigation: {{ feature }}Navigating) {
                self.navigation = navigation
            }
            {{/if}}
        }

        """

    @Test func rendersCleanSwift() throws {
        let context: TemplateValue = [
            "feature": "DiscoveryOne",
            "name": "PodBayDoors",
            "navigates": true,
            "renders": [["name": "Banner"], ["name": "DoorStatus"]],
            "events": [["signature": "didTapMainButton()"], ["signature": "didEnterCode(code: String)"]],
        ]
        #expect(try TemplateTesting.render(template, context) == """
            @MainActor
            protocol PodBayDoorsInteracting: AnyObject {
                func use(_ bannerRendering: BannerRendering)
                func use(_ doorStatusRendering: DoorStatusRendering)
                func didTapMainButton()
                func didEnterCode(code: String)
            }

            final class PodBayDoorsInteraction {
                private weak var bannerRendering: BannerRendering?
                private weak var doorStatusRendering: DoorStatusRendering?
                private let navigation: DiscoveryOneNavigating

                init(navigation: DiscoveryOneNavigating) {
                    self.navigation = navigation
                }
            }

            """)
    }

    @Test func rendersTheSameShapeWithoutOptionalParts() throws {
        let context: TemplateValue = [
            "feature": "DiscoveryOne",
            "name": "Comms",
            "navigates": false,
            "renders": [],
            "events": [["signature": "didOpenChannel()"]],
        ]
        #expect(try TemplateTesting.render(template, context) == """
            @MainActor
            protocol CommsInteracting: AnyObject {
                func didOpenChannel()
            }

            final class CommsInteraction {
            }

            """)
    }
}
