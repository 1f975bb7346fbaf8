import BarModel
import BarSolver
import Testing

/// [S2]: groups adjust the spacing to their neighbouring groups. Neighbouring declared groups are `group-gap`
/// (12) apart on both axes, and that room counts when a bar is fitted (docs/geometry.md) [M]. P18 keeps items in
/// their original groups; P20 asks for groups rather than spacers.
@Suite("Gaps between declared groups")
struct GroupBoundariesTests {
    static func grouped(_ layout: [(String, String?)]) -> [ToolbarItem] {
        layout.map { id, group in Fixtures.item(id, group: group) }
    }

    static let groups = [ToolbarGroup(id: "g1"), ToolbarGroup(id: "g2")]

    /// closed: 474 pt of strip. Nine entries take 468 and fitted before; with the 12 pt between g1 and g2 they
    /// need 480, so the last of g2 leave (P22) until seven items and `…` fit: 8 × 52 + 12 = 428.
    @Test("groups keep their distance in the vertical bar: neighbouring declared groups are 12 pt apart and that room counts (P18, [S2])")
    func groupsKeepTheirDistanceInTheVerticalBar() throws {
        let items = Self.grouped([("a0", "g1"), ("a1", "g1"), ("a2", "g1"), ("a3", "g1"), ("b0", "g2"), ("b1", "g2"), ("b2", "g2"), ("b3", "g2"), ("b4", "g2")])
        let screen = Fixtures.stackScreen(items, groups: Self.groups)
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "vertical") == ["a0", "a1", "a2", "a3", "b0", "b1", "b2", "…"])
        #expect(placement.entry("b3")?.bar == .overflow)
        #expect(placement.entry("b4")?.bar == .overflow)
        let a3 = try #require(placement.entry("a3")?.frame)
        let b0 = try #require(placement.entry("b0")?.frame)
        let a2 = try #require(placement.entry("a2")?.frame)
        #expect(b0.minY - a3.maxY == 12)
        #expect(a3.minY == a2.maxY)
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
    }

    /// open-portrait: a trailing side of 318.5 pt; g1, g2 and an item outside any group are 12 pt apart, items of
    /// one group touch. closed with the vertical bar off: 217 pt per side; four entries (208) fitted before, with
    /// the gap they need 220, so g2 leaves for the menu.
    @Test("groups keep their distance in horizontal bars: neighbouring declared groups are 12 pt apart and that room counts ([S2])")
    func groupsKeepTheirDistanceInHorizontalBars() throws {
        let spaced = Self.grouped([("a0", "g1"), ("a1", "g1"), ("b0", "g2"), ("c", nil)])
        let portrait = Fixtures.solve(Fixtures.stackScreen(spaced, groups: Self.groups), "open-portrait")
        #expect(portrait.ids(in: "top") == ["a0", "a1", "b0", "c"])
        let a0 = try #require(portrait.entry("a0")?.frame)
        let a1 = try #require(portrait.entry("a1")?.frame)
        let b0 = try #require(portrait.entry("b0")?.frame)
        let c = try #require(portrait.entry("c")?.frame)
        #expect(a1.minX == a0.maxX)
        #expect(b0.minX - a1.maxX == 12)
        #expect(c.minX - b0.maxX == 12)
        #expect(c.maxX == 669 - 16)

        let tight = Self.grouped([("a0", "g1"), ("a1", "g1"), ("b0", "g2"), ("b1", "g2")])
        let screen = Fixtures.stackScreen(tight, groups: Self.groups, settings: ScreenSettings(verticalBehavior: .disabled))
        let closed = Fixtures.solve(screen, "closed")
        #expect(closed.ids(in: "top") == ["a0", "a1", "…"])
        #expect(closed.entry("b0")?.bar == .overflow)
        #expect(PlacementInvariants.problems(closed, for: screen).isEmpty)
        // The change note says the room in points with the gap counted, not "fits 4 entries and needs 4".
        let b1 = try #require(closed.entry("b1"))
        #expect(b1.trail.contains { $0.topic == .change && $0.text.contains("has 217 pt and its 4 entries need 220 pt (1 gap of 12 pt between declared groups)") })
    }
}
