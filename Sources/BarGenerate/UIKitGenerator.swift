import BarModel

/// A screen as UIKit: an actions type and, per pane (a stack's top view, a tab, a split-view column, an
/// inspector, a sheet), a function that builds its `UIBarButtonItem`s and assigns them to the view controller's
/// navigation item (`leadingItemGroups`, `trailingItemGroups`, `pinnedTrailingGroup`, `additionalOverflowItems`)
/// and `toolbarItems`, with the 27.1 properties (`axisBehavior`, `visibilityPriority`,
/// `verticalBarCompressionBehavior`). What UIKit reads from an override rather than a property
/// (`preferredVerticalBarBehavior`) or from a delegate (the column a collapsed split view shows) is generated as
/// a constant for the app to return.
struct UIKitGenerator {
    let screen: Screen
    private var typeName: String { SwiftSpelling.type(screen.id) }
    private var actionsType: String { typeName + "Actions" }

    init(screen: Screen) { self.screen = screen }

    func file(header: [String]) -> String {
        var source = SwiftSource()
        for line in header { source.line(line) }
        source.line()
        source.line("import UIKit")
        source.line()
        writeActions(&source)
        source.line()
        source.doc("The bars of screen `\(screen.id)`\(screen.title.map { " (" + SwiftSpelling.literal($0) + ")" } ?? "").")
        for note in RecordedSettings.notes(screen) { source.doc(note) }
        source.line("@MainActor")
        source.block("enum \(typeName)Bars {") { source in
            var first = true
            func separate(_ source: inout SwiftSource) {
                if !first { source.line() }
                first = false
            }
            container(screen.root, path: [], inherited: SettingsOverride(verticalBehavior: nil, compression: nil)
                .overriding(screen: screen.settings), navigationBar: screen.settings.navigationBar,
                separate: separate, into: &source)
            for bar in screen.handMadeBars {
                separate(&source)
                handMadeBar(bar, into: &source)
            }
        }
        writeViewControllers(&source)
        return source.text
    }

    // MARK: View controllers

    /// The view controller class of a pane or container at `path`: `InboxDetailViewController`; the screen's
    /// root is `InboxViewController`.
    private func controllerType(_ path: [String]) -> String {
        typeName + path.map(SwiftSpelling.type).joined() + "ViewController"
    }

    /// View controller classes that assemble the screen as the spec describes it: one per pane, whose
    /// `viewDidLoad()` calls the pane's `configure…` function, and a split view or tab bar controller per
    /// container, which holds them. The app shows its content in the panes (subclass them or add a child).
    private func writeViewControllers(_ source: inout SwiftSource) {
        let inherited = SettingsOverride(verticalBehavior: nil, compression: nil).overriding(screen: screen.settings)
        controllers(screen.root, path: [], inherited: inherited, into: &source)
    }

