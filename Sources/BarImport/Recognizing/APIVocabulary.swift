import BarModel

/// API member spellings read back as the language's values (`.topBarTrailing` → `top-trailing`), through
/// the one shared table in BarModel (`PlatformAPI`), which `bar generate` writes code from: both directions
/// stay in step because neither keeps a list of its own.
enum APIVocabulary {
    /// `topBarTrailing`, `.topBarTrailing` or `ToolbarItemPlacement.topBarTrailing` → the member name.
    static func member(_ text: String) -> String {
        let trimmed = text.split(separator: ".").last.map(String.init) ?? text
        return String(trimmed.filter { $0 != " " && $0 != "\t" && $0 != "\n" })
    }

    static func placement(_ name: String, in framework: UIFramework) -> ItemPlacement? {
        PlatformAPI.placements.value(forAPIName: member(name), in: framework)
    }

    static func axis(_ name: String, in framework: UIFramework) -> AxisBehavior? {
        PlatformAPI.axisBehaviors.value(forAPIName: member(name), in: framework)
    }

    static func verticalBehavior(_ name: String, in framework: UIFramework) -> VerticalBehavior? {
        PlatformAPI.verticalBehaviors.value(forAPIName: member(name), in: framework)
    }

    static func compression(_ name: String, in framework: UIFramework) -> Compression? {
        PlatformAPI.compressions.value(forAPIName: member(name), in: framework)
    }

    static func spacer(_ name: String, in framework: UIFramework) -> ToolbarSpacer.Kind? {
        PlatformAPI.spacers.value(forAPIName: member(name), in: framework)
    }

    static func tabViewStyle(_ name: String, in framework: UIFramework) -> TabView.Style? {
        PlatformAPI.tabViewStyles.value(forAPIName: member(name), in: framework)
    }

    /// `.high`, `.init(lowerThan: .automatic)`, `ToolbarItemVisibilityPriority(higherThan: .low)`,
    /// `UIBarButtonItemVisibilityPriority.standard`.
    static func priority(_ code: String) -> VisibilityPriority? {
        PlatformAPI.priority(fromExpression: code)
    }
}
