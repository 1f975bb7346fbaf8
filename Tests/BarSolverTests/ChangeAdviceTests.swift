import BarModel
import BarSolver
import Foundation
import Testing

/// `--explain`'s `change:` lines are claims: each is applied to the model and solved again before it is
/// said (P22, P23: the item's own priority inside its group before the group's; P27–P29: compression).
@Suite("Verified change advice")
struct ChangeAdviceTests {
    /// Group `edit-tools` (low) holds Crop then Rotate; Filter is low on its own. In closed-landscape Filter
    /// and Rotate leave (P23: groups first, then items, then the furthest from the start, P22).
    static let editor = """
        screen editor {
          stack {
            title: "Editor"
            toolbar {
              item undo { title: "Undo" symbol: "arrow.uturn.backward" placement: bottom }
              item redo { title: "Redo" symbol: "arrow.uturn.forward" placement: bottom }
              item share { title: "Share" symbol: "square.and.arrow.up" placement: bottom priority: high }
              item markup { title: "Markup" symbol: "pencil.tip" placement: bottom }
              item filter { title: "Filter" symbol: "camera.filters" placement: bottom priority: low }
              group edit-tools {
                priority: low
                item crop { title: "Crop" symbol: "crop" placement: bottom }
                item rotate { title: "Rotate" symbol: "rotate.right" placement: bottom }
              }
            }
          }
        }
        """

