import BarModel

/// One change `--explain` may suggest for an entry that is not shown in a bar, kept as a typed edit so it
/// can be applied to a copy of the model and solved again before anyone reads it.
public struct SuggestedChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `priority:` of one item (P22, P23: inside its group, the item priority decides).
        case itemPriority(item: String, VisibilityPriority)
        /// `priority:` of an explicit group (P23: the group decides first, and moves every item in it).
        case groupPriority(group: String, VisibilityPriority)
        /// `compression:` of the screen (P27–P29).
        case compression(screen: String, Compression)
        /// `selected:` of the tab view holding the entry.
        case selectTab(String)
        /// The same posture without one obstruction (P4); not an edit of the spec but a fact about it.
        case withoutObstruction(String)
        /// The same posture with one more of the device's obstructions: an item placed on the keyboard is shown
        /// only while it is up (P10). Also a fact about the spec, not an edit of it.
        case withObstruction(String)
    }

    public let kind: Kind

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The words printed after `change:`.
    public var description: String {
        switch kind {
        case .itemPriority(let item, let priority): "set priority \(priority) on item '\(item)'"
        case .groupPriority(let group, let priority): "set priority \(priority) on group '\(group)' (every item in it moves up)"
        case .compression(let screen, let compression): "set compression \(compression.rawValue) on screen '\(screen)'"
        case .selectTab(let tab): "select tab '\(tab)'"
        case .withoutObstruction(let obstruction): "solve the posture without '+\(obstruction)'"
        case .withObstruction(let obstruction): "solve the posture with '+\(obstruction)'"
        }
    }

    /// The screen and posture with the change made; `device` supplies an obstruction to add.
    public func applied(to screen: Screen, posture: PostureSelection, device: Device) -> (Screen, PostureSelection) {
        switch kind {
        case .itemPriority(let id, let priority):
            return (screen.editingToolbars { toolbar in
                for index in toolbar.items.indices where toolbar.items[index].id == id { toolbar.items[index].priority = priority }
            }, posture)
        case .groupPriority(let id, let priority):
            return (screen.editingToolbars { toolbar in
                for index in toolbar.groups.indices where toolbar.groups[index].id == id { toolbar.groups[index].priority = priority }
            }, posture)
        case .compression(_, let compression):
            var copy = screen
            copy.settings.compression = compression
            return (copy, posture)
        case .selectTab(let tab):
            return (screen.editingTabViews { tabView in
                if tabView.tabs.contains(where: { $0.id == tab }) { tabView.selectedTabID = tab }
            }, posture)
        case .withoutObstruction(let id):
            var selection = posture
            selection.obstructions.removeAll { $0.id == id }
            return (screen, selection)
        case .withObstruction(let id):
            var selection = posture
            if let obstruction = device.obstruction(id), !selection.obstructions.contains(where: { $0.id == id }) {
                selection.obstructions.append(obstruction)
            }
            return (screen, selection)
        }
    }
}

/// A change and where the entry is once it is made (solved again).
public struct VerifiedChange: Sendable, Hashable {
    public let change: SuggestedChange
    public let entry: PlacedEntry
}

