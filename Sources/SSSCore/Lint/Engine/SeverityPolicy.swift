/// `--strict` and `--lenient`: raise every warning to an error, or lower every error to a warning.
public enum SeverityPolicy: Sendable {
    case asConfigured
    case strict
    case lenient

    public func apply(to finding: Finding) -> Finding {
        var adjusted = finding
        switch self {
        case .asConfigured: break
        case .strict: if adjusted.severity == .warning { adjusted.severity = .error }
        case .lenient: if adjusted.severity == .error { adjusted.severity = .warning }
        }
        return adjusted
    }
}
