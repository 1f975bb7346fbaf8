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
            out += style.heading("\(file.path): \(first.title) (\(first.kind.rawValue) '\(id)') in screen \(solved.screen.id) on \(solved.device.id)") + "\n"
            for (placement, entry) in found {
                out += "\n  \(placement.postureName): \(style.cell(PlacementCell.text(for: entry), bar: entry.bar)) — \(entry.reason)\n"
                if let strip = placement.strip {
                    out += "    strip: \(PointText.format(strip.usableLength)) pt usable, \(PointText.format(strip.requiredLength)) pt needed for everything; fits \(strip.entryCapacity) entries, the screen has \(strip.requiredEntries)\n"
                }
                for note in entry.trail {
                    out += "    \(note.description)\n"
                }
                if !entry.rules.isEmpty {
                    out += "    rules: \(entry.rules.joined(separator: ", "))\n"
                }
            }
            out += "\n"
        }
        return out
    }
}
