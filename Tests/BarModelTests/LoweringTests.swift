import BarDiagnostics
import Testing

@testable import BarModel

/// Lowering: what each block of the tree becomes in the model, with the defaults the grammar gives and the
/// ranges diagnostics point at; and how lowering goes on after a mistake.
@Suite struct LoweringTests {
    static func load(_ text: String) -> LoadResult { SpecLoader.load(path: "t.bar", text: text) }

    static func root(_ text: String) throws -> Container {
        let result = load(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.spec.screens.first).root
    }

    // MARK: Containers

    @Test func aTabViewKeepsItsTabsInOrderWithTheirContent() throws {
        let root = try Self.root("""
            screen s {
              tab-view {
                selected: b
                style: sidebar-adaptable
                tab a { title: "A" symbol: "a.circle" badge: "New" stack { } }
                tab b { symbol: "b.circle" split-view { sidebar { } detail { } } }
                tab c { }
              }
            }
            """)
        guard case .tabView(let tabView) = root else { Issue.record("expected a tab view"); return }
        #expect(tabView.tabs.map(\.id) == ["a", "b", "c"])
        #expect(tabView.selectedTabID == "b")
        #expect(tabView.selectedTab?.id == "b")
        #expect(tabView.style == .sidebarAdaptable)
        #expect(tabView.tabs[0].badge == .text("New"))
        #expect(tabView.tabs[0].displayName == "A")
        #expect(tabView.tabs[1].displayName == "b")
        guard case .stack = tabView.tabs[0].content, case .splitView = tabView.tabs[1].content else {
            Issue.record("tab content was not lowered")
            return
        }
        #expect(tabView.tabs[2].content == nil)
    }

    @Test func aTabViewWithoutSelectionSelectsItsFirstTab() throws {
        guard case .tabView(let tabView) = try Self.root("screen s { tab-view { tab x { } tab y { } } }") else {
            Issue.record("expected a tab view")
            return
        }
        #expect(tabView.selectedTabID == "x")
        #expect(tabView.style == .tabBar)
    }

    @Test func aSplitViewHasItsColumnsLeadingToTrailing() throws {
        let root = try Self.root("""
            screen s {
              split-view {
                compact-column: sidebar
                vertical-behavior: disabled
                sidebar { title: "Folders" toolbar { item add { symbol: "plus" } } }
                content { }
                detail { inspector { title: "Info" presented: true toolbar { item pin { symbol: "pin" } } } }
              }
            }
            """)
        guard case .splitView(let split) = root else { Issue.record("expected a split view"); return }
        #expect(split.columns.map(\.role) == [.sidebar, .content, .detail])
        #expect(split.compactColumn == .sidebar)
        #expect(split.settings.verticalBehavior == .disabled)
        #expect(split.sidebar.title == "Folders")
        #expect(split.sidebar.toolbar.items.map(\.id) == ["add"])
        let inspector = try #require(split.detail.inspector)
        #expect(inspector.title == "Info")
        #expect(inspector.isPresented)
        #expect(inspector.toolbar.items.map(\.id) == ["pin"])
    }

    @Test func aSplitViewWithoutContentHasTwoColumns() throws {
        guard case .splitView(let split) = try Self.root("screen s { split-view { sidebar { } detail { } } }") else {
            Issue.record("expected a split view")
            return
        }
        #expect(split.content == nil)
        #expect(split.columns.map(\.role) == [.sidebar, .detail])
    }

    @Test func aSheetKeepsItsPlacementTitleAndToolbar() throws {
        let root = try Self.root("""
            screen s {
              sheet { placement: trailing title: "Filter" compression: prefers-tab-bar toolbar { item done { title: "Done" placement: confirmation } } }
            }
            """)
        guard case .sheet(let sheet) = root else { Issue.record("expected a sheet"); return }
        #expect(sheet.placement == .trailing)
        #expect(sheet.title == "Filter")
        #expect(sheet.settings.compression == .prefersTabBar)
        #expect(sheet.toolbar.items.map(\.placement) == [.confirmation])
    }

