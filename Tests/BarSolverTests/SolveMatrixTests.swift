import BarModel
import Testing

@testable import BarSolver

@Suite struct SolveMatrixTests {
    /// Twelve items and a back button: the closed strip has no room for all of them (P25 adds `…`), the open
    /// portrait posture shows its bars horizontally (P2).
    private let screen = Fixtures.stackScreen(Fixtures.items(12), hasBackButton: true)
    private let postures = ["closed", "open-portrait"]

    private var placements: [Placement] { postures.map { Fixtures.solve(screen, $0) } }

    @Test func rowsAreTheDeclaredItemsThenSystemControlsInTheOrderTheyFirstAppear() {
        let placements = placements
        let matrix = SolveMatrix(screen: screen, placements: placements)
        #expect(matrix.columns == postures)
        let itemRows = matrix.rows.prefix(12).map(\.id)
        #expect(itemRows == (0..<12).map { "item\($0)" })
        var controls: [String] = []
        for placement in placements {
            for entry in placement.entries where entry.kind != .item && !controls.contains(entry.id) { controls.append(entry.id) }
        }
        #expect(matrix.rows.dropFirst(12).map(\.id) == controls)
        #expect(controls.contains("back") && controls.contains("overflow"))
    }

    @Test func eachCellIsThePostureFirstEntryOfItsKindAndID() throws {
        let placements = placements
        let matrix = SolveMatrix(screen: screen, placements: placements)
        for (row, shown) in matrix.rows.enumerated() {
            for (column, placement) in placements.enumerated() {
                let expected = placement.entry(shown.id, kind: shown.kind)
                #expect(shown.entries[column] == expected)
                #expect(matrix.rows.entry(row: row, column: column) == expected)
                #expect(shown.cells[column] == (expected.map(PlacementCell.text(for:)) ?? PlacementCell.absent))
            }
            let first = try #require(shown.entries.compactMap { $0 }.first)
            #expect(shown.title == first.title)
        }
    }

    @Test func aControlOnePostureDoesNotShowHasNoEntryThere() throws {
        // Three items fit every bar, so only a posture given a crowded screen shows `…`.
        let crowded = Fixtures.solve(screen, "closed")
        let roomy = Fixtures.solve(Fixtures.stackScreen(Fixtures.items(3)), "open-portrait")
        let matrix = SolveMatrix(screen: screen, placements: [crowded, roomy])
        let overflow = try #require(matrix.rows.first { $0.kind == .overflowButton })
        #expect(overflow.entries[0] != nil)
        #expect(overflow.entries[1] == nil)
        #expect(overflow.cells[1] == PlacementCell.absent)
        // item5 is declared by the screen but not by the roomy one: a cell of its own posture only.
        let fifth = try #require(matrix.rows.first { $0.id == "item5" })
        #expect(fifth.entries[1] == nil)
    }

    @Test func withoutPlacementsThereAreNoRows() {
        #expect(SolveMatrix(screen: screen, placements: []).rows.isEmpty)
    }

    @Test func matricesAreEqualWhenTheirRowsReadTheSame() {
        let placements = placements
        let one = SolveMatrix(screen: screen, placements: placements)
        let again = SolveMatrix(screen: screen, placements: placements)
        #expect(one == again)
        #expect(one.hashValue == again.hashValue)
        #expect(one != SolveMatrix(screen: screen, placements: Array(placements.prefix(1))))
    }
}
