import BarDiagnostics

/// A `group` of items: its priority decides first, then each item's inside it (P23).
public struct ToolbarGroup: Sendable, Hashable, Identifiable {
    public var id: String
    public var priority: VisibilityPriority
    public var range: SourceRange

    public init(id: String, priority: VisibilityPriority = .automatic, range: SourceRange = .at(0)) {
        self.id = id
        self.priority = priority
        self.range = range
    }
}

/// A `spacer`: a flexible one collapses to nothing in the vertical bar, a fixed one keeps its size (P20).
public struct ToolbarSpacer: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case fixed
        case flexible
    }

    public var kind: Kind
    public var range: SourceRange
    /// Index in `Toolbar.items` of the item the spacer stands before (`items.count` when it ends the bar).
    public var beforeItemIndex: Int

    public init(kind: Kind, range: SourceRange = .at(0), beforeItemIndex: Int) {
        self.kind = kind
        self.range = range
        self.beforeItemIndex = beforeItemIndex
    }
}

/// One bar's worth of declared content, flattened in declaration order — the order a user wrote is meaning,
/// since it decides overflow order (P22). Items of groups and of the `overflow-menu` block are in `items`
/// too, marked by `groupID` and `isInOverflowMenu`.
public struct Toolbar: Sendable, Hashable {
    public var items: [ToolbarItem]
    public var groups: [ToolbarGroup]
    public var spacers: [ToolbarSpacer]
    public var range: SourceRange?

    public init(items: [ToolbarItem] = [], groups: [ToolbarGroup] = [], spacers: [ToolbarSpacer] = [], range: SourceRange? = nil) {
        self.items = items
        self.groups = groups
        self.spacers = spacers
        self.range = range
    }

    public var isEmpty: Bool { items.isEmpty }

    public func group(_ id: String) -> ToolbarGroup? { groups.first { $0.id == id } }

    /// P23: the priority of the item's group (its explicit group's, or for an item outside any group the
    /// implicit group it forms alone, which takes the item's own priority).
    public func groupPriority(of item: ToolbarItem) -> VisibilityPriority {
        if let id = item.groupID, let group = group(id) { return group.priority }
        return item.priority
    }
}

/// A bar the app builds itself (`UIToolbar`, an `HStack` of buttons): it never moves (P5).
public struct HandMadeBar: Sendable, Hashable, Identifiable {
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        case top
        case bottom
    }

    public var id: String
    public var edge: Edge
    public var toolbar: Toolbar
    public var range: SourceRange

    public init(id: String, edge: Edge, toolbar: Toolbar, range: SourceRange = .at(0)) {
        self.id = id
        self.edge = edge
        self.toolbar = toolbar
        self.range = range
    }
}
