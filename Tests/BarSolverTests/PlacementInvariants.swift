import BarModel
import BarSolver

/// Properties every placement must have, whatever the screen and posture. Returns the problems found, so a
/// test can report them all at once.
enum PlacementInvariants {
    static func problems(_ placement: Placement, for screen: Screen) -> [String] {
        var problems: [String] = []
        let declared = DeclaredEntries.of(screen)
        // Every declared item and tab exactly once.
        var seen: [String: Int] = [:]
        for entry in placement.entries where entry.kind == .item || entry.kind == .tab {
            seen["\(entry.kind.name):\(entry.id)", default: 0] += 1
        }
        for key in declared.keys {
            let count = seen[key] ?? 0
            if count != 1 { problems.append("\(key) appears \(count) times") }
        }
        for key in seen.keys where declared[key] == nil { problems.append("\(key) was never declared") }
        // System controls at most once each.
        var system: [String: Int] = [:]
        for entry in placement.entries where entry.kind != .item && entry.kind != .tab { system[entry.id, default: 0] += 1 }
        for (id, count) in system where count > 1 { problems.append("system entry \(id) appears \(count) times") }

        let bars = Dictionary(placement.bars.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if bars.count != placement.bars.count { problems.append("two bars share an id") }
        var visible: [PlacedEntry] = []
        for entry in placement.entries {
            switch entry.bar {
            case .vertical, .top, .bottom:
                guard let frame = entry.frame, let barID = entry.barID, let bar = bars[barID], entry.index != nil else {
                    problems.append("\(entry.id) is in a bar but lacks a frame, index or known bar")
                    continue
                }
                if bar.kind != entry.bar { problems.append("\(entry.id) says \(entry.bar) but its bar is \(bar.kind)") }
                if !bar.rect.contains(frame) { problems.append("\(entry.id) \(frame) lies outside \(barID) \(bar.rect)") }
                visible.append(entry)
            case .overflow:
                if entry.frame != nil || entry.index == nil { problems.append("\(entry.id) in a menu has a frame or no index") }
                let button = placement.entries.first { $0.kind == .overflowButton && $0.id == entry.barID }
                if button?.frame == nil { problems.append("\(entry.id) is in menu \(entry.barID ?? "?") whose button is not shown") }
            case .collapsed:
                if entry.frame != nil || entry.index == nil { problems.append("\(entry.id) collapsed has a frame or no index") }
                let button = placement.entries.first { $0.kind.standsForTabs && $0.id == entry.barID }
                if button?.frame == nil { problems.append("\(entry.id) is collapsed into \(entry.barID ?? "?"), which is not shown") }
            case .hidden:
                if entry.frame != nil || entry.index != nil || entry.barID != nil { problems.append("\(entry.id) hidden but placed") }
            }
            if entry.reason.isEmpty { problems.append("\(entry.id) has no reason") }
        }
        // No two visible frames overlap.
        for (offset, a) in visible.enumerated() {
            for b in visible[(offset + 1)...] where a.frame!.overlaps(b.frame!) {
                problems.append("\(a.id) \(a.frame!) overlaps \(b.id) \(b.frame!)")
            }
        }
        // Indices are 0..<n in every bar, menu and tab button, and follow the entries' order.
        var byBar: [String: [Int]] = [:]
        for entry in placement.entries { if let barID = entry.barID, let index = entry.index { byBar[barID, default: []].append(index) } }
        for (barID, indices) in byBar where indices != Array(0..<indices.count) {
            problems.append("indices in \(barID) are \(indices)")
        }
        // Hidden entries come last.
        if let firstHidden = placement.entries.firstIndex(where: { $0.bar == .hidden }),
            placement.entries[firstHidden...].contains(where: { $0.bar != .hidden }) {
            problems.append("a shown entry follows a hidden one")
        }
        // Vertical bars report their edge (P30, P31); an edge without them is a sheet that keeps its items
        // horizontal where a vertical bar would go (P9), so no bar is vertical then.
        if placement.physicalSide != nil && placement.verticalEdge == nil { problems.append("vertical bars without an edge") }
        if placement.physicalSide == nil && placement.verticalEdge != nil && placement.bars.contains(where: { $0.kind == .vertical }) {
            problems.append("an edge with a vertical bar but no physical side")
        }
        if placement.verticalEdge == nil && !placement.entries(.vertical).isEmpty { problems.append("entries in a strip without an edge") }
        return problems
    }
}

/// What a screen declares, as `kind:id` keys.
enum DeclaredEntries {
    static func of(_ screen: Screen) -> [String: Int] {
        var keys: [String: Int] = [:]
        func add(_ toolbar: Toolbar) { for item in toolbar.items { keys["item:\(item.id)", default: 0] += 1 } }
        func visit(_ container: Container) {
            switch container {
            case .stack(let stack):
                add(stack.toolbar)
                if let inspector = stack.inspector { add(inspector.toolbar) }
            case .tabView(let tabView):
                for tab in tabView.tabs {
                    keys["tab:\(tab.id)", default: 0] += 1
                    if let content = tab.content { visit(content) }
                }
            case .splitView(let split):
                for column in split.columns {
                    add(column.toolbar)
                    if let inspector = column.inspector { add(inspector.toolbar) }
                }
            case .sheet(let sheet):
                add(sheet.toolbar)
            }
        }
        visit(screen.root)
        for bar in screen.handMadeBars { add(bar.toolbar) }
        return keys
    }
}
