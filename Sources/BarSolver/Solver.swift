import BarModel

/// Predicts where a screen's toolbar items and tabs land on a device in one posture.
///
/// Pure and deterministic: the same input gives the same `Placement`, with no I/O. The steps, each in its
/// own type:
/// 0. `ScreenOutline` (BarModel) — the screen walked once: declarations numbered, settings in force (P6);
/// 1. `EffectiveSettings` — the vertical behaviour and compression in force on the shown path (P6);
/// 2. `BarAxisDecision` — whether the screen's bars are vertical here (P1, P5, P6, P9);
/// 3. `ScreenStructure` — which panes are on screen and where (P7, P8, P9, tabs), and what is hidden;
/// 4. `ItemRouting` — which bar each item asks for (P10, P12–P16, P25);
/// 5. `StripFitter` / `HorizontalBarFitter` — what fits, what overflows (P18–P24, P27–P29);
/// 6. the `PlacementBuilder` extensions — frames and typed facts for every entry, and, in a solve that
///    explains, its reason and trail.
///
/// Explanations (every entry's reason, rules and trail, and the placement's notes) are words for people:
/// building them is most of a small screen's solve, and lint, which solves every screen a dozen times, reads
/// none of them. So a solve either explains as it places (`Explanations.eager`, for reports) or leaves them to
/// be made when first read (`Explanations.whenRead`): steps 2, 3 and 6 then build no notes, sentences or
/// overflow contexts, and the placement keeps its inputs (`ExplainingSolve`) to run steps 1–6 again, explaining,
/// the first time anything asks. Every decision is taken by the same code either way, so the explanations read
/// are the ones an eager solve gives.
///
/// Steps 1–4 depend on the posture, not on its obstructions (`PostureSteps`): solving a screen in several
/// selections at once (`solve(_:device:postures:…)`, lint's twelve), solves that do not explain share them
/// between the selections of one posture.
public enum Solver {
    /// When a solve puts its explanations together.
    public enum Explanations: Sendable {
        /// While placing: for reports, which read them all.
        case eager
        /// When first read, by the same solve run again with them, once per placement: for callers that read
        /// where entries are and rarely why (lint).
        case whenRead
    }

    public static func solve(
        _ screen: Screen, device: Device, posture: PostureSelection, layoutDirection: LayoutDirection? = nil,
        explanations: Explanations = .eager
    ) -> Placement {
        solve(ScreenOutline(screen), device: device, posture: posture, layoutDirection: layoutDirection, explanations: explanations)
    }

    /// The same, for a screen already outlined (callers that solve one screen in many postures outline it once).
    public static func solve(
        _ outline: ScreenOutline, device: Device, posture: PostureSelection, layoutDirection: LayoutDirection? = nil,
        explanations: Explanations = .eager
    ) -> Placement {
        let direction = layoutDirection ?? outline.screen.settings.layoutDirection
        switch explanations {
        case .eager:
            return run(outline, device: device, posture: posture, direction: direction, explainer: nil).placement
        case .whenRead:
            let explainer = ExplainingSolve(SolveInputs(outline: outline, device: device, direction: direction), selection: posture)
            return run(outline, device: device, posture: posture, direction: direction, explainer: explainer).placement
        }
    }

    /// The same screen in several posture selections, in order: what `solve(_:device:posture:…)` gives for
    /// each. Solves that do not explain share steps 1–4 between the selections of one posture, which no
    /// obstruction changes (`PostureSteps`): lint solves each screen in every posture alone, with the keyboard
    /// and with picture-in-picture.
    public static func solve(
        _ outline: ScreenOutline, device: Device, postures: [PostureSelection], layoutDirection: LayoutDirection? = nil,
        explanations: Explanations = .eager
    ) -> [Placement] {
        guard explanations == .whenRead else {
            return postures.map { solve(outline, device: device, posture: $0, layoutDirection: layoutDirection, explanations: explanations) }
        }
        let direction = layoutDirection ?? outline.screen.settings.layoutDirection
        // A device has a handful of postures: found by a scan, over the postures alone (a scan over pairs copied
        // each pair's steps to compare its posture).
        var sharedPostures: [Posture] = []
        var sharedSteps: [PostureSteps] = []
        let inputs = SolveInputs(outline: outline, device: device, direction: direction)
        return postures.map { selection in
            let explainer = ExplainingSolve(inputs, selection: selection)
            let (window, postureName) = (WindowGeometry(selection: selection, direction: direction), selection.name)
            let found = sharedPostures.firstIndex(of: selection.posture)
            let index = found ?? sharedSteps.count
            if found == nil {
                sharedPostures.append(selection.posture)
                sharedSteps.append(PostureSteps(outline, selection: selection, postureName: postureName, window: window, explains: false))
            }
            return run(
                outline, device: device, posture: selection, postureName: postureName, window: window, steps: &sharedSteps[index],
                explainer: explainer
            ).placement
        }
    }

