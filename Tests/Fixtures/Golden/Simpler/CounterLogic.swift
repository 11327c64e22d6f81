import Foundation

/// The Counter scene's logic. Each function answers one event with the model that comes next: it
/// reads this model and the event's values and returns a new model, and changes nothing else.
extension CounterModel {
    func increaseCount() -> CounterModel {
        // Decide what increaseCount changes, and return the model with those changes.
        self
    }

    func decreaseCount() -> CounterModel {
        // Decide what decreaseCount changes, and return the model with those changes.
        self
    }

    func setCount(value: Int) -> CounterModel {
        var next = self
        next.count = value
        return next
    }

    func tickReceived(date: Date) -> CounterModel {
        // Decide what tickReceived changes, and return the model with those changes.
        self
    }

    func setTitle(title: String) -> CounterModel {
        var next = self
        next.title = title
        return next
    }

    func setIsLocked(isOn: Bool) -> CounterModel {
        var next = self
        next.isLocked = isOn
        return next
    }

    func showSettings() -> CounterModel {
        var next = self
        next.isShowingSettings = true
        return next
    }

    func openHistory() -> CounterModel {
        var next = self
        next.isShowingHistory = true
        return next
    }

    func reset(mode: CounterMode, keepsHistory: Bool) -> CounterModel {
        var next = self
        next.mode = mode
        return next
    }

    func settingsDismissed() -> CounterModel {
        var next = self
        next.isShowingSettings = false
        return next
    }

    func historyDismissed() -> CounterModel {
        var next = self
        next.isShowingHistory = false
        return next
    }
}