    private func controllers(_ container: Container, path: [String], inherited: SettingsOverride, into source: inout SwiftSource) {
        let settings = container.settings.inheriting(from: inherited)
        switch container {
        case .stack(let stack):
            paneController(path: path, what: "the stack's top view", hasBehavior: settings.verticalBehavior != nil,
                           keyboard: Self.hasKeyboardItems(stack.toolbar), into: &source)
            if let inspector = stack.inspector {
                source.line()
                source.comment("The inspector of `\(path.isEmpty ? screen.id : path.joined(separator: " › "))`: UIKit has an inspector column only in a split view controller; present its view controller yourself.")
                paneController(path: path + ["inspector"], what: "the inspector", hasBehavior: false,
                               keyboard: Self.hasKeyboardItems(inspector.toolbar), into: &source)
            }
        case .sheet(let sheet):
            paneController(path: path, what: "the sheet", hasBehavior: settings.verticalBehavior != nil,
                           keyboard: Self.hasKeyboardItems(sheet.toolbar), sheet: sheet.placement, into: &source)
        case .splitView(let split):
            source.line()
            source.doc("The split view of screen `\(screen.id)`\(path.isEmpty ? "" : " in `" + path.joined(separator: " › ") + "`"): each column's view controller has its bars from `\(typeName)Bars`.")
            source.block("final class \(controllerType(path)): UISplitViewController, UISplitViewControllerDelegate {") { source in
                source.line("let actions: \(actionsType)")
                source.line()
                source.block("init(actions: \(actionsType)) {") { source in
                    source.line("self.actions = actions")
                    source.line("super.init(style: .\(split.content == nil ? "doubleColumn" : "tripleColumn"))")
                    source.line("delegate = self")
                    let api: [Column.Role: String] = [.sidebar: "primary", .content: "supplementary", .detail: "secondary"]
                    for column in split.columns {
                        source.line("setViewController(\(controllerType(path + [column.role.rawValue]))(actions: actions), for: .\(api[column.role]!))")
                        if let inspector = column.inspector {
                            if column.role == .detail {
                                source.line("setViewController(\(controllerType(path + [column.role.rawValue, "inspector"]))(actions: actions), for: .inspector)")
                                if inspector.isPresented { source.line("show(.inspector)") }
                            } else {
                                source.comment("The inspector of the \(column.role.rawValue) column: UIKit's one inspector column belongs to the split view, beside the detail column; present it yourself.")
                            }
                        }
                    }
                }
                source.line()
                source.line("required init?(coder: NSCoder) { nil }")
                source.line()
                source.line("func splitViewController(")
                source.indented { $0.line("_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column") }
                source.block(") -> UISplitViewController.Column {") { source in
                    source.line("\(typeName)Bars.\(name(path, "top-column-for-collapsing"))")
                }
                if path.isEmpty { rootViewDidLoad(into: &source) }
            }
            for column in split.columns {
                let columnPath = path + [column.role.rawValue]
                paneController(path: columnPath, what: "the \(column.role.rawValue) column",
                               hasBehavior: column.settings.inheriting(from: settings).verticalBehavior != nil,
                               keyboard: Self.hasKeyboardItems(column.toolbar), into: &source)
                if let inspector = column.inspector {
                    paneController(path: columnPath + ["inspector"], what: "the \(column.role.rawValue) column's inspector", hasBehavior: false,
                                   keyboard: Self.hasKeyboardItems(inspector.toolbar), into: &source)
                }
            }
        case .tabView(let tabs):
            source.line()
            source.doc("The tab bar controller of screen `\(screen.id)`\(path.isEmpty ? "" : " in `" + path.joined(separator: " › ") + "`"), with its tabs in tab-bar order.")
            source.block("final class \(controllerType(path)): UITabBarController {") { source in
                source.line("let actions: \(actionsType)")
                source.line()
                source.block("init(actions: \(actionsType)) {") { source in
                    source.line("self.actions = actions")
                    source.line("super.init(nibName: nil, bundle: nil)")
                    source.line("mode = \(typeName)Bars.\(name(path, "tab-bar-mode"))")
                    func made(_ tab: Tab) -> String {
                        let title = SwiftSpelling.literal(tab.title ?? "")
                        let image = Self.imageExpression(symbol: tab.symbol, image: tab.image) ?? "nil"
                        let content = tab.content == nil && !hasOwnSettings(tab) ? "UIViewController()" : "\(controllerType(path + [tab.id]))(actions: actions)"
                        return "UITab(title: \(title), image: \(image), identifier: \(SwiftSpelling.literal(tab.id))) { _ in \(content) }"
                    }
                    if tabs.tabs.contains(where: { $0.badge != nil }) {
                        // A badge is set on the tab after it is made, so each tab is a constant first.
                        var names: [String] = []
                        for tab in tabs.tabs {
                            let variable = SwiftSpelling.member(tab.id).filter { $0 != "`" } + "Tab"
                            names.append(variable)
                            source.line("let \(variable) = \(made(tab))")
                            if let badge = tab.badge { source.line("\(variable).badgeValue = \(SwiftSpelling.literal(badge.description))") }
                        }
                        source.line("tabs = [\(names.joined(separator: ", "))]")
                    } else {
                        source.line("tabs = [")
                        source.indented { source in
                            for tab in tabs.tabs { source.line(made(tab) + ",") }
                        }
                        source.line("]")
                    }
                    if let index = tabs.tabs.firstIndex(where: { $0.id == tabs.selectedTabID }) {
                        source.line("selectedIndex = \(index)")
                    }
                }
                source.line()
                source.line("required init?(coder: NSCoder) { nil }")
                if path.isEmpty { rootViewDidLoad(into: &source) }
            }
            for tab in tabs.tabs {
                let tabSettings = tab.settings.inheriting(from: settings)
                if let content = tab.content {
                    controllers(content, path: path + [tab.id], inherited: tabSettings, into: &source)
                } else if hasOwnSettings(tab) {
                    paneController(path: path + [tab.id], what: "tab `\(tab.id)`", hasBehavior: tabSettings.verticalBehavior != nil, keyboard: false, into: &source)
                }
            }
        }
    }

