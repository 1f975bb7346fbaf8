import BarDiff
import BarModel
import BarSolver
import Testing

@Suite("Posture diff on the duo sample")
struct PostureDiffTests {
    /// platform.md C1 → C2: opening the device moves Automatic out of the overflow menu into the vertical bar,
    /// right after Done; Vertical Preferred stays in the menu (it only moves up one row there).
    @Test func closedToOpenLandscapeMovesAutomaticIntoTheVerticalBar() throws {
        let diff = try DiffFixtures.postureDiff(DiffFixtures.sample("toolbar"), "closed", "open-landscape")
        #expect(diff.status == .changed)
        let step = try #require(diff.steps.first)
        #expect(step.label == "closed → open-landscape")
        #expect(DiffFixtures.lines(step.changes) == ["moved item automatic overflow #1 → vertical #2"])
        #expect(step.changes.orders.isEmpty)

        let moved = try #require(step.changes.entries.first)
        #expect(moved.before == EntryPlace(bar: .overflow, barID: "overflow", index: 0))
        #expect(moved.after == EntryPlace(bar: .vertical, barID: "vertical", index: 1))
        #expect(moved.title == "Automatic")

        let vertical = try #require(step.changes.entries.first { $0.key == EntryKey(kind: .item, id: "vertical") })
        #expect(vertical.change == .shifted)
        #expect(vertical.before?.bar == .overflow)
        #expect(vertical.after?.bar == .overflow)
        #expect(diff.summary == "1 moved")
    }

    @Test func theReverseDirectionMovesAutomaticBack() throws {
        let diff = try DiffFixtures.postureDiff(DiffFixtures.sample("toolbar"), "open-landscape", "closed")
        #expect(DiffFixtures.lines(diff.steps[0].changes) == ["moved item automatic vertical #2 → overflow #1"])
    }

