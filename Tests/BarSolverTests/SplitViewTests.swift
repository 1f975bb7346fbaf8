import BarModel
import BarSolver
import Testing

/// P7: only the detail column's bar may be vertical; side columns keep horizontal bars; the outer display
/// collapses the split view to one stack.
@Suite("Split views")
struct SplitViewTests {
    static func screen(compactColumn: Column.Role = .detail, detailSettings: SettingsOverride = SettingsOverride(), content: Bool = true) -> Screen {
        let split = SplitView(
            sidebar: Column(role: .sidebar, title: "Folders", toolbar: Toolbar(items: [Fixtures.item("newFolder"), Fixtures.item("editFolders")])),
            content: content ? Column(role: .content, title: "Notes", toolbar: Toolbar(items: [Fixtures.item("sort")])) : nil,
            detail: Column(role: .detail, title: "Note", toolbar: Toolbar(items: [Fixtures.item("share"), Fixtures.item("markup")]), settings: detailSettings),
            compactColumn: compactColumn)
        return Screen(id: "notes", root: .splitView(split))
    }

    @Test("open-landscape: sidebar and content keep their own top bars, detail goes vertical")
    func expanded() {
        let placement = Fixtures.solve(Self.screen(), "open-landscape")
        #expect(placement.ids(in: "sidebar.top") == ["newFolder", "editFolders"])
        #expect(placement.ids(in: "content.top") == ["sort"])
        #expect(placement.ids(in: "vertical") == ["share", "markup"])
        #expect(placement.verticalEdge == .trailing)
        #expect(placement.entry("sort")?.rules.contains(.p7) == true)
        // Columns side by side within the window less the strip: 280 + 280 + 307.
        #expect(placement.bar("sidebar.top")?.rect == Rect(x: 0, y: 0, width: 280, height: 52))
        #expect(placement.bar("content.top")?.rect == Rect(x: 280, y: 0, width: 280, height: 52))
        #expect(placement.bar("top")?.rect == Rect(x: 560, y: 0, width: 307, height: 52))
        #expect(PlacementInvariants.problems(placement, for: Self.screen()).isEmpty)
    }

    @Test("closed: collapsed to the detail column, which follows the outer display's rules")
    func collapsedOnOuterDisplay() {
        let placement = Fixtures.solve(Self.screen(), "closed")
        #expect(placement.ids(in: "vertical") == ["back", "share", "markup"])
        for id in ["newFolder", "editFolders", "sort"] {
            let entry = placement.entry(id)
            #expect(entry?.bar == .hidden)
            #expect(entry?.reason.contains("not shown while the split view is collapsed") == true)
        }
        #expect(placement.bar("sidebar.top") == nil)
    }

    @Test("closed with the sidebar as the compact column: its items go vertical, no back button")
    func collapsedToSidebar() {
        let placement = Fixtures.solve(Self.screen(compactColumn: .sidebar), "closed")
        #expect(placement.ids(in: "vertical") == ["newFolder", "editFolders"])
        #expect(placement.entry("share")?.bar == .hidden)
    }

    @Test("open-portrait: horizontal bars; a three-column split drops the sidebar to keep the detail's width")
    func portrait() {
        let placement = Fixtures.solve(Self.screen(), "open-portrait")
        #expect(placement.verticalEdge == nil)
        #expect(placement.entry("newFolder")?.bar == .hidden)
        #expect(placement.ids(in: "content.top") == ["sort"])
        #expect(placement.ids(in: "top") == ["share", "markup"])
        let twoColumns = Fixtures.solve(Self.screen(content: false), "open-portrait")
        #expect(twoColumns.ids(in: "sidebar.top") == ["newFolder", "editFolders"])
    }

    @Test("P6: the detail column's vertical-behavior decides for the split view")
    func detailDecides() {
        let placement = Fixtures.solve(Self.screen(detailSettings: SettingsOverride(verticalBehavior: .disabled)), "open-landscape")
        #expect(placement.verticalEdge == nil)
        #expect(placement.ids(in: "top") == ["share", "markup"])
        #expect(placement.notes.contains { $0.text.contains("the detail column") })
    }

    /// [S3]: in a Reminders-style split view on the inner display the system adjusts the columns to an equal
    /// 50/50 split and keeps both visible (P7 keeps the detail's bar the only vertical one).
    @Test("two-column splits on the inner display are even (50/50)")
    func twoColumnSplitsOnTheInnerDisplayAreEven() {
        let screen = Self.screen(content: false)
        let landscape = Fixtures.solve(screen, "open-landscape")
        // 867 pt beside the strip: 433.5 + 433.5.
        #expect(landscape.bar("sidebar.top")?.rect == Rect(x: 0, y: 0, width: 433.5, height: 52))
        #expect(landscape.bar("top")?.rect == Rect(x: 433.5, y: 0, width: 433.5, height: 52))
        #expect(landscape.ids(in: "vertical") == ["share", "markup"])
        let portrait = Fixtures.solve(screen, "open-portrait")
        #expect(portrait.bar("sidebar.top")?.rect.width == 334.5)
        #expect(portrait.bar("top")?.rect.width == 334.5)
        #expect(PlacementInvariants.problems(landscape, for: screen).isEmpty)
        // Three columns keep their model widths (280 + 280 + the rest).
        #expect(Fixtures.solve(Self.screen(), "open-landscape").bar("top")?.rect.width == 307)
    }

    /// [S3]: a split view with an inspector on its detail view shows sidebar and inspector together on the inner
    /// display; the inspector joins the detail column's trailing layout (a trailing column in regular width, P8),
    /// and is a sheet on the outer display where the split view is collapsed (P7, P8).
    @Test("sidebar and inspector coexist on the inner display (P8)")
    func sidebarAndInspectorCoexistOnTheInnerDisplay() throws {
        let inspector = Inspector(title: "Info", toolbar: Toolbar(items: [Fixtures.item("pin")]), isPresented: true)
        let split = SplitView(
            sidebar: Column(role: .sidebar, title: "Lists", toolbar: Toolbar(items: [Fixtures.item("newList")])),
            content: nil,
            detail: Column(role: .detail, title: "Items", toolbar: Toolbar(items: [Fixtures.item("share")]), inspector: inspector),
            compactColumn: .detail)
        let screen = Screen(id: "reminders", root: .splitView(split))
        let placement = Fixtures.solve(screen, "open-landscape")
        #expect(placement.ids(in: "sidebar.top") == ["newList"])
        #expect(placement.ids(in: "inspector.top") == ["pin"])
        #expect(placement.ids(in: "vertical") == ["share"])
        // Sidebar 433.5; the detail's half holds the detail (216.75) and, at its trailing side, the inspector (216.75).
        #expect(placement.bar("sidebar.top")?.rect == Rect(x: 0, y: 0, width: 433.5, height: 52))
        #expect(placement.bar("inspector.top")?.rect == Rect(x: 650.25, y: 0, width: 216.75, height: 52))
        #expect(placement.bar("top")?.rect == Rect(x: 433.5, y: 0, width: 216.75, height: 52))
        let pin = try #require(placement.entry("pin"))
        #expect(pin.trail.contains { $0.text.contains("a trailing column") })
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
        // On the outer display the split view collapses and the inspector is a sheet (P7, P8).
        let closed = Fixtures.solve(screen, "closed")
        #expect(closed.bar("sidebar.top") == nil)
        #expect(closed.bar("inspector.top")?.rect.minY == 60)
    }
}
