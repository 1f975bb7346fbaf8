import BarModel

/// The settings in force for the screen's main pane.
struct EffectiveSettings {
    var verticalBehavior: VerticalBehavior
    var compression: Compression
    /// Who set the vertical behaviour, in words: `the screen`, `the selected tab 'Toolbar'`, `the detail column`.
    var verticalBehaviorSource: String
    /// The main pane is a sheet presented from this edge (P9).
    var sheetPlacement: Sheet.Placement?
}

/// P6: the vertical-bar setting resolves per window or presentation. Walking the shown path from the root,
/// each container level may override what it inherits: a stack uses its own value, a tab view the selected
/// tab's, a split view the column it shows (the trailing-most, detail, column; or the shown column when
/// collapsed, since a collapsed split view is a stack of that column), a sheet its own. The screen's settings
/// are the base. Compression resolves the same way.
enum SettingsResolution {
    static func resolve(_ screen: Screen, posture: Posture) -> EffectiveSettings {
        var settings = EffectiveSettings(
            verticalBehavior: screen.settings.verticalBehavior, compression: screen.settings.compression,
            verticalBehaviorSource: "the screen", sheetPlacement: nil)
        func apply(_ override: SettingsOverride, from source: String) {
            if let behavior = override.verticalBehavior {
                settings.verticalBehavior = behavior
                settings.verticalBehaviorSource = source
            }
            if let compression = override.compression { settings.compression = compression }
        }
        var next: Container? = screen.root
        while let container = next {
            next = nil
            switch container {
            case .stack(let stack):
                apply(stack.settings, from: "the stack")
            case .tabView(let tabView):
                apply(tabView.settings, from: "the tab view")
                if let tab = tabView.shownTab {
                    apply(tab.settings, from: "the selected tab '\(tab.displayName)'")
                    next = tab.content
                }
            case .splitView(let split):
                apply(split.settings, from: "the split view")
                let column = split.isCollapsed(in: posture) ? split.collapsedColumn : split.detail
                apply(column.settings, from: column.role.phrase)
            case .sheet(let sheet):
                apply(sheet.settings, from: "the sheet")
                settings.sheetPlacement = sheet.placement
            }
        }
        return settings
    }
}