    /// A tab without content that sets its own `vertical-behavior` or `compression` gets a view controller
    /// of its own to carry them: UIKit reads them from the view controller the tab shows (P6).
    private func hasOwnSettings(_ tab: Tab) -> Bool {
        tab.settings.verticalBehavior != nil || tab.settings.compression != nil
    }

    /// A container's root view controller adds the screen's hand-made bars to its view.
    private func rootViewDidLoad(into source: inout SwiftSource) {
        guard !screen.handMadeBars.isEmpty else { return }
        source.line()
        source.block("override func viewDidLoad() {") { source in
            source.line("super.viewDidLoad()")
            addHandMadeBars(into: &source)
        }
    }

    /// A pane's view controller. `keyboard`: the pane has `placement: keyboard` items, which UIKit shows in the
    /// toolbar a responder returns as its `inputAccessoryView` (P10): the view controller holds that toolbar and
    /// returns it. `sheet`: the pane is a sheet presented from that side.
    private func paneController(
        path: [String], what: String, hasBehavior: Bool, keyboard: Bool, sheet: Sheet.Placement? = nil, into source: inout SwiftSource
    ) {
        source.line()
        source.doc("The view controller of \(what) in screen `\(screen.id)`, its bars set up by `\(typeName)Bars`. Show your content in it.")
        source.block("class \(controllerType(path)): UIViewController {") { source in
            source.line("let actions: \(actionsType)")
            if keyboard {
                source.doc("The keyboard's accessory bar, with the items of `placement: keyboard`.")
                source.line("let keyboardToolbar = UIToolbar()")
            }
            source.line()
            source.block("init(actions: \(actionsType)) {") { source in
                source.line("self.actions = actions")
                source.line("super.init(nibName: nil, bundle: nil)")
                if let sheet {
                    source.line("modalPresentationStyle = .pageSheet")
                    if sheet != .center, let side = PlatformAPI.sheetPlacements.spelling(of: sheet, in: .uiKit) {
                        source.line("sheetPresentationController?.preferredPlacement = .\(side)")
                    }
                }
            }
            source.line()
            source.line("required init?(coder: NSCoder) { nil }")
            if hasBehavior {
                source.line()
                source.line("override var preferredVerticalBarBehavior: UIVerticalBarBehavior { \(typeName)Bars.\(name(path, "preferred-vertical-bar-behavior")) }")
            }
            if keyboard {
                source.line()
                source.doc("UIKit shows a responder's input accessory view above the keyboard while that responder is the first responder;")
                source.doc("the items stay with the keyboard and never go vertical (P10). A text view of yours shows the same bar")
                source.doc("when you set its `inputAccessoryView` to `keyboardToolbar`.")
                source.line("override var inputAccessoryView: UIView? { keyboardToolbar }")
            }
            source.line()
            source.block("override func viewDidLoad() {") { source in
                source.line("super.viewDidLoad()")
                let keyboardArgument = keyboard ? "keyboardToolbar: keyboardToolbar, " : ""
                source.line("\(typeName)Bars.\(name(["configure"] + path, ""))(self, \(keyboardArgument)actions: actions)")
                if path.isEmpty { addHandMadeBars(into: &source) }
            }
        }
    }

    /// Whether `toolbar` has items for the keyboard's accessory bar.
    static func hasKeyboardItems(_ toolbar: Toolbar) -> Bool {
        toolbar.items.contains { $0.placement == .keyboard && !$0.isInOverflowMenu }
    }

    // MARK: Actions

    private func writeActions(_ source: inout SwiftSource) {
        source.doc("What the app does for the items of screen `\(screen.id)`: one member per item, named after its id.")
        source.block("struct \(actionsType) {") { source in
            for item in ScreenItems.all(in: screen) where !item.isMenu {
                if item.view == .label {
                    source.line("var \(SwiftSpelling.member(item.id)): () -> Void")
                } else {
                    source.doc("The custom view of `\(item.id)` (`view: \(item.view.rawValue)`).")
                    source.line("var \(SwiftSpelling.member(item.id)): UIView")
                }
            }
        }
    }

