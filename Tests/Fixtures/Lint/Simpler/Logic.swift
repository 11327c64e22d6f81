// Logic on a Model returns the next model: no mutating functions, none that return nothing.
struct CounterModel: Equatable {
    var count = 0

    mutating func ↓increase() {
        count += 1
    }

    func isEven() -> Bool { count % 2 == 0 }
}

extension CounterModel {
    func increaseCount() -> CounterModel {
        var next = self
        next.count += 1
        return next
    }

    func ↓log() {
        print(count)
    }

    func ↓reset() -> () {}

    static func make() {}

    init(start: Int) {
        count = start
    }
}

extension CounterModel: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }
}

extension Array where Element == Int {
    mutating func bump() {}
}
