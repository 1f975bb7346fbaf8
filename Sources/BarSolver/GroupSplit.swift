import BarModel

/// A group whose items ended up apart in one posture: some in a bar, some in the overflow menu. Groups do not
/// overflow as one block — the group's priority orders it against other groups, then its items leave one by
/// one (P23) — so this is what the solver does, and `--explain` and lint say it rather than hide it.
public struct GroupSplit: Sendable, Hashable, CustomStringConvertible {
    public let groupID: String
    /// Ids of the group's items drawn in a bar, in declaration order.
    public let shown: [String]
    /// Ids of the group's items in the overflow menu because they overflowed (declared `overflow-menu` items are
    /// not counted), in declaration order.
    public let overflowed: [String]

    /// Every group of `screen` split in `placement`, in declaration order.
    public static func all(in screen: Screen, placement: Placement) -> [GroupSplit] {
        var entries: [String: PlacedEntry] = [:]
        for entry in placement.entries where entry.kind == .item && entries[entry.id] == nil { entries[entry.id] = entry }
        var splits: [GroupSplit] = []
        _ = screen.editingToolbars { toolbar in
            for group in toolbar.groups {
                let members = toolbar.items.filter { $0.groupID == group.id && !$0.isInOverflowMenu }
                let shown = members.filter { entries[$0.id]?.isVisible == true }.map(\.id)
                let overflowed = members.filter { entries[$0.id]?.bar == .overflow }.map(\.id)
                if !shown.isEmpty, !overflowed.isEmpty {
                    splits.append(GroupSplit(groupID: group.id, shown: shown, overflowed: overflowed))
                }
            }
        }
        return splits
    }

    /// `group 'edit-tools' is split here: crop in a bar, rotate in the overflow menu (P23)`.
    public var description: String {
        "group '\(groupID)' is split here: \(Self.list(shown)) in a bar, \(Self.list(overflowed)) in the overflow menu; its items overflow one by one after the group's priority (P23)"
    }

    private static func list(_ ids: [String]) -> String { ids.map { "'\($0)'" }.joined(separator: ", ") }
}