    // MARK: Containers

    private func container(
        _ container: Container, path: [String], inherited: SettingsOverride, navigationBar: NavigationBarVisibility,
        separate: (inout SwiftSource) -> Void, into source: inout SwiftSource
    ) {
        let settings = container.settings.inheriting(from: inherited)
        switch container {
        case .stack(let stack):
            separate(&source)
            pane(path: path, what: "the stack's top view", title: stack.title, toolbar: stack.toolbar, settings: settings,
                 navigationBar: stack.navigationBar ?? navigationBar, backButton: stack.hasBackButton, into: &source)
            if let inspector = stack.inspector {
                separate(&source)
                self.inspector(inspector, path: path + ["inspector"], into: &source)
            }
        case .tabView(let tabs):
            separate(&source)
            self.tabs(tabs, path: path, into: &source)
            for tab in tabs.tabs {
                if let content = tab.content {
                    self.container(content, path: path + [tab.id], inherited: tab.settings.inheriting(from: settings),
                                   navigationBar: navigationBar, separate: separate, into: &source)
                } else if hasOwnSettings(tab) {
                    separate(&source)
                    pane(path: path + [tab.id], what: "tab `\(tab.id)`, which has no bars of its own", title: nil, toolbar: Toolbar(),
                         settings: tab.settings.inheriting(from: settings), navigationBar: navigationBar, backButton: false, into: &source)
                }
            }
        case .splitView(let split):
            separate(&source)
            let column = PlatformAPI.columns.spelling(of: split.compactColumn, in: .uiKit) ?? split.compactColumn.rawValue
            source.doc("The column the collapsed split view shows (compact-column: \(split.compactColumn.rawValue)). UIKit asks its delegate,")
            source.doc("so return this from `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.")
            source.line("static let \(name(path, "top-column-for-collapsing")): UISplitViewController.Column = .\(column)")
            for column in split.columns {
                separate(&source)
                let columnPath = path + [column.role.rawValue]
                pane(path: columnPath, what: "the \(column.role.rawValue) column", title: column.title, toolbar: column.toolbar,
                     settings: column.settings.inheriting(from: settings), navigationBar: navigationBar, backButton: false, into: &source)
                if let inspector = column.inspector {
                    separate(&source)
                    self.inspector(inspector, path: columnPath + ["inspector"], into: &source)
                }
            }
        case .sheet(let sheet):
            separate(&source)
            if let note = PlatformAPI.sheetPlacements.row(for: sheet.placement)?.uiKitNote {
                source.comment("The spec presents this sheet from `\(sheet.placement.rawValue)`: \(note).")
            }
            pane(path: path, what: "the sheet's view controller (present it modally)", title: sheet.title, toolbar: sheet.toolbar,
                 settings: settings, navigationBar: navigationBar, backButton: false, into: &source)
        }
    }

    private func tabs(_ tabs: TabView, path: [String], into source: inout SwiftSource) {
        source.doc("The tab bar controller's mode (style: \(tabs.style.rawValue)).")
        let mode = PlatformAPI.tabViewStyles.spelling(of: tabs.style, in: .uiKit) ?? tabs.style.rawValue
        source.line("static let \(name(path, "tab-bar-mode")): UITabBarController.Mode = .\(mode)")
        source.line()
        source.doc("The identifier of the tab on screen; select it with the tab bar controller's `selectedTab`.")
        source.line("static let \(name(path, "selected-tab-identifier")) = \(SwiftSpelling.literal(tabs.selectedTabID))")
        source.line()
        source.doc("The tabs, in tab-bar order; `viewController` gives the view controller of the tab with an identifier.")
        source.block("static func \(name(["make"] + path, "tabs"))(viewController: @escaping (String) -> UIViewController) -> [UITab] {") { source in
            var names: [String] = []
            for tab in tabs.tabs {
                let variable = SwiftSpelling.member(tab.id).filter { $0 != "`" } + "Tab"
                names.append(variable)
                let title = SwiftSpelling.literal(tab.title ?? "")
                let image = Self.imageExpression(symbol: tab.symbol, image: tab.image) ?? "nil"
                source.line("let \(variable) = UITab(title: \(title), image: \(image), identifier: \(SwiftSpelling.literal(tab.id))) { _ in")
                source.indented { $0.line("viewController(\(SwiftSpelling.literal(tab.id)))") }
                source.line("}")
                if let badge = tab.badge { source.line("\(variable).badgeValue = \(SwiftSpelling.literal(badge.description))") }
            }
            source.line("return [\(names.joined(separator: ", "))]")
        }
    }

