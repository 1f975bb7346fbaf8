import BarDiagnostics
import Foundation
import Testing

@testable import BarModel

@Suite struct SpecLoaderTests {
    private func load(_ text: String) -> LoadResult { SpecLoader.load(path: "t.bar", text: text) }
    private func ids(_ text: String) -> [String] { load(text).diagnostics.map(\.id) }

    @Test func duoSampleLoadsIntoTheModel() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Specs/duo-sample/toolbar.bar")
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        let screen = try #require(result.spec.screens.first)
        #expect(screen.id == "toolbar-sample")
        guard case .tabView(let tabs) = screen.root else { Issue.record("expected a tab view"); return }
        #expect(tabs.tabs.map(\.id) == ["hinge", "layout", "arrangement", "regions", "toolbar"])
        #expect(tabs.selectedTabID == "toolbar")
        guard case .stack(let stack) = try #require(tabs.selectedTab?.content) else { Issue.record("expected a stack"); return }
        #expect(stack.toolbar.items.map(\.id) == ["automatic", "horizontal", "vertical", "share", "delete", "done", "export"])
        #expect(stack.toolbar.items.map(\.isInOverflowMenu) == [false, false, false, false, false, false, true])
        #expect(stack.toolbar.items[1].axis == .horizontalOnly)
        #expect(stack.toolbar.items[3].priority == .high)
        #expect(stack.toolbar.items[5].placement == .pinnedTrailing)
    }

    /// Issue 18 (4): ids the system gives its own controls (back P18, overflow P25, tab button P29, More tab)
    /// are refused for items, menus and tabs, one error each, with the list.
    @Test func systemIDsAreReserved() throws {
        let result = load("""
            screen s {
              tab-view {
                selected: more-tab
                tab more-tab { title: "More" symbol: "ellipsis" stack { toolbar {
                  item back { title: "Back" symbol: "chevron.left" }
                  item overflow { title: "More" symbol: "ellipsis.circle" }
                  menu tab-button { title: "Tabs" symbol: "square.stack" }
                  item sidebar.overflow { title: "Side" symbol: "sidebar.left" }
                  item backup { title: "Backup" symbol: "externaldrive" }
                  item notes.back { title: "Notes" symbol: "note" }
                } } }
              }
            }
            """)
        let reserved = result.diagnostics.filter { $0.id == "reserved-id" }
        #expect(reserved.count == 5)
        #expect(result.diagnostics.count == 5, "\(result.diagnostics.map(\.message))")
        let first = try #require(reserved.first)
        #expect(first.message.hasPrefix("id 'more-tab' is the id of a control the system adds to the bars; rename it (for example 'more-tab-action'). Reserved: back, overflow, tab-button, more-tab, and <pane>.back, <pane>.overflow (pane: sidebar, content, detail, inspector)"))
        #expect(!SystemEntryIDs.isReserved("backup"))
        #expect(!SystemEntryIDs.isReserved("notes.back"))
        #expect(SystemEntryIDs.isReserved("inspector.back"))
    }

    /// Reserved ids are looked up by their bytes (`SystemEntryIDs.spellings`); that table holds exactly the
    /// ids `isReserved` refuses.
    @Test func reservedSpellingsAreTheReservedIDs() {
        var candidates = SystemEntryIDs.main + SystemEntryIDs.perPane + SystemEntryIDs.paneKeys + ["backup", "notes.back", "sidebar.", ".back", "sidebar.back.back", "Back", "tab-button-2"]
        for pane in SystemEntryIDs.paneKeys {
            for id in SystemEntryIDs.main + ["x"] { candidates.append("\(pane).\(id)") }
        }
        for id in candidates {
            #expect((SystemEntryIDs.spellings.index(of: id) != nil) == SystemEntryIDs.isReserved(id), "\(id)")
            // Only ids ending as no reserved id does skip the lookup.
            if SystemEntryIDs.isReserved(id) { #expect(SystemEntryIDs.mayEndReservedID(id.utf8.last!), "\(id)") }
        }
        #expect(!SystemEntryIDs.mayEndReservedID(UInt8(ascii: "e")))
        #expect(!SystemEntryIDs.mayEndReservedID(UInt8(ascii: "1")))
        #expect(!SystemEntryIDs.mayEndReservedID(0xE2))
    }

    /// Ids are registered by their bytes, but compared as `String`s: an id that is not ASCII can equal an ASCII
    /// one (the Kelvin sign is canonically `K`), and is then the same id, as before ids were read as bytes.
    @Test func idsThatAreEqualStringsAreOneIDWhateverTheirBytes() throws {
        let result = load("""
            screen s {
              stack { toolbar {
                item \u{212A}ey { title: "Kelvin" symbol: "thermometer" }
                item key { title: "Lower" symbol: "key" }
                item Key { title: "Key" symbol: "key" }
                item key { title: "Again" symbol: "key" }
              } }
            }
            """)
        let duplicates = result.diagnostics.filter { $0.id == "duplicate-id" }
        #expect(duplicates.map { result.source.location(of: $0.range.start).line } == [5, 6], "\(result.diagnostics.map(\.message))")
        guard case .stack(let stack) = try #require(result.spec.screens.first).root else { Issue.record("expected a stack"); return }
        #expect(stack.toolbar.items.map(\.title) == ["Kelvin", "Lower"])
    }

    /// Issue 18 (6): mistakes people coming from SwiftUI or UIKit make get one error each, whose fix is the
    /// spec's spelling from the shared API-name table.
    @Test(arguments: [
        ("priority: .high", "'.high' is how Swift code writes it; a spec writes 'priority: high'", "high"),
        ("placement: primaryAction", "'primaryAction' is how Swift code writes it; a spec writes 'placement: primary'", "primary"),
        ("placement: .primaryAction", "'.primaryAction' is how Swift code writes it; a spec writes 'placement: primary'", "primary"),
        ("badge: -1", "a badge count is a whole number from 0 to 1000000", nil),
    ] as [(String, String, String?)])
    func apiSpellingsGetOneError(_ attribute: String, _ message: String, _ fix: String?) throws {
        let result = load("screen s { stack { toolbar { item a { title: \"A\" symbol: \"a\" \(attribute) } } } }")
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == message)
        #expect(diagnostic.fixIt?.replacement == fix)
    }

    @Test func aBareSpacerDoesNotSwallowTheNextItem() {
        let result = load("""
            screen s {
              stack {
                toolbar {
                  spacer
                  item a { title: "A" symbol: "a" placement: nope }
                  spacer flexible
                  item b { title: "B" symbol: "b" }
                }
              }
            }
            """)
        #expect(result.diagnostics.map(\.id) == ["missing-name", "invalid-value"], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.last?.message.hasPrefix("'nope' is not a valid placement") == true)
    }

    @Test func idsDoNotStartWithADotOrADash() {
        let result = load("screen s { stack { toolbar { item .share { title: \"S\" symbol: \"s\" } } } }")
        #expect(result.diagnostics.map(\.message) == ["an id starts with a letter or '_', not '.'; write 'item share'"])
    }

    @Test func defaultsAndSettings() throws {
        let result = load("""
            screen s {
              sdk: 26.4
              compression: prefers-toolbar-items
              layout-direction: rtl
              immersive: true
              stack { back-button: true toolbar { item a { symbol: "a" priority: lower-than-high badge: 3 } } }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let screen = try #require(result.spec.screens.first)
        #expect(screen.settings.sdk == SDKVersion(26, 4))
        #expect(screen.settings.compression == .prefersToolbarItems)
        #expect(screen.settings.layoutDirection == .rtl)
        #expect(screen.settings.immersive)
        guard case .stack(let stack) = screen.root else { Issue.record("expected a stack"); return }
        #expect(stack.hasBackButton)
        let item = try #require(stack.toolbar.items.first)
        #expect(item.priority == VisibilityPriority(.high, .lowerThan))
        #expect(item.priority > .automatic && item.priority < .high)
        #expect(item.badge == .count(3))
        #expect(item.axis == .automatic && item.placement == .automatic)
    }

    @Test func groupsCarryTheirPriority() throws {
        let result = load("screen s { stack { toolbar { group edit { priority: high item a { symbol: \"a\" } } item b { symbol: \"b\" priority: high } } } }")
        #expect(result.diagnostics.isEmpty)
        guard case .stack(let stack) = try #require(result.spec.screens.first).root else { return }
        #expect(stack.toolbar.items.map(\.groupID) == ["edit", nil])
        #expect(stack.toolbar.groupPriority(of: stack.toolbar.items[0]) == .high)
        #expect(stack.toolbar.groupPriority(of: stack.toolbar.items[1]) == .high)
    }

    @Test func unknownWordsGetSuggestions() {
        let result = load("screen s { stack { toolbar { itme a { titel: \"A\" } item b { axis: horizontal } } } }")
        #expect(result.diagnostics.map(\.id) == ["unknown-block", "invalid-value"])
        #expect(result.diagnostics[0].message.contains("did you mean 'item'?"))
        #expect(result.diagnostics[1].message.contains("did you mean 'horizontal-only'?"))
        let attribute = load("screen s { stack { toolbar { item a { titel: \"A\" } } } }")
        #expect(attribute.diagnostics.map(\.id) == ["unknown-attribute"])
        #expect(attribute.diagnostics[0].fixIt?.replacement == "title")
    }

    @Test func semanticChecks() {
        #expect(ids("screen s { stack { toolbar { item a { } item a { } } } }") == ["duplicate-id"])
        #expect(ids("screen s { tab-view { selected: tolbar tab toolbar { } } }") == ["unknown-reference"])
        #expect(ids("screen s { stack { title: \"A\" title: \"B\" } }") == ["duplicate-attribute"])
        #expect(ids("screen s { stack { toolbar { overflow-menu { item a { placement: pinned-trailing } } } } }") == ["pinned-in-overflow-menu"])
        #expect(ids("screen s { stack { toolbar { item a { symbol: \"star\" image: \"star-gold\" } } } }") == ["symbol-and-image"])
        #expect(ids("screen s { stack { toolbar { item a { image: \"star-gold\" } } } }") == [])
        #expect(ids("screen s { tab-view { tab a { symbol: \"star\" image: \"star-gold\" } } }") == ["symbol-and-image"])
        #expect(ids("screen s { }") == ["missing-container"])
        #expect(ids("screen s { stack { } sheet { } }") == ["duplicate-block"])
        #expect(ids("screen s { stack { toolbar { item \"Share\" { } } } }") == ["invalid-name"])
        #expect(ids("screen s { stack { toolbar { item { } } } }") == ["missing-name"])
        #expect(ids("screen s { stack main { } }") == ["unexpected-name"])
        #expect(ids("screen s { stack { toolbar { spacer wide } } }") == ["invalid-value"])
        // Issue 18 (6): a negative badge is one error about its range, not a stray character and a lone number.
        #expect(ids("screen s { stack { toolbar { item a { badge: -1 } } } }") == ["value-out-of-range"])
        #expect(ids("screen s { sdk: banana stack { } }") == ["invalid-value"])
        #expect(ids("screen s { stack { toolbar { item a { title: Share } } } }") == ["invalid-value"])
        #expect(ids("screen s { title { } stack { } }") == ["misplaced-block"])
        #expect(ids("screen s { stack { toolbar: x } }") == ["misplaced-attribute"])
        #expect(ids("screen s { stack { } } screen s { stack { } }") == ["duplicate-id"])
        #expect(ids("item a { }") == ["unknown-block"])
        #expect(ids("scren s { }") == ["unknown-block"])
        #expect(ids("screen s { split-view { detail { } } }") == ["missing-column"])
        #expect(ids("screen s { device: duo stack { } }") == ["unknown-reference"])
    }

    @Test func devicesExtendBuiltIns() throws {
        let result = load("""
            device tall-duo {
              base: iphone-duo
              posture closed { height: 720 }
              posture flexed { base: open-landscape width: 900 }
              obstruction banner { strip-reduction: 60 }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let device = try #require(result.spec.devices.first)
        #expect(device.posture("closed")?.windowHeight == 720)
        #expect(device.posture("closed")?.statusClusterLength == 170)
        #expect(device.posture("flexed")?.windowWidth == 900)
        #expect(device.posture("flexed")?.windowHeight == 669)
        #expect(device.postures.map(\.id) == ["closed", "closed-landscape", "open-landscape", "open-portrait", "flexed"])
        #expect(device.obstruction("banner")?.stripReduction == 60)
    }

    /// A posture that cannot be read reports what is wrong with it, once: not also that the device has no
    /// postures, nor that a screen naming the device names an unknown one, nor a check against the placeholder
    /// height the refused value left (exploratory review: "not less than height 1").
    @Test func aBrokenPostureIsReportedOnce() {
        let screen = "screen s { device: d stack { title: \"S\" } }\n"
        #expect(ids("device d { posture p { width: 400 } }\n" + screen) == ["missing-attribute"])
        #expect(ids("device d { posture p { display: outer orientation: portrait width: 200 height: 50 bars: vertical } }\n" + screen) == ["value-out-of-range"])
        #expect(ids("device d { posture p { display: outer orientation: portrait width: 200 height: 100 bars: vertical status-cluster: 50 bottom-inset: 50 } }\n" + screen) == ["value-out-of-range"])
        #expect(ids("device d { }\n" + screen) == ["empty-device"])
    }

    /// Sizes that do not fit together put frames outside their bar or the window: an item above the window in a
    /// 100-pt posture, entries wider than the strip, a strip wider than the window (exploratory review). Each is
    /// refused on the posture's name; the sizes at their limits are accepted.
    @Test func sizesThatDoNotFitTogetherAreRefused() throws {
        let vertical = "display: outer orientation: portrait bars: vertical"
        #expect(ids("device d { base: iphone-duo posture closed { entry-length: 200 } }") == ["value-out-of-range"])
        #expect(ids("device d { base: iphone-duo posture closed { entry-length: 84 } }").isEmpty)
        #expect(ids("device d { posture p { \(vertical) width: 150 height: 700 strip-width: 300 } }") == ["value-out-of-range"])
        #expect(ids("device d { posture p { \(vertical) width: 150 height: 700 strip-width: 66 entry-length: 52 } }").isEmpty)
        // Beside the strip, room for one entry between a top bar's margins (a principal title stays there).
        let crowded = load("device d { posture p { \(vertical) width: 150 height: 700 strip-width: 67 entry-length: 52 } }")
        #expect(crowded.diagnostics.map(\.message) == ["posture 'p' leaves too little room beside its strip for an entry between a top bar's margins: width 150 − strip-width 67 = 83 is less than 2 × bar-margin 16 + entry-length 52; lower strip-width, bar-margin or entry-length, or raise width"])
        #expect(ids("device d { posture p { display: outer orientation: portrait width: 300 height: 100 bars: horizontal } }") == ["value-out-of-range"])
        let fits = load("device d { posture p { display: outer orientation: portrait width: 300 height: 104 bars: horizontal bottom-inset: 0 } }")
        #expect(fits.diagnostics.isEmpty, "\(fits.diagnostics.map(\.message))")
        let tooShort = load("device d { posture p { display: outer orientation: portrait width: 300 height: 100 bars: horizontal } }")
        #expect(tooShort.diagnostics.first?.message == "posture 'p' is too short for a top and a bottom bar: top-inset 0 + 2 × bar-height 52 + bottom-inset 34 = 138 is more than height 100; raise height or lower the insets or bar-height")
    }

    /// Two more (a random-device check of every frame against its bar and window): margins that meet across a
    /// horizontal bar gave its tabs no width, and a vertical posture's `horizontal-top-inset` was not counted
    /// in the room for a top and a bottom bar.
    @Test func horizontalBarsNeedRoomAcrossAndTheirOwnTopInset() throws {
        let horizontal = "display: inner orientation: portrait height: 415 bars: horizontal"
        #expect(ids("device d { posture p { \(horizontal) width: 680 bar-margin: 371 } }") == ["value-out-of-range"])
        #expect(ids("device d { posture p { \(horizontal) width: 680 bar-margin: 314 entry-length: 52 } }").isEmpty)
        let narrow = load("device d { posture p { \(horizontal) width: 680 bar-margin: 315 entry-length: 52 } }")
        #expect(narrow.diagnostics.first?.message == "posture 'p' is too narrow for an entry between a horizontal bar's margins: 2 × bar-margin 315 + entry-length 52 = 682 is more than width 680; lower bar-margin or entry-length, or raise width")
        let vertical = "display: outer orientation: portrait width: 400 height: 300 bars: vertical bottom-inset: 34"
        #expect(ids("device d { posture p { \(vertical) horizontal-top-inset: 162 } }").isEmpty)
        let tall = load("device d { posture p { \(vertical) horizontal-top-inset: 163 } }")
        #expect(tall.diagnostics.first?.message == "posture 'p' is too short for a top and a bottom bar: horizontal-top-inset 163 + 2 × bar-height 52 + bottom-inset 34 = 301 is more than height 300; raise height or lower the insets or bar-height")
    }

    /// Grammar.md: inside one device, posture and obstruction ids share one namespace, including the ones the
    /// base device gives (`--posture keyboard` and `closed+closed` were accepted).
    @Test func postureAndObstructionIdsShareANamespace() {
        #expect(ids("device d { base: iphone-duo posture keyboard { base: closed } }") == ["duplicate-id"])
        #expect(ids("device d { base: iphone-duo obstruction closed { strip-reduction: 10 } }") == ["duplicate-id"])
        #expect(ids("device d { base: iphone-duo posture flexed { base: closed } obstruction banner { strip-reduction: 10 } }").isEmpty)
    }

    @Test func standaloneDeviceNeedsCompletePostures() {
        #expect(ids("device d { posture p { width: 400 } }") == ["missing-attribute"])
        #expect(ids("device d { posture p { display: single orientation: portrait width: 400 height: 800 bars: horizontal } }").isEmpty)
        #expect(ids("device d { base: iphone-do }") == ["unknown-reference"])
        #expect(ids("device d { base: iphone posture portrait { width: 5 } }") == ["value-out-of-range"])
    }
}
