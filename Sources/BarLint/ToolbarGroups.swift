import BarModel

/// A toolbar's groups by id, and the items of each, read once for rules that ask about groups for every
/// item or every group.
///
/// `Toolbar.group(_:)` searches the groups and a group's items are found by filtering every item, so a rule
/// asking once per item or per group was quadratic: lint of one toolbar of 8,000 two-item groups took 5.8 s.
struct ToolbarGroups {
    /// The first declared group of each id (as `Toolbar.group(_:)` finds it).
    private let groups: [String: ToolbarGroup]
    /// The indexes in `toolbar.items` of each group's items that are not declared in `overflow-menu`, in
    /// declaration order.
    private let members: [String: [Int]]

    init(_ toolbar: Toolbar) {
        var groups: [String: ToolbarGroup] = [:]
        for group in toolbar.groups where groups[group.id] == nil { groups[group.id] = group }
        var members: [String: [Int]] = [:]
        if !groups.isEmpty {
            toolbar.items.withUnsafeBufferPointer { items in
                for index in items.indices where !items[index].isInOverflowMenu {
                    if let group = items[index].groupID { members[group, default: []].append(index) }
                }
            }
        }
        self.groups = groups
        self.members = members
    }

    /// The declared group of this id, if any.
    func group(_ id: String) -> ToolbarGroup? { groups[id] }

    /// The indexes in `toolbar.items` of the group's items outside `overflow-menu`, in declaration order.
    func members(of id: String) -> [Int] { members[id] ?? [] }
}
