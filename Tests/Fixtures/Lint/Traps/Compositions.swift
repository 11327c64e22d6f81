// A superclass whose generic arguments hold a function type, on one line or on the next.
class Producer<Input, Output> {}

final class ↓Inner<D>: Producer<D, (Int) -> Bool> {}

final class ↓Wrapped<D>
    : Producer<D, (Int) -> Bool>, @unchecked Sendable {}

// A view held strongly through a protocol composition.
final class BannerInteraction: BannerInteracting {
    var ↓banner: StatusRendering & Sendable
    var ↓optionalBanner: (StatusRendering & Sendable)?
    weak var weakBanner: (StatusRendering & Sendable)?
}

protocol BannerInteracting: AnyObject {}
