import BarDiagnostics
import BarModel

/// `textDocument/completion`: what may be written at the cursor, from the block it is in.
///
/// - at the start of a statement: the blocks the enclosing block allows and the attributes it does not set
///   yet (`screen` and `device` at the top of a file), with snippets for `item`, `tab` and `screen` when the
///   client takes snippets;
/// - after `name:`: the values of that attribute — its words, the tab ids of the tab view after `selected:`,
///   device ids after a screen's `device:`, built-in device ids after a device's `base:`, after a posture's
///   `base:` the postures its device has by then (its base device's and those declared above it);
/// - after `spacer`: `fixed` and `flexible`;
/// - after `posture` or `obstruction` in a device with a `base:`: the base's ids not changed yet;
/// - after the keyword of any other block that takes an id (`item`, `tab`, `screen`, `device`, …): nothing,
///   since a new name is written there.
extension LanguageServer {
    func completion(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let text = analysis.text
        let offset = text.offset(try Self.position(params), encoding)
        // Each item replaces the word at the cursor (LSP 3.17 recommends `textEdit` over `insertText`, which a
        // client whose words stop at `-` would insert after `higher-`): its range is the same for every item.
        // The whole word, the part after the cursor too: `hi|gh` completed to `high` is `high`, not `highgh`.
        var wordEnd = offset
        while wordEnd < text.bytes.count, Self.isWordByte(text.bytes[wordEnd]) { wordEnd += 1 }
        let replaced = rangeJSON(SourceRange(start: Self.wordStart(before: offset, in: text.bytes), end: wordEnd), in: text)
        let items = completionItems(analysis, at: offset).map { Self.replacing(replaced, with: $0) }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// `item` with a `textEdit` over `range` inserting its `insertText` (else its label) in place of both.
    private static func replacing(_ range: JSONValue, with item: JSONValue) -> JSONValue {
        guard case .object(var members) = item else { return item }
        let newText = item["insertText"]?.stringValue ?? item["label"]?.stringValue ?? ""
        members.removeAll { $0.0 == "insertText" }
        members.append(("textEdit", .object([("range", range), ("newText", .string(newText))])))
        return .object(members)
    }

    /// LSP CompletionItemKind values used here.
    private enum Kind: Int {
        case value = 12, keyword = 14, snippet = 15, property = 10, reference = 18, enumMember = 20
    }

    func completionItems(_ analysis: DocumentAnalysis, at offset: Int) -> [JSONValue] {
        let bytes = analysis.text.bytes
        // Nothing is offered inside a comment or a string: what is typed there is not the language's.
        let outline = analysis.outline
        if outline.comments.contains(where: { $0.range.start < offset && offset <= $0.range.end }) { return [] }
        if outline.attributes.contains(where: { attribute in
            attribute.value.map { $0.isString && Self.isInside(offset, string: $0.range, of: bytes) } ?? false
        }) {
            return []
        }
        // The word being typed, and what comes before it on the line.
        var before = Self.wordStart(before: offset, in: bytes)
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
        let enclosing = outline.enclosingBlock(at: offset)
        let blockKeyword = enclosing.map { outline.blocks[$0].keyword.text }

        if before > 0, bytes[before - 1] == UInt8(ascii: ":") {
            // A value: the attribute's name is the word before the colon.
            var nameStart = before - 1
            while nameStart > 0, Self.isWordByte(bytes[nameStart - 1]) { nameStart -= 1 }
            let name = String(decoding: bytes[nameStart..<(before - 1)], as: UTF8.self)
            return valueItems(for: name, in: blockKeyword, enclosing: enclosing, analysis: analysis, at: offset)
        }
        var previousStart = before
        while previousStart > 0, Self.isWordByte(bytes[previousStart - 1]) { previousStart -= 1 }
        let previousWord = String(decoding: bytes[previousStart..<before], as: UTF8.self)
        if previousStart < before, previousWord == "posture" || previousWord == "obstruction", let enclosing,
            outline.blocks[enclosing].keyword.text == "device"
        {
            return overridableItems(previousWord, inDevice: enclosing, analysis: analysis)
        }
        if let words = LanguageReference.labelWords[previousWord], previousStart < before {
            return words.map { item($0, kind: .enumMember, detail: "\(previousWord) \($0)") }
        }
        if previousStart < before, Vocabulary.namedBlocks.contains(previousWord),
            !outline.attributes.contains(where: { $0.value?.range.start == previousStart })
        {
            // The keyword of a block that takes an id: a name of the author's own comes next, which no word of
            // the language is (a keyword offered here was written as the id: `item item`). A keyword that is an
            // attribute's value (`selected: tab`) ends its statement, so the next one may start after it.
            return []
        }
        return statementItems(in: enclosing, analysis: analysis)
    }

    private func valueItems(for attribute: String, in block: String?, enclosing: Int?, analysis: DocumentAnalysis, at offset: Int) -> [JSONValue] {
        switch LanguageReference.valueKind(of: attribute, in: block ?? "") {
        case .words(let words):
            return words.map { word in
                item(word, kind: .enumMember, detail: "\(attribute): \(word)", documentation: LanguageReference.valueDoc(word, of: attribute, in: block))
            }
        case .tabID:
            let outline = analysis.outline
            var ids = outline.blocks.filter { $0.parent == enclosing && $0.keyword.text == "tab" }.compactMap(\.label).map(\.text)
            // A value may stand on the line after its colon, so `selected:` ending its line, as it is being
            // written, takes the next line's `tab` for its value, and that tab's id becomes the keyword of a
            // block without a label: the first tab is listed all the same.
            if let selected = outline.attributes.first(where: {
                $0.parent == enclosing && $0.name.text == attribute && $0.range.start < offset && offset <= ($0.value?.range.start ?? -1)
            }), let value = selected.value, value.isIdentifier, value.text == "tab",
                let next = outline.blocks.first(where: { $0.parent == enclosing && $0.range.start >= value.range.end }), next.label == nil
            {
                ids.insert(next.keyword.text, at: 0)
            }
            return ids.map { item($0, kind: .reference, detail: "tab") }
        case .deviceID:
            // The file's devices as it resolves them: a `device` block with a built-in id replaces that one.
            return analysis.document.catalog.devices.map { device in
                item(device.id, kind: .reference, detail: "device: " + device.postures.map(\.id).joined(separator: ", "))
            }
        case .builtInDeviceID:
            // A device extends one the tool knows: the file's own devices are no base (Grammar.md §9).
            return BuiltInDevices.all.map { device in
                item(device.id, kind: .reference, detail: "built-in device: " + device.postures.map(\.id).joined(separator: ", "))
            }
        case .postureID:
            guard let posture = enclosing else { return [] }
            return availablePostures(before: posture, analysis: analysis).map { item($0.id, kind: .reference, detail: $0.detail) }
        case .string:
            return client.snippets ? [snippet("\"…\"", "\"$1\"", detail: "a string")] : []
        case .number, .countOrString:
            return []
        }
    }

    /// The postures a posture block's `base:` may name, as the loader resolves it (Grammar.md §9: "a posture
    /// the device already has (from its base, or declared earlier in the block)"): the base device's postures,
    /// then the postures declared above `posture` in the same device, each once. Read from the outline, not
    /// the model, so that a device still being written, which may not load, is offered what it has so far.
    private func availablePostures(before posture: Int, analysis: DocumentAnalysis) -> [(id: String, detail: String)] {
        let outline = analysis.outline
        guard let device = outline.blocks[posture].parent, outline.blocks[device].keyword.text == "device" else { return [] }
        var postures: [(id: String, detail: String)] = []
        if let baseID = outline.attributes(of: device).first(where: { $0.name.text == "base" })?.value?.text,
            let base = BuiltInDevices.device(baseID)
        {
            postures = base.postures.map { ($0.id, "posture of \(baseID)") }
        }
        let deviceID = outline.blocks[device].label?.text ?? "this device"
        for block in outline.blocks where block.parent == device && block.keyword.text == "posture" && block.range.start < outline.blocks[posture].range.start {
            guard let id = block.label?.text, !postures.contains(where: { $0.id == id }) else { continue }
            postures.append((id, "posture of \(deviceID)"))
        }
        return postures
    }

    /// After `posture ` or `obstruction ` in a device with a `base:`: the base device's postures (or
    /// obstructions) this device does not change yet, to override one by its id.
    private func overridableItems(_ keyword: String, inDevice device: Int, analysis: DocumentAnalysis) -> [JSONValue] {
        let outline = analysis.outline
        guard let baseID = outline.attributes(of: device).first(where: { $0.name.text == "base" })?.value?.text,
            let base = analysis.document.catalog.device(baseID)
        else { return [] }
        let written = Set(outline.blocks.filter { $0.parent == device && $0.keyword.text == keyword }.compactMap { $0.label?.text })
        let ids = keyword == "posture" ? base.postures.map(\.id) : base.obstructions.map(\.id)
        return ids.filter { !written.contains($0) }.map { item($0, kind: .reference, detail: "\(keyword) of \(baseID), to change") }
    }

    private func statementItems(in enclosing: Int?, analysis: DocumentAnalysis) -> [JSONValue] {
        let outline = analysis.outline
        guard let enclosing else {
            return Vocabulary.fileBlocks.map { blockItem($0) }
        }
        let keyword = outline.blocks[enclosing].keyword.text
        guard let allowed = Vocabulary.blocks[keyword] else { return [] }
        let set = Set(outline.attributes(of: enclosing).map(\.name.text))
        var items: [JSONValue] = []
        for attribute in allowed.attributes where !set.contains(attribute) {
            let insert = client.snippets ? "\(attribute): $0" : "\(attribute): "
            items.append(
                .object(
                    [
                        ("label", .string(attribute)), ("kind", .int(Kind.property.rawValue)),
                        ("detail", .string("attribute of \(keyword)")),
                    ] + documentation(LanguageReference.attributeDoc(attribute, in: keyword))
                        + [("insertText", .string(insert)), ("insertTextFormat", .int(client.snippets ? 2 : 1))]))
        }
        for block in allowed.blocks { items.append(blockItem(block)) }
        return items
    }

    private func blockItem(_ keyword: String) -> JSONValue {
        let named = Vocabulary.namedBlocks.contains(keyword)
        if client.snippets {
            let body: String
            switch keyword {
            case "item": body = "item ${1:id} {\n\ttitle: \"${2:Title}\"\n\tsymbol: \"${3:symbol.name}\"\n}"
            case "tab": body = "tab ${1:id} {\n\ttitle: \"${2:Title}\"\n\tsymbol: \"${3:symbol.name}\"\n\t$0\n}"
            case "screen": body = "screen ${1:id} {\n\ttitle: \"${2:Title}\"\n\n\tstack {\n\t\ttoolbar {\n\t\t\t$0\n\t\t}\n\t}\n}"
            case "spacer": body = "spacer ${1|flexible,fixed|}"
            default: body = named ? "\(keyword) ${1:id} {\n\t$0\n}" : "\(keyword) {\n\t$0\n}"
            }
            return .object(
                [("label", .string(keyword)), ("kind", .int(Kind.snippet.rawValue)), ("detail", .string("block"))]
                    + documentation(LanguageReference.blocks[keyword])
                    + [("insertText", .string(body)), ("insertTextFormat", .int(2))])
        }
        return item(keyword, kind: .keyword, detail: "block", documentation: LanguageReference.blocks[keyword])
    }

    private func item(_ label: String, kind: Kind, detail: String, documentation text: String? = nil) -> JSONValue {
        .object([("label", .string(label)), ("kind", .int(kind.rawValue)), ("detail", .string(detail))] + documentation(text))
    }

    private func snippet(_ label: String, _ body: String, detail: String) -> JSONValue {
        .object([
            ("label", .string(label)), ("kind", .int(Kind.snippet.rawValue)), ("detail", .string(detail)),
            ("insertText", .string(body)), ("insertTextFormat", .int(2)),
        ])
    }

    private func documentation(_ text: String?) -> [(String, JSONValue)] {
        text.map { [("documentation", .string($0))] } ?? []
    }

    /// Whether `offset` is inside the string literal at `range`: after its opening quote, and before its
    /// closing one, or anywhere up to its end when it has none yet (`title: "Sha|` as it is typed).
    static func isInside(_ offset: Int, string range: SourceRange, of bytes: [UInt8]) -> Bool {
        guard range.start < offset, offset <= range.end else { return false }
        var backslashes = 0
        var index = range.end - 2
        while index > range.start, bytes[index] == UInt8(ascii: "\\") {
            backslashes += 1
            index -= 1
        }
        let closed = range.end - range.start >= 2 && bytes[range.end - 1] == UInt8(ascii: "\"") && backslashes % 2 == 0
        return offset < range.end || !closed
    }

    /// Where the word that ends at `offset` starts (`offset` itself when none does).
    static func wordStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        return start
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
