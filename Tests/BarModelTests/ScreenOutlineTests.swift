import Testing

@testable import BarModel

/// The one outline every consumer walks: canonical order, owners, names and the settings in force (P6).
@Suite struct ScreenOutlineTests {
    static func outline(_ text: String) throws -> ScreenOutline {
        let result = SpecLoader.load(path: "t.bar", text: text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return ScreenOutline(try #require(result.spec.screens.first))
    }

    static let mixed = """
        screen s {
          tab-view {
            selected: mail
            compression: prefers-tab-bar
            tab home {
              title: "Home"
              symbol: "house"
              stack {
                toolbar { item a { title: "A" symbol: "a.circle" } item b { title: "B" symbol: "b.circle" } }
                inspector { toolbar { item i { title: "I" symbol: "i.circle" } } }
              }
            }
            tab mail {
              title: "Mail"
              symbol: "envelope"
              vertical-behavior: disabled
              split-view {
                sidebar { title: "Boxes" toolbar { item s1 { title: "S" symbol: "s.circle" } } }
                detail {
                  title: "Message"
                  vertical-behavior: automatic
                  toolbar { item d1 { title: "D" symbol: "d.circle" } }
                }
              }
            }
          }
          hand-made-bar status { edge: top item x { title: "X" symbol: "x.circle" } }
        }
        """

    @Test func declarationsAreNumberedInCanonicalOrder() throws {
        let outline = try Self.outline(Self.mixed)
        // A tab, then its content (a stack's toolbar, then its inspector); columns leading to trailing; hand-made
        // bars last.
        #expect(outline.declarations.map(outline.id) == ["home", "a", "b", "i", "mail", "s1", "d1", "x"])
        #expect(outline.declarations.map(\.kind) == [.tab, .item, .item, .item, .tab, .item, .item, .item])
    }

    @Test func nodesCarryNamesParentsAndRanges() throws {
        let outline = try Self.outline(Self.mixed)
        #expect(outline.nodes.map(\.name) == [
            "tab-view", "tab home", "tab home › stack", "tab home › stack › inspector", "tab mail",
            "tab mail › split-view", "tab mail › split-view › sidebar", "tab mail › split-view › detail",
            "hand-made-bar status",
        ])
        #expect(outline.nodes.map(\.parent) == [nil, 0, 1, 2, 0, 4, 5, 5, nil])
        #expect(outline.nodes[0].children == [1, 4])
        // The root holds every declaration but the hand-made bar's; the home tab holds itself and its content.
        #expect(outline.nodes[0].declarations == 0..<7)
        #expect(outline.nodes[1].declarations == 0..<4)
        #expect(outline.nodes[1].ownDeclarations == 0..<1)
        #expect(outline.nodes[2].ownDeclarations == 1..<3)
        #expect(outline.sequence(ofFirstItemIn: 7) == 6)
        #expect(outline.path(to: 3) == [0, 1, 2, 3])
        #expect(outline.column(.detail, of: 5) == 7)
    }

    @Test func ownersAndSitesFollowTheOutline() throws {
        let outline = try Self.outline(Self.mixed)
        #expect(outline.toolbars.map(\.owner) == [.stack, .inspector, .column(.sidebar), .column(.detail), .handMadeBar(id: "status")])
        #expect(outline.items.map(\.item.id) == ["a", "b", "i", "s1", "d1", "x"])
        #expect(outline.tabs.map(\.tab.id) == ["home", "mail"])
        #expect(outline.tabViews.count == 1)
        #expect(outline.splitViews.count == 1)
        #expect(outline.item("d1")?.owner == .column(.detail))
    }

    /// P6: each node's settings are the screen's with every override on the way down applied.
    @Test func settingsInForceAccumulateDownThePath() throws {
        let outline = try Self.outline(Self.mixed)
        let byName = Dictionary(uniqueKeysWithValues: outline.nodes.map { ($0.name, $0.settings) })
        #expect(byName["tab-view"]?.compression == .prefersTabBar)
        #expect(byName["tab home › stack"]?.verticalBehavior == .automatic)
        #expect(byName["tab home › stack"]?.verticalBehaviorSource == .screen)
        #expect(byName["tab mail"]?.verticalBehavior == .disabled)
        #expect(byName["tab mail"]?.verticalBehaviorSource == .tab("Mail"))
        #expect(byName["tab mail › split-view › sidebar"]?.verticalBehavior == .disabled)
        #expect(byName["tab mail › split-view › detail"]?.verticalBehavior == .automatic)
        #expect(byName["tab mail › split-view › detail"]?.verticalBehaviorSource == .column(.detail))
        // Compression set on the tab view reaches every level below it.
        #expect(byName["tab mail › split-view › detail"]?.compression == .prefersTabBar)
        #expect(byName["hand-made-bar status"]?.compression == .automatic)
    }

    @Test func anEmptyToolbarDeclaresNothing() throws {
        let outline = try Self.outline("screen s { stack { } }")
        #expect(outline.nodes.count == 1)
        #expect(outline.declarations.isEmpty)
        #expect(outline.nodes[0].declarations.isEmpty)
    }
}
