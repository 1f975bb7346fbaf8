import BarDiagnostics
import BarSyntax

/// One parameter of a function: `content` of `_ content: …`, `label` and `title` of `label title: …`.
public struct SwiftParameter: Sendable, Hashable {
    /// The argument label a call writes; nil for `_`.
    public var label: String?
    /// The name the body reads.
    public var name: String
    /// Whether a call may leave it out (`= …` after its type).
    public var hasDefault: Bool
    /// The default value when it is one token the importer reads as a value — a string literal, a number, a
    /// name (`true`, `nil`) or an implicit member (`.automatic`) — with its place in the file; nil for any other
    /// default (`{}`, `Color.accentColor`), and for none. An initializer's default is what its body reads when
    /// the call leaves the parameter out (`ArgumentBindings`).
    public var defaultValue: SwiftExpression?
    /// Whether its type is written as a function type (`() -> Void`, `@escaping (Int) -> Content`, an optional
    /// one `(() -> Void)?`): an unlabelled trailing closure passes over a parameter with a default that is not one.
    public var takesClosure: Bool

    public init(label: String?, name: String, hasDefault: Bool = false, defaultValue: SwiftExpression? = nil, takesClosure: Bool = false) {
        self.label = label
        self.name = name
        self.hasDefault = hasDefault
        self.defaultValue = defaultValue
        self.takesClosure = takesClosure
    }

    /// Equal when all but the default's expression are: an expression has no equality.
    public static func == (a: SwiftParameter, b: SwiftParameter) -> Bool {
        a.label == b.label && a.name == b.name && a.hasDefault == b.hasDefault && a.takesClosure == b.takesClosure
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(name)
        hasher.combine(hasDefault)
        hasher.combine(takesClosure)
    }

    /// The parameters of `function`, read from its parameter clause in `file`: each one's label and name, the
    /// words before its `:` (attributes such as `@ViewBuilder` and the type after the colon are skipped), and
    /// its default (`defaultValue`).
    static func list(of function: SwiftFunction, in file: SwiftFile) -> [SwiftParameter] {
        guard let range = function.parameterRange, range.start < range.end, range.end <= file.source.bytes.count else { return [] }
        let bytes = Array(file.source.bytes[range.start..<range.end])
        let lexed = SwiftLexer.lex(bytes)
        let tokens = lexed.tokens
        var parameters: [SwiftParameter] = []
        var words: [String] = []
        var afterColon = false
        /// The tokens after `=` at the parameter's level, once there is one.
        var defaultTokens: [SwiftToken]?
        var takesClosure = false
        var level = 0
        func endParameter() {
            if let name = words.last {
                let label = words.count >= 2 ? words[words.count - 2] : name
                let value = defaultTokens.flatMap { oneTokenValue($0, bytes: bytes, strings: lexed.strings, offset: range.start) }
                parameters.append(
                    SwiftParameter(label: label == "_" ? nil : label, name: name, hasDefault: defaultTokens != nil, defaultValue: value, takesClosure: takesClosure))
            }
            words = []
            afterColon = false
            defaultTokens = nil
            takesClosure = false
        }
        for token in tokens {
            if defaultTokens != nil, level == 1, token.kind != .comma, token.kind != .rightParen {
                defaultTokens!.append(token)
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .comma where level == 1: endParameter()
            case .colon where level == 1: afterColon = true
            case .operator where level == 1 && afterColon && defaultTokens == nil && bytes[token.start..<token.end].elementsEqual("=".utf8):
                defaultTokens = []
            case .operator where level >= 1 && afterColon && defaultTokens == nil && bytes[token.start..<token.end].elementsEqual("->".utf8):
                // At any depth of the type: `(() -> Void)?` takes a closure as `() -> Void` does.
                takesClosure = true
            case .identifier where level == 1 && !afterColon:
                words.append(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
            default: break
            }
        }
        endParameter()
        return parameters
    }

    /// A default written as `tokens` (lexed from the clause's bytes, `offset` into the file) as an expression, when
    /// it is one value the importer reads: one string literal, number or name, or `.` and a name.
    private static func oneTokenValue(_ tokens: [SwiftToken], bytes: [UInt8], strings: [SwiftStringLiteral], offset: Int) -> SwiftExpression? {
        func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        func place(_ first: SwiftToken, _ last: SwiftToken) -> SourceRange { SourceRange(start: offset + first.start, end: offset + last.end) }
        switch tokens.count {
        case 1:
            let token = tokens[0]
            switch token.kind {
            case .string where strings.indices.contains(token.payload): return .string(strings[token.payload], place(token, token))
            case .number: return .number(text(token), place(token, token))
            case .identifier: return .name(text(token), place(token, token))
            default: return nil
            }
        case 2 where tokens[0].kind == .period && tokens[1].kind == .identifier:
            return .member(base: nil, name: text(tokens[1]), range: place(tokens[0], tokens[1]))
        default:
            return nil
        }
    }
}