    /// Steps 1–6. With an `explainer`, no explanation is built, and the placement reads its explanations from it;
    /// without one, every explanation is built here. Also returns, for each entry of the placement, the order
    /// in which it was placed (its arrival), by which `ExplainingSolve` finds an entry's counterpart.
    static func run(
        _ outline: ScreenOutline, device: Device, posture: PostureSelection, direction: LayoutDirection, explainer: ExplainingSolve?
    ) -> (placement: Placement, arrivals: [Int]) {
        // Joined once: the decision's notes and the placement name the posture.
        let (window, postureName) = (WindowGeometry(selection: posture, direction: direction), posture.name)
        var steps = PostureSteps(outline, selection: posture, postureName: postureName, window: window, explains: explainer == nil)
        return run(outline, device: device, posture: posture, postureName: postureName, window: window, steps: &steps, explainer: explainer)
    }

    /// Steps 5 and 6, after steps 1–4 (`steps`, made for this posture and explaining as this solve does).
    private static func run(
        _ outline: ScreenOutline, device: Device, posture: PostureSelection, postureName: String, window: WindowGeometry,
        steps: inout PostureSteps, explainer: ExplainingSolve?
    ) -> (placement: Placement, arrivals: [Int]) {
        let (settings, decision, structure) = (steps.settings, steps.decision, steps.structure)
        let context = SolveContext(
            outline: outline, device: device, selection: posture, window: window, settings: settings, decision: decision,
            structure: structure, routedPanes: steps.routedPanes(posture: posture.posture, keyboardUp: posture.hasKeyboard),
            explainer: explainer)

        var builder = PlacementBuilder(context: context, expectedEntries: outline.declarations.count)
        builder.placeAll()
        let (entries, bars, arrivals) = builder.collector.finish()

        // P30, P31: the edge is where the system would put a vertical bar in this context, whether one shows or not
        // (a sheet that keeps its items horizontal still reports it), and names the strip's physical side read in
        // the layout direction (a `HorizontalEdge?`: left is leading in ltr, trailing in rtl); the physical side
        // itself never flips (P2), and is reported only while the bars are vertical.
        let direction = window.direction
        let edge: Edge? = decision.reportsVerticalEdge ? Edge(side: posture.posture.stripSide, direction) : nil
        let placement = Placement(
            postureName: postureName, deviceID: device.id, layoutDirection: direction, verticalEdge: edge,
            physicalSide: decision.isVertical ? posture.posture.stripSide : nil,
            windowSize: Size(width: window.width, height: window.height), posture: posture.posture,
            contentRect: structure.contentRect, verticalBehavior: settings.verticalBehavior,
            compression: settings.compression, strip: builder.stripMeasurement, entries: entries, bars: bars,
            fold: window.foldRect, obstructions: window.obstructionFrames,
            notes: explainer.map { .whenRead($0) } ?? .given(builder.notes))
        return (placement, arrivals)
    }
}

/// Everything fixed before placing entries.
///
/// A class, though it never changes: the builder and the steps that take it each held a copy, and a copy of
/// its dozen parts retained some twenty buffers and released them again (lint solves every screen in a dozen
/// postures: 25,000 copies and 1.1 million reference-count operations for 1,000 files).
final class SolveContext {
    let outline: ScreenOutline
    let device: Device
    let selection: PostureSelection
    let window: WindowGeometry
    let settings: EffectiveSettings
    let decision: BarAxisDecision
    let structure: ScreenStructure
    /// `structure.panes`, routed (step 4).
    let routedPanes: [RoutedPane]
    /// Where the placement's explanations come from when this solve builds none; nil when it explains.
    let explainer: ExplainingSolve?

