extension SwiftClosure {
    /// The names a closure's parameters bind, as its head writes them before `in` (`{ title in … }`, `{ (index,
    /// item) in … }`, `{ [weak self] value in … }`): inside it they hide anything of those names outside it. None
    /// when the closure has no head (`$0`), or the head is not one of those shapes.
    func parameterNames(in file: SwiftFile) -> [String] {
        // A head is short: at most the first few hundred bytes are read, never the body.
        let start = range.start + 1
        let end = min(range.end, start + 256, file.source.bytes.count)
        guard start < end else { return [] }
        let bytes = Array(file.source.bytes[start..<end])
        let tokens = SwiftLexer.lex(bytes).tokens
        var names: [String] = []
        var level = 0
        var afterColon = false
        for token in tokens {
            let text = bytes[token.start..<min(token.end, bytes.count)]
            switch token.kind {
            case .leftParen, .leftBracket: level += 1
            case .rightParen, .rightBracket: level -= 1
            case .colon where level <= 1: afterColon = true
            case .comma where level <= 1: afterColon = false
            case .identifier where text.elementsEqual("in".utf8) && level == 0:
                return names
            case .identifier where level <= 1 && !afterColon:
                // A capture list (`[weak self]`) binds nothing new for the body's names but `self`.
                let name = String(decoding: text, as: UTF8.self)
                // A statement's keyword: the closure has no head (`{ for item in items { … } }`).
                if Self.statementKeywords.contains(name) { return [] }
                if name != "_", name != "weak", name != "unowned", name != "self" { names.append(name) }
            case .operator, .leftBrace, .rightBrace, .string, .number, .endOfFile:
                // `->`, a body's first statement, a default: no head of the shapes read here.
                if token.kind == .operator, text.elementsEqual("->".utf8) { afterColon = true; continue }
                return []
            default:
                continue
            }
        }
        return []
    }

    /// Words that start a statement, never a closure's head.
    private static let statementKeywords: Set<String> = ["for", "if", "let", "var", "return", "guard", "switch", "while", "repeat", "case", "try", "await", "do", "defer", "throw"]
}
