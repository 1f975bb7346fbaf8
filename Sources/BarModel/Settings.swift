import BarDiagnostics

/// `vertical-behavior`: whether a screen's bars may fold into the vertical bar (P6).
public enum VerticalBehavior: String, Sendable, Hashable, CaseIterable {
    case automatic
    case disabled
}

/// `compression`: which side gives way first when tabs and toolbar items share a vertical strip that is
/// too short (P27–P29).
public enum Compression: String, Sendable, Hashable, CaseIterable {
    case automatic
    case prefersToolbarItems = "prefers-toolbar-items"
    case prefersTabBar = "prefers-tab-bar"
}

/// `layout-direction`: the reading direction of the app's locale; the strip keeps its physical side and
/// the reported edge flips (P2, P31).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case ltr
    case rtl
}

/// `navigation-bar`: a screen that hides its navigation bar has no top bar for horizontal-only items (P15).
public enum NavigationBarVisibility: String, Sendable, Hashable, CaseIterable {
    case visible
    case hidden
}

/// The SDK an app is built with; bars move only with 27.1 or later (P5).
public struct SDKVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `27`, `27.1` or `27.1.2`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let value = Int(part) else { return nil }
            numbers.append(value)
        }
        while numbers.count < 3 { numbers.append(0) }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// The first SDK whose apps get vertical bars on iPhone Duo (P5).
    public static let verticalBars = SDKVersion(27, 1)

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    public static func < (a: SDKVersion, b: SDKVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}

/// Settings a container may override for itself and what it contains. `nil` means "inherit".
///
/// P6: the vertical-bar setting resolves per window or presentation — a stack uses its top view's value, a
/// tab view the selected tab's, a split view the trailing-most column's, a sheet its own — so every
/// container level may carry one.
public struct SettingsOverride: Sendable, Hashable {
    public var verticalBehavior: VerticalBehavior?
    public var compression: Compression?

    public init(verticalBehavior: VerticalBehavior? = nil, compression: Compression? = nil) {
        self.verticalBehavior = verticalBehavior
        self.compression = compression
    }

    /// These settings where set, the ones inherited from `parent` elsewhere (P6: the nearest container's
    /// setting wins).
    public func inheriting(from parent: SettingsOverride) -> SettingsOverride {
        SettingsOverride(
            verticalBehavior: verticalBehavior ?? parent.verticalBehavior,
            compression: compression ?? parent.compression)
    }
}

/// Screen-wide settings with their defaults applied.
public struct ScreenSettings: Sendable, Hashable {
    public var verticalBehavior: VerticalBehavior
    public var compression: Compression
    public var sdk: SDKVersion
    /// A bar-less full-screen experience (a calculator, a camera): the one place disabling the vertical bar is
    /// recommended (platform.md §8). It changes no placement by itself.
    public var immersive: Bool
    public var layoutDirection: LayoutDirection
    public var navigationBar: NavigationBarVisibility
    /// The device the screen is meant for when none is given on the command line.
    public var device: String?

    public init(
        verticalBehavior: VerticalBehavior = .automatic, compression: Compression = .automatic,
        sdk: SDKVersion = .verticalBars, immersive: Bool = false, layoutDirection: LayoutDirection = .ltr,
        navigationBar: NavigationBarVisibility = .visible, device: String? = nil
    ) {
        self.verticalBehavior = verticalBehavior
        self.compression = compression
        self.sdk = sdk
        self.immersive = immersive
        self.layoutDirection = layoutDirection
        self.navigationBar = navigationBar
        self.device = device
    }
}