    private func inspector(_ inspector: Inspector, path: [String], into source: inout SwiftSource) {
        source.comment("The inspector is presented by the app (presented: \(inspector.isPresented)); its items stay horizontal (P8).")
        pane(path: path, what: "the inspector's view controller", title: inspector.title, toolbar: inspector.toolbar,
             settings: SettingsOverride(), navigationBar: .visible, backButton: false, into: &source)
    }

    /// A member named after a place in the screen: `detail` + `top-column-for-collapsing` →
    /// `detailTopColumnForCollapsing`.
    private func name(_ path: [String], _ suffix: String) -> String {
        SwiftSpelling.member((path + (suffix.isEmpty ? [] : [suffix])).joined(separator: "-")).filter { $0 != "`" }
    }

    // MARK: One pane

    private func pane(
        path: [String], what: String, title: String?, toolbar: Toolbar, settings: SettingsOverride,
        navigationBar: NavigationBarVisibility, backButton: Bool, into source: inout SwiftSource
    ) {
        if let behavior = settings.verticalBehavior {
            let value = PlatformAPI.verticalBehaviors.spelling(of: behavior, in: .uiKit) ?? behavior.rawValue
            source.doc("Return this from the view controller's `preferredVerticalBarBehavior` override (vertical-behavior: \(behavior.rawValue)).")
            source.line("static let \(name(path, "preferred-vertical-bar-behavior")): UIVerticalBarBehavior = .\(value)")
            source.line()
        }
        let keyboard = Self.hasKeyboardItems(toolbar)
        source.doc("Sets up \(what)\(path.isEmpty ? "" : " (`" + path.joined(separator: " › ") + "`)"); call it from `viewDidLoad()`.")
        if keyboard {
            source.doc("`keyboardToolbar` is the toolbar the view controller returns as its `inputAccessoryView`.")
        }
        let keyboardParameter = keyboard ? "keyboardToolbar: UIToolbar, " : ""
        source.block("static func \(name(["configure"] + path, ""))(_ viewController: UIViewController, \(keyboardParameter)actions: \(actionsType)) {") { source in
            source.line("let navigationItem = viewController.navigationItem")
            if let title { source.line("navigationItem.title = \(SwiftSpelling.literal(title))") }
            if backButton {
                source.comment("The view controller is pushed: the system adds the back button (back-button: true), which it keeps.")
                source.line("navigationItem.hidesBackButton = false")
            }
            if navigationBar == .hidden {
                let hidden = PlatformAPI.navigationBarVisibilities.spelling(of: .hidden, in: .uiKit) ?? "true"
                source.line("viewController.navigationController?.setNavigationBarHidden(\(hidden), animated: false)")
            }
            if let compression = settings.compression {
                let value = PlatformAPI.compressions.spelling(of: compression, in: .uiKit) ?? compression.rawValue
                source.line("navigationItem.verticalBarCompressionBehavior = .\(value)")
            }
            items(of: toolbar, into: &source)
        }
    }