    @Test("a split group: the item's own priority comes first, and the group's raise that fails is never said")
    func splitGroup() throws {
        let screen = try #require(SpecLoader.load(path: "editor.bar", text: Self.editor).spec.screens.first)
        let device = BuiltInDevices.iphoneDuo
        let posture = try PostureSelection.parse("closed-landscape", device: device).get()
        let before = Solver.solve(screen, device: device, posture: posture)
        #expect(before.entries.first { $0.id == "rotate" }?.bar == .overflow)
        #expect(before.entries.first { $0.id == "crop" }?.bar == .vertical)

        let changes = ChangeAdvisor.changes(for: "rotate", in: screen, device: device, posture: posture)
        #expect(changes.map(\.change.description) == [
            "set priority higher-than-automatic on item 'rotate'",
            "set priority higher-than-automatic on group 'edit-tools' (every item in it moves up)",
        ])
        // What the old advice said: raising the group to higher-than-low raises Crop too, and Rotate stays last.
        let oldAdvice = SuggestedChange(.groupPriority(group: "edit-tools", VisibilityPriority(.low, .higherThan)))
        #expect(ChangeAdvisor.entry("rotate", kind: .item, after: oldAdvice, in: screen, device: device, posture: posture)?.bar == .overflow)
    }

    /// P10: an item placed on the keyboard is hidden while the keyboard is down; the one change that shows it
    /// is the keyboard, which the advice used to leave out ("none found": it only removed obstructions).
    @Test("a keyboard item is shown by solving with the keyboard up, and only that is said")
    func keyboardItemWaitsForTheKeyboard() throws {
        let text = """
            screen compose {
              stack {
                title: "Compose"
                toolbar {
                  item send { title: "Send" symbol: "paperplane" }
                  item bold { title: "Bold" symbol: "bold" placement: keyboard }
                }
              }
            }
            """
        let screen = try #require(SpecLoader.load(path: "compose.bar", text: text).spec.screens.first)
        let device = BuiltInDevices.iphoneDuo
        let closed = try PostureSelection.parse("closed", device: device).get()
        #expect(Solver.solve(screen, device: device, posture: closed).entries.first { $0.id == "bold" }?.isVisible == false)
        let changes = ChangeAdvisor.changes(for: "bold", in: screen, device: device, posture: closed)
        #expect(changes.map(\.change.description) == ["solve the posture with '+keyboard'"])
        #expect(changes.first?.entry.bar == .bottom)
        // With the keyboard already up it is shown, and nothing is advised.
        let up = try PostureSelection.parse("closed+keyboard", device: device).get()
        #expect(ChangeAdvisor.changes(for: "bold", in: screen, device: device, posture: up).isEmpty)
    }

    /// Every suggestion for every entry not in a bar, in every posture (with and without each obstruction) of
    /// every Specs file: the printed words name the edit that is applied, the edit moves the entry into a bar,
    /// and the priority given is the lowest that does; a compression is never the one in force.
    @Test("every printed change of every Specs entry works when applied")
    func everySuggestionWorks() throws {
        var checked = 0
        for (url, screen, device, posture, entry) in try Self.hiddenEntries() {
            let context = "\(url.lastPathComponent) screen \(screen.id) \(posture.name) \(entry.id)"
            let changes = ChangeAdvisor.changes(for: entry.id, in: screen, device: device, posture: posture)
            for verified in changes {
                if case .compression(_, let compression) = verified.change.kind {
                    #expect(compression != screen.settings.compression, "\(context): suggests the compression in force")
                }
                let words = verified.change.description
                let parsed = try #require(Self.parse(words), "\(context): unreadable change '\(words)'")
                #expect(parsed == verified.change, "\(context): '\(words)' does not say the edit made")
                let (edited, selection) = parsed.applied(to: screen, posture: posture, device: device)
                #expect(Self.differences(screen, edited) <= Self.expectedEdits(parsed, screen), "\(context): '\(words)' changes more than it says")
                let after = Solver.solve(edited, device: device, posture: selection)
                let moved = after.entries.first { $0.id == entry.id && $0.kind == entry.kind }
                #expect(moved?.isVisible == true, "\(context): '\(words)' leaves it \(moved?.bar.rawValue ?? "gone")")
                if let lower = Self.nextLower(parsed, screen: screen) {
                    let (lowered, _) = lower.applied(to: screen, posture: posture, device: device)
                    let stays = Solver.solve(lowered, device: device, posture: selection).entries.first { $0.id == entry.id && $0.kind == entry.kind }
                    #expect(stays?.isVisible != true, "\(context): '\(lower)' is smaller and already works")
                }
                checked += 1
            }
        }
        #expect(checked > 20, "only \(checked) suggestions were checked")
    }

    // MARK: - Support

    static func hiddenEntries() throws -> [(URL, Screen, Device, PostureSelection, PlacedEntry)] {
        var found: [(URL, Screen, Device, PostureSelection, PlacedEntry)] = []
        for url in SpecFiles.paths() {
            let spec = try SpecFiles.load(url).spec
            for screen in spec.screens {
                let device = SpecFiles.device(for: screen, in: spec)
                let names = device.postures.flatMap { posture in [posture.id] + device.obstructions.map { "\(posture.id)+\($0.id)" } }
                for name in names {
                    let posture = try PostureSelection.parse(name, device: device).get()
                    for entry in Solver.solve(screen, device: device, posture: posture).entries
                    where (entry.kind == .item || entry.kind == .tab) && !entry.isVisible {
                        found.append((url, screen, device, posture, entry))
                    }
                }
            }
        }
        return found
    }

    /// Reads a printed change back, independently of how it was written.
    static func parse(_ words: String) -> SuggestedChange? {
        let parts = words.split(separator: " ").map(String.init)
        func quoted(_ word: String) -> String? {
            guard word.hasPrefix("'"), word.hasSuffix("'"), word.count > 2 else { return nil }
            return String(word.dropFirst().dropLast())
        }
        if parts.count >= 6, parts[0] == "set", parts[1] == "priority", parts[3] == "on",
            let priority = VisibilityPriority(spelling: parts[2]), let name = quoted(parts[5])
        {
            if parts[4] == "item", parts.count == 6 { return SuggestedChange(.itemPriority(item: name, priority)) }
            if parts[4] == "group" { return SuggestedChange(.groupPriority(group: name, priority)) }
        }
        if parts.count == 6, parts[0] == "set", parts[1] == "compression", parts[3] == "on", parts[4] == "screen",
            let compression = Compression(rawValue: parts[2]), let screen = quoted(parts[5])
        {
            return SuggestedChange(.compression(screen: screen, compression))
        }
        if parts.count == 3, parts[0] == "select", parts[1] == "tab", let tab = quoted(parts[2]) {
            return SuggestedChange(.selectTab(tab))
        }
        if parts.count == 5, words.hasPrefix("solve the posture without '+"), words.hasSuffix("'") {
            return SuggestedChange(.withoutObstruction(String(parts[4].dropFirst(2).dropLast())))
        }
        if parts.count == 5, words.hasPrefix("solve the posture with '+"), words.hasSuffix("'") {
            return SuggestedChange(.withObstruction(String(parts[4].dropFirst(2).dropLast())))
        }
        return nil
    }

    /// How many declarations (items, groups, tab views) or settings differ between two screens.
    static func differences(_ a: Screen, _ b: Screen) -> Int {
        let (first, second) = (a.walked, b.walked)
        var count = zip(first, second).filter { $0 != $1 }.count + abs(first.count - second.count)
        if a.settings != b.settings { count += 1 }
        return count
    }

    /// An item id may be declared in several bars; each copy is one edit.
    static func expectedEdits(_ change: SuggestedChange, _ screen: Screen) -> Int {
        if case .itemPriority(let id, _) = change.kind { return screen.walked.filter { $0.hasPrefix("item \(id) ") }.count }
        if case .groupPriority(let id, _) = change.kind { return screen.walked.filter { $0.hasPrefix("group \(id) ") }.count }
        return 1
    }

    /// The same change one priority step lower, when that is still above the current value.
    static func nextLower(_ change: SuggestedChange, screen: Screen) -> SuggestedChange? {
        let ranks = PriorityLadder.all
        switch change.kind {
        case .itemPriority(let id, let priority):
            guard let index = ranks.firstIndex(of: priority), index > 0,
                let current = screen.walked.first(where: { $0.hasPrefix("item \(id) ") }).flatMap({ VisibilityPriority(spelling: String($0.split(separator: " ")[2])) }),
                ranks[index - 1] > current
            else { return nil }
            return SuggestedChange(.itemPriority(item: id, ranks[index - 1]))
        case .groupPriority(let id, let priority):
            guard let index = ranks.firstIndex(of: priority), index > 0,
                let current = screen.walked.first(where: { $0.hasPrefix("group \(id) ") }).flatMap({ VisibilityPriority(spelling: String($0.split(separator: " ")[2])) }),
                ranks[index - 1] > current
            else { return nil }
            return SuggestedChange(.groupPriority(group: id, ranks[index - 1]))
        default:
            return nil
        }
    }
}

