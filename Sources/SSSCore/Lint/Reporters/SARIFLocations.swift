/// Turns paths and positions into SARIF locations: paths inside the base directory become URIs
/// relative to `%SRCROOT%`, others absolute `file://` URIs.
struct SARIFLocations {
    static let sourceRootID = "%SRCROOT%"

    let context: ReportContext

    /// The `file://` URI of the base directory, ending in `/`, when the base is an absolute path.
    var sourceRootURI: String? {
        let base = Path.normalize(context.baseDirectory)
        guard !context.baseDirectory.isEmpty, base.hasPrefix("/") else { return nil }
        return "file://" + Self.percentEncoded(base == "/" ? base : base + "/")
    }

    /// `path` as the report names it: normalized, and relative to the base directory when inside it.
    func displayedPath(_ path: String) -> String {
        Path.normalize(context.relativePath(path))
    }

    func artifactLocation(_ path: String) -> JSON {
        let shown = displayedPath(path)
        if shown.hasPrefix("/") {
            return .object([("uri", .string("file://" + Self.percentEncoded(shown)))])
        }
        return .object([("uri", .string(Self.percentEncoded(shown))), ("uriBaseId", .string(Self.sourceRootID))])
    }

    func physicalLocation(_ path: String, _ position: LineColumn) -> JSON {
        .object([
            ("artifactLocation", artifactLocation(path)),
            ("region", .object([
                ("startLine", .int(max(1, position.line))),
                ("startColumn", .int(max(1, position.column))),
            ])),
        ])
    }

    /// `path` with every byte a URI path cannot hold as it is written `%XX`. `:` is encoded too, so a
    /// relative path is never read as a URI scheme.
    static func percentEncoded(_ path: String) -> String {
        guard !path.utf8.allSatisfy(isKept) else { return path }
        var output = ""
        for byte in path.utf8 {
            if isKept(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count < 2 ? "0" + hex : hex)
            }
        }
        return output
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }
}
