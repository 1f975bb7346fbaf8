import BarDiagnostics
import BarSyntax

/// `textDocument/semanticTokens/full`: keywords, ids (declared and referenced), attribute names, values,
/// strings, numbers and comments, encoded relative to each other as the protocol asks.
extension LanguageServer {
    static let semanticTokenTypes = ["keyword", "variable", "property", "enumMember", "string", "number", "comment"]
    static let semanticTokenModifiers = ["declaration"]

    private enum TokenType: Int {
        case keyword, variable, property, enumMember, string, number, comment
    }

    func semanticTokens(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let outline = analysis.outline
        var tokens: [(range: SourceRange, type: TokenType, modifiers: Int)] = []
        for block in outline.blocks {
            tokens.append((block.keyword.range, .keyword, 0))
            if let label = block.label {
                let labelled = LanguageReference.labelWords[block.keyword.text] != nil
                tokens.append((label.range, label.isString ? .string : labelled ? .enumMember : .variable, labelled ? 0 : 1))
            }
        }
        for attribute in outline.attributes {
            tokens.append((attribute.name.range, .property, 0))
            guard let value = attribute.value else { continue }
            let type: TokenType
            switch value.kind {
            case .string: type = .string
            case .number: type = .number
            case .identifier:
                switch LanguageReference.valueKind(of: attribute.name.text, in: outline.parentKeyword(of: attribute) ?? "") {
                case .tabID, .deviceID, .builtInDeviceID, .postureID: type = .variable
                default: type = .enumMember
                }
            }
            tokens.append((value.range, type, 0))
        }
        for comment in outline.comments { tokens.append((comment.range, .comment, 0)) }
        tokens.sort { $0.range.start < $1.range.start }

        let text = analysis.text
        var data: [JSONValue] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = Position(line: 0, character: 0)
        for token in tokens where !token.range.isEmpty {
            let start = text.position(token.range.start, encoding)
            let end = text.position(token.range.end, encoding)
            // Tokens never span lines in this language; one that would (it cannot) is cut at its line's end.
            let length = end.line == start.line ? end.character - start.character : text.position(text.lines.contentEnd(ofLine: start.line), encoding).character - start.character
            guard length > 0 else { continue }
            let deltaLine = start.line - previous.line
            let deltaStart = deltaLine == 0 ? start.character - previous.character : start.character
            data += [.int(deltaLine), .int(deltaStart), .int(length), .int(token.type.rawValue), .int(token.modifiers)]
            previous = start
        }
        return .object([("data", .array(data))])
    }
}
