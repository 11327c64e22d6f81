// Conformances inherited from a superclass count, wherever the superclass adopts them.
class InteractionBase: NSObject {}
extension InteractionBase: CheckoutInteracting {}

protocol CheckoutInteracting: AnyObject {}

final class ↓CheckoutInteraction: InteractionBase {}
