/// Renders the files of a plan one by one, collecting every error instead of stopping at the first,
/// and checks the file names it is given.
struct PlanRenderer {
    let templates: TemplateSet
    /// The feature the files added next are generated for; `nil` for shared files.
    var feature: String?
    private var sources: [PlannedFile] = []
    private var tests: [PlannedFile] = []
    private var diagnostics: [Diagnostic] = []
    private var seenDiagnostics: Set<String> = []
    private var fileNames: [String: (file: String, origin: NameOrigin?)] = [:]
    private var reportedPairs: Set<String> = []

    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Renders `template` into `<folder>/<baseName>.swift` in the output folder; `folder` is empty
    /// for the output folder itself.
    mutating func add(_ template: TemplateName, _ context: TemplateValue, as baseName: String, in folder: String = "", for origin: NameOrigin?) {
        if let file = render(template, context, as: baseName, in: folder, for: origin) {
            sources.append(file)
        }
    }

    /// Renders a tests template into `<folder>/<baseName>.swift` in the tests folder.
    mutating func addTest(_ template: TemplateName, _ context: TemplateValue, as baseName: String, in folder: String, for origin: NameOrigin) {
        if let file = render(template, context, as: baseName, in: folder, for: origin) {
            tests.append(file)
        }
    }

    func finish() throws(DiagnosticError) -> GenerationPlan {
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return GenerationPlan(sources: sources, tests: tests)
    }

    private mutating func render(_ template: TemplateName, _ context: TemplateValue, as baseName: String, in folder: String, for origin: NameOrigin?) -> PlannedFile? {
        let name = baseName + ".swift"
        guard checkLength(of: name, for: origin), folder.isEmpty || checkLength(of: folder, for: origin) else { return nil }
        let path = folder.isEmpty ? name : folder + "/" + name
        guard checkFileName(path, for: origin) else { return nil }
        do throws(DiagnosticError) {
            return PlannedFile(path: path, contents: try templates.render(template, context), feature: feature)
        } catch {
            for diagnostic in error.diagnostics {
                let key = "\(diagnostic.path ?? ""):\(diagnostic.location?.offset ?? -1):\(diagnostic.message)"
                if seenDiagnostics.insert(key).inserted {
                    diagnostics.append(diagnostic)
                }
            }
            return nil
        }
    }

    /// The longest file or folder name, in bytes, that common file systems (APFS, ext4, NTFS) accept.
    static let maximumNameLength = 255

    /// Whether `name` (one file or folder name) fits the file systems' limit; reported once per spec
    /// name, for the first file it gives.
    private mutating func checkLength(of name: String, for origin: NameOrigin?) -> Bool {
        let length = name.utf8.count
        guard length > Self.maximumNameLength else { return true }
        let subject = origin?.phrase ?? "the generated code"
        let message = "\(subject) gives the name '\(name)', which is \(length) bytes long; file systems allow at most \(Self.maximumNameLength) bytes in a file or folder name, so choose a shorter name"
        let key = "length:" + (origin?.location.map { "\($0.file.path):\($0.offset)" } ?? name)
        if seenDiagnostics.insert(key).inserted {
            diagnostics.append(Diagnostic(.error, message, at: origin?.location))
        }
        return false
    }

    /// Whether `path` is a plain file name, or a plain folder name and a plain file name, that no
    /// other file of the plan has, ignoring case (two such names are one file on the
    /// case-insensitive file systems macOS uses by default).
    private mutating func checkFileName(_ path: String, for origin: NameOrigin?) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let isPlain = components.count <= 2 && components.allSatisfy { component in
            !component.isEmpty && !component.hasPrefix(".") && component.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2E
            }
        }
        guard isPlain else {
            diagnostics.append(Diagnostic(.error, "refusing to write '\(path)': generated file names are plain Swift file names", at: origin?.location))
            return false
        }
        let key = path.lowercased()
        guard let first = fileNames[key] else {
            fileNames[key] = (path, origin)
            return true
        }
        let pair = [origin, first.origin].map { $0?.location.map { "\($0.file.path):\($0.offset)" } ?? "-" }.joined(separator: "|")
        guard reportedPairs.insert(pair).inserted else { return false }
        let subject = origin?.phrase ?? "the generated code"
        var notes: [Diagnostic] = []
        if let location = first.origin?.location, let phrase = first.origin?.phrase {
            notes.append(.note("\(phrase) is declared here", at: location))
        }
        let message = first.file == path
            ? "\(subject) gives the file '\(path)' a second time"
            : "\(subject) gives the file '\(path)', which differs only in case from '\(first.file)'; the two would be one file on a case-insensitive file system"
        diagnostics.append(Diagnostic(.error, message, at: origin?.location, notes: notes))
        return false
    }
}
