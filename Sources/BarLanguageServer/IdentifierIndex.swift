import BarDiagnostics
import BarModel

/// Every id a document declares and every place that names one: the items, menus, groups and tabs of each
/// screen (unique per screen), screens and devices (unique per file), postures and obstructions (unique per
/// device), and the references `selected:` (a tab), `device:` and a device's `base:` (a device), and a
/// posture's `base:` (a posture of a device the file declares). Built from the tree, so it also works while
/// the file has errors elsewhere.
struct IdentifierIndex {
    enum Kind: String {
        case screen, device, posture, obstruction, item, tab, group, bar = "hand-made-bar"
    }

    /// What an id belongs to: its kind and the block that scopes it (the screen or device; nil: the file).
    struct Symbol: Hashable {
        var kind: Kind
        var id: String
        var scope: Int?
    }

    struct Occurrence {
        var symbol: Symbol
        var range: SourceRange
        var isDeclaration: Bool
    }

    private(set) var occurrences: [Occurrence] = []

    init(_ outline: SyntaxOutline) {
        for (index, block) in outline.blocks.enumerated() {
            guard let label = block.label, label.isIdentifier, let kind = Self.kind(ofBlock: block.keyword.text, outline: outline, index: index) else { continue }
            occurrences.append(Occurrence(symbol: Symbol(kind: kind, id: label.text, scope: Self.scope(of: kind, block: index, outline: outline)), range: label.range, isDeclaration: true))
        }
        for attribute in outline.attributes {
            guard let value = attribute.value, value.isIdentifier, let parent = attribute.parent else { continue }
            let keyword = outline.blocks[parent].keyword.text
            let symbol: Symbol?
            switch (keyword, attribute.name.text) {
            case ("tab-view", "selected"): symbol = Symbol(kind: .tab, id: value.text, scope: outline.blocks[parent].root)
            case ("screen", "device"), ("device", "base"): symbol = Symbol(kind: .device, id: value.text, scope: nil)
            case ("posture", "base"):
                // The posture of the base device, when the file declares that device.
                let device = outline.blocks[parent].parent
                let base = device.flatMap { index in outline.attributes(of: index).first { $0.name.text == "base" }?.value?.text }
                let declared = base.flatMap { base in outline.blocks.firstIndex { $0.parent == nil && $0.keyword.text == "device" && $0.label?.text == base } }
                symbol = declared.map { Symbol(kind: .posture, id: value.text, scope: $0) }
            default: symbol = nil
            }
            if let symbol { occurrences.append(Occurrence(symbol: symbol, range: value.range, isDeclaration: false)) }
        }
        occurrences.sort { $0.range.start < $1.range.start }
    }

    private static func kind(ofBlock keyword: String, outline: SyntaxOutline, index: Int) -> Kind? {
        switch keyword {
        case "screen": .screen
        case "device": .device
        case "posture": .posture
        case "obstruction": .obstruction
        case "item", "menu": .item
        case "tab": .tab
        case "group": .group
        case "hand-made-bar": .bar
        default: nil
        }
    }

    private static func scope(of kind: Kind, block: Int, outline: SyntaxOutline) -> Int? {
        switch kind {
        case .screen, .device: nil
        case .posture, .obstruction, .item, .tab, .group, .bar: outline.blocks[block].root
        }
    }

    /// The occurrence at `offset` (touching either end).
    func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.range.start <= offset && offset <= $0.range.end }
    }

    func occurrences(of symbol: Symbol) -> [Occurrence] {
        occurrences.filter { $0.symbol == symbol }
    }

    func declaration(of symbol: Symbol) -> Occurrence? {
        occurrences.first { $0.symbol == symbol && $0.isDeclaration }
    }
}

/// `textDocument/definition`, `references`, `prepareRename` and `rename` for ids.
extension LanguageServer {
    private func symbolOccurrence(_ params: JSONValue) throws -> (DocumentAnalysis, IdentifierIndex, IdentifierIndex.Occurrence)? {
        let analysis = try analysis(params)
        let offset = analysis.text.offset(try Self.position(params), encoding)
        let index = analysis.identifiers
        guard let occurrence = index.occurrence(at: offset) else { return nil }
        return (analysis, index, occurrence)
    }

    func definition(_ params: JSONValue) throws -> JSONValue {
        guard let (analysis, index, occurrence) = try symbolOccurrence(params), let declaration = index.declaration(of: occurrence.symbol) else { return .null }
        return locationJSON(declaration.range, in: analysis.text)
    }

    func references(_ params: JSONValue) throws -> JSONValue {
        guard let (analysis, index, occurrence) = try symbolOccurrence(params) else { return .array([]) }
        let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
        return .array(index.occurrences(of: occurrence.symbol).filter { includeDeclaration || !$0.isDeclaration }.map { locationJSON($0.range, in: analysis.text) })
    }

    func prepareRename(_ params: JSONValue) throws -> JSONValue {
        guard let (analysis, index, occurrence) = try symbolOccurrence(params), index.declaration(of: occurrence.symbol) != nil else { return .null }
        return .object([("range", rangeJSON(occurrence.range, in: analysis.text)), ("placeholder", .string(occurrence.symbol.id))])
    }

    func rename(_ params: JSONValue) throws -> JSONValue {
        guard let newName = params["newName"]?.stringValue else { throw ResponseError.invalidParams("newName is missing") }
        guard let (analysis, index, occurrence) = try symbolOccurrence(params), index.declaration(of: occurrence.symbol) != nil else {
            throw ResponseError(ErrorCode.requestFailed, "there is no id declared in this file here to rename")
        }
        guard !newName.isEmpty, newName.utf8.count <= 256, newName.utf8.allSatisfy(Self.isWordByte), newName.first!.isLetter || newName.first == "_" else {
            throw ResponseError(ErrorCode.requestFailed, "'\(newName)' is not an id: use ASCII letters, digits, '-', '_' and '.', starting with a letter")
        }
        var clash = occurrence.symbol
        clash.id = newName
        if newName != occurrence.symbol.id, index.declaration(of: clash) != nil {
            throw ResponseError(ErrorCode.requestFailed, "'\(newName)' is already a \(occurrence.symbol.kind.rawValue) id here; pick another name")
        }
        let edits = index.occurrences(of: occurrence.symbol).map { textEditJSON($0.range, newName, in: analysis.text) }
        return .object([("changes", .object([(analysis.text.uri, .array(edits))]))])
    }
}
