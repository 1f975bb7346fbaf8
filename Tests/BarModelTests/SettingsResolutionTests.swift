import Testing

@testable import BarModel

/// P6, P7: the one resolver of vertical behaviour and compression, on the outline.
@Suite struct SettingsResolutionTests {
    static func outline(_ text: String) throws -> ScreenOutline {
        let result = SpecLoader.load(path: "t.bar", text: text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return ScreenOutline(try #require(result.spec.screens.first))
    }

    static var closed: Posture { BuiltInDevices.iphoneDuo.posture("closed")! }
    static var openLandscape: Posture { BuiltInDevices.iphoneDuo.posture("open-landscape")! }

    static let split = """
        screen s {
          compression: prefers-toolbar-items
          split-view {
            compact-column: sidebar
            sidebar { title: "Boxes" vertical-behavior: disabled }
            detail { title: "Message" compression: prefers-tab-bar }
          }
        }
        """

    /// P7: collapsed (outer display), the split view is a stack of its compact column, which decides.
    @Test func aCollapsedSplitViewDecidesWithItsShownColumn() throws {
        let outline = try Self.outline(Self.split)
        let settings = outline.resolvedSettings(in: Self.closed)
        #expect(settings.verticalBehavior == .disabled)
        #expect(settings.verticalBehaviorSource == .column(.sidebar))
        #expect(settings.compression == .prefersToolbarItems)
    }

    /// P6: expanded, the trailing-most (detail) column decides.
    @Test func anExpandedSplitViewDecidesWithItsDetailColumn() throws {
        let outline = try Self.outline(Self.split)
        let settings = outline.resolvedSettings(in: Self.openLandscape)
        #expect(settings.verticalBehavior == .automatic)
        #expect(settings.verticalBehaviorSource == .screen)
        #expect(settings.compression == .prefersTabBar)
    }

    static let tabs = """
        screen s {
          tab-view {
            selected: b
            tab a { title: "A" symbol: "a.circle" vertical-behavior: disabled }
            tab b {
              title: "B"
              symbol: "b.circle"
              stack { vertical-behavior: disabled }
            }
            tab c { title: "C" symbol: "c.circle" }
          }
        }
        """

    /// P6: a tab view uses the selected tab's value, and the stack inside it overrides the tab.
    @Test func theSelectedTabsContentDecides() throws {
        let outline = try Self.outline(Self.tabs)
        #expect(outline.decidingNode(in: Self.closed) == 3)
        let settings = outline.resolvedSettings(in: Self.closed)
        #expect(settings.verticalBehavior == .disabled)
        #expect(settings.verticalBehaviorSource == .stack)
    }

    /// Lint asks the same resolver what each tab would give while selected.
    @Test func anyTabCanBeResolvedAsIfSelected() throws {
        let outline = try Self.outline(Self.tabs)
        let values = outline.nodes[0].children.map { outline.resolvedSettings(from: $0, in: Self.closed).verticalBehavior }
        #expect(values == [.disabled, .disabled, .automatic])
        #expect(outline.resolvedSettings(from: 1, in: Self.closed).verticalBehaviorSource == .tab("A"))
    }

    /// A tab view whose selection names no tab shows (and resolves with) its first tab.
    @Test func aMissingSelectionFallsBackToTheFirstTab() throws {
        let tabView = TabView(
            tabs: [Tab(id: "a", settings: SettingsOverride(verticalBehavior: .disabled)), Tab(id: "b")], selectedTabID: "zzz")
        let outline = ScreenOutline(Screen(id: "s", root: .tabView(tabView)))
        #expect(outline.resolvedSettings(in: Self.closed).verticalBehavior == .disabled)
    }

    /// A sheet's own value decides for it.
    @Test func aSheetDecidesForItself() throws {
        let outline = try Self.outline("screen s { vertical-behavior: disabled sheet { vertical-behavior: automatic } }")
        let settings = outline.resolvedSettings(in: Self.closed)
        #expect(settings.verticalBehavior == .automatic)
        #expect(settings.verticalBehaviorSource == .sheet)
    }
}
