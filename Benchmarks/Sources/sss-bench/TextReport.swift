import BenchCore
import Foundation

/// Formats measurements for people: one line per measurement, then the checks.
enum TextReport {
    static func header(machine: Machine, directory: String, corpus: CorpusSize, timer: Timer) -> String {
        """
        machine: \(machine.cpu), \(machine.cores) cores, \(machine.system), load \(loads(machine.loadAverage))
        folder:  \(directory)
        corpus:  \(corpus.files) files, \(megabytes(corpus.bytes)), \(corpus.lines) lines
        runs:    \(timer.runs) timed after \(timer.warmups) warm-up; median [min–max] wall time

        """
    }

    static func line(_ measurement: Measurement, label: String) -> String {
        let threads = measurement.threads.map { "\($0) thr" } ?? "default"
        var text = pad(label, 18) + pad(threads, 7)
        text += String(format: "%8.3f s [%.3f–%.3f]", measurement.medianSeconds, measurement.minSeconds, measurement.maxSeconds)
        if measurement.name != ProcessorProbe.name {
            text += String(format: "  %8.1f MB/s  %7.2f M lines/s", measurement.megabytesPerSecond, measurement.linesPerSecond / 1e6)
        }
        text += "  peak RSS " + (measurement.peakRSSIsUpperBound ? "<= " : "") + megabytes(measurement.peakRSSBytes)
        text += "  \(measurement.medianMinorFaults) faults"
        if let statuses = measurement.exitStatuses { text += "  (" + Set(statuses).sorted().joined(separator: ", ") + ")" }
        if measurement.swiftRuntime == .shared { text += "  [shared Swift runtime]" }
        return text
    }

    /// A warning when `measurements` come from programs linked in different ways (see ``SwiftRuntime``),
    /// which makes their ratios compare unlike start-ups; `nil` when they all agree.
    static func runtimeWarning(_ measurements: [Measurement]) -> String? {
        var names: [SwiftRuntime: Set<String>] = [:]
        for measurement in measurements where measurement.swiftRuntime != .unknown {
            names[measurement.swiftRuntime, default: []].insert(measurement.name)
        }
        guard names.count > 1 else { return nil }
        let kinds = names.sorted { $0.key.rawValue < $1.key.rawValue }.map { kind, names in
            "\(kind.label): \(names.sorted().joined(separator: ", "))"
        }
        return "warning: the measured programs are linked in different ways (\(kinds.joined(separator: "; "))); "
            + "build every side the same way (swift build -c release -Xswiftc -static-executable) and measure again\n"
    }

    static func checks(_ checks: [Check]) -> String {
        guard !checks.isEmpty else { return "" }
        return "\n" + checks.map { check in
            pad(check.name, 56) + String(format: "%8.2f", check.value) + "  target " + pad(check.target, 8) + (check.met ? "  met" : "  NOT MET")
        }.joined(separator: "\n") + "\n"
    }

    /// The figures that explain the checks, one per line, indented under them.
    static func figures(_ figures: [Figure]) -> String {
        figures.map { pad("  " + $0.name, 56) + String(format: "%8.2f", $0.value) + "\n" }.joined()
    }

    static func loads(_ values: [Double]) -> String {
        values.map { String(format: "%.2f", $0) }.joined(separator: " ")
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1e6)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// Writes a report as pretty, key-sorted JSON on standard output.
enum JSONReport {
    static func print(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        Console.out(String(decoding: data, as: UTF8.self) + "\n")
    }
}
