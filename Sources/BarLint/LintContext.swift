import BarDiagnostics
import BarModel
import BarSolver
import BarSyntax

/// What a rule may read about one file: the loaded spec and its syntax tree, the outline of each screen,
/// and — computed on first request and then shared by every rule — the solver's placement of each screen in
/// every posture of its device, with and without each obstruction.
///
/// One context serves one file for one run; it is a class only so its caches are filled once.
public final class LintContext {
    public let result: LoadResult
    /// The device named on the command line, overriding each screen's own `device:`.
    public let deviceOverride: String?
    public let placementProvider: PlacementProvider

    private var outlines: [String: ScreenOutline] = [:]
    private var itemSites: [String: [ItemSite]] = [:]
    private var placementCache: [String: [PosturePlacement]] = [:]
    private var groupCache: [ToolbarKey: ToolbarGroups] = [:]
    private var blockIndex: [SourceRange: Block]?
    private var suppressionCache: SuppressionDirectives?
    private var catalog: DeviceCatalog?

    /// Postures named on the command line (`closed+keyboard`); empty for the default set (see `placements`).
    public let postureNames: [String]

    public init(result: LoadResult, deviceOverride: String? = nil, placementProvider: PlacementProvider = .solver, postureNames: [String] = []) {
        self.result = result
        self.deviceOverride = deviceOverride
        self.placementProvider = placementProvider
        self.postureNames = postureNames
    }

    public var source: SourceFile { result.source }
    public var tree: SyntaxTree { result.tree }
    public var spec: Spec { result.spec }
    /// The screens rules check: every screen of the file, or only the one `Linter` has focused on.
    public var screens: [Screen] { focusedScreen.map { [$0] } ?? result.spec.screens }
    private var focusedScreen: Screen?

    /// Makes `screens` hold only `screen` (nil: every screen again) and forgets the placements and outlines
    /// computed so far for other screens, keeping the file's own caches (block index, suppressions). `Linter`
    /// runs placement rules one screen at a time this way, so memory holds one screen's placements in every
    /// posture, not the whole file's. The screen's own outline and items, if the rules that need no placements
    /// made them, serve its placement rules too (screen ids are unique in a loaded file).
    func focus(on screen: Screen?) {
        focusedScreen = screen
        placementCache.removeAll()
        groupCache.removeAll()
        let outline = screen.flatMap { outlines[$0.id] }
        let items = screen.flatMap { itemSites[$0.id] }
        outlines.removeAll()
        itemSites.removeAll()
        if let screen {
            outlines[screen.id] = outline
            itemSites[screen.id] = items
        }
    }

    // MARK: Model

    /// Every toolbar, item and tab of `screen` in canonical order, with the settings in force at each (P6).
    public func outline(_ screen: Screen) -> ScreenOutline {
        if let cached = outlines[screen.id] { return cached }
        let outline = ScreenOutline(screen)
        outlines[screen.id] = outline
        return outline
    }

    /// The groups of the toolbar that outline node `node` of `screen` declares, and each group's items
    /// (`ToolbarGroups`), read once for every rule and item that asks.
    func groups(of toolbar: Toolbar, in screen: Screen, node: Int) -> ToolbarGroups {
        let key = ToolbarKey(screen: screen.id, node: node)
        if let cached = groupCache[key] { return cached }
        let groups = ToolbarGroups(toolbar)
        groupCache[key] = groups
        return groups
    }

    /// A toolbar of a loaded file: screen ids are unique in it, and an outline node declares one toolbar.
    private struct ToolbarKey: Hashable {
        var screen: String
        var node: Int
    }

    /// `outline(screen).items`, made once for every rule that walks the items (most of them).
    public func items(_ screen: Screen) -> [ItemSite] {
        if let cached = itemSites[screen.id] { return cached }
        let items = outline(screen).items
        itemSites[screen.id] = items
        return items
    }

    /// The device a screen is linted for: the command line's, else the screen's `device:`, else the default —
    /// chosen by the model's one chooser (`DeviceCatalog`). Nil for a name no device has: the loader has
    /// already reported a screen's unknown `device:` as an error, and the commands refuse an unknown
    /// `--device`, so placement rules skip the screen rather than check it against a device nobody asked for.
    public func device(for screen: Screen) -> Device? {
        if catalog == nil { catalog = DeviceCatalog(spec: spec) }
        return try? catalog?.device(for: screen, requested: deviceOverride).get()
    }

