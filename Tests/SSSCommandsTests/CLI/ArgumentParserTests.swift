import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct ArgumentParserTests {
    let parser = ArgumentParser(CommandSignature(
        positionals: [Positional("spec", arity: .oneOrMore, help: "")],
        options: [
            Option("output", short: "o", kind: .value(placeholder: "dir"), help: ""),
            Option("reporter", kind: .repeatedValue(placeholder: "name"), help: ""),
            Option("force", help: ""),
        ]
    ))

    @Test func readsFlagsValuesAndPositionals() throws {
        let parsed = try parser.parse(["a.yml", "--output", "Out", "--force", "b.yml", "--reporter=json", "--reporter", "xcode"])
        #expect(parsed.positionals == ["a.yml", "b.yml"])
        #expect(parsed.value("output") == "Out")
        #expect(parsed.flag("force"))
        #expect(parsed.values("reporter") == ["json", "xcode"])
    }

    @Test func acceptsShortNamesAndTheEndOfOptions() throws {
        let parsed = try parser.parse(["-o", "Out", "--", "--force"])
        #expect(parsed.value("output") == "Out")
        #expect(parsed.positionals == ["--force"])
        #expect(!parsed.flag("force"))
    }

    @Test func suggestsTheOptionMeantByATypo() {
        #expect(throws: UsageError("unknown option '--forse'; did you mean '--force'?")) {
            try parser.parse(["a.yml", "--forse"])
        }
    }

    @Test func rejectsMissingValuesAndArguments() {
        #expect(throws: UsageError("option '--output' needs a value")) { try parser.parse(["a.yml", "--output"]) }
        #expect(throws: UsageError("missing argument <spec>")) { try parser.parse([]) }
        #expect(throws: UsageError("option '--force' does not take a value")) { try parser.parse(["a", "--force=yes"]) }
    }

    @Test func rejectsExtraPositionals() {
        let single = ArgumentParser(CommandSignature(positionals: [Positional("name", arity: .optional, help: "")]))
        #expect(throws: UsageError("unexpected argument 'two'")) { try single.parse(["one", "two"]) }
    }

    @Test func helpWinsOverMissingArguments() throws {
        #expect(try parser.parse(["--help"]).wantsHelp)
        #expect(try parser.parse(["-h"]).wantsHelp)
    }
}