    init(
        outline: ScreenOutline, device: Device, selection: PostureSelection, window: WindowGeometry, settings: EffectiveSettings,
        decision: BarAxisDecision, structure: ScreenStructure, routedPanes: [RoutedPane], explainer: ExplainingSolve?
    ) {
        self.outline = outline
        self.device = device
        self.selection = selection
        self.window = window
        self.settings = settings
        self.decision = decision
        self.structure = structure
        self.routedPanes = routedPanes
        self.explainer = explainer
    }

    /// Whether this solve builds explanations (see `Solver`).
    var explains: Bool { explainer == nil }
    var screen: Screen { outline.screen }
    var posture: Posture { selection.posture }
    var direction: LayoutDirection { window.direction }
    var keyboardUp: Bool { selection.hasKeyboard }
}

/// Places every entry of a screen into the collector. Each bar kind lives in its own extension file.
struct PlacementBuilder {
    let context: SolveContext
    var collector = EntryCollector()
    var stripMeasurement: StripMeasurement?
    var notes: [TrailNote]
    /// Keyboard items of every pane, gathered while panes are placed (P10): each pane, its item's index in the
    /// pane's toolbar, and its declaration number.
    var keyboardItems: [(pane: Pane, itemIndex: Int, sequence: Int)] = []
    /// Whether some pane's bottom toolbar is drawn (hand-made bottom bars stack above it).
    var drawsBottomToolbar = false

    init(context: SolveContext, expectedEntries: Int = 0) {
        self.context = context
        collector.reserve(expectedEntries + 8)
        var notes = context.decision.notes
        if context.explains && context.settings.isOverridden {
            notes.append(TrailNote(.axis, "vertical-behavior \(context.settings.verticalBehavior.rawValue) comes from \(context.settings.verticalBehaviorSource)", rules: [.p6]))
        }
        self.notes = notes
    }

    var posture: Posture { context.posture }

    mutating func placeAll() {
        let structure = context.structure
        let routed = context.routedPanes
        let main = routed.first { $0.pane.role == .main }
        if context.decision.isVertical {
            placeStrip(main: main?.pane.takesStrip == true ? main : nil, tabs: structure.tabs)
            if let main, !main.pane.takesStrip { placeHorizontalPane(main) }
        } else {
            if let main { placeHorizontalPane(main) }
            if let tabs = structure.tabs { placeTabBar(tabs) }
        }
        for pane in routed where pane.pane.role != .main { placeHorizontalPane(pane) }
        placeHandMadeBars()
        placeKeyboardBar()
        placeHiddenDeclarations()
    }

    /// The entry placed next (the collector's next arrival, so add it right away), with its typed facts. Its
    /// reason and explanation are `words()` in a solve that explains; otherwise `words` is never called, and
    /// they are read from the explaining solve when asked for, with the facts of an entry that is not hidden.
    func entry(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        facts: @autoclosure () -> EntryFacts = EntryFacts(), words: () -> (reason: TrailText, explanation: EntryExplanation)
    ) -> PlacedEntry {
        PlacedEntry(
            id: id, title: title, kind: kind, bar: bar, barID: barID, index: index, frame: frame,
            details: details(hidden: bar == .hidden, facts: facts(), words: words))
    }

    /// The details of the entry placed next: its words made now, or left to the explaining solve.
    func details(
        hidden: Bool, facts: @autoclosure () -> EntryFacts, words: () -> (reason: TrailText, explanation: EntryExplanation)
    ) -> EntryDetails {
        if let explainer = context.explainer {
            let arrival = collector.count
            return hidden ? .record(EntryRecord(words: .whenRead(explainer, arrival: arrival), facts: facts())) : .unexplained(explainer, arrival: arrival)
        }
        let (reason, explanation) = words()
        return .record(EntryRecord(reason: reason, explanation: explanation, facts: facts()))
    }

    /// An entry for the item declared at `itemIndex` of `pane`'s toolbar: the pane's axis notes, the item's axis
    /// note, then the bar's notes from `words`, which also gives the reason. The declaration is read in place:
    /// its id and title, and only for a hidden item or a solve that explains anything more (a copy of it
    /// retained every string and array it holds).
    func itemEntry(
        _ pane: Pane, _ itemIndex: Int, bar: BarKind, barID: String?, index: Int?, frame: Rect?, hiddenReason: HiddenReason? = nil,
        words: (_ item: ToolbarItem) -> (reason: TrailText, notes: [TrailNote])
    ) -> PlacedEntry {
        let items = pane.toolbar.items
        return entry(
            id: items[itemIndex].id, title: items[itemIndex].title ?? items[itemIndex].id, kind: .item, bar: bar, barID: barID, index: index,
            frame: frame, facts: EntryFacts(of: items[itemIndex], pane: pane.role, hiddenReason: hiddenReason)
        ) {
            let item = items[itemIndex]
            let (reason, notes) = words(item)
            return (reason, EntryExplanation(shared: pane.axisNotes, lead: ItemRouting.axisNote(item), own: notes))
        }
    }