    /// The solver's placement of `screen` in the postures lint checks: the ones named by `postureNames`, else
    /// every posture of its device and then every posture with each of the device's obstructions on its own
    /// (`closed+keyboard`, `closed+pip`) — the keyboard is the worst case for the strip (P4), so a check that
    /// skipped it would miss the overflows people meet most. None when the screen's device is unknown, and a
    /// named posture the device does not have is left out (the command refuses such a name first). Computed
    /// once per screen, whichever rule asks first.
    public func placements(_ screen: Screen) -> [PosturePlacement] {
        if let cached = placementCache[screen.id] { return cached }
        let postures = device(for: screen).map { device in
            var selections = selections(for: device)
            var placements = placementProvider.solveOutlined(outline(screen), device, selections)
            precondition(placements.count == selections.count, "one placement per posture selection")
            // Moved out of the solver's array, last first, rather than copied: a copy of a placement retains
            // each of its arrays and strings, and lint makes a dozen placements a screen.
            var made: [PosturePlacement] = []
            made.reserveCapacity(placements.count)
            // A long screen's item ids are numbered once for all its postures.
            let numbers = placements.first.flatMap { $0.entries.count > PosturePlacement.scanLimit ? ItemNumbers($0.entries) : nil }
            while let placement = placements.popLast(), let selection = selections.popLast() {
                made.append(PosturePlacement(selection: selection, placement: placement, sharing: numbers))
            }
            made.reverse()
            return made
        }
        placementCache[screen.id] = postures ?? []
        return postures ?? []
    }

    /// The placements without obstructions: for rules about how a screen changes between postures (folding,
    /// turning), where a keyboard coming up is not such a change.
    public func unobstructedPlacements(_ screen: Screen) -> [PosturePlacement] {
        placements(screen).filter { $0.selection.obstructions.isEmpty }
    }

    /// The posture selections checked on `device`, in order.
    public func selections(for device: Device) -> [PostureSelection] {
        if !postureNames.isEmpty {
            return postureNames.compactMap { try? PostureSelection.parse($0, device: device).get() }
        }
        let plain = device.postures.map { PostureSelection(posture: $0) }
        let obstructed = device.postures.flatMap { posture in
            device.obstructions.map { PostureSelection(posture: posture, obstructions: [$0]) }
        }
        return plain + obstructed
    }

    // MARK: Syntax

    /// The block whose range is exactly `range` (every model value keeps its block's range).
    public func block(at range: SourceRange) -> Block? {
        if blockIndex == nil {
            var index: [SourceRange: Block] = [:]
            tree.forEachBlock { block in
                let range = block.range
                if index[range] == nil { index[range] = block }
            }
            blockIndex = index
        }
        return blockIndex?[range]
    }

    /// The first attribute `name` written directly in the block at `range`.
    public func attribute(_ name: String, inBlockAt range: SourceRange) -> Attribute? {
        block(at: range)?.attributes.first { $0.name.text == name }
    }

    /// Where the value of attribute `name` is written in the block at `range`, if it is.
    public func valueRange(of name: String, inBlockAt range: SourceRange) -> SourceRange? {
        attribute(name, inBlockAt: range)?.value?.range
    }

    /// Where the label of the block at `range` is (`share` in `item share { … }`), else its keyword.
    public func nameRange(ofBlockAt range: SourceRange) -> SourceRange {
        guard let block = block(at: range) else { return .at(range.start) }
        return block.label?.range ?? block.keyword.range
    }

    /// Every attribute `name` anywhere inside the block at `range` (the block itself included), in source order.
    public func attributes(_ name: String, within range: SourceRange) -> [Attribute] {
        block(at: range)?.attributes(named: name) ?? []
    }

    /// The `bar-lint:` comments of the file.
    public var suppressions: SuppressionDirectives {
        if let cached = suppressionCache { return cached }
        let parsed = SuppressionDirectives(tree)
        suppressionCache = parsed
        return parsed
    }
}
