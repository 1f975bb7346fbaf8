import BarModel

/// Where an item asks to go before any space is counted.
enum ItemRoute: Equatable {
    /// Into the vertical strip, in one of its sections (P18).
    case strip(StripSection)
    /// Into the pane's top navigation bar.
    case topBar(TopBarSlot)
    /// Into the pane's bottom toolbar (horizontal bars only).
    case bottomToolbar
    /// Declared inside `overflow-menu`: always in the menu (P25).
    case overflowMenu
    /// Into the keyboard accessory bar, which only exists while the keyboard is up (P10).
    case keyboard
    /// Not shown: there is no bar for it.
    case hidden(reason: HiddenReason, change: String)
}

/// The vertical strip's sections, top to bottom (P18).
enum StripSection: Equatable {
    /// Back, close and other navigation items.
    case navigation
    /// `pinned-trailing` items: prominent, right after navigation, never overflowing (P18, P24).
    case pinned
    /// The other top-bar items, in declaration order.
    case toolbar
    /// Former bottom-bar items, after the system gap.
    case bottom
}

/// Slots of a horizontal navigation bar, leading to trailing (P21).
enum TopBarSlot: Equatable {
    case leading
    case principal
    case trailing
    /// `pinned-trailing`: at the trailing end, after the overflow button.
    case pinned
}

/// The axis rules (P10, P12–P16, P25) applied to one item in one pane.
enum ItemRouting {
    /// P12–P14: whether the item may take the vertical bar at all.
    static func mayGoVertical(_ item: Traits) -> Bool {
        switch item.axis {
        case .verticalPreferred: true
        case .horizontalOnly: false
        case .automatic: item.hasIconPresentation
        }
    }

    /// Why the item may or may not go vertical, in words.
    static func axisNote(_ item: ToolbarItem) -> TrailNote {
        switch item.axis {
        case .horizontalOnly:
            return TrailNote(.axis, "axis horizontal-only: horizontal bars only", rules: [.p13])
        case .verticalPreferred:
            let text = item.hasIconPresentation ? "" : " (text-only: it spills over the strip's fixed width)"
            return TrailNote(.axis, "axis vertical-preferred: takes the vertical bar whenever there is one\(text)", rules: [.p14])
        case .automatic:
            switch item.view {
            case .custom:
                return TrailNote(.axis, "axis automatic with a custom view and no vertical layout: horizontal only", rules: [.p12])
            case .customVertical:
                return TrailNote(.axis, "axis automatic with a custom view that has a vertical layout: may go vertical", rules: [.p12])
            case .label:
                if let symbol = item.symbol { return TrailNote(.axis, .symbolAxis(symbol: symbol), rules: RuleSets.p12) }
                if let image = item.image { return TrailNote(.axis, "axis automatic with the image '\(image)': may go vertical", rules: [.p12]) }
                return TrailNote(.axis, "axis automatic but text only: horizontal only", rules: [.p12])
            }
        }
    }

    /// What routing reads of a declaration: a few plain values, taken from the declaration in place, so routing a
    /// toolbar of any size never copies (and retains) a declaration.
    struct Traits {
        var placement: ItemPlacement
        var axis: AxisBehavior
        var hasIconPresentation: Bool
        var isInOverflowMenu: Bool

        init(_ item: borrowing ToolbarItem) {
            placement = item.placement
            axis = item.axis
            hasIconPresentation = item.hasIconPresentation
            isInOverflowMenu = item.isInOverflowMenu
        }
    }

    static func route(_ item: Traits, in pane: Pane, keyboardUp: Bool) -> ItemRoute {
        if item.isInOverflowMenu { return .overflowMenu }
        if item.placement == .keyboard {
            return keyboardUp
                ? .keyboard
                : .hidden(reason: HiddenReason(.keyboardDown, "shown only while the keyboard is up", rules: [.p10]), change: "solve the posture with '+keyboard'")
        }
        // Built only for an item that has no place: its words and rule list are not made for every item.
        var noNavigationBar: ItemRoute {
            .hidden(
                reason: HiddenReason(
                    .noBar,
                    item.axis == .horizontalOnly && pane.takesStrip
                        ? "horizontal-only and the navigation bar is hidden, so no horizontal bar can hold it"
                        : "its place is the navigation bar, which this screen hides",
                    rules: pane.takesStrip ? [.p13, .p15] : [.p15]),
                change: pane.takesStrip && !item.hasIconPresentation
                    ? "show the navigation bar, or give it a symbol and axis automatic"
                    : "show the navigation bar")
        }
        if item.placement == .principal {
            // [M] The principal slot is the title's place in the navigation bar: it never moves to the strip.
            return pane.showsNavigationBar ? .topBar(.principal) : noNavigationBar
        }
        if pane.takesStrip && mayGoVertical(item) {
            if item.placement == .pinnedTrailing { return .strip(.pinned) }
            if item.placement.isNavigation { return .strip(.navigation) }
            if item.placement.isBottom { return .strip(.bottom) }
            return .strip(.toolbar)
        }
        if !pane.takesStrip && item.placement.isBottom { return .bottomToolbar }
        // P15: while bars are vertical a navigation bar stays at the top for what cannot go vertical; a former
        // bottom item that cannot go vertical joins it too [M]. Without a navigation bar there is no place (P13).
        guard pane.showsNavigationBar else { return noNavigationBar }
        if item.placement.isNavigation { return .topBar(.leading) }
        if item.placement == .pinnedTrailing { return .topBar(.pinned) }
        return .topBar(.trailing)
    }
}
