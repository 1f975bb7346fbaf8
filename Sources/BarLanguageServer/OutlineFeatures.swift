import BarDiagnostics
import BarFormat
import BarSyntax

/// `textDocument/documentSymbol` (the outline), `foldingRange` and `formatting`.
extension LanguageServer {
    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let outline = analysis.outline
        let text = analysis.text
        var children: [Int?: [Int]] = [:]
        for (index, block) in outline.blocks.enumerated() { children[block.parent, default: []].append(index) }
        func symbol(_ index: Int) -> JSONValue {
            let block = outline.blocks[index]
            let name = block.label.map { $0.text.isEmpty ? block.keyword.text : $0.text } ?? block.keyword.text
            var members: [(String, JSONValue)] = [
                ("name", .string(name)),
                ("detail", .string(block.label == nil ? "" : block.keyword.text)),
                ("kind", .int(Self.symbolKind(block.keyword.text))),
                ("range", rangeJSON(block.range, in: text)),
                ("selectionRange", rangeJSON(block.label?.range ?? block.keyword.range, in: text)),
            ]
            let nested = children[index] ?? []
            if !nested.isEmpty { members.append(("children", .array(nested.map(symbol)))) }
            return .object(members)
        }
        return .array((children[nil] ?? []).map(symbol))
    }

    /// LSP SymbolKind: screens and devices are classes, containers namespaces, bars arrays, items fields, tabs
    /// and postures enum members, groups packages.
    static func symbolKind(_ keyword: String) -> Int {
        switch keyword {
        case "screen", "device": 5
        case "toolbar", "overflow-menu", "hand-made-bar": 18
        case "item", "menu": 8
        case "tab", "posture", "obstruction": 22
        case "group": 4
        case "spacer": 20
        default: 3
        }
    }

    func foldingRanges(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let text = analysis.text
        var ranges: [(start: Int, end: Int, kind: String?)] = []
        for block in analysis.outline.blocks {
            guard let open = block.openBrace, let close = block.closeBrace else { continue }
            let startLine = text.lines.lineIndex(of: open.start)
            let endLine = text.lines.lineIndex(of: close.start) - 1
            if endLine > startLine { ranges.append((startLine, endLine, nil)) }
        }
        // Runs of two or more comment lines.
        var run: (start: Int, end: Int)?
        for comment in analysis.outline.comments where !comment.isTrailing {
            let line = text.lines.lineIndex(of: comment.range.start)
            if let current = run, line == current.end + 1 {
                run = (current.start, line)
            } else {
                if let current = run, current.end > current.start { ranges.append((current.start, current.end, "comment")) }
                run = (line, line)
            }
        }
        if let current = run, current.end > current.start { ranges.append((current.start, current.end, "comment")) }
        ranges.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        return .array(ranges.map { range in
            .object([("startLine", .int(range.start)), ("endLine", .int(range.end))] + (range.kind.map { [("kind", .string($0))] } ?? []))
        })
    }

    /// The whole document in `bar fmt`'s layout, as one edit covering only what changed. A document with
    /// errors is not formatted (a broken file has no canonical form): the answer is no edit, and the reason
    /// goes to the log.
    func formatting(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let result = analysis.result
        if result.hasErrors {
            log(.info, "bar lsp: \(analysis.text.uri) has errors, so it was not formatted; fix them first")
            return .array([])
        }
        guard Formatter.unplacedComments(in: result.tree).isEmpty else {
            log(.info, "bar lsp: \(analysis.text.uri) has a comment bar fmt cannot place, so it was not formatted")
            return .array([])
        }
        let formatted = Formatter.format(result.tree)
        guard Formatter.preservesMeaning(of: result.tree, in: formatted) else {
            log(.error, "bar lsp: formatting \(analysis.text.uri) would change what it says, so it was left as it is; this is a bug in bar fmt")
            return .array([])
        }
        let old = analysis.text.bytes
        let new = Array(formatted.utf8)
        guard old != new else { return .array([]) }
        // The smallest single edit: common prefix and suffix kept, so the editor keeps the cursor in place.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        // Never split a UTF-8 sequence.
        while prefix > 0, old[prefix - 1] & 0xC0 == 0x80 || (prefix < old.count && old[prefix] & 0xC0 == 0x80) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        // Nor a `\r\n`: a position between its two bytes is past the end of its line, which a client clamps
        // to the line's end, so the edit would keep a `\r` the formatter removed (found by the lsp fuzzer on
        // a CRLF document).
        let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
        if prefix > 0, prefix < old.count, old[prefix - 1] == carriageReturn, old[prefix] == lineFeed { prefix -= 1 }
        let end = old.count - suffix
        if suffix > 0, end > 0, old[end - 1] == carriageReturn, old[end] == lineFeed { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return .array([textEditJSON(SourceRange(start: prefix, end: old.count - suffix), replacement, in: analysis.text)])
    }
}
