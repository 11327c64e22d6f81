import Testing
import SSSCommands
import SSSTestSupport

/// The options about files already there, refused when they make no sense together.
struct RegenerateUsageTests {
    @Test func rejectsOptionsThatContradictEachOther() {
        let cases: [([String], String)] = [
            (["--conflicts", "merge"], "error: option '--conflicts' expects stop or markers, found 'merge'\n"),
            (["--conflicts", "marker"], "error: option '--conflicts' expects stop or markers, found 'marker'; did you mean 'markers'?\n"),
            (["--skip", "--force"], "error: option '--skip' leaves every file that is there alone; it cannot go with '--force'\n"),
            (["--skip", "--conflicts", "markers"], "error: option '--skip' leaves every file that is there alone; it cannot go with '--conflicts markers'\n"),
            (["--check", "--dry-run"], "error: option '--check' already writes nothing; leave out '--dry-run'\n"),
        ]
        for (options, message) in cases {
            let test = TestContext()
            #expect(test.run(["generate", "A.sss.yml"] + options) == .failure)
            #expect(test.errorOutput.text.hasPrefix(message), "\(options)")
            #expect(test.output.text.isEmpty)
        }
    }

    @Test func helpNamesEveryOption() {
        let test = TestContext()
        #expect(test.run("generate", "--help") == .success)
        let lines = test.output.text.split(separator: "\n")
        for option in ["--skip", "--conflicts <stop|markers>", "--prune", "--diff", "--check", "--force"] {
            #expect(lines.contains { $0.contains(option) }, "\(option)")
        }
    }
}
