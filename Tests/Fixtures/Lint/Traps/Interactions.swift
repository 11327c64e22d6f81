class ↓LoginInteraction {}
extension LoginInteraction: Equatable {}

final class SearchInteraction {}

struct Holder {
    final class ↓NestedNavigation {}
}
