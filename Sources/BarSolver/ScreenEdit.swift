import BarModel

/// Edits of a screen's declarations, used to try a suggested change on a copy of the model before saying it
/// (see `ChangeAdvisor`). Each walks the whole container tree, so a declaration is found wherever it lives.
extension Screen {
    /// Applies `edit` to every toolbar of the screen: stacks, tabs' content, split-view columns, inspectors,
    /// sheets and hand-made bars.
    func editingToolbars(_ edit: (inout Toolbar) -> Void) -> Screen {
        var copy = self
        copy.root = root.editingToolbars(edit)
        for index in copy.handMadeBars.indices { edit(&copy.handMadeBars[index].toolbar) }
        return copy
    }

    /// Applies `edit` to every tab view of the screen.
    func editingTabViews(_ edit: (inout TabView) -> Void) -> Screen {
        var copy = self
        copy.root = root.editingTabViews(edit)
        return copy
    }
}

extension Container {
    func editingToolbars(_ edit: (inout Toolbar) -> Void) -> Container {
        switch self {
        case .stack(var stack):
            edit(&stack.toolbar)
            if var inspector = stack.inspector {
                edit(&inspector.toolbar)
                stack.inspector = inspector
            }
            return .stack(stack)
        case .tabView(var tabs):
            for index in tabs.tabs.indices {
                tabs.tabs[index].content = tabs.tabs[index].content?.editingToolbars(edit)
            }
            return .tabView(tabs)
        case .splitView(var split):
            func column(_ column: inout Column) {
                edit(&column.toolbar)
                if var inspector = column.inspector {
                    edit(&inspector.toolbar)
                    column.inspector = inspector
                }
            }
            column(&split.sidebar)
            if var content = split.content {
                column(&content)
                split.content = content
            }
            column(&split.detail)
            return .splitView(split)
        case .sheet(var sheet):
            edit(&sheet.toolbar)
            return .sheet(sheet)
        }
    }

    func editingTabViews(_ edit: (inout TabView) -> Void) -> Container {
        switch self {
        case .stack:
            return self
        case .tabView(var tabs):
            edit(&tabs)
            for index in tabs.tabs.indices {
                tabs.tabs[index].content = tabs.tabs[index].content?.editingTabViews(edit)
            }
            return .tabView(tabs)
        case .splitView, .sheet:
            return self
        }
    }
}