    @Test func containersOverrideOnlyWhatTheyWrite() throws {
        guard case .stack(let stack) = try Self.root("screen s { stack { title: \"T\" navigation-bar: hidden } }") else {
            Issue.record("expected a stack")
            return
        }
        #expect(stack.title == "T")
        #expect(stack.navigationBar == .hidden)
        #expect(stack.settings.verticalBehavior == nil)
        #expect(stack.settings.compression == nil)
        #expect(!stack.hasBackButton)
        #expect(stack.inspector == nil)
    }

    // MARK: Toolbars

    @Test func itemsKeepEveryAttribute() throws {
        guard case .stack(let stack) = try Self.root("""
            screen s {
              stack {
                toolbar {
                  item edit {
                    title: "Edit" symbol: "pencil" placement: top-trailing axis: vertical-preferred priority: low
                    view: custom-vertical alternate-title: "Done" alternate-symbol: "checkmark"
                  }
                }
              }
            }
            """) else { Issue.record("expected a stack"); return }
        let item = try #require(stack.toolbar.items.first)
        #expect(item.title == "Edit")
        #expect(item.symbol == "pencil")
        #expect(item.placement == .topTrailing)
        #expect(item.axis == .verticalPreferred)
        #expect(item.priority == .low)
        #expect(item.view == .customVertical)
        #expect(item.hasIconPresentation)
        #expect(item.alternateTitle == "Done")
        #expect(item.alternateSymbol == "checkmark")
        #expect(item.image == nil)
        #expect(!item.isMenu && !item.isInOverflowMenu && item.groupID == nil)
    }

    @Test func anItemShownWithAnImageOfTheAppsOwn() throws {
        guard case .stack(let stack) = try Self.root("""
            screen s {
              stack {
                toolbar {
                  item compose { title: "Compose" image: "compose-pen" }
                }
              }
            }
            """) else { Issue.record("expected a stack"); return }
        let item = try #require(stack.toolbar.items.first)
        #expect(item.image == "compose-pen")
        #expect(item.symbol == nil)
        #expect(item.hasIconPresentation)
    }

    @Test func aTabShownWithAnImageOfTheAppsOwn() throws {
        guard case .tabView(let tabView) = try Self.root("""
            screen s {
              tab-view {
                tab board { title: "Board" image: "kanban-board" }
                tab inbox { title: "Inbox" symbol: "tray" }
              }
            }
            """) else { Issue.record("expected a tab view"); return }
        #expect(tabView.tabs.map(\.image) == ["kanban-board", nil])
        #expect(tabView.tabs.map(\.hasIcon) == [true, true])
    }

    @Test func menusGroupsSpacersAndTheOverflowMenuFlattenInDeclarationOrder() throws {
        guard case .stack(let stack) = try Self.root("""
            screen s {
              stack {
                toolbar {
                  item a { symbol: "a.circle" }
                  spacer fixed
                  group g { item b { symbol: "b.circle" } }
                  menu more { title: "More" symbol: "ellipsis.circle" item m1 { title: "One" } item m2 { title: "Two" } }
                  spacer flexible
                  overflow-menu { item o { title: "Print" } }
                }
              }
            }
            """) else { Issue.record("expected a stack"); return }
        let toolbar = stack.toolbar
        #expect(toolbar.items.map(\.id) == ["a", "b", "more", "o"])
        #expect(toolbar.items.map(\.groupID) == [nil, "g", nil, nil])
        #expect(toolbar.items.map(\.isMenu) == [false, false, true, false])
        #expect(toolbar.items[2].menuEntries.map(\.id) == ["m1", "m2"])
        #expect(toolbar.items.map(\.isInOverflowMenu) == [false, false, false, true])
        #expect(toolbar.groups.map(\.id) == ["g"])
        #expect(toolbar.spacers.map(\.kind) == [.fixed, .flexible])
        #expect(toolbar.spacers.map(\.beforeItemIndex) == [1, 3])
    }