/// Every priority spelling, lowest rank first; two spellings of one rank keep the first.
enum PriorityLadder {
    static let all: [VisibilityPriority] = {
        var seen: Set<Int> = []
        return VisibilityPriority.allSpellings.compactMap(VisibilityPriority.init(spelling:)).sorted { $0.rank < $1.rank }
            .filter { seen.insert($0.rank).inserted }
    }()
}

extension Screen {
    /// `item ID PRIORITY`, `group ID PRIORITY`, `tabs SELECTED`, in declaration order: what advice may edit.
    var walked: [String] {
        var lines: [String] = []
        func toolbar(_ toolbar: Toolbar) {
            lines += toolbar.groups.map { "group \($0.id) \($0.priority)" }
            lines += toolbar.items.map { "item \($0.id) \($0.priority)" }
        }
        func visit(_ container: Container) {
            switch container {
            case .stack(let stack):
                toolbar(stack.toolbar)
                if let inspector = stack.inspector { toolbar(inspector.toolbar) }
            case .tabView(let tabs):
                lines.append("tabs \(tabs.selectedTabID)")
                for tab in tabs.tabs { if let content = tab.content { visit(content) } }
            case .splitView(let split):
                for column in split.columns {
                    toolbar(column.toolbar)
                    if let inspector = column.inspector { toolbar(inspector.toolbar) }
                }
            case .sheet(let sheet):
                toolbar(sheet.toolbar)
            }
        }
        visit(root)
        for bar in handMadeBars { toolbar(bar.toolbar) }
        return lines
    }
}