/// Finds the changes that really move an entry into a bar: each candidate is applied to a copy of the screen
/// and the screen is solved again; only those after which the entry is drawn in a bar are kept. The smallest
/// comes first: the entry's own priority (inside its group, P23) before its group's, the group's before the
/// screen's compression, and a spec edit before a different posture. Within each kind the lowest priority
/// that works is the one given.
///
/// This solves the screen once per candidate, so it is for `--explain` of one entry, not for every entry of
/// every report.
public enum ChangeAdvisor {
    /// Verified changes for entry `id` (an item or a tab) in `posture`, smallest first; empty when the entry is
    /// already in a bar or nothing tried moves it.
    public static func changes(
        for id: String, in screen: Screen, device: Device, posture: PostureSelection, layoutDirection: LayoutDirection? = nil
    ) -> [VerifiedChange] {
        let before = Solver.solve(screen, device: device, posture: posture, layoutDirection: layoutDirection)
        guard let entry = before.entries.first(where: { $0.id == id && ($0.kind == .item || $0.kind == .tab) }),
            !entry.isVisible
        else { return [] }

        var found: [VerifiedChange] = []
        func moves(_ change: SuggestedChange) -> Bool {
            guard let after = ChangeAdvisor.entry(id, kind: entry.kind, after: change, in: screen, device: device, posture: posture, layoutDirection: layoutDirection),
                after.isVisible
            else { return false }
            found.append(VerifiedChange(change: change, entry: after))
            return true
        }
        if entry.kind == .item, let (item, group) = declaration(of: id, in: screen) {
            // P22, P23: the item's own priority first; inside an explicit group it only reorders the group.
            let itemTries = PriorityTable.byRank.filter { $0.rank > item.priority.rank }
            _ = itemTries.lazy.map { SuggestedChange(.itemPriority(item: id, $0)) }.first(where: moves)
            if let group {
                let groupTries = PriorityTable.byRank.filter { $0.rank > group.priority.rank }
                _ = groupTries.lazy.map { SuggestedChange(.groupPriority(group: group.id, $0)) }.first(where: moves)
            }
        }
        // P27–P29: another compression, never the one already in force.
        for compression in Compression.allCases where compression != before.compression && compression != screen.settings.compression {
            _ = moves(SuggestedChange(.compression(screen: screen.id, compression)))
        }
        for tab in tabsHolding(id, in: screen.root) {
            _ = moves(SuggestedChange(.selectTab(tab)))
        }
        for obstruction in posture.obstructions {
            _ = moves(SuggestedChange(.withoutObstruction(obstruction.id)))
        }
        // P10: a keyboard item waits for the keyboard; any obstruction the device has and the posture lacks is tried.
        for obstruction in device.obstructions where !posture.obstructions.contains(where: { $0.id == obstruction.id }) {
            _ = moves(SuggestedChange(.withObstruction(obstruction.id)))
        }
        return found
    }

    /// What `--explain` says when no change tried moves the entry.
    public static let noChangeFound =
        "none found: no higher priority for it or its group, no other compression, no other selected tab and no obstruction removed or added puts it in a bar"

    /// Entry `id` once `change` is made, nil when the change removes it.
    public static func entry(
        _ id: String, kind: EntryKind, after change: SuggestedChange, in screen: Screen, device: Device,
        posture: PostureSelection, layoutDirection: LayoutDirection? = nil
    ) -> PlacedEntry? {
        let (edited, selection) = change.applied(to: screen, posture: posture, device: device)
        let after = Solver.solve(edited, device: device, posture: selection, layoutDirection: layoutDirection)
        return after.entries.first { $0.id == id && $0.kind == kind }
    }

    /// The first item declared with `id` and its explicit group, if any.
    static func declaration(of id: String, in screen: Screen) -> (ToolbarItem, ToolbarGroup?)? {
        var found: (ToolbarItem, ToolbarGroup?)?
        _ = screen.editingToolbars { toolbar in
            guard found == nil, let item = toolbar.items.first(where: { $0.id == id }) else { return }
            found = (item, item.groupID.flatMap(toolbar.group))
        }
        return found
    }

    /// Tabs, not selected, that are `id` or whose content declares an item `id`, outermost first.
    static func tabsHolding(_ id: String, in container: Container) -> [String] {
        guard case .tabView(let tabView) = container else { return [] }
        var tabs: [String] = []
        for tab in tabView.tabs {
            let inside = tab.content.map { content in
                var declares = false
                _ = content.editingToolbars { toolbar in if toolbar.items.contains(where: { $0.id == id }) { declares = true } }
                return declares
            } ?? false
            if tab.id == id || inside {
                if tab.id != tabView.selectedTabID { tabs.append(tab.id) }
                if let content = tab.content { tabs += tabsHolding(id, in: content) }
            }
        }
        return tabs
    }
}
