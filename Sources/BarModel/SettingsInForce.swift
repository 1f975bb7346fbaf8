/// The vertical behaviour and compression in force at one point of a screen: the screen's settings with every
/// override on the way down applied (P6), and who set the vertical behaviour.
public struct SettingsInForce: Sendable, Hashable {
    public var verticalBehavior: VerticalBehavior
    public var compression: Compression
    /// The level that set `verticalBehavior` last (the screen when no container overrides it).
    public var verticalBehaviorSource: SettingsSource

    public init(verticalBehavior: VerticalBehavior, compression: Compression, verticalBehaviorSource: SettingsSource = .screen) {
        self.verticalBehavior = verticalBehavior
        self.compression = compression
        self.verticalBehaviorSource = verticalBehaviorSource
    }

    /// The screen's own settings: where every path starts.
    public init(_ settings: ScreenSettings) {
        self.init(verticalBehavior: settings.verticalBehavior, compression: settings.compression)
    }

    /// These settings with `override` applied on top where it sets a value (P6: the inner level decides).
    public func applying(_ override: SettingsOverride, from source: SettingsSource) -> SettingsInForce {
        var result = self
        if let behavior = override.verticalBehavior {
            result.verticalBehavior = behavior
            result.verticalBehaviorSource = source
        }
        if let compression = override.compression { result.compression = compression }
        return result
    }
}

/// A level of a screen that may set `vertical-behavior` (P6).
public enum SettingsSource: Sendable, Hashable {
    case screen
    case stack
    case tabView
    /// A tab, by the name people see.
    case tab(String)
    case splitView
    case column(Column.Role)
    case sheet

    /// In words, for trails: `the screen`, `the selected tab 'Toolbar'`, `the detail column`. A tab decides only
    /// while it is selected, hence the wording.
    public var phrase: String {
        switch self {
        case .screen: "the screen"
        case .stack: "the stack"
        case .tabView: "the tab view"
        case .tab(let name): "the selected tab '\(name)'"
        case .splitView: "the split view"
        case .column(let role): role.phrase
        case .sheet: "the sheet"
        }
    }
}
