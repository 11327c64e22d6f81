import BenchCore
import Foundation

/// The computer a report was measured on.
struct Machine: Codable, Sendable {
    let cpu: String
    let cores: Int
    let system: String
    /// The 1, 5 and 15 minute load averages when the benchmark started: other work on the machine
    /// slows every figure, so a report carries them.
    let loadAverage: [Double]

    static var current: Machine {
        let info = ProcessInfo.processInfo
        var load = [0.0, 0.0, 0.0]
        let count = load.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { getloadavg($0, 3) } ?? 0
        }
        return Machine(
            cpu: cpuModel(), cores: max(1, info.activeProcessorCount), system: info.operatingSystemVersionString,
            loadAverage: Array(load.prefix(max(0, Int(count)))))
    }

    /// The first `model name` of /proc/cpuinfo; "unknown" where there is no such file.
    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let value = line.split(separator: ":", maxSplits: 1).last
        else { return "unknown" }
        return value.trimmingCharacters(in: .whitespaces)
    }
}
