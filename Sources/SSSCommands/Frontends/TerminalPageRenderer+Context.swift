import SSSCore

extension TerminalPageRenderer {
    /// The renderer for standard output: the terminal's width and colours, or 80 columns of plain
    /// text when output is piped.
    public init(context: Context) {
        let width = context.outputIsTerminal ? context.terminalWidth ?? Self.defaultWidth : Self.defaultWidth
        self.init(width: width, style: TextStyle(isEnabled: context.colorsOutput))
    }
}
