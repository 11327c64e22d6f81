final class ↓ProfileView: BaseView {}
final class ↓Leaf: Tree.Node<Int> {}

final class Screen {
    class func make() -> Screen { Screen() }
    class var shared: Screen { Screen() }
}

let text = "class Fake: BaseView {}"
let raw = #"class Fake2: BaseView {} "\#(text)" "#
let multi = """
    class Fake3: BaseView {}
    \(String("final class Fake4: BaseView {}"))
    """
// class Fake5: BaseView {}
/* class Fake6: BaseView { /* nested */ class Fake7: BaseView {} } */
let regex = /class Fake8: BaseView/
let extendedRegex = #/class Fake9: BaseView { \/ }/#

#if DEBUG
final class ↓DebugView: BaseView {}
#elseif TESTING
final class ↓TestingView<T>: BaseView where T: Equatable {}
#else
final class ↓ReleaseView: BaseView {}
#endif
