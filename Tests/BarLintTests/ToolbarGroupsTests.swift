import BarModel
import Testing

@testable import BarLint

@Suite struct ToolbarGroupsTests {
    private func item(_ id: String, group: String?, priority: VisibilityPriority = .automatic, inMenu: Bool = false) -> ToolbarItem {
        ToolbarItem(id: id, title: id, symbol: "circle", priority: priority, groupID: group, isInOverflowMenu: inMenu)
    }

    private let toolbar = Toolbar(
        items: [],
        groups: [ToolbarGroup(id: "edit", priority: .high), ToolbarGroup(id: "share", priority: .low), ToolbarGroup(id: "edit", priority: .low)])

    @Test func membersAreTheGroupsItemsOutsideTheOverflowMenuInDeclarationOrder() {
        var toolbar = toolbar
        toolbar.items = [
            item("cut", group: "edit"), item("send", group: "share"), item("copy", group: "edit"), item("alone", group: nil),
            item("paste", group: "edit", inMenu: true), item("undo", group: "edit"),
        ]
        let groups = ToolbarGroups(toolbar)
        #expect(groups.members(of: "edit") == [0, 2, 5])
        #expect(groups.members(of: "share") == [1])
        #expect(groups.members(of: "none").isEmpty)
    }

    @Test func aGroupIsTheFirstDeclaredWithItsIDAsTheToolbarFindsIt() {
        var toolbar = toolbar
        toolbar.items = [item("cut", group: "edit", priority: .low), item("alone", group: nil, priority: .high), item("stray", group: "gone", priority: .low)]
        let groups = ToolbarGroups(toolbar)
        #expect(groups.group("edit")?.priority == toolbar.group("edit")?.priority)
        #expect(groups.group("gone") == nil)
        for item in toolbar.items {
            #expect((item.groupID.flatMap { groups.group($0)?.priority } ?? item.priority) == toolbar.groupPriority(of: item))
        }
    }
}
