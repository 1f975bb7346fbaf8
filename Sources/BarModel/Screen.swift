import BarDiagnostics

/// One screen: a window or presentation whose bars are predicted together.
public struct Screen: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String?
    public var settings: ScreenSettings
    public var root: Container
    public var handMadeBars: [HandMadeBar]
    public var range: SourceRange
    public var nameRange: SourceRange
    /// Where `device:` names the screen's device, for diagnostics about it.
    public var deviceRange: SourceRange?

    public init(
        id: String, title: String? = nil, settings: ScreenSettings = ScreenSettings(), root: Container,
        handMadeBars: [HandMadeBar] = [], range: SourceRange = .at(0), nameRange: SourceRange? = nil
    ) {
        self.id = id
        self.title = title
        self.settings = settings
        self.root = root
        self.handMadeBars = handMadeBars
        self.range = range
        self.nameRange = nameRange ?? range
    }
}

/// Everything one `.bar` file declares, validated.
public struct Spec: Sendable, Hashable {
    public var screens: [Screen]
    /// Devices the file defines or overrides (P1, §10), merged over the built-in ones.
    public var devices: [Device]

    public init(screens: [Screen] = [], devices: [Device] = []) {
        self.screens = screens
        self.devices = devices
    }
}