    @Test func defaultPairsAreNeighbouringPosturesInDeviceOrder() throws {
        let pairs = DiffBuilder.neighbouringPairs(of: DiffFixtures.duo)
        #expect(pairs.map { "\($0.0.name)→\($0.1.name)" } == [
            "closed→closed-landscape", "closed-landscape→open-landscape", "open-landscape→open-portrait",
        ])
        let diff = DiffBuilder.postureDiff(try DiffFixtures.sample("toolbar"), device: DiffFixtures.duo, pairs: pairs)
        #expect(diff.steps.map(\.label) == [
            "closed → closed-landscape", "closed-landscape → open-landscape", "open-landscape → open-portrait",
        ])

        // The shortest strip cannot hold the whole tab bar beside the pinned Done (388 of its 325 pt), and pinned
        // items do not overflow (P24), so the tabs collapse under compression automatic too [M]; Done stays, and
        // Share joins the other items in the menu (the shorter strip overflows sooner: P4, P28).
        let first = diff.steps[0].changes
        #expect(DiffFixtures.lines(first) == [
            "moved item share vertical #2 → overflow #3",
            "moved tab hinge vertical #4 → collapsed #1",
            "moved tab layout vertical #5 → collapsed #2",
            "moved tab arrangement vertical #6 → collapsed #3",
            "moved tab regions vertical #7 → collapsed #4",
            "moved tab toolbar vertical #8 → collapsed #5",
            "appeared tab-button tab-button — → vertical #3",
        ])
        #expect(!first.entries.contains { $0.key.id == "done" })
        let second = diff.steps[1].changes
        #expect(second.counts.summary == "7 moved, 1 disappeared")
        #expect(DiffFixtures.lines(second).last == "disappeared tab-button tab-button vertical #3 → —")

        // Unfolding to portrait makes every bar horizontal (P1).
        let third = diff.steps[2].changes
        #expect(third.barsVerticalBefore && !third.barsVerticalAfter)
        #expect(DiffFixtures.lines(third).prefix(5) == [
            "moved item automatic vertical #2 → top #1",
            "moved item vertical overflow #1 → top #3",
            "moved item share vertical #3 → top #4",
            "moved overflow-button overflow vertical #4 → top #5",
            "moved item done vertical #1 → top #6",
        ])
        #expect(third.entries.contains { $0.key.id == "hinge" && $0.after?.label == "tab-bar #1" })
        #expect(diff.summary == "23 moved, 1 appeared, 1 disappeared")
        #expect(diff.counts.moved == 23)
    }

    @Test func samePostureOnBothSidesHasNoChanges() throws {
        let diff = try DiffFixtures.postureDiff(DiffFixtures.sample("toolbar"), "closed", "closed")
        #expect(diff.status == .unchanged)
        #expect(diff.steps[0].changes.isEmpty)
        #expect(diff.summary == "no changes")
    }

    /// P10: a keyboard item shows only while the keyboard is up.
    @Test func hiddenEntriesAppearWhenTheirBarExists() throws {
        let text = DiffFixtures.replacing(
            try DiffFixtures.sampleText("toolbar"), "          overflow-menu {",
            with: "          item find { title: \"Find\" symbol: \"magnifyingglass\" placement: keyboard }\n          overflow-menu {")
        let diff = try DiffFixtures.postureDiff(DiffFixtures.screen(text), "open-portrait", "open-portrait+keyboard")
        let find = try #require(diff.steps[0].changes.entries.first { $0.key.id == "find" })
        #expect(find.change == .appeared)
        #expect(find.before?.label == "hidden")
        #expect(find.after?.isShown == true)

        let back = try DiffFixtures.postureDiff(DiffFixtures.screen(text), "open-portrait+keyboard", "open-portrait")
        let gone = try #require(back.steps[0].changes.entries.first { $0.key.id == "find" })
        #expect(gone.change == .disappeared)
        #expect(gone.after == EntryPlace(bar: .hidden, barID: nil, index: nil))
    }

    /// P15: a screen without a navigation bar has no top bar once bars are horizontal, so its items leave.
    @Test func itemsDisappearWithoutANavigationBar() throws {
        let text = DiffFixtures.replacing(
            try DiffFixtures.sampleText("toolbar"), "compression: automatic", with: "compression: automatic\n  navigation-bar: hidden")
        let diff = try DiffFixtures.postureDiff(DiffFixtures.screen(text), "open-landscape", "open-portrait")
        let automatic = try #require(diff.steps[0].changes.entries.first { $0.key.id == "automatic" })
        #expect(automatic.change == .disappeared)
        #expect(automatic.before?.label == "vertical #2")
        #expect(automatic.after?.label == "hidden")
    }

    @Test func obstructionsAreComparedLikePostures() throws {
        let diff = try DiffFixtures.postureDiff(DiffFixtures.sample("toolbar"), "closed", "closed+keyboard")
        #expect(diff.steps[0].label == "closed → closed+keyboard")
        // A keyboard takes 200 pt of the strip (P4): something must leave the vertical bar.
        #expect(diff.steps[0].changes.entries.contains { $0.before?.bar == .vertical && $0.after?.bar != .vertical })
    }

    @Test func resultsAreDeterministic() throws {
        let screen = try DiffFixtures.sample("toolbar")
        let pairs = DiffBuilder.neighbouringPairs(of: DiffFixtures.duo)
        let first = DiffBuilder.postureDiff(screen, device: DiffFixtures.duo, pairs: pairs)
        let second = DiffBuilder.postureDiff(try DiffFixtures.sample("toolbar"), device: DiffFixtures.duo, pairs: pairs)
        #expect(first == second)
        let spec = SpecDiff(mode: .postures, old: nil, new: "toolbar.bar", screens: [first])
        #expect(DiffJSON.render(spec) == DiffJSON.render(SpecDiff(mode: .postures, old: nil, new: "toolbar.bar", screens: [second])))
    }
}
