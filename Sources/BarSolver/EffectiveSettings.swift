import BarModel

/// The settings in force for the screen's main pane in one posture, as the outline's one resolver gives them
/// (P6), and the edge of the sheet when the main pane is a sheet (P9).
struct EffectiveSettings {
    var inForce: SettingsInForce
    /// The main pane is a sheet presented from this edge (P9).
    var sheetPlacement: Sheet.Placement?

    var verticalBehavior: VerticalBehavior { inForce.verticalBehavior }
    var compression: Compression { inForce.compression }
    /// Who set the vertical behaviour, in words: `the screen`, `the selected tab 'Toolbar'`, `the detail column`.
    var verticalBehaviorSource: String { inForce.verticalBehaviorSource.phrase }
    /// Whether some container, not the screen, set the vertical behaviour.
    var isOverridden: Bool { inForce.verticalBehaviorSource != .screen }

    /// P6: what the shown path of `outline` resolves to in `posture`.
    static func resolve(_ outline: ScreenOutline, posture: Posture) -> EffectiveSettings {
        let deciding = outline.nodes[outline.decidingNode(in: posture)]
        var sheetPlacement: Sheet.Placement?
        if case .container(.sheet(let sheet)) = deciding.element { sheetPlacement = sheet.placement }
        return EffectiveSettings(inForce: deciding.settings, sheetPlacement: sheetPlacement)
    }
}
