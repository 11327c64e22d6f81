import Observation

/// The Counter scene's pipe. Views read `model` and call `send(_:)`; the store runs the logic of
/// each event and keeps the model it returns, so nothing else changes the model.
@Observable @MainActor
final class CounterStore {
    private(set) var model: CounterModel
    private let clock: any ClockResource
    private let archive: any ArchiveResource

    init(
        model: CounterModel = CounterModel(),
        clock: any ClockResource = LiveClockResource(),
        archive: any ArchiveResource = LiveArchiveResource()
    ) {
        self.model = model
        self.clock = clock
        self.archive = archive
    }

    func send(_ event: CounterEvent) {
        switch event {
        case .increaseCount:
            model = model.increaseCount()
        case .decreaseCount:
            model = model.decreaseCount()
        case .setCount(let value):
            model = model.setCount(value: value)
        case .tickReceived(let date):
            model = model.tickReceived(date: date)
        case .setTitle(let title):
            model = model.setTitle(title: title)
        case .setIsLocked(let isOn):
            model = model.setIsLocked(isOn: isOn)
        case .showSettings:
            model = model.showSettings()
        case .openHistory:
            model = model.openHistory()
        case .reset(let mode, let keepsHistory):
            model = model.reset(mode: mode, keepsHistory: keepsHistory)
        case .settingsDismissed:
            model = model.settingsDismissed()
        case .historyDismissed:
            model = model.historyDismissed()
        }
    }

    /// Sends each value of `ticks()` as `tickReceived`, until its stream ends or the scene goes away.
    func runClock() async {
        for await date in clock.ticks() {
            send(.tickReceived(date: date))
        }
    }
}
