import BarDiagnostics
import BarModel

/// Every id a document declares and every place that names one: the items, menus, groups, tabs and hand-made
/// bars of each screen (one namespace per screen), screens and devices (unique per file), postures and
/// obstructions (one namespace per device), and the references `selected:` (a tab), `device:` and a device's
/// `base:` (a device), and a posture's `base:` (a posture of the same device). Built from the tree, so it also
/// works while the file has errors elsewhere.
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
    /// Each device block's `base:` (a built-in device's id, as written), by block.
    private var deviceBases: [Int: String] = [:]

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
                // A posture the device has: declared in its own block (a built-in one has no declaration here).
                symbol = Symbol(kind: .posture, id: value.text, scope: outline.blocks[parent].root)
            default: symbol = nil
            }
            if keyword == "device", attribute.name.text == "base", outline.blocks[parent].parent == nil {
                deviceBases[parent] = value.text
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

    /// Why `symbol`'s id cannot be renamed at all, if it cannot: its id is what ties it to a built-in device
    /// or to one of a built-in device's postures or obstructions, so a new name would declare something new
    /// instead (a posture overriding `closed` would become a new posture missing every attribute, a device
    /// named `iphone-duo` would stop replacing the built-in one).
    func builtInBinding(_ symbol: Symbol) -> String? {
        switch symbol.kind {
        case .device:
            guard BuiltInDevices.device(symbol.id) != nil else { return nil }
            return "device '\(symbol.id)' takes the place of the built-in device of that name, so renaming it would change every screen that uses it"
        case .posture, .obstruction:
            guard let scope = symbol.scope, let base = deviceBases[scope], let device = BuiltInDevices.device(base) else { return nil }
            let builtIn = symbol.kind == .posture ? device.postures.contains { $0.id == symbol.id } : device.obstructions.contains { $0.id == symbol.id }
            guard builtIn else { return nil }
            return "\(symbol.kind.rawValue) '\(symbol.id)' overrides the \(symbol.kind.rawValue) of that name of the built-in device '\(base)'; its id is what ties the two, so it cannot be renamed"
        case .screen, .item, .tab, .group, .bar:
            return nil
        }
    }

    /// Why renaming `symbol` to `newName` would make the file wrong, if it would: the name is taken in the
    /// namespace the id shares (a screen's entries, a device's postures and obstructions, the file's screens or
    /// devices), it is reserved for a control the system adds, or it is a built-in's name that would change
    /// what the renamed declaration means.
    func conflict(renaming symbol: Symbol, to newName: String) -> String? {
        guard newName != symbol.id else { return nil }
        let namespace: [Kind]
        switch symbol.kind {
        case .item, .tab, .group, .bar: namespace = [.item, .tab, .group, .bar]
        case .posture, .obstruction: namespace = [.posture, .obstruction]
        case .screen: namespace = [.screen]
        case .device: namespace = [.device]
        }
        if let taken = occurrences.first(where: {
            $0.isDeclaration && $0.symbol.id == newName && $0.symbol.scope == symbol.scope && namespace.contains($0.symbol.kind)
        }) {
            let kind = taken.symbol.kind.rawValue
            return "'\(newName)' is already \("aeiou".contains(kind.first!) ? "an" : "a") \(kind) id here; pick another name"
        }
        switch symbol.kind {
        case .item, .tab:
            if SystemEntryIDs.isReserved(newName) {
                return "'\(newName)' is the id of a control the system adds to the bars; pick another name"
            }
        case .device:
            if BuiltInDevices.device(newName) != nil {
                return "'\(newName)' is a built-in device; a device of that name would take its place; pick another name"
            }
        case .posture, .obstruction:
            var renamed = symbol
            renamed.id = newName
            if builtInBinding(renamed) != nil {
                return "'\(newName)' is a \(symbol.kind.rawValue) of the device's built-in base, which the renamed one would override; pick another name"
            }
        case .screen, .group, .bar:
            break
        }
        return nil
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
        guard let (analysis, index, occurrence) = try symbolOccurrence(params), index.declaration(of: occurrence.symbol) != nil,
            index.builtInBinding(occurrence.symbol) == nil
        else { return .null }
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
        if let binding = index.builtInBinding(occurrence.symbol) { throw ResponseError(ErrorCode.requestFailed, binding) }
        if let conflict = index.conflict(renaming: occurrence.symbol, to: newName) { throw ResponseError(ErrorCode.requestFailed, conflict) }
        let edits = index.occurrences(of: occurrence.symbol).map { textEditJSON($0.range, newName, in: analysis.text) }
        return .object([("changes", .object([(analysis.text.uri, .array(edits))]))])
    }
}
