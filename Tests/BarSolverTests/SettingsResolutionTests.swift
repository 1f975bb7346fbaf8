import BarModel
import BarSolver
import Testing

/// P5 and P6: when a screen's bars go vertical at all.
@Suite("Vertical behaviour and SDK")
struct SettingsResolutionTests {
    static func tabs(selectedSettings: SettingsOverride, otherSettings: SettingsOverride = SettingsOverride(), stackSettings: SettingsOverride = SettingsOverride()) -> Screen {
        let stack = NavigationStack(toolbar: Toolbar(items: [Fixtures.item("add")]), settings: stackSettings)
        return Fixtures.tabScreen(
            tabs: [
                Tab(id: "a", title: "A", symbol: "a.circle", content: .stack(stack), settings: selectedSettings),
                Tab(id: "b", title: "B", symbol: "b.circle", settings: otherSettings),
            ],
            selected: "a")
    }

    @Test("a tab view uses the selected tab's setting (P6)")
    func selectedTabDecides() {
        let disabled = SettingsOverride(verticalBehavior: .disabled)
        #expect(Fixtures.solve(Self.tabs(selectedSettings: disabled), "closed").verticalEdge == nil)
        #expect(Fixtures.solve(Self.tabs(selectedSettings: SettingsOverride(), otherSettings: disabled), "closed").verticalEdge == .trailing)
    }

    @Test("the stack inside the selected tab overrides the tab (P6)")
    func stackOverrides() {
        let screen = Self.tabs(
            selectedSettings: SettingsOverride(verticalBehavior: .disabled),
            stackSettings: SettingsOverride(verticalBehavior: .automatic))
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.verticalEdge == .trailing)
        #expect(placement.verticalBehavior == .automatic)
    }

    @Test("compression resolves along the same path")
    func compressionResolves() {
        let screen = Self.tabs(selectedSettings: SettingsOverride(compression: .prefersToolbarItems))
        #expect(Fixtures.solve(screen, "closed").compression == .prefersToolbarItems)
    }

    @Test("an app built with an SDK before 27.1 keeps horizontal bars (P5)")
    func oldSDK() throws {
        var screen = DuoSample.screen()
        screen.settings.sdk = SDKVersion(26, 4)
        let placement = DuoSample.solve(screen, "closed")
        #expect(placement.verticalEdge == nil)
        #expect(placement.ids(in: "top") == ["automatic", "share", "…", "done"])
        let done = try #require(placement.entry("done"))
        #expect(done.rules.contains(.p5))
        #expect(done.reason.contains("SDK"))
    }
}
