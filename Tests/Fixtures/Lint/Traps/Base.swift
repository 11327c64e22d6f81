import UIKit

class BaseView: UIView {}

enum Tree {
    class Node<Value> {}
}