    /// Declares every item of `toolbar` and assigns them, slot by slot, in declaration order.
    private func items(of toolbar: Toolbar, into source: inout SwiftSource) {
        let entries = ToolbarEntry.entries(of: toolbar)
        if entries.isEmpty { return }
        var slots: [String: [String]] = [:]
        var slotOrder: [String] = []
        var bottom: [String] = []
        var keyboard: [String] = []
        var pinned: [String] = []
        /// Whether the pinned items come from a group the spec declares.
        var pinnedInGroup = false
        var overflow: [ToolbarItem] = []

        func slot(of item: ToolbarItem) -> String? { PlatformAPI.placements.spelling(of: item.placement, in: .uiKit) }
        func addGroup(_ slot: String, _ expression: String) {
            if slots[slot] == nil { slotOrder.append(slot) }
            slots[slot, default: []].append(expression)
        }

        for entry in entries {
            switch entry {
            case .item(let item):
                guard let slot = slot(of: item) else { continue }
                declare(item, into: &source)
                place([item], slot: slot, group: nil, addGroup: addGroup, bottom: &bottom, keyboard: &keyboard, pinned: &pinned, source: &source)
            case .group(let group, let members):
                let items = members.compactMap { if case .item(let item) = $0 { item } else { nil } }
                let placed = items.filter { slot(of: $0) != nil }
                for item in placed { declare(item, into: &source) }
                let bySlot = Dictionary(grouping: placed, by: { slot(of: $0)! })
                for slotName in orderedSlots(placed.map { slot(of: $0)! }) {
                    place(bySlot[slotName]!, slot: slotName, group: group, addGroup: addGroup, bottom: &bottom, keyboard: &keyboard, pinned: &pinned, source: &source)
                    if slotName == "pinnedTrailingGroup" { pinnedInGroup = true }
                }
                if group.priority != .automatic {
                    source.comment("group `\(group.id)` has priority \(group.priority): the reference gives bar button item groups no visibility priority, so each item keeps its own.")
                }
            case .spacer(let kind, let next):
                let nextSlot = next.flatMap { PlatformAPI.placements.spelling(of: $0, in: .uiKit) }
                let spacer = "." + (PlatformAPI.spacers.spelling(of: kind, in: .uiKit) ?? kind.rawValue)
                if nextSlot == "toolbarItems" {
                    bottom.append(kind == .fixed ? "\(spacer)(0)" : "\(spacer)()")
                } else if nextSlot == "inputAccessoryView" {
                    keyboard.append(kind == .fixed ? "\(spacer)(0)" : "\(spacer)()")
                } else if kind == .fixed, let nextSlot, nextSlot.hasSuffix("ItemGroups") {
                    addGroup(nextSlot, "UIBarButtonItemGroup.fixedSpace()")
                } else {
                    source.comment("spacer \(kind.rawValue): the navigation bar's item groups take no \(kind.rawValue) spacer.")
                }
            case .overflowMenu(let items):
                overflow = items
            }
        }
        for slotName in slotOrder {
            source.line("navigationItem.\(slotName) = [")
            source.indented { source in for group in slots[slotName]! { source.line(group + ",") } }
            source.line("]")
        }
        if pinned.count == 1 && !pinnedInGroup {
            source.line("navigationItem.pinnedTrailingGroup = \(pinned[0]).creatingFixedGroup()")
        } else if !pinned.isEmpty {
            if !pinnedInGroup {
                source.comment("The pinned items stand outside any group in the spec; UIKit pins one group, which holds them all.")
            }
            source.line("navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [\(pinned.joined(separator: ", "))], representativeItem: nil)")
        }
        if !bottom.isEmpty {
            source.line("viewController.toolbarItems = [\(bottom.joined(separator: ", "))]")
        }
        if !keyboard.isEmpty {
            // P10: the keyboard's accessory bar is the toolbar the view controller returns as its inputAccessoryView.
            source.line("keyboardToolbar.items = [\(keyboard.joined(separator: ", "))]")
        }
        if !overflow.isEmpty {
            source.block("navigationItem.additionalOverflowItems = UIDeferredMenuElement { completion in") { source in
                source.line("completion([")
                source.indented { source in
                    for item in overflow { menuElement(item, into: &source, trailingComma: true) }
                }
                source.line("])")
            }
        }
    }

    private func orderedSlots(_ slots: [String]) -> [String] {
        var seen: [String] = []
        for slot in slots where !seen.contains(slot) { seen.append(slot) }
        return seen
    }

    private func place(
        _ items: [ToolbarItem], slot: String, group: ToolbarGroup?, addGroup: (String, String) -> Void,
        bottom: inout [String], keyboard: inout [String], pinned: inout [String], source: inout SwiftSource
    ) {
        let names = items.map { itemVariable($0.id) }
        switch slot {
        case "inputAccessoryView":
            if let group {
                source.comment("group `\(group.id)`: a toolbar's `items` is a plain array of items; the keyboard's accessory bar takes no item groups.")
            }
            keyboard += names
        case "toolbarItems":
            if let group {
                source.comment("group `\(group.id)`: `toolbarItems` is a plain array of items; the bottom toolbar takes no item groups.")
            }
            bottom += names
        case "pinnedTrailingGroup": pinned += names
        case "titleView":
            for item in items {
                source.comment("`\(item.id)` (placement: principal): \(PlatformAPI.placements.row(for: .principal)?.uiKitNote ?? "").")
                source.line("navigationItem.titleView = \(itemVariable(item.id)).customView")
            }
        default:
            if group == nil {
                // An item outside a group gets the group of one item UIKit makes for it (an implicit group, P23),
                // so the code declares no group the spec does not.
                for name in names { addGroup(slot, "\(name).creatingFixedGroup()") }
            } else {
                addGroup(slot, "UIBarButtonItemGroup(barButtonItems: [\(names.joined(separator: ", "))], representativeItem: nil)")
            }
        }
    }

