import BarModel

/// The icon an entry shows: an SF Symbol, or an image of the app's own (an item's `image`).
///
/// One value rather than two optional names: an entry shows at most one icon. An entry keeps it as a name and a
/// flag (`EntryFacts`), so it stays the size it was, which matters to a solve of 100,000 items.
public enum EntryIcon: Sendable, Hashable {
    case symbol(String)
    case image(String)

    /// The symbol if there is one, else the image, else none: a spec gives one or the other.
    init?(symbol: String?, image: String?) {
        if let symbol {
            self = .symbol(symbol)
        } else if let image {
            self = .image(image)
        } else {
            return nil
        }
    }

    /// The icon of an item's label, if it has one (its image read only when it has one: most items do not).
    init?(of item: borrowing ToolbarItem) {
        self.init(symbol: item.symbol, image: item.hasImage ? item.image : nil)
    }

    /// The icon of a tab's button, if it has one.
    init?(of tab: Tab) {
        self.init(symbol: tab.symbol, image: tab.image)
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
