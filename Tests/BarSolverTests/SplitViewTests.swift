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
        // A 216.75 pt column has 92.4 pt per top-bar side: one entry, so the sidebar's two items share its `…`.
        #expect(placement.ids(in: "sidebar.top") == ["…"])
        #expect(placement.entry("newFolder")?.bar == .overflow)
        #expect(placement.entry("newFolder")?.barID == "sidebar.overflow")
        #expect(placement.ids(in: "content.top") == ["sort"])
        #expect(placement.ids(in: "vertical") == ["share", "markup"])
        #expect(placement.verticalEdge == .trailing)
        #expect(placement.entry("sort")?.rules.contains(.p7) == true)
        // Columns side by side within the window less the strip: the detail keeps half of the 867 pt, sidebar
        // and content share the other half [M] (geometry.md): 216.75 + 216.75 + 433.5.
        #expect(placement.bar("sidebar.top")?.rect == Rect(x: 0, y: 0, width: 216.75, height: 52))
        #expect(placement.bar("content.top")?.rect == Rect(x: 216.75, y: 0, width: 216.75, height: 52))
        #expect(placement.bar("top")?.rect == Rect(x: 433.5, y: 0, width: 433.5, height: 52))
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

    @Test("open-portrait: horizontal bars; every column keeps its own top bar")
    func portrait() {
        let placement = Fixtures.solve(Self.screen(), "open-portrait")
        #expect(placement.verticalEdge == nil)
        // 669 pt: sidebar 167.25, content 167.25, detail 334.5 [M]; a 167.25 pt column has one entry per side.
        #expect(placement.ids(in: "sidebar.top") == ["…"])
        #expect(placement.entry("newFolder")?.bar == .overflow)
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

    /// [S3]: on the inner display the system shows the sidebar and content columns (horizontal bars) beside the
    /// detail's vertical bar, and a split view with an inspector on its detail view keeps sidebar and inspector
    /// together, the inspector a trailing column in regular width (P8). The sources say this of split views, not
    /// only of two columns; they give no three-column widths, so those are the model's [M]: the detail keeps its
    /// half, sidebar and content share the other half, the inspector takes half of the detail's part.
    @Test("sidebar and inspector coexist on the inner display in a three-column split view too (P7, P8, [S3])")
    func sidebarAndInspectorCoexistInAThreeColumnSplitView() throws {
        let inspector = Inspector(title: "Details", toolbar: Toolbar(items: [Fixtures.item("tag")]), isPresented: true)
        let split = SplitView(
            sidebar: Column(role: .sidebar, title: "Mailboxes", toolbar: Toolbar(items: [Fixtures.item("newMailbox")])),
            content: Column(role: .content, title: "Inbox", toolbar: Toolbar(items: [Fixtures.item("compose")])),
            detail: Column(role: .detail, title: "Message", toolbar: Toolbar(items: [Fixtures.item("archive")]), inspector: inspector),
            compactColumn: .content)
        let screen = Screen(id: "mail", root: .splitView(split))
        let landscape = Fixtures.solve(screen, "open-landscape")
        #expect(landscape.ids(in: "sidebar.top") == ["newMailbox"])
        #expect(landscape.ids(in: "content.top") == ["compose"])
        #expect(landscape.ids(in: "inspector.top") == ["tag"])
        #expect(landscape.ids(in: "vertical") == ["archive"])
        // 867 pt beside the strip: sidebar 216.75 | content 216.75 | detail 216.75 | inspector 216.75.
        #expect(landscape.bar("sidebar.top")?.rect == Rect(x: 0, y: 0, width: 216.75, height: 52))
        #expect(landscape.bar("content.top")?.rect == Rect(x: 216.75, y: 0, width: 216.75, height: 52))
        #expect(landscape.bar("top")?.rect == Rect(x: 433.5, y: 0, width: 216.75, height: 52))
        #expect(landscape.bar("inspector.top")?.rect == Rect(x: 650.25, y: 0, width: 216.75, height: 52))
        let tag = try #require(landscape.entry("tag"))
        #expect(tag.trail.contains { $0.text.contains("a trailing column") })
        #expect(PlacementInvariants.problems(landscape, for: screen).isEmpty)
        // In portrait too (669 pt): 167.25 each; every pane keeps one entry per side.
        let portrait = Fixtures.solve(screen, "open-portrait")
        #expect(portrait.ids(in: "sidebar.top") == ["newMailbox"])
        #expect(portrait.ids(in: "inspector.top") == ["tag"])
        #expect(portrait.ids(in: "top") == ["archive"])
        #expect(portrait.bar("inspector.top")?.rect.width == 167.25)
        #expect(PlacementInvariants.problems(portrait, for: screen).isEmpty)
        // On the outer display the split view collapses to the content column (P7): the detail and its
        // inspector are not shown.
        let closed = Fixtures.solve(screen, "closed")
        #expect(closed.bar("sidebar.top") == nil)
        #expect(closed.ids(in: "vertical") == ["back", "compose"])
        #expect(closed.entry("tag")?.bar == .hidden)
    }

    /// Beyond the even two-column split the shares are a model, so a spec can override them per posture.
    @Test("split-view shares are a model: detail-share and inspector-share override them per posture")
    func splitViewSharesAreOverridable() throws {
        let text = """
            device wide-detail {
              base: iphone-duo
              posture open-landscape { detail-share: 0.6 inspector-share: 0.25 }
            }
            """
        let device = try #require(SpecLoader.load(path: "device.bar", text: text).spec.devices.first)
        let inspector = Inspector(title: "Info", toolbar: Toolbar(items: [Fixtures.item("pin")]), isPresented: true)
        let screen = Screen(id: "notes", root: .splitView(SplitView(
            sidebar: Column(role: .sidebar, title: "Folders", toolbar: Toolbar(items: [Fixtures.item("newFolder")])),
            content: Column(role: .content, title: "Notes", toolbar: Toolbar(items: [Fixtures.item("sort")])),
            detail: Column(role: .detail, title: "Note", toolbar: Toolbar(items: [Fixtures.item("share")]), inspector: inspector),
            compactColumn: .detail)))
        let placement = Fixtures.solve(screen, "open-landscape", device: device)
        // 867 × 0.6 = 520.2 for detail and inspector, 173.4 each for sidebar and content; inspector 520.2 × 0.25.
        let sidebar = try #require(placement.bar("sidebar.top")?.rect.width)
        let inspectorWidth = try #require(placement.bar("inspector.top")?.rect.width)
        let detail = try #require(placement.bar("top")?.rect.width)
        #expect(abs(sidebar - 173.4) < 0.001)
        #expect(abs(inspectorWidth - 130.05) < 0.001)
        #expect(abs(detail - 390.15) < 0.001)
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
    }
}