    @Test func handMadeBarsAreLoweredBesideTheContainer() throws {
        let result = Self.load("""
            screen s {
              stack { }
              hand-made-bar status { edge: bottom item sync { symbol: "arrow.triangle.2.circlepath" } }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let bar = try #require(result.spec.screens.first?.handMadeBars.first)
        #expect(bar.id == "status")
        #expect(bar.edge == .bottom)
        #expect(bar.toolbar.items.map(\.id) == ["sync"])
    }

    // MARK: Ranges

    @Test func declarationsKeepTheirRangesAndNameRanges() throws {
        let text = "screen s {\n  stack { toolbar { item share { symbol: \"x\" } } }\n}\n"
        let result = Self.load(text)
        let screen = try #require(result.spec.screens.first)
        guard case .stack(let stack) = screen.root else { Issue.record("expected a stack"); return }
        let item = try #require(stack.toolbar.items.first)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[item.nameRange.start..<item.nameRange.end], as: UTF8.self) == "share")
        #expect(String(decoding: bytes[item.range.start..<item.range.end], as: UTF8.self) == "item share { symbol: \"x\" }")
        #expect(String(decoding: bytes[screen.nameRange.start..<screen.nameRange.end], as: UTF8.self) == "s")
    }

    @Test func theScreensDeviceRangeIsWhereItIsNamed() throws {
        let text = "screen s { device: iphone stack { } }"
        let screen = try #require(Self.load(text).spec.screens.first)
        let range = try #require(screen.deviceRange)
        #expect(String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self) == "iphone")
        #expect(screen.settings.device == "iphone")
    }

    // MARK: Going on after a mistake

    @Test func aMistakeInOneItemKeepsItsSiblingsAndOtherScreens() throws {
        let result = Self.load("""
            screen one {
              stack { toolbar { item a { symbol: "a.circle" axis: sideways } item b { symbol: "b.circle" } } }
            }
            screen two { stack { } }
            """)
        #expect(result.diagnostics.map(\.id) == ["invalid-value"])
        #expect(result.hasErrors)
        #expect(result.spec.screens.map(\.id) == ["one", "two"])
        guard case .stack(let stack) = result.spec.screens[0].root else { Issue.record("expected a stack"); return }
        #expect(stack.toolbar.items.map(\.id) == ["a", "b"])
        #expect(stack.toolbar.items[0].axis == .automatic, "an unreadable value leaves the default")
    }

    @Test func aDuplicateScreenIsReportedAndTheFirstKept() throws {
        let result = Self.load("screen s { title: \"First\" stack { } }\nscreen s { title: \"Second\" stack { } }\n")
        #expect(result.diagnostics.map(\.id) == ["duplicate-id"])
        #expect(result.diagnostics[0].notes.count == 1)
        #expect(result.spec.screens.map(\.title) == ["First"])
    }

    @Test func whatTheParserAlreadyReportedIsNotReportedAgain() {
        // `height: 720pt` is one invalid number for the scanner; lowering does not add "not a number".
        let result = Self.load("device d { base: iphone-duo posture closed { height: 720pt } }")
        #expect(result.diagnostics.map(\.id) == ["invalid-number"])
    }

    @Test func tooManyErrorsAreCountedNotListed() {
        let text = (0..<300).map { "screen s\($0) { bogus { } stack { } }" }.joined(separator: "\n")
        let result = Self.load(text)
        #expect(result.diagnostics.count <= 201)
        #expect(result.diagnostics.last?.id == DiagnosticID.tooManyErrors.rawValue)
        #expect(result.errorCount == 300)
        #expect(result.unlistedErrorCount == 300 - result.diagnostics.filter { $0.severity == .error }.count)
    }
}
