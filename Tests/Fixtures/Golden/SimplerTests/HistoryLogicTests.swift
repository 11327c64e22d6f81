import Testing
@testable import App

/// Runs the History scene's logic for each event and checks the model it returns. Once you write
/// what an event changes, write it here too.
struct HistoryLogicTests {}
