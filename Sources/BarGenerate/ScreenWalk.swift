import BarModel

/// One toolbar's content in the order the spec declares it, with groups, spacers and the overflow menu as the
/// frameworks see them: a group is one entry holding its items, the overflow menu one entry holding its
/// entries, wherever its first item was declared.
enum ToolbarEntry: Equatable {
    case item(ToolbarItem)
    case group(ToolbarGroup, [GroupMember])
    case spacer(ToolbarSpacer.Kind, nextPlacement: ItemPlacement?)
    case overflowMenu([ToolbarItem])

    enum GroupMember: Equatable {
        case item(ToolbarItem)
        case spacer(ToolbarSpacer.Kind)
    }

    static func entries(of toolbar: Toolbar) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        var overflowIndex: Int?
        var overflow: [ToolbarItem] = []
        func spacers(before index: Int) -> [ToolbarSpacer] { toolbar.spacers.filter { $0.beforeItemIndex == index } }
        for (index, item) in toolbar.items.enumerated() {
            let inGroup = item.groupID
            for spacer in spacers(before: index) {
                if let inGroup, index > 0, toolbar.items[index - 1].groupID == inGroup,
                   case .group(let group, var members) = entries.last {
                    members.append(.spacer(spacer.kind))
                    entries[entries.count - 1] = .group(group, members)
                } else {
                    entries.append(.spacer(spacer.kind, nextPlacement: item.isInOverflowMenu ? nil : item.placement))
                }
            }
            if item.isInOverflowMenu {
                if overflowIndex == nil { overflowIndex = entries.count; entries.append(.overflowMenu([])) }
                overflow.append(item)
                continue
            }
            if let groupID = inGroup, let group = toolbar.group(groupID) {
                if case .group(let last, var members) = entries.last, last.id == groupID {
                    members.append(.item(item))
                    entries[entries.count - 1] = .group(last, members)
                } else {
                    entries.append(.group(group, [.item(item)]))
                }
            } else {
                entries.append(.item(item))
            }
        }
        for spacer in spacers(before: toolbar.items.count) { entries.append(.spacer(spacer.kind, nextPlacement: nil)) }
        if let overflowIndex { entries[overflowIndex] = .overflowMenu(overflow) }
        return entries
    }
}

/// Every item a screen declares, menu entries included, in declaration order: each gets one member in the
/// generated actions type.
enum ScreenItems {
    static func all(in screen: Screen) -> [ToolbarItem] {
        var result: [ToolbarItem] = []
        func add(_ toolbar: Toolbar) {
            for item in toolbar.items {
                result.append(item)
                result.append(contentsOf: item.menuEntries)
            }
        }
        func walk(_ container: Container) {
            switch container {
            case .stack(let stack):
                add(stack.toolbar)
                if let inspector = stack.inspector { add(inspector.toolbar) }
            case .tabView(let tabs):
                for tab in tabs.tabs { if let content = tab.content { walk(content) } }
            case .splitView(let split):
                for column in split.columns {
                    add(column.toolbar)
                    if let inspector = column.inspector { add(inspector.toolbar) }
                }
            case .sheet(let sheet):
                add(sheet.toolbar)
            }
        }
        walk(screen.root)
        for bar in screen.handMadeBars { add(bar.toolbar) }
        return result
    }
}

/// Screen settings that no code states (docs/generate.md, "What has no counterpart"): each generated file
/// records them in the doc comment of its top type, so the app's developers see what the spec assumes.
enum RecordedSettings {
    static func notes(_ screen: Screen) -> [String] {
        var notes: [String] = []
        if screen.settings.immersive { notes.append("immersive: a bar-less, full-screen experience") }
        if screen.settings.layoutDirection == .rtl { notes.append("layout-direction: rtl, the locale's reading direction") }
        if screen.settings.sdk != SDKVersion.verticalBars {
            notes.append("sdk: \(screen.settings.sdk), the SDK the app is built with — a build setting, not code; built before iOS 27.1, its bars stay horizontal (P5)")
        }
        return notes.map { "The spec also records \($0)." }
    }
}
