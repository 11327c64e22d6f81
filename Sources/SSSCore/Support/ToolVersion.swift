/// The release of `sss`: printed by `sss --version` and written into reports that name their tool.
public enum ToolVersion {
    public static let current = "0.1.0"
}
