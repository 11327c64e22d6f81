extension ReportContext {
    /// `path` relative to ``baseDirectory`` when it lies inside it; otherwise `path` unchanged.
    ///
    /// With no base directory every path is returned as given.
    public func relativePath(_ path: String) -> String {
        guard !baseDirectory.isEmpty else { return path }
        let base = Path.normalize(baseDirectory)
        let normalized = Path.normalize(path)
        guard normalized != base, Path.isInside(normalized, base) else { return path }
        return Path.relative(normalized, to: base)
    }
}
