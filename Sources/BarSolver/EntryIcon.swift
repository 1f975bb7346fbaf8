import BarModel

/// The icon an entry shows: an SF Symbol, or an image of the app's own (an item's `image`).
///
/// One value rather than two optional names: an entry shows at most one icon. An entry keeps it as a name and a
/// flag (`EntryFacts`), so it stays the size it was, which matters to a solve of 100,000 items.
public enum EntryIcon: Sendable, Hashable {
    case symbol(String)
    case image(String)

    /// The icon of an item's label, if it has one.
    init?(of item: borrowing ToolbarItem) {
        if let symbol = item.symbol {
            self = .symbol(symbol)
        } else if let image = item.image {
            self = .image(image)
        } else {
            return nil
        }
    }

    /// The icon of a tab's button, if it has one.
    init?(of tab: Tab) {
        if let symbol = tab.symbol {
            self = .symbol(symbol)
        } else if let image = tab.image {
            self = .image(image)
        } else {
            return nil
        }
    }

    /// An SF Symbol's name, nil for an image.
    public var symbol: String? {
        if case .symbol(let name) = self { return name }
        return nil
    }

    /// An image's name, nil for a symbol.
    public var image: String? {
        if case .image(let name) = self { return name }
        return nil
    }
}
