import BarSyntax

/// One parameter of a function: `content` of `_ content: …`, `label` and `title` of `label title: …`.
public struct SwiftParameter: Sendable, Hashable {
    /// The argument label a call writes; nil for `_`.
    public var label: String?
    /// The name the body reads.
    public var name: String

    /// The parameters of `function`, read from its parameter clause in `file`: each one's label and name, the
    /// words before its `:` (attributes such as `@ViewBuilder`, and the type and default value after the colon,
    /// are skipped).
    static func list(of function: SwiftFunction, in file: SwiftFile) -> [SwiftParameter] {
        guard let range = function.parameterRange, range.start < range.end, range.end <= file.source.bytes.count else { return [] }
        let bytes = Array(file.source.bytes[range.start..<range.end])
        let tokens = SwiftLexer.lex(bytes).tokens
        var parameters: [SwiftParameter] = []
        var words: [String] = []
        var afterColon = false
        var level = 0
        func endParameter() {
            if let name = words.last {
                let label = words.count >= 2 ? words[words.count - 2] : name
                parameters.append(SwiftParameter(label: label == "_" ? nil : label, name: name))
            }
            words = []
            afterColon = false
        }
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .comma where level == 1: endParameter()
            case .colon where level == 1: afterColon = true
            case .identifier where level == 1 && !afterColon:
                words.append(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
            default: break
            }
        }
        endParameter()
        return parameters
    }
}
