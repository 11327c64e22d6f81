/// One input family whose work must grow linearly with its size: `run(n)` builds an input of size
/// `n` and feeds it through the code under test, including printing any diagnostics.
struct ScalingCase {
    let name: String
    let size: Int
    let run: (Int) -> Void

    /// The best of three timings of `run(n)`, in seconds.
    func seconds(for n: Int) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<3 {
            let duration = clock.measure { run(n) }
            let (seconds, attoseconds) = duration.components
            best = min(best, Double(seconds) + Double(attoseconds) / 1e18)
        }
        return best
    }
}

/// Parses `text` as a spec and prints what it reports.
func readSpec(_ text: String) {
    do throws(DiagnosticError) {
        _ = try FeatureSpecReader().read(SourceFile(path: "Scale.sss.yml", text: text))
    } catch {
        _ = DiagnosticPrinter().render(error.diagnostics)
    }
}

/// Parses and renders `text` as a template and prints what it reports.
func renderTemplate(_ text: String, _ context: TemplateValue) {
    do throws(DiagnosticError) {
        _ = try Template(source: SourceFile(path: "Scale.template", text: text)).render(context)
    } catch {
        _ = DiagnosticPrinter().render(error.diagnostics)
    }
}

/// Lints `text` as one file with every rule, opt-in ones included, as `sss lint` would.
func lintFile(_ text: String) {
    let settings = LintSettings()
    let rules = RuleRegistry.all.map { $0.init(settings: settings) }
    _ = Linter(rules: rules, settings: settings, threads: 1)
        .lint(paths: [OneFileSystem.path], fileSystem: OneFileSystem(bytes: Array(text.utf8)))
}

func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
}
