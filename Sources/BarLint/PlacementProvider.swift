import BarModel
import BarSolver

/// Where placement rules get their placements from: the solver, or in tests anything that answers the same
/// question. It is a value so a `LintContext` can be built without touching the solver at all.
public struct PlacementProvider: Sendable {
    public let solve: @Sendable (Screen, Device, PostureSelection) -> Placement
    /// The same for a screen already outlined, in every posture lint checks at once, in order: lint solves each
    /// screen in a dozen postures (every posture, with and without each obstruction) and outlines it once for
    /// all of them and for its rules, where `Solver.solve(_ screen:…)` would outline it again for every posture;
    /// and the solver shares between the selections of one posture what no obstruction changes.
    public let solveOutlined: @Sendable (ScreenOutline, Device, [PostureSelection]) -> [Placement]

    public init(_ solve: @escaping @Sendable (Screen, Device, PostureSelection) -> Placement) {
        self.solve = solve
        self.solveOutlined = { outline, device, postures in postures.map { solve(outline.screen, device, $0) } }
    }

    private init(
        _ solve: @escaping @Sendable (Screen, Device, PostureSelection) -> Placement,
        outlined: @escaping @Sendable (ScreenOutline, Device, [PostureSelection]) -> [Placement]
    ) {
        self.solve = solve
        self.solveOutlined = outlined
    }

    /// The real solver, in the screen's own layout direction. Rules read where entries land and why hidden ones
    /// are hidden (`HiddenReason`, stored either way), never the words, so the explanations are made only if
    /// something reads them (`Solver.Explanations.whenRead`). Reading an entry's pane, symbol, badge or what
    /// it collapsed into, for an entry that is not hidden, costs that placement a second, explaining solve
    /// (once, then kept) under a lock its screen's postures share: a rule that reads those of every posture
    /// doubles lint's solving.
    public static let solver = PlacementProvider(
        { screen, device, posture in Solver.solve(screen, device: device, posture: posture, layoutDirection: nil, explanations: .whenRead) },
        outlined: { outline, device, postures in
            Solver.solve(outline, device: device, postures: postures, layoutDirection: nil, explanations: .whenRead)
        })
}

/// One posture's placement of one screen.
///
/// A class, though it never changes: rules filter, map and pass these around for every item of every screen,
/// and a copy of the struct retained each of the placement's references (a copy is now one retain).
public final class PosturePlacement: Sendable {
    public let selection: PostureSelection
    public let placement: Placement
    /// Where each declared item's entry is in `placement.entries`, for a placement of more than
    /// `scanLimit` entries. Rules look items up by id, often for every pair of items in every posture; a search
    /// through the entries made that cubic in the size of a toolbar. A typical screen has a few dozen entries
    /// (its hidden tabs' items among them), its rules look up a handful of them, and lint solves it a dozen
    /// times: there comparing short ids in a scan costs less than hashing every id into a table (lint of the
    /// bench's files: 2.7 M fewer instructions in 100 files with tables from 64 entries than from 24).
    private let itemEntries: ItemEntries?
    static let scanLimit = 64

    /// Takes the selection and the placement over (moved in, not copied, when the caller gives them up).
    /// `sharing` numbers the screen's item ids once for all its postures (`ItemNumbers`).
    public init(selection: consuming PostureSelection, placement: consuming Placement, sharing numbers: ItemNumbers? = nil) {
        self.name = selection.name
        self.selection = consume selection
        self.placement = consume placement
        let entries = self.placement.entries
        guard entries.count > Self.scanLimit else {
            self.itemEntries = nil
            return
        }
        self.itemEntries = numbers.flatMap { ItemEntries(entries, numbers: $0) } ?? ItemEntries(entries)
    }

    /// The entry of a declared item (the first with the id).
    public func item(_ id: String) -> PlacedEntry? {
        itemIndex(id).map { placement.entries[$0] }
    }

    /// What `read` finds in the entry of a declared item (the first with the id), read where the entry is
    /// stored: rules ask one or two things of an entry (its bar, its place), and `item(_:)` copies the whole of
    /// it, retaining and releasing its strings and details, for each of them.
    public func withItem<Result>(_ id: String, _ read: (borrowing PlacedEntry) -> Result) -> Result? {
        guard let index = itemIndex(id) else { return nil }
        return placement.entries.withUnsafeBufferPointer { read($0[index]) }
    }

    /// Where the entry of a declared item is in `placement.entries`.
    private func itemIndex(_ id: String) -> Int? {
        if let itemEntries { return itemEntries.index(id) }
        return placement.entries.firstIndex { $0.kind == .item && $0.id == id }
    }

    /// The posture's name as people write it (`closed`, `open-landscape`), made once: rules name postures in
    /// every finding, and `selection.name` joins the ids anew each time.
    public let name: String
}
