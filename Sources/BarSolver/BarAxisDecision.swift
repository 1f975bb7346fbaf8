import BarModel

/// Whether the screen's own bars are vertical in this posture, and why (P1, P5, P6, P9).
struct BarAxisDecision {
    var isVertical: Bool
    /// Whether the system would put a vertical bar in this context, shown or not: what `toolbarVerticalEdge`
    /// reports (P30). True also for a sheet that keeps its items horizontal (P9); false in horizontal postures,
    /// for an SDK older than 27.1 and with the vertical bar disabled.
    var reportsVerticalEdge: Bool
    /// The reasons, in the order they were checked; the last one decided.
    var notes: [TrailNote]
    /// The rules behind a horizontal outcome, cited by every entry that went to a horizontal bar because of it.
    var horizontalRules: [PlatformRule]

    /// The decision, with its notes only when `explains` (see `Solver`).
    static func decide(
        posture: Posture, sdk: SDKVersion, settings: EffectiveSettings, postureName: String, direction: LayoutDirection,
        explains: Bool = true
    ) -> BarAxisDecision {
        var notes: [TrailNote] = []
        func note(_ words: @autoclosure () -> TrailNote) { if explains { notes.append(words()) } }
        guard posture.bars == .vertical else {
            note(TrailNote(.axis, horizontalPostureWords(posture, postureName), rules: [.p1]))
            return BarAxisDecision(isVertical: false, reportsVerticalEdge: false, notes: notes, horizontalRules: RuleSets.p1)
        }
        // A sheet is not a navigation container: the posture has vertical bars, and (unless the SDK or the setting
        // keeps every bar horizontal first) the sheet's own rule, noted below, decides whether its bar is one (P9).
        let againstP1 = posture.display == .single || (posture.display == .inner && posture.orientation == .portrait)
        note(
            TrailNote(
                .axis,
                (settings.sheetPlacement == nil
                    ? "\(postureName) puts a navigation container's bars in the vertical strip"
                    : "\(postureName) has vertical bars")
                    // P1 keeps these horizontal; a device written in a spec may say otherwise (`bars`), and is followed.
                    + (againstP1 ? ", as its device gives \(displayWords(posture)) vertical bars (bars: vertical), where the platform keeps them horizontal [M]" : ""),
                rules: [.p1]))
        guard sdk >= .verticalBars else {
            note(TrailNote(.axis, "built with SDK \(sdk), older than \(SDKVersion.verticalBars): bars stay horizontal", rules: [.p5]))
            return BarAxisDecision(isVertical: false, reportsVerticalEdge: false, notes: notes, horizontalRules: RuleSets.p5)
        }
        guard settings.verticalBehavior == .automatic else {
            note(TrailNote(.axis, "vertical-behavior disabled by \(settings.verticalBehaviorSource): bars return to the top and bottom", rules: [.p6]))
            return BarAxisDecision(isVertical: false, reportsVerticalEdge: false, notes: notes, horizontalRules: RuleSets.p6)
        }
        if let placement = settings.sheetPlacement {
            let sheet = SheetRules.axis(for: placement, on: posture, direction: direction)
            note(sheet.note)
            guard sheet.isVertical else {
                return BarAxisDecision(isVertical: false, reportsVerticalEdge: true, notes: notes, horizontalRules: RuleSets.p9)
            }
        }
        return BarAxisDecision(isVertical: true, reportsVerticalEdge: true, notes: notes, horizontalRules: [])
    }

    /// Why a posture's bars are horizontal: P1's two cases as the platform has them, or the device's own word
    /// for a posture P1 would give vertical bars (a device written in a spec is followed, and the trail says so).
    private static func horizontalPostureWords(_ posture: Posture, _ postureName: String) -> String {
        switch (posture.display, posture.orientation) {
        case (.single, _): "\(postureName) is on a device without a fold: bars stay horizontal"
        case (.inner, .portrait): "\(postureName) keeps horizontal bars (inner display in portrait)"
        default:
            "\(postureName) keeps horizontal bars, as its device gives \(displayWords(posture)) (bars: horizontal), where the platform makes them vertical [M]"
        }
    }

    /// `the outer display in landscape`, `a display without a fold in portrait`.
    private static func displayWords(_ posture: Posture) -> String {
        let display = posture.display == .single ? "a display without a fold" : "the \(posture.display.rawValue) display"
        return "\(display) in \(posture.orientation.rawValue)"
    }
}