    /// `let share = UIBarButtonItem(…)` and the item's 27.1 properties.
    /// The local holding an item: `shareItem`, so no id can shadow `actions` or `navigationItem`.
    private func itemVariable(_ id: String) -> String {
        SwiftSpelling.member(id).filter { $0 != "`" } + "Item"
    }

    private func declare(_ item: ToolbarItem, into source: inout SwiftSource) {
        let variable = itemVariable(item.id)
        let member = SwiftSpelling.member(item.id)
        if let alternate = item.alternateTitle {
            source.comment("`\(item.id)` switches its title to \(SwiftSpelling.literal(alternate)) (alternate-title); the app swaps it.")
        }
        if let alternate = item.alternateSymbol {
            source.comment("`\(item.id)` switches its symbol to \(SwiftSpelling.literal(alternate)) (alternate-symbol); the app swaps it.")
        }
        if item.view != .label {
            if item.view == .customVertical {
                source.comment("`\(item.id)` is a custom view with a layout for the vertical bar (view: custom-vertical); the app's view provides it.")
            }
            source.line("let \(variable) = UIBarButtonItem(customView: actions.\(member))")
            // The title the overflow menu and VoiceOver use for the custom view.
            if let title = item.title { source.line("\(variable).title = \(SwiftSpelling.literal(title))") }
        } else {
            if item.title == nil && !item.hasIcon { source.comment(GeneratedLabel.emptyNote(item)) }
            var arguments: [String] = []
            if let title = item.title { arguments.append("title: \(SwiftSpelling.literal(title))") }
            if let image = Self.imageExpression(symbol: item.symbol, image: item.image) { arguments.append("image: \(image)") }
            if item.isMenu {
                source.line("let \(variable) = UIBarButtonItem(")
                source.indented { source in
                    for argument in arguments { source.line(argument + ",") }
                    source.line("menu: UIMenu(children: [")
                    source.indented { source in
                        for entry in item.menuEntries { menuElement(entry, into: &source, trailingComma: true) }
                    }
                    source.line("])")
                }
                source.line(")")
            } else {
                arguments.append("primaryAction: UIAction { _ in actions.\(member)() }")
                source.line("let \(variable) = UIBarButtonItem(\(arguments.joined(separator: ", ")))")
            }
        }
        if item.axis != .automatic {
            source.line("\(variable).axisBehavior = .\(PlatformAPI.axisBehaviors.spelling(of: item.axis, in: .uiKit) ?? item.axis.rawValue)")
        }
        if item.priority != .automatic {
            source.line("\(variable).visibilityPriority = \(PlatformAPI.priorityExpression(item.priority, in: .uiKit))")
        }
        switch item.badge {
        case .count(let count)?: source.line("\(variable).badge = .count(\(count))")
        case .text(let text)?:
            source.comment("`\(item.id)` has the badge \(SwiftSpelling.literal(text)): the reference shows a count badge for bar button items, not a text one.")
        case nil: break
        }
    }

    /// The image of an item's or tab's label: its symbol (`UIImage(systemName:)`) or its image of the app's own
    /// (`UIImage(named:)`); nil for a text-only one.
    private static func imageExpression(symbol: String?, image: String?) -> String? {
        if let symbol { return "UIImage(systemName: \(SwiftSpelling.literal(symbol)))" }
        if let image { return "UIImage(named: \(SwiftSpelling.literal(image)))" }
        return nil
    }

