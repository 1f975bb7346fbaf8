@testable import BarDiff
import BarModel
import BarSolver
import Testing

@Suite("Version diff")
struct VersionDiffTests {
    /// C1/C2 → C5: switching compression to prefers-toolbar-items lists the setting first, then its effects:
    /// tabs fold into the tab button and toolbar items take their room in the vertical bar.
    @Test func prefersToolbarItemsCollapsesTabsAfterTheSettingChange() throws {
        let diff = DiffFixtures.versionDiff(try DiffFixtures.sample("toolbar"), try DiffFixtures.sample("toolbar-prefers-toolbar-items"))
        #expect(diff.declarations == [
            DeclarationChange(kind: .setting, subject: "screen", attribute: "compression", before: "automatic", after: "prefers-toolbar-items")
        ])
        #expect(diff.steps.map(\.label) == ["closed", "closed-landscape", "open-landscape", "open-portrait"])
        let closed = try DiffFixtures.step(diff, "closed")
        #expect(DiffFixtures.lines(closed.changes) == [
            "moved item automatic overflow #1 → vertical #2",
            "moved item vertical overflow #2 → vertical #3",
            "moved item delete overflow #3 → vertical #5",
            "moved tab hinge vertical #4 → collapsed #1",
            "moved tab layout vertical #5 → collapsed #2",
            "moved tab arrangement vertical #6 → collapsed #3",
            "moved tab regions vertical #7 → collapsed #4",
            "moved tab toolbar vertical #8 → collapsed #5",
            "appeared tab-button tab-button — → vertical #7",
        ])
        // In closed-landscape the tabs collapse under automatic compression already: Done is pinned, does not
        // overflow (P24), and the whole tab bar cannot stand beside it (388 of 325 pt) [M]. Under automatic the
        // other items stay in the menu; preferring toolbar items gives them the tab button's room (P29), so
        // Automatic and Share come into the bar. Horizontal bars in open-portrait have no compression.
        let closedLandscape = try DiffFixtures.step(diff, "closed-landscape")
        #expect(DiffFixtures.lines(closedLandscape.changes).prefix(2) == [
            "moved item automatic overflow #1 → vertical #2", "moved item share overflow #3 → vertical #3",
        ])
        #expect(try DiffFixtures.step(diff, "open-portrait").changes.isEmpty)
        #expect(try DiffFixtures.step(diff, "open-landscape").changes.counts.summary == "7 moved, 1 appeared")
        #expect(diff.summary == "1 setting changed; placements change in closed, closed-landscape, open-landscape: 9 moved, 1 appeared")
    }

    @Test func disablingTheVerticalBarIsASettingThatMovesEverything() throws {
        let diff = DiffFixtures.versionDiff(try DiffFixtures.sample("toolbar"), try DiffFixtures.sample("toolbar-vertical-disabled"))
        #expect(diff.declarations.map(\.attribute) == ["vertical-behavior"])
        let closed = try DiffFixtures.step(diff, "closed")
        #expect(closed.changes.barsVerticalBefore && !closed.changes.barsVerticalAfter)
        // C1 → C3: Automatic comes out of the menu into the top bar, Horizontal Only goes into the menu.
        #expect(closed.changes.entries.contains { $0.key.id == "automatic" && $0.after?.label == "top #1" })
        #expect(closed.changes.entries.contains { $0.key.id == "horizontal" && $0.after?.label == "overflow #1" })
        #expect(try DiffFixtures.step(diff, "open-portrait").changes.isEmpty)
    }

    /// In open-landscape the strip holds Done and two toolbar items: a high-priority Delete takes Automatic's place.
    @Test func raisingAPriorityMovesItemsIn() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        let new = DiffFixtures.replacing(old, "symbol: \"trash\" priority: low", with: "symbol: \"trash\" priority: high")
        let diff = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        #expect(diff.declarations == [
            DeclarationChange(
                kind: .changed, subject: "item delete", entry: EntryKey(kind: .item, id: "delete"), attribute: "priority",
                before: "low", after: "high")
        ])
        // Share keeps its place relative to Done and the tabs: it only shifts up, which text leaves out.
        let open = try DiffFixtures.step(diff, "open-landscape")
        #expect(DiffFixtures.lines(open.changes) == [
            "moved item delete overflow #2 → vertical #3",
            "moved item automatic vertical #2 → overflow #1",
        ])
        #expect(open.changes.entries.contains { $0.key.id == "share" && $0.change == .shifted && $0.after?.label == "vertical #2" })
        // closed holds only one toolbar item: Share and Delete are both high, and Delete is further from the start.
        #expect(try DiffFixtures.step(diff, "closed").changes.reported.isEmpty)
        #expect(diff.summary.hasPrefix("1 attribute changed; placements change in "))
    }

    @Test func aNewTitleWithTheSameIDIsARename() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        let new = DiffFixtures.replacing(old, "title: \"Share\"", with: "title: \"Send\"")
        let diff = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        #expect(diff.declarations == [
            DeclarationChange(
                kind: .renamed, subject: "item share", entry: EntryKey(kind: .item, id: "share"), attribute: "title",
                before: "\"Share\"", after: "\"Send\"")
        ])
        #expect(diff.steps.allSatisfy { $0.changes.isEmpty })
        #expect(diff.status == .changed)
        #expect(diff.summary == "1 renamed; no placement changes")
    }

    /// A title is spelled as a spec writes it, escapes and all: a quote inside it used to come out bare, and a
    /// control character raw, acting on the terminal (`"A "q" \u{1B}[2J"`).
    @Test func renamedTitlesAreSpelledAsInASpec() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        let new = DiffFixtures.replacing(old, "title: \"Share\"", with: "title: \"Sh \\\"q\\\" \\u{1B}[2J\\u{85}\"")
        let diff = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        #expect(diff.declarations.map(\.after) == ["\"Sh \\\"q\\\" \\u{1B}[2J\\u{85}\""])
        let markdown = DiffMarkdown.render(diff, mode: .versions)
        #expect(!markdown.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(DiffMarkdown.escape("bell\u{7} esc\u{1B}") == "bell\\u{7} esc\\u{1B}")
    }

    @Test func addedAndRemovedItemsAreListedAsSuch() throws {
        let old = try DiffFixtures.sampleText("toolbar-vertical-disabled")
        var new = DiffFixtures.replacing(
            old, "item delete { title: \"Delete\" symbol: \"trash\" priority: low }\n", with: "")
        new = DiffFixtures.replacing(
            new, "item done {", with: "item archive { title: \"Archive\" symbol: \"archivebox\" priority: high }\n          item done {")
        let diff = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        #expect(diff.declarations == [
            DeclarationChange(kind: .added, subject: "item archive", entry: EntryKey(kind: .item, id: "archive"), before: nil, after: "\"Archive\""),
            DeclarationChange(kind: .removed, subject: "item delete", entry: EntryKey(kind: .item, id: "delete"), before: "\"Delete\"", after: nil),
        ])
        // C4 (open-landscape, vertical disabled): Delete was the fifth item in the top bar; Archive is now shown.
        let open = try DiffFixtures.step(diff, "open-landscape")
        let removed = try #require(open.changes.entries.first { $0.key.id == "delete" })
        #expect(removed.change == .removed)
        #expect(removed.before?.label == "top #5")
        #expect(removed.after == nil)
        let added = try #require(open.changes.entries.first { $0.key.id == "archive" })
        #expect(added.change == .added)
        #expect(added.before == nil)
        #expect(added.after?.bar == .top)
        // Every posture lists the removal, even where Delete sat in the overflow menu.
        for step in diff.steps {
            #expect(step.changes.entries.contains { $0.key.id == "delete" && $0.change == .removed })
            #expect(step.changes.entries.contains { $0.key.id == "archive" && $0.change == .added })
        }
        #expect(diff.summary.hasPrefix("1 added, 1 removed; placements change in closed, closed-landscape, open-landscape, open-portrait: "))
        // Counted once each, though every posture lists them.
        #expect(diff.counts.added == 1)
        #expect(diff.counts.removed == 1)
    }

    /// The text of the block starting at `head` through its closing brace.
    static func blockRange(_ head: String, in text: String) -> Range<String.Index>? {
        guard let start = text.range(of: head) else { return nil }
        var depth = 0
        var index = start.lowerBound
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return start.lowerBound..<text.index(after: index) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Declaring Automatic after Share reorders C4's top bar: an order change among entries that stayed.
    @Test func declarationOrderChangesAreReportedWithTheirReordering() throws {
        let old = try DiffFixtures.sampleText("toolbar-vertical-disabled")
        // Move the whole `item automatic` block (one line or several, however the file is formatted) to just
        // after the `item share` block.
        let automatic = try #require(Self.blockRange("item automatic {", in: old))
        let moved = String(old[automatic])
        var new = old
        new.removeSubrange(automatic)
        let share = try #require(Self.blockRange("item share {", in: new))
        new.insert(contentsOf: "\n" + moved, at: share.upperBound)
        let diff = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        #expect(diff.declarations == [
            DeclarationChange(
                kind: .reordered, subject: "items of tab toolbar › stack › toolbar", attribute: "order",
                before: "automatic, horizontal, vertical, share, delete, done, export",
                after: "horizontal, vertical, share, automatic, delete, done, export")
        ])
        let open = try DiffFixtures.step(diff, "open-landscape")
        let order = try #require(open.changes.orders.first)
        #expect(order.container == "top")
        #expect(order.before.map(\.key.id) == ["automatic", "horizontal", "vertical", "share", "delete", "overflow", "done"])
        #expect(order.after.map(\.key.id) == ["horizontal", "vertical", "share", "automatic", "delete", "overflow", "done"])
        // Only Automatic is out of order; the others shift.
        #expect(DiffFixtures.lines(open.changes) == ["reordered item automatic top #1 → top #4"])
        #expect(open.changes.counts.summary == "1 reordered, order changed in top")
        // In closed the top bar holds two items: Automatic leaves for the menu and Horizontal Only comes in.
        #expect(DiffFixtures.lines(try DiffFixtures.step(diff, "closed").changes) == [
            "moved item horizontal overflow #1 → top #1",
            "moved item automatic top #1 → overflow #2",
        ])
    }

    @Test func identicalVersionsAreUnchanged() throws {
        let diff = DiffFixtures.versionDiff(try DiffFixtures.sample("toolbar"), try DiffFixtures.sample("toolbar"))
        #expect(diff.status == .unchanged)
        #expect(diff.declarations.isEmpty)
        #expect(diff.summary == "no changes")
    }

    @Test func screensOnlyOneSideHasAreAddedOrRemoved() throws {
        let screen = try DiffFixtures.sample("toolbar")
        let duo = DiffFixtures.duo
        #expect(DiffBuilder.versionDiff(old: nil, new: screen, oldDevice: duo, newDevice: duo).status == .added)
        #expect(DiffBuilder.versionDiff(old: screen, new: nil, oldDevice: duo, newDevice: duo).status == .removed)
    }

    @Test func containerSettingsAndDeviceNumbersAreSettings() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        let new = DiffFixtures.replacing(old, "      stack {\n        title: \"Toolbar\"", with: "      stack {\n        title: \"Toolbar\"\n        compression: prefers-toolbar-items")
        let diff = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        #expect(diff.declarations == [
            DeclarationChange(kind: .setting, subject: "tab toolbar › stack", attribute: "compression", before: "inherit", after: "prefers-toolbar-items")
        ])

        var device = DiffFixtures.duo
        device.postures[0].statusClusterLength = 120
        let changes = DeclarationComparison.compare(try DiffFixtures.screen(old), try DiffFixtures.screen(old), oldDevice: DiffFixtures.duo, newDevice: device)
        #expect(changes == [
            DeclarationChange(kind: .setting, subject: "device iphone-duo › posture closed", attribute: "status-cluster", before: "170", after: "120")
        ])
    }
}