    /// The facts of a tab entry, given when it is made (each fact set afterwards makes the entry a new record):
    /// the symbol and badge of the tab's declaration — the first tab declared with its id, which is the tab
    /// itself unless an id repeats (`ScreenOutline.hasRepeatedTabIDs`) — and why it is hidden or where it folded.
    func tabFacts(_ tab: Tab, hiddenReason: HiddenReason? = nil, collapsedInto: EntryKind? = nil) -> EntryFacts {
        let declaration = context.outline.hasRepeatedTabIDs ? context.outline.firstTab(withID: tab.id) : tab
        return EntryFacts(icon: declaration.flatMap(EntryIcon.init(of:)), badge: declaration?.badge, hiddenReason: hiddenReason, collapsedInto: collapsedInto)
    }

    /// A hidden item, reported after every bar in declaration order. `change`, what would show it, is only
    /// worded in a solve that explains.
    mutating func hideItem(_ pane: Pane, _ itemIndex: Int, sequence: Int, reason: HiddenReason, change: @autoclosure () -> String?) {
        let entry = itemEntry(pane, itemIndex, bar: .hidden, barID: nil, index: nil, frame: nil, hiddenReason: reason) { _ in
            var notes = [TrailNote(.outcome, reason.outcome, rules: reason.rules)]
            if let change = change() { notes.append(TrailNote(.change, change)) }
            return (.literal(reason.description), notes)
        }
        collector.add(entry, hiddenSequence: sequence)
    }

    /// `reason (P1, P2)`, or the reason alone without rules.
    /// Joined when read (`TrailText.cited`): lint reads no reasons.
    static func cited(_ reason: String, _ rules: [PlatformRule]) -> TrailText {
        .cited(reason, rules: rules)
    }

    /// The frame of the next entry of a run laid left to right inside `bar`: `spacer` after `x`, `width` wide and
    /// `entryLength` high (widths are flexible in a horizontal bar, heights fixed: P17) but never higher than the
    /// bar, centred in it, then placed for the layout direction (horizontal bars mirror in right-to-left); `x`
    /// moves past it.
    func horizontalFrame(x: inout Double, spacer: Double, width: Double, in bar: Rect) -> Rect {
        let height = Swift.min(posture.entryLength, bar.height)
        x += spacer
        // Centred by the height it is given: centred by `entryLength`, an entry longer than the bar was high
        // stood above the bar (above the window for a top bar) by half the difference.
        let logical = Rect(x: x, y: bar.minY + (bar.height - height) / 2, width: width, height: height)
        x += width
        return logical.placed(in: bar, context.direction)
    }

    /// How a change note says a horizontal side's room against what it was asked for: in entries while every entry is one slot,
    /// in points once a text entry is measured (P17) or declared groups keep gaps between them ([S2]), which
    /// `needsLength` then includes. Put into words when read (`TrailText.deferred`).
    func capacityPhrase(
        _ side: @autoclosure @escaping @Sendable () -> String, fitsEntries: Int, room: Double, needsEntries: Int, needsLength: Double,
        measured: Bool, groupGaps: Int = 0
    ) -> DeferredText {
        let groupGap = posture.groupGap
        return DeferredText {
            guard measured || groupGaps > 0 else { return "\(side()) fits \(fitsEntries) entries and needs \(needsEntries)" }
            var why: [String] = []
            if measured { why.append("text entries are as wide as their titles") }
            if groupGaps > 0 {
                why.append("\(groupGaps) \(groupGaps == 1 ? "gap" : "gaps") of \(Rect.format(groupGap)) pt between declared groups")
            }
            return "\(side()) has \(Rect.format(room)) pt and its \(needsEntries) entries need \(Rect.format(needsLength)) pt (\(why.joined(separator: "; ")))"
        }
    }
}
