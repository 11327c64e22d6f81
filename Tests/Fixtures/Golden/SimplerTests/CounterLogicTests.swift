import Foundation
import Testing
@testable import App

/// Runs the Counter scene's logic for each event and checks the model it returns. Once you write
/// what an event changes, write it here too.
struct CounterLogicTests {
    @Test func increaseCount() {
        let model = CounterModel()
        #expect(model.increaseCount() == model)
    }

    @Test func decreaseCount() {
        let model = CounterModel()
        #expect(model.decreaseCount() == model)
    }

    @Test func setCount() {
        var expected = CounterModel()
        expected.count = 1
        #expect(CounterModel().setCount(value: 1) == expected)
    }

    @Test func tickReceived() {
        let model = CounterModel()
        #expect(model.tickReceived(date: Date(timeIntervalSince1970: 0)) == model)
    }

    @Test func setTitle() {
        var expected = CounterModel()
        expected.title = "sample"
        #expect(CounterModel().setTitle(title: "sample") == expected)
    }

    @Test func setIsLocked() {
        var expected = CounterModel()
        expected.isLocked = true
        #expect(CounterModel().setIsLocked(isOn: true) == expected)
    }

    @Test func showSettings() {
        var expected = CounterModel()
        expected.isShowingSettings = true
        #expect(CounterModel().showSettings() == expected)
    }

    @Test func openHistory() {
        var expected = CounterModel()
        expected.isShowingHistory = true
        #expect(CounterModel().openHistory() == expected)
    }

    // reset(mode:keepsHistory:) carries a CounterMode, which the generator has no sample of: test it by hand.

    @Test func settingsDismissed() {
        var model = CounterModel()
        model.isShowingSettings = true
        #expect(model.settingsDismissed() == CounterModel())
    }

    @Test func historyDismissed() {
        var model = CounterModel()
        model.isShowingHistory = true
        #expect(model.historyDismissed() == CounterModel())
    }
}
