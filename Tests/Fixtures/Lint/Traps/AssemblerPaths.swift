enum CheckoutAssembler {
    static func assemble(mode: Mode, items: [Item?]) -> CheckoutInteracting {
        #if DEBUG
        return MockCheckoutInteraction(label: "CheckoutInteraction()")
        #else
        switch mode {
        case .guest:
            let store: CartStore = .init()
            for case let item? in items { print(item) }
            return ↓CheckoutInteraction(store: store)
        case .member:
            let make = { Ledger<Item>(items: items) }
            return ↓CheckoutInteraction.init(ledger: make())
        default:
            return PaymentAssembler().assemble(items: items) ?? CheckoutInteraction.init(ledger: nil)
        }
        #endif
    }
}

struct ReceiptAssembler {
    func assemble(isArchived: Bool, isDraft: Bool) -> ReceiptInteracting {
        if isArchived {
            do { return try ArchivedReceiptInteraction() } catch { return ReceiptInteraction(error: error) }
        }
        if isDraft {
            return isArchived ? Box<Int>(1) : Box<String>("draft")
        }
        let printer = Printer()
        return ↓ReceiptInteraction(printer: printer)
    }
}
