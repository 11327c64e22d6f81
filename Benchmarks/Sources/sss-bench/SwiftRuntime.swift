import Foundation

/// How a measured program gets the Swift runtime, read from the libraries its ELF file asks the loader
/// for. Every library loaded costs time at every start (the Swift runtime about a millisecond, the C and
/// C++ libraries about as much again), so ratios compare like with like only when every side is linked
/// the same way. A report says so, because a build's output path is the same either way and a stale
/// binary is easy to measure by mistake.
enum SwiftRuntime: String, Codable, Sendable {
    /// Loaded from `libswiftCore.so` when the program starts.
    case shared
    /// Not among the libraries the program loads: linked in (`--static-swift-stdlib`), or not Swift;
    /// the C library and others are still loaded.
    case linkedIn = "linked-in"
    /// Linked into the one file with everything else, the C library too (`-static-executable`): the
    /// program loads no library at all.
    case staticExecutable = "static-executable"
    /// Not an ELF file, or not readable: on macOS, say, where the runtime is part of the system.
    case unknown

    /// How a report line or warning names it.
    var label: String {
        switch self {
        case .shared: "shared Swift runtime"
        case .linkedIn: "Swift runtime linked in"
        case .staticExecutable: "static executable"
        case .unknown: "unknown"
        }
    }

    /// The runtime of the program `command` names: a path, or a name looked up in `PATH`.
    static func of(command: String) -> SwiftRuntime {
        guard let path = executablePath(command), let file = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
              let libraries = ELFLibraries(file)?.needed
        else { return .unknown }
        if libraries.isEmpty { return .staticExecutable }
        return libraries.contains { $0.hasPrefix("libswiftCore.") } ? .shared : .linkedIn
    }

    private static func executablePath(_ command: String) -> String? {
        if command.contains("/") { return command }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(command)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// The `DT_NEEDED` entries of a 64-bit little-endian ELF file, read through its section headers.
private struct ELFLibraries {
    let needed: [String]

    init?(_ file: Data) {
        let bytes = [UInt8](file.prefix(64))
        guard bytes.count == 64, bytes[0...3] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else { return nil }
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset + size <= file.count else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() {
                value = value << 8 | UInt64(file[file.startIndex + offset + index])
            }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        guard let sectionTable = integer(0x28, 8), let entrySize = integer(0x3A, 2), let sectionCount = integer(0x3C, 2),
              entrySize >= 64, sectionTable < file.count
        else { return nil }
        var needed: [String] = []
        for section in 0..<sectionCount {
            let header = sectionTable + section * entrySize
            guard integer(header + 4, 4) == 6, let link = integer(header + 40, 4), link < sectionCount,
                  let start = integer(header + 24, 8), let size = integer(header + 32, 8), start < file.count,
                  let strings = integer(sectionTable + link * entrySize + 24, 8)
            else { continue }
            for entry in stride(from: start, to: start + min(size, file.count - start), by: 16) {
                guard let tag = integer(entry, 8), tag != 0 else { break }
                guard tag == 1, let name = integer(entry + 8, 8), name < file.count, strings < file.count,
                      let text = Self.string(in: file, at: strings + name)
                else { continue }
                needed.append(text)
            }
        }
        self.needed = needed
    }

    private static func string(in file: Data, at offset: Int) -> String? {
        guard offset >= 0, offset < file.count else { return nil }
        let start = file.startIndex + offset
        let end = file[start...].firstIndex(of: 0) ?? file.endIndex
        return String(decoding: file[start..<end], as: UTF8.self)
    }
}
