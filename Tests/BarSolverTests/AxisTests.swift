import BarModel
import BarSolver
import Testing

/// P12–P16: which axis an item may take, and what happens when there is no bar for it.
@Suite("Item axis")
struct AxisTests {
    @Test("horizontal-only with the navigation bar hidden: hidden, not overflowed (P13, P15)")
    func horizontalOnlyWithoutNavigationBar() throws {
        let screen = Fixtures.stackScreen(
            [Fixtures.item("mode", axis: .horizontalOnly), Fixtures.item("share")], navigationBar: .hidden)
        let placement = Fixtures.solve(screen, "closed")
        let mode = try #require(placement.entry("mode"))
        #expect(mode.bar == .hidden)
        #expect(mode.rules.contains(.p13))
        #expect(placement.entries(.overflow).isEmpty)
        #expect(placement.bar("top") == nil)
        #expect(placement.ids(in: "vertical") == ["share"])
    }

    @Test("the screen-wide navigation-bar setting hides it too")
    func screenSetting() {
        let screen = Fixtures.stackScreen(
            [Fixtures.item("mode", axis: .horizontalOnly)], settings: ScreenSettings(navigationBar: .hidden))
        #expect(Fixtures.solve(screen, "open-landscape").entry("mode")?.bar == .hidden)
        // In a posture with horizontal bars and no navigation bar it has no place either.
        #expect(Fixtures.solve(screen, "open-portrait").entry("mode")?.bar == .hidden)
    }

    @Test("text-only and custom views stay in the top bar while bars are vertical (P12, P15)")
    func textOnlyAndCustom() {
        let screen = Fixtures.stackScreen([
            Fixtures.item("edit", symbol: nil),
            Fixtures.item("total", view: .custom),
            Fixtures.item("gauge", view: .customVertical),
            Fixtures.item("share"),
        ])
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "top") == ["edit", "total"])
        #expect(placement.ids(in: "vertical") == ["gauge", "share"])
        #expect(placement.entry("edit")?.rules.contains(.p15) == true)
    }

    @Test("vertical-preferred takes the strip even without a symbol (P14)")
    func verticalPreferredTextOnly() {
        let screen = Fixtures.stackScreen([Fixtures.item("select", symbol: nil, axis: .verticalPreferred)])
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "vertical") == ["select"])
        #expect(placement.entry("select")?.rules.contains(.p14) == true)
        // With horizontal bars it is an ordinary top-bar item.
        #expect(Fixtures.solve(screen, "open-portrait").ids(in: "top") == ["select"])
    }

    @Test("principal items sit in the middle of the top bar and never move to the strip")
    func principal() throws {
        let screen = Fixtures.stackScreen([Fixtures.item("picker", placement: .principal), Fixtures.item("share")])
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "top") == ["picker"])
        let frame = try #require(placement.entry("picker")?.frame)
        #expect(frame.midX == placement.bar("top")?.rect.midX)
    }

    @Test("navigation items lead, pinned items end, with the back button first (P18, P21)")
    func horizontalOrder() {
        let screen = Fixtures.stackScreen(
            [
                Fixtures.item("done", placement: .pinnedTrailing), Fixtures.item("close", placement: .cancellation),
                Fixtures.item("share"), Fixtures.item("more", inMenu: true),
            ],
            hasBackButton: true, settings: ScreenSettings(verticalBehavior: .disabled))
        let placement = Fixtures.solve(screen, "open-landscape")
        #expect(placement.ids(in: "top") == ["back", "close", "share", "…", "done"])
        let vertical = Fixtures.solve(Fixtures.stackScreen(screen.rootItems, hasBackButton: true), "open-landscape")
        #expect(vertical.ids(in: "vertical") == ["back", "close", "done", "share", "…"])
    }

    /// Apple documents the automatic axis behaviour as "image items support both axes"; the reference's P12
    /// speaks of symbols. An item shown with an image of the app's own is an image item, so it takes the axes a
    /// symbol item takes, and is as wide as one in a horizontal bar.
    @Test("an item shown with an image of the app's own goes vertical as a symbol item does (P12)")
    func imageItem() throws {
        let compose = ToolbarItem(id: "compose", title: "Compose a very long message", image: "compose-pen")
        let screen = Fixtures.stackScreen([compose, Fixtures.item("edit", symbol: nil)])
        let closed = Fixtures.solve(screen, "closed")
        #expect(closed.ids(in: "vertical") == ["compose"])
        #expect(closed.ids(in: "top") == ["edit"])
        let placed = try #require(closed.entry("compose"))
        #expect(placed.image == "compose-pen")
        #expect(placed.symbol == nil)
        #expect(placed.trail.contains { $0.topic == .axis && $0.text == "axis automatic with the image 'compose-pen': may go vertical" && $0.rules == [.p12] })
        // In a horizontal bar it shows its image, not its long title: as wide as a symbol item.
        let portrait = Fixtures.solve(screen, "open-portrait")
        let symbolItem = Fixtures.solve(Fixtures.stackScreen([Fixtures.item("compose"), Fixtures.item("edit", symbol: nil)]), "open-portrait")
        #expect(portrait.entry("compose")?.frame?.width == symbolItem.entry("compose")?.frame?.width)
        // Pinned horizontal-only, it stays in the top bar like any item.
        let pinned = Fixtures.stackScreen([ToolbarItem(id: "compose", title: "Compose", axis: .horizontalOnly, image: "compose-pen")])
        #expect(Fixtures.solve(pinned, "closed").ids(in: "top") == ["compose"])
    }

    /// Every reason must be true: a custom view that has a symbol is horizontal because it is a custom view
    /// without a vertical layout (P12), not for want of a symbol.
    @Test("a custom view with a symbol is told it lacks a vertical layout, not a symbol (P12, P15)")
    func customViewWithSymbolReason() {
        let screen = Fixtures.stackScreen([Fixtures.item("picker", symbol: "slider.horizontal.3", view: .custom)])
        let reason = Fixtures.solve(screen, "closed").entry("picker")?.reason ?? ""
        #expect(reason == "in the top bar: a custom view without a vertical layout cannot go vertical (P12, P15)")
        let textOnly = Fixtures.stackScreen([Fixtures.item("edit", symbol: nil)])
        #expect(Fixtures.solve(textOnly, "closed").entry("edit")?.reason == "in the top bar: without a symbol it cannot go vertical (P12, P15)")
    }
}

extension Screen {
    /// The items of a stack root, for rebuilding a screen with other settings.
    var rootItems: [ToolbarItem] {
        if case .stack(let stack) = root { return stack.toolbar.items }
        return []
    }
}
