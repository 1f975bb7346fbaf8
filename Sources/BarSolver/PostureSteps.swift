import BarModel

/// Steps 1–4 of a solve in one posture: the settings in force, whether the bars are vertical, the structure
/// and each pane's routing. None of them depends on an obstruction — an obstruction shortens the strip and
/// covers the window's bottom, which only the fitting and the builders (steps 5 and 6) read — and routing
/// depends on whether a keyboard is up only for a pane with keyboard items. So the solves of one screen in
/// several selections of one posture (lint's `closed`, `closed+keyboard`, `closed+pip`) can share them
/// (`Solver.solve(_:device:postures:…)`), as long as they do not explain: explanations name the posture with
/// its obstructions.
struct PostureSteps {
    let settings: EffectiveSettings
    let decision: BarAxisDecision
    let structure: ScreenStructure
    /// Each pane's routing, with the keyboard down and up, as far as worked out.
    private var routedWithoutKeyboard: [RoutedPane]?
    private var routedWithKeyboard: [RoutedPane]?

    init(_ outline: ScreenOutline, selection: PostureSelection, postureName: String, window: WindowGeometry, explains: Bool) {
        settings = EffectiveSettings.resolve(outline, posture: selection.posture)
        decision = BarAxisDecision.decide(
            posture: selection.posture, sdk: outline.screen.settings.sdk, settings: settings, postureName: postureName,
            direction: window.direction, explains: explains)
        structure = ScreenStructure.build(outline, window: window, decision: decision, explains: explains)
    }

    /// Every pane's routing with the keyboard up or down: a pane without keyboard items routes the same either
    /// way, and keeps the routing already made.
    mutating func routedPanes(posture: Posture, keyboardUp: Bool) -> [RoutedPane] {
        if let made = keyboardUp ? routedWithKeyboard : routedWithoutKeyboard { return made }
        let other = keyboardUp ? routedWithoutKeyboard : routedWithKeyboard
        let routed = structure.panes.indices.map { index in
            if let other, !other[index].dependsOnKeyboard { return other[index] }
            return RoutedPane(pane: structure.panes[index], posture: posture, keyboardUp: keyboardUp)
        }
        if keyboardUp { routedWithKeyboard = routed } else { routedWithoutKeyboard = routed }
        return routed
    }
}