    /// An entry of a menu or of the overflow menu: a `UIAction`, or a `UIMenu` for a menu. An entry without a
    /// title in the spec gets none (both take `title: ""` by default): the id is no text people read, and
    /// `bar import` would read it back as the entry's title.
    private func menuElement(_ item: ToolbarItem, into source: inout SwiftSource, trailingComma: Bool) {
        let comma = trailingComma ? "," : ""
        var arguments: [String] = []
        if let title = item.title { arguments.append("title: \(SwiftSpelling.literal(title))") }
        if let image = Self.imageExpression(symbol: item.symbol, image: item.image) { arguments.append("image: \(image)") }
        let parenthesized = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
        if arguments.isEmpty { source.comment(GeneratedLabel.emptyNote(item)) }
        if item.isMenu {
            source.line("UIMenu(\((arguments + ["children: ["]).joined(separator: ", "))")
            source.indented { source in for entry in item.menuEntries { menuElement(entry, into: &source, trailingComma: true) } }
            source.line("])" + comma)
        } else if item.view != .label {
            source.comment("`\(item.id)` is a custom view; a menu shows its title.")
            source.line("UIAction\(parenthesized) { _ in }" + comma)
        } else {
            source.line("UIAction\(parenthesized) { _ in actions.\(SwiftSpelling.member(item.id))() }" + comma)
        }
    }

    // MARK: Hand-made bars

    /// `addMiniPlayer(to:actions:)` for hand-made bar `mini-player`.
    private func handMadeBarFunction(_ bar: HandMadeBar) -> String { name(["add", bar.id], "") }

    /// The calls that add the screen's hand-made bars, for its root view controller's `viewDidLoad()`.
    private func addHandMadeBars(into source: inout SwiftSource) {
        for bar in screen.handMadeBars {
            source.line("\(typeName)Bars.\(handMadeBarFunction(bar))(to: self, actions: actions)")
        }
    }

    /// A hand-made bar is a `UIToolbar` the app adds to its own view and pins to the spec's edge: UIKit leaves
    /// such a bar where the app put it, so it never moves into the vertical bar (P5).
    private func handMadeBar(_ bar: HandMadeBar, into source: inout SwiftSource) {
        source.doc("Hand-made bar `\(bar.id)` (edge: \(bar.edge.rawValue)): a toolbar the app places itself, so it never moves into the vertical bar (P5).")
        source.doc("Called from the screen's root view controller's `viewDidLoad()`.")
        source.block("static func \(handMadeBarFunction(bar))(to viewController: UIViewController, actions: \(actionsType)) {") { source in
            var names: [String] = []
            for (index, item) in bar.toolbar.items.enumerated() {
                for spacer in bar.toolbar.spacers where spacer.beforeItemIndex == index {
                    names.append(spacer.kind == .fixed ? ".fixedSpace(0)" : ".flexibleSpace()")
                }
                declare(item, into: &source)
                names.append(itemVariable(item.id))
            }
            for spacer in bar.toolbar.spacers where spacer.beforeItemIndex >= bar.toolbar.items.count {
                names.append(spacer.kind == .fixed ? ".fixedSpace(0)" : ".flexibleSpace()")
            }
            let toolbar = name([bar.id, "toolbar"], "")
            let anchor = bar.edge == .top ? "topAnchor" : "bottomAnchor"
            source.line("let \(toolbar) = UIToolbar()")
            source.line("\(toolbar).items = [\(names.joined(separator: ", "))]")
            source.line("\(toolbar).translatesAutoresizingMaskIntoConstraints = false")
            source.line("viewController.view.addSubview(\(toolbar))")
            source.line("NSLayoutConstraint.activate([")
            source.indented { source in
                source.line("\(toolbar).leadingAnchor.constraint(equalTo: viewController.view.leadingAnchor),")
                source.line("\(toolbar).trailingAnchor.constraint(equalTo: viewController.view.trailingAnchor),")
                source.line("\(toolbar).\(anchor).constraint(equalTo: viewController.view.safeAreaLayoutGuide.\(anchor)),")
            }
            source.line("])")
        }
    }
}

extension SettingsOverride {
    /// The screen's own settings as the outermost override: only what the spec set differs from the platform.
    func overriding(screen settings: ScreenSettings) -> SettingsOverride {
        SettingsOverride(
            verticalBehavior: settings.verticalBehavior == .automatic ? verticalBehavior : settings.verticalBehavior,
            compression: settings.compression == .automatic ? compression : settings.compression)
    }
}
