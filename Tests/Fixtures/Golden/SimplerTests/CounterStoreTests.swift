import Foundation
import Testing
@testable import App

/// Sends each Counter event through the store and checks that it keeps the model the event's
/// logic returns, and that each value a resource reports arrives as its event.
@MainActor
struct CounterStoreTests {
    @Test func increaseCount() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.increaseCount)
        #expect(store.model == CounterModel().increaseCount())
    }

    @Test func decreaseCount() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.decreaseCount)
        #expect(store.model == CounterModel().decreaseCount())
    }

    @Test func setCount() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.setCount(value: 1))
        #expect(store.model == CounterModel().setCount(value: 1))
    }

    @Test func tickReceived() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.tickReceived(date: Date(timeIntervalSince1970: 0)))
        #expect(store.model == CounterModel().tickReceived(date: Date(timeIntervalSince1970: 0)))
    }

    @Test func setTitle() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.setTitle(title: "sample"))
        #expect(store.model == CounterModel().setTitle(title: "sample"))
    }

    @Test func setIsLocked() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.setIsLocked(isOn: true))
        #expect(store.model == CounterModel().setIsLocked(isOn: true))
    }

    @Test func showSettings() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.showSettings)
        #expect(store.model == CounterModel().showSettings())
    }

    @Test func openHistory() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.openHistory)
        #expect(store.model == CounterModel().openHistory())
    }

    // reset(mode:keepsHistory:) carries a CounterMode, which the generator has no sample of: test it by hand.

    @Test func settingsDismissed() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.settingsDismissed)
        #expect(store.model == CounterModel().settingsDismissed())
    }

    @Test func historyDismissed() async {
        let store = CounterStore(clock: ClockResourceSpy(), archive: ArchiveResourceSpy())
        store.send(.historyDismissed)
        #expect(store.model == CounterModel().historyDismissed())
    }

    @Test func clockSendsTickReceived() async {
        let date = Date(timeIntervalSince1970: 0)
        let store = CounterStore(clock: ClockResourceSpy(ticksValues: [date]), archive: ArchiveResourceSpy())
        await store.runClock()
        #expect(store.model == CounterModel().tickReceived(date: date))
    }
}
