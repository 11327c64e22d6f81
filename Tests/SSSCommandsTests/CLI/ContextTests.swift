import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct ContextTests {
    static func terminal(_ environment: [String: String]) -> Context {
        Context(output: TextBuffer(), errorOutput: TextBuffer(), environment: environment, outputIsTerminal: true, errorIsTerminal: true)
    }

    /// As no-color.org asks: a `NO_COLOR` with any value but the empty string turns colour off.
    @Test func onlyANonEmptyNoColorTurnsColourOff() {
        for environment in [[:], ["NO_COLOR": ""]] {
            #expect(Self.terminal(environment).colorsOutput)
            #expect(Self.terminal(environment).colorsErrors)
        }
        for value in ["1", "0", "false", " "] {
            #expect(!Self.terminal(["NO_COLOR": value]).colorsOutput)
            #expect(!Self.terminal(["NO_COLOR": value]).colorsErrors)
        }
    }

    @Test func neverColoursWhatIsNotATerminal() {
        let piped = Context(output: TextBuffer(), errorOutput: TextBuffer(), environment: ["NO_COLOR": ""])
        #expect(!piped.colorsOutput)
        #expect(!piped.colorsErrors)
    }
}
