import BarModel
import BarSolver
import Testing

/// An entry's icon is one value, a symbol or an image of the app's own.
@Suite struct EntryIconTests {
    @Test func anEntryIsNoLargerForItsIcon() {
        // A solve of 100,000 items writes as many entries: 104 bytes each, as when an entry held a symbol's name
        // alone (the flag saying it is an image sits in bytes the name's alignment leaves empty).
        #expect(MemoryLayout<PlacedEntry>.stride == 104)
    }

    @Test func aPlacedEntryShowsItsItemsSymbolOrImage() {
        let screen = Fixtures.stackScreen([
            ToolbarItem(id: "send", title: "Send", image: "paper-plane"), Fixtures.item("share", symbol: "square.and.arrow.up"),
        ])
        let placement = Fixtures.solve(screen, "open-portrait")
        #expect(placement.entry("send")?.image == "paper-plane")
        #expect(placement.entry("send")?.symbol == nil)
        #expect(placement.entry("share")?.symbol == "square.and.arrow.up")
        #expect(placement.entry("share")?.image == nil)
    }

    @Test func aTabShowsItsImage() throws {
        let screen = Screen(
            id: "s",
            root: .tabView(TabView(tabs: [Tab(id: "board", title: "Board", image: "kanban-board"), Tab(id: "inbox", title: "Inbox", symbol: "tray")], selectedTabID: "board")))
        let placement = Fixtures.solve(screen, "closed")
        let board = try #require(placement.entry("board"))
        #expect(board.image == "kanban-board")
        // An icon, so its explanation does not call it an icon-only slot without a symbol (P16).
        #expect(!board.reason.contains("without a symbol"))
    }
}
