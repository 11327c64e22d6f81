import Testing
@testable import App

/// Sends each History event through the store and checks that it keeps the model the event's
/// logic returns.
@MainActor
struct HistoryStoreTests {}
