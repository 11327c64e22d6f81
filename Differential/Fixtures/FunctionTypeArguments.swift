// Superclasses whose generic arguments hold a function type, which sss once cut at the `>` of `->`.
class Producer<Input, Output> {}

final class Inner<D>: Producer<D, (Int) -> Bool> {}

final class Wrapped<D>
    : Producer<D, (Int) -> Bool>, Sendable {}
