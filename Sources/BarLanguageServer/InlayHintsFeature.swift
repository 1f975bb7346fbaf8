import BarDiagnostics
import BarRender
import BarSolver
import BarSyntax
import BarWorkspace

/// `textDocument/inlayHint`: after each declared item and tab, where it lands in every posture of the
/// screen's device, in the solve matrix's codes: `closed V2 · closed-landscape ⋯ · open-landscape V3`.
extension LanguageServer {
    func inlayHints(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let document = analysis.text
        let requested = try byteRange(params, "range", in: document)
        return .array(analysis.placementHints.compactMap { hint in
            guard hint.offset >= requested.start, hint.offset <= requested.end else { return nil }
            return .object([
                ("position", positionJSON(hint.offset, in: document)),
                ("label", .string(hint.label)),
                ("paddingLeft", .bool(true)),
            ])
        })
    }
}

/// One hint: the text and the offset it follows (the end of the declaration's first line of header: its id).
struct PlacementHint {
    var offset: Int
    var label: String
    /// The declaration's id and kind, for hover.
    var id: String
    var kind: EntryKind
}

extension DocumentAnalysis {
    /// The hints of every declared item and tab that the solver placed, in source order. A screen's hints
    /// depend on its text and device alone, so after an edit the other screens' are taken over from the
    /// previous version (`Document.reusing`) instead of solved again.
    func computePlacementHints() -> [PlacementHint] {
        var hints: [PlacementHint] = []
        for screen in result.spec.screens {
            hints += document.reusing("inlay-hints", for: screen) { placementHints(solved(screen)) }
        }
        return hints.sorted { $0.offset < $1.offset }
    }

    /// The hints of one solved screen.
    func placementHints(_ solved: SolvedScreenResult) -> [PlacementHint] {
        guard !solved.placements.isEmpty else { return [] }
        var hints: [PlacementHint] = []
        let lookups = solved.placements.map { placement in
            Dictionary(placement.entries.map { (EntryKey(id: $0.id, kind: $0.kind), $0) }, uniquingKeysWith: { first, _ in first })
        }
        for declaration in declarations(in: solved) {
            let key = EntryKey(id: declaration.id, kind: declaration.kind)
            var cells: [String] = []
            for (placement, lookup) in zip(solved.placements, lookups) {
                guard let entry = lookup[key] else { continue }
                cells.append("\(placement.postureName) \(PlacementCell.text(for: entry))")
            }
            guard !cells.isEmpty else { continue }
            hints.append(PlacementHint(offset: declaration.offset, label: cells.joined(separator: " · "), id: declaration.id, kind: declaration.kind))
        }
        return hints
    }

    /// Items and tabs declared inside `solved`'s screen block, with the offset after their id, in source
    /// order. Only the screen's own block is walked: after an edit this runs for the edited screen alone.
    func declarations(in solved: SolvedScreenResult) -> [(id: String, kind: EntryKind, offset: Int)] {
        guard let screenBlock = result.tree.block(at: solved.screen.range) else { return [] }
        var found: [(String, EntryKind, Int)] = []
        func visit(_ block: Block) {
            for statement in block.body?.statements ?? [] {
                guard case .block(let child) = statement else { continue }
                if let label = child.label, label.isIdentifier {
                    switch child.keyword.text {
                    // Entries of a hand-made menu are not bar entries (`menu` > `item`).
                    case "item", "menu": if block.keyword.text != "menu" { found.append((label.text, .item, label.range.end)) }
                    case "tab": found.append((label.text, .tab, label.range.end))
                    default: break
                    }
                }
                visit(child)
            }
        }
        visit(screenBlock)
        return found
    }
}

extension PlacementHint: ScreenRelocatable {
    func moved(by delta: Int) -> PlacementHint {
        var moved = self
        moved.offset += delta
        return moved
    }

    func lies(within span: Range<Int>) -> Bool { span.contains(offset) || offset == span.upperBound }
}

struct EntryKey: Hashable {
    var id: String
    var kind: EntryKind
}
