import BarGenerate
import BarModel

/// How the round trip names an entry, and which ids must come back (docs/generate.md, "Ids after the round
/// trip").
///
/// `bar import` derives an id from what the code says: a literal title first, then the name of the action a
/// button calls — the member of the actions type, which generate names after the item's id — then a symbol.
/// So a titled entry's id comes back as its title's (`compose` titled "New Message" as `new-message`), and the
/// title names it in the comparison. An untitled entry is named by its id only where import reads the id back
/// from the code (`carriedIDs`); elsewhere by what people see, its symbol (`symbol arrow.up.arrow.down`), or
/// `untitled`. Comparing by id there would fail on an id no code can carry, and would hide nothing: the ids
/// the code carries are checked on their own.
enum RoundTripNames {
    /// The ids of `screen` that generated `framework` code carries, so `bar import` gives them back exactly:
    /// the screen's (its type is named after it); an untitled button's or custom view's, from the actions
    /// member it calls or shows — in UIKit only a bar button item's (a custom view's included: import names an
    /// untitled custom view after the `actions` member it shows), as a menu entry is a `UIAction` whose closure
    /// import does not read; an untitled tab's, from its value (SwiftUI) or identifier (UIKit); and in UIKit a hand-made bar's, from the
    /// `UIToolbar` constant named after it (SwiftUI's bar is a view type named after the screen and the bar).
    static func carriedIDs(_ screen: Screen, _ framework: UIFramework) -> Set<String> {
        var ids: Set<String> = [screen.id]
        func add(_ items: [ToolbarItem], inMenu: Bool) {
            for item in items {
                if item.title == nil && !item.isMenu {
                    switch framework {
                    case .swiftUI: ids.insert(item.id)
                    case .uiKit: if !inMenu && !item.isInOverflowMenu { ids.insert(item.id) }
                    }
                }
                add(item.menuEntries, inMenu: true)
            }
        }
        _ = GenerateRoundTripTests.UncarriedFact.mapToolbars(screen.root) { toolbar in
            add(toolbar.items, inMenu: false)
            return toolbar
        }
        for bar in screen.handMadeBars {
            add(bar.toolbar.items, inMenu: false)
            if framework == .uiKit { ids.insert(bar.id) }
        }
        func tabs(_ container: Container) {
            guard case .tabView(let tabView) = container else { return }
            for tab in tabView.tabs {
                if tab.title == nil { ids.insert(tab.id) }
                if let content = tab.content { tabs(content) }
            }
        }
        tabs(screen.root)
        return ids
    }

    /// Every id a screen declares: itself, its items and menu entries, groups, tabs and hand-made bars.
    static func allIDs(_ screen: Screen) -> Set<String> {
        var ids: Set<String> = [screen.id]
        func add(_ toolbar: Toolbar) -> Toolbar {
            for item in toolbar.items {
                ids.insert(item.id)
                for entry in item.menuEntries { ids.insert(entry.id) }
            }
            for group in toolbar.groups { ids.insert(group.id) }
            return toolbar
        }
        _ = GenerateRoundTripTests.UncarriedFact.mapToolbars(screen.root, add)
        for bar in screen.handMadeBars {
            ids.insert(bar.id)
            _ = add(bar.toolbar)
        }
        func tabs(_ container: Container) {
            guard case .tabView(let tabView) = container else { return }
            for tab in tabView.tabs {
                ids.insert(tab.id)
                if let content = tab.content { tabs(content) }
            }
        }
        tabs(screen.root)
        return ids
    }

    /// What an item is compared by: its title, else its id where the code carries it, else its symbol.
    static func name(_ item: ToolbarItem, carried: Set<String>) -> String {
        if let title = item.title { return title }
        if carried.contains(item.id) { return item.id }
        return item.symbol.map { "symbol " + $0 } ?? "untitled"
    }

    /// `name(_:carried:)` for every item and menu entry of `screen`, by id: a placed entry is named through it.
    static func names(_ screen: Screen, carried: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        func add(_ toolbar: Toolbar) -> Toolbar {
            for item in toolbar.items {
                result[item.id] = name(item, carried: carried)
                for entry in item.menuEntries { result[entry.id] = name(entry, carried: carried) }
            }
            return toolbar
        }
        _ = GenerateRoundTripTests.UncarriedFact.mapToolbars(screen.root, add)
        for bar in screen.handMadeBars { _ = add(bar.toolbar) }
        return result
    }
}
