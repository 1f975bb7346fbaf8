import BarDiagnostics
import BarModel
import BarSolver
import BarWorkspace

/// `bar solve --explain ID`: the decision trail of one entry in every posture.
enum SolveExplanation {
    /// Every id an explanation can be asked for in a solved screen (declared items and tabs, system controls).
    static func ids(in solved: SolvedScreen) -> [String] {
        solved.placements.flatMap { $0.entries.map(\.id) }
    }

    static func render(id: String, in file: SolvedFile, style: SolveTextStyle) -> String {
        var out = ""
        for solved in file.screens {
            let found = solved.placements.compactMap { placement in placement.entries.first { $0.id == id }.map { (placement, $0) } }
            guard let first = found.first?.1 else { continue }
            out += style.heading("\(file.path): \(TerminalText.escapingControls(first.title)) (\(first.kind.name) '\(id)') in screen \(solved.screen.id) on \(solved.device.id)") + "\n"
            for (placement, entry) in found {
                out += "\n  \(placement.postureName): \(style.cell(PlacementCell.text(for: entry), bar: entry.bar)) — \(TerminalText.escapingControls(entry.reason))\n"
                if let strip = placement.strip {
                    out += "    strip: \(PointText.format(strip.usableLength)) pt usable, \(PointText.format(strip.requiredLength)) pt needed for everything; fits \(strip.entryCapacity) entries, the screen has \(strip.requiredEntries)\n"
                    // What compression made of the strip, said once for the whole screen (the tabs collapsed, and
                    // why): an entry's own trail gives only its part.
                    for note in placement.notes where note.topic == .outcome {
                        out += "    screen: \(TerminalText.escapingControls(note.text))\(note.rules.isEmpty ? "" : " (\(note.rules.listed))")\n"
                    }
                }
                // The solver's own `change` notes are hints; only changes verified by solving again are printed.
                for note in entry.trail where note.topic != .change {
                    out += "    \(TerminalText.escapingControls(note.description))\n"
                }
                if entry.kind == .item,
                    let split = GroupSplit.all(in: solved.screen, placement: placement).first(where: { $0.shown.contains(entry.id) || $0.overflowed.contains(entry.id) })
                {
                    out += "    group: \(split)\n"
                }
                out += changeLines(for: entry, placement: placement, solved: solved)
                if !entry.rules.isEmpty {
                    out += "    rules: \(entry.rules.listed)\n"
                }
            }
            out += "\n"
        }
        return out
    }

    /// `change:` lines for an item or tab that is not drawn in a bar: each one applied to the model and solved
    /// again (`ChangeAdvisor`), smallest first.
    static func changeLines(for entry: PlacedEntry, placement: Placement, solved: SolvedScreen) -> String {
        guard entry.kind == .item || entry.kind == .tab, !entry.isVisible,
            case .success(let selection) = PostureSelection.parse(placement.postureName, device: solved.device)
        else { return "" }
        let changes = ChangeAdvisor.changes(
            for: entry.id, in: solved.screen, device: solved.device, posture: selection, layoutDirection: placement.layoutDirection)
        guard !changes.isEmpty else { return "    change: \(ChangeAdvisor.noChangeFound)\n" }
        return changes.map { "    change: \($0.change) (solved again: \(PlacementCell.text(for: $0.entry)))\n" }.joined()
    }
}
