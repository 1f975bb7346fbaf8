import BarModel
import BarSolver
import Testing

/// P17, [S2]: in a horizontal bar an item's height is fixed and its width flexible. A text entry (a label
/// without a symbol) is as wide as its title under the per-character model in docs/geometry.md [M]; bars are
/// fitted by width, not by counting entries.
@Suite("Entry widths in horizontal bars")
struct EntryWidthTests {
    static func text(_ id: String, _ title: String) -> ToolbarItem { ToolbarItem(id: id, title: title, symbol: nil) }

    static let mailActions = [
        text("archive", "Archive"), text("move", "Move to Folder"), text("unread", "Mark as Unread"), text("forward", "Forward"),
    ]

    /// closed, vertical bar disabled: the trailing side has 217 pt. Four 52 pt entries fitted it before; measured
    /// by their titles (16 pt padding + 8.5 pt per character) they need 75.5 + 135 + 135 + 75.5 = 421 pt.
    @Test("horizontal bars have flexible widths: text entries are measured by their titles and fit by width (P17)")
    func horizontalBarsHaveFlexibleWidths() throws {
        let screen = Fixtures.stackScreen(Self.mailActions, settings: ScreenSettings(verticalBehavior: .disabled))
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "top") == ["archive", "…"])
        for id in ["move", "unread", "forward"] { #expect(placement.entry(id)?.bar == .overflow) }
        let archive = try #require(placement.entry("archive")?.frame)
        #expect(archive.width == 75.5)
        #expect(archive.height == 52)
        // The `…` button keeps one entry's width, right after the text entry (P21).
        let ellipsis = try #require(placement.entries(in: "top").last?.frame)
        #expect(ellipsis.width == 52)
        #expect(ellipsis.minX == archive.maxX)
        // The change note says the room in points once text entries are measured.
        let forward = try #require(placement.entry("forward"))
        #expect(forward.trail.contains { $0.topic == .change && $0.text.contains("has 217 pt") && $0.text.contains("need 421 pt") })
    }

    /// East Asian wide characters take 17 pt each: an eight-character Japanese title is 16 + 8 × 17 = 152 pt,
    /// an eight-character English one 16 + 8 × 8.5 = 84 pt; a short title keeps one entry's 52 pt.
    @Test("text entries are wider for CJK titles; short titles keep one entry's width")
    func wideCharacters() {
        let screen = Fixtures.stackScreen(
            [Self.text("readAll", "すべて既読にする"), Self.text("readAllEN", "Read all"), Self.text("edit", "Edit")],
            settings: ScreenSettings(verticalBehavior: .disabled))
        let placement = Fixtures.solve(screen, "open-landscape")
        #expect(placement.entry("readAll")?.frame?.width == 152)
        #expect(placement.entry("readAllEN")?.frame?.width == 84)
        #expect(placement.entry("edit")?.frame?.width == 52)
    }

    /// The model's numbers are the posture's, so a spec can override them (character-width, wide-character-width,
    /// text-padding).
    @Test("the per-character model is overridable per posture")
    func overridable() {
        var device = BuiltInDevices.iphoneDuo
        device.postures[0].characterWidth = 5
        device.postures[0].textPadding = 0
        let screen = Fixtures.stackScreen(Self.mailActions, settings: ScreenSettings(verticalBehavior: .disabled))
        let placement = Fixtures.solve(screen, "closed", device: device)
        // Archive 52 (35 pt of text keeps one entry), Move to Folder 70, Mark as Unread 70, Forward 52: 244 pt;
        // with `…` the first two fit (122 + 52 = 174 ≤ 217).
        #expect(placement.ids(in: "top") == ["archive", "move", "…"])
        #expect(placement.entry("move")?.frame?.width == 70)
    }

    /// A principal title wider than its bar is cut to the bar between its margins [M]: measured by its title,
    /// an 84-character one was drawn 721.5 pt wide from x −169.75, past the 382 pt top bar and the window.
    @Test("a principal title longer than its bar is cut to the bar's width between its margins")
    func longPrincipalTitleIsCut() throws {
        let title = String(repeating: "Long title ", count: 8)
        let screen = Fixtures.stackScreen([ToolbarItem(id: "title", title: title, symbol: nil, placement: .principal)])
        for posture in ["closed", "open-portrait"] {
            let placement = Fixtures.solve(screen, posture)
            let bar = try #require(placement.bar("top")?.rect)
            let frame = try #require(placement.entry("title")?.frame)
            #expect(frame.minX == bar.minX + 16 && frame.maxX == bar.maxX - 16, "\(posture): \(frame) in \(bar)")
            #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
        }
        // A short one keeps its measured width, centred.
        let short = Fixtures.stackScreen([ToolbarItem(id: "title", title: "Inbox", symbol: nil, placement: .principal)])
        let frame = try #require(Fixtures.solve(short, "open-portrait").entry("title")?.frame)
        #expect(frame.width == 58.5)
    }
}
