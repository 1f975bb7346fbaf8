import BarDiagnostics
import BarModel
import BarSolver

/// `textDocument/hover`: on an item or tab id (where it is declared, or a `selected:` naming a tab), where
/// it lands in each posture with the one-line reason, then the `--explain` trail; on a device, posture or
/// obstruction id (declared or named), its numbers as the file resolves them (`DeviceHover`); on a keyword,
/// attribute or value, its meaning from `LanguageReference`.
extension LanguageServer {
    func hover(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let text = analysis.text
        let offset = text.offset(try Self.position(params), encoding)
        let outline = analysis.outline
        guard let target = outline.target(at: offset) else { return .null }
        let markdown: String?
        let range: SourceRange
        switch target {
        case .blockKeyword(let index):
            let block = outline.blocks[index]
            range = block.keyword.range
            markdown = LanguageReference.blocks[block.keyword.text].map { "**\(block.keyword.text)** — \($0)" }
        case .blockLabel(let index):
            let block = outline.blocks[index]
            range = block.label!.range
            switch block.keyword.text {
            case "item", "menu": markdown = placementMarkdown(analysis, id: block.label!.text, kind: .item, blockIndex: index)
            case "tab": markdown = placementMarkdown(analysis, id: block.label!.text, kind: .tab, blockIndex: index)
            case "device": markdown = deviceMarkdown(analysis, id: block.label!.text)
            case "posture": markdown = enclosingDevice(analysis, block: index).flatMap { postureMarkdown($0, id: block.label!.text) }
            case "obstruction": markdown = enclosingDevice(analysis, block: index).flatMap { obstructionMarkdown($0, id: block.label!.text) }
            default: markdown = LanguageReference.blocks[block.keyword.text].map { "**\(block.keyword.text)** — \($0)" }
            }
        case .attributeName(let index):
            let attribute = outline.attributes[index]
            range = attribute.name.range
            markdown = LanguageReference.attributeDoc(attribute.name.text, in: outline.parentKeyword(of: attribute)).map {
                "**\(attribute.name.text)** — \($0)" + Self.valuesLine(attribute.name.text, in: outline.parentKeyword(of: attribute))
            }
        case .attributeValue(let index):
            let attribute = outline.attributes[index]
            let value = attribute.value!
            range = value.range
            let parentKeyword = outline.parentKeyword(of: attribute)
            if attribute.name.text == "selected", let parent = attribute.parent {
                markdown = placementMarkdown(analysis, id: value.text, kind: .tab, blockIndex: parent)
            } else if value.isIdentifier, (attribute.name.text, parentKeyword) == ("device", "screen") || (attribute.name.text, parentKeyword) == ("base", "device") {
                markdown = deviceMarkdown(analysis, id: value.text)
            } else if value.isIdentifier, attribute.name.text == "base", parentKeyword == "posture", let parent = attribute.parent {
                markdown = baseDevice(analysis, postureBlock: parent, posture: value.text).flatMap { postureMarkdown($0, id: value.text) }
            } else {
                markdown = LanguageReference.valueDoc(value.text, of: attribute.name.text, in: outline.parentKeyword(of: attribute)).map {
                    "**\(attribute.name.text): \(value.text)** — \($0)"
                }
            }
        }
        guard let markdown else { return .null }
        return .object([
            ("contents", .object([
                ("kind", .string(client.markdownHover ? "markdown" : "plaintext")),
                ("value", .string(client.markdownHover ? markdown : PlainHoverText.text(fromMarkdown: markdown))),
            ])),
            ("range", rangeJSON(range, in: text)),
        ])
    }

    /// ` Values: a, b, c.` for an attribute that takes words.
    static func valuesLine(_ attribute: String, in block: String?) -> String {
        guard case .words(let words) = LanguageReference.valueKind(of: attribute, in: block ?? "") else { return "" }
        return "\n\nValues: " + words.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// The placement table of one item or tab in every posture, each cell's reason, and the decision trail.
    func placementMarkdown(_ analysis: DocumentAnalysis, id: String, kind: EntryKind, blockIndex: Int) -> String? {
        guard let screenID = analysis.outline.screenID(of: blockIndex),
            let solved = analysis.solvedScreen(screenID)
        else { return nil }
        guard let device = solved.solved?.device else {
            return solved.problem.map { "**\(id)**: not solved — \(PlainHoverText.escaped($0))" }
        }
        let found = solved.placements.compactMap { placement in placement.entry(id, kind: kind).map { (placement, $0) } }
        guard let first = found.first?.1 else { return nil }
        var out = "**\(PlainHoverText.escaped(first.title))** (\(kind.name) `\(id)`) in screen `\(screenID)` on `\(device.id)`\n\n"
        out += "| posture | place | why |\n|---|---|---|\n"
        for (placement, entry) in found {
            out += "| \(placement.postureName) | \(PlacementCell.text(for: entry)) | \(Self.tableCell(entry.reason)) |\n"
        }
        for (placement, entry) in found {
            out += "\n**\(placement.postureName)** — \(PlacementCell.text(for: entry))\n"
            if let strip = placement.strip {
                out += "- strip: \(PointText.format(strip.usableLength)) pt usable, \(PointText.format(strip.requiredLength)) pt needed for everything; fits \(strip.entryCapacity) entries, the screen has \(strip.requiredEntries)\n"
            }
            for note in entry.trail { out += "- \(PlainHoverText.escaped(note.description))\n" }
        }
        return out
    }

    private static func tableCell(_ text: String) -> String {
        PlainHoverText.escaped(text).replacing(literal: "\n", with: " ")
    }
}
