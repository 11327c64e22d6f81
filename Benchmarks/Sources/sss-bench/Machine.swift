import Foundation

/// The computer a report was measured on.
struct Machine: Codable, Sendable {
    let cpu: String
    let cores: Int
    let system: String

    static var current: Machine {
        let info = ProcessInfo.processInfo
        return Machine(cpu: cpuModel(), cores: max(1, info.activeProcessorCount), system: info.operatingSystemVersionString)
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
