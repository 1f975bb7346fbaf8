/// A condition that binds a local to what a bar slot already holds: `guard var items = toolbarItems`,
/// `if let first = toolbarItems?.first`, `let items = navigationItem.rightBarButtonItems`. Code that then gives
/// the slot an array with the local in it keeps those items and adds the rest (`UIKitRecognizer`).
struct SlotAlias: Equatable {
    /// The local's name.
    var name: String
    /// The slot as the recognizer names it (`toolbarItems`, `rightBarButtonItems`).
    var slot: String
    /// The one item of the slot the local holds (`.first`, `.last`), or nil when it holds them all.
    var element: Element?

    enum Element: Equatable {
        case first, last
    }

    /// The slots of bar button items, as code reads them.
    private static let slots: [String: String] = [
        "toolbarItems": "toolbarItems",
        "navigationItem.rightBarButtonItems": "rightBarButtonItems", "navigationItem.rightBarButtonItem": "rightBarButtonItems",
        "navigationItem.leftBarButtonItems": "leftBarButtonItems", "navigationItem.leftBarButtonItem": "leftBarButtonItems",
    ]

    init(name: String, slot: String, element: Element? = nil) {
        self.name = name
        self.slot = slot
        self.element = element
    }

    /// The alias a condition of one binding makes, or nil. `?`, `!` and a leading `self.` are read past, and so
    /// is an element taken from the slot (`.first`, `.last`).
    init?(condition: String) {
        // Asked of every condition a view controller's code tests: most are no binding at all, answered before any
        // copy of the text is made (conditions are written without leading spaces, `CollapsedText`).
        guard condition.hasPrefix("let ") || condition.hasPrefix("var ") else { return nil }
        let trimmed = condition.trimmingSpaces
        guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var "), !trimmed.contains(","), let equals = trimmed.firstIndex(of: "=") else { return nil }
        let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals].trimmingSpaces
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var read = trimmed[trimmed.index(after: equals)...].filter { $0 != "?" && $0 != "!" && $0 != " " }
        if read.hasPrefix("self.") { read.removeFirst("self.".count) }
        var element: Element?
        for (suffix, kind) in [(".first", Element.first), (".last", .last)] where read.hasSuffix(suffix) {
            read.removeLast(suffix.count)
            element = kind
        }
        guard let slot = Self.slots[read] else { return nil }
        self.name = String(name)
        self.slot = slot
        self.element = element
    }
}
