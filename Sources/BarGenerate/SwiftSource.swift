/// Builds Swift source text line by line with four-space indentation, the layout Swift developers write by
/// hand (and swift-format's default), so generated files read like the rest of an app.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends one line at the current depth; an empty string appends a blank line (never trailing spaces).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `opening`, the lines `body` writes one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftSource) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Runs `body` one level deeper.
    mutating func indented(_ body: (inout SwiftSource) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Appends `/// text` doc-comment lines.
    mutating func doc(_ text: String) { line("/// " + text) }

    /// Appends `// text` comment lines.
    mutating func comment(_ text: String) { line("// " + text) }

    /// The text, ending with exactly one newline; blank lines never come two in a row.
    var text: String {
        var result: [String] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) { result.append(line) }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }
}

/// Spelling spec text and ids as Swift: string literals and identifiers.
enum SwiftSpelling {
    /// A Swift string literal holding `text` exactly.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `reply-all` → `replyAll`, `tab_2` → `tab_2`, `close-button-2` → `closeButton_2`; a keyword is escaped
    /// with backquotes, a leading digit gets an underscore. Distinct ids of one screen stay distinct unless they
    /// differ only in `-` versus camel case (or `_` before a digit), which `Generator` reports.
    ///
    /// A word that starts with a digit is joined with `_`: capitalizing it changes nothing, and `closeButton2`
    /// reads back as `close-button2` in `bar import`, which makes ids of the names the code calls (an untitled
    /// item's action); `closeButton_2` reads back as `close-button-2`.
    static func member(_ id: String) -> String {
        let words = id.split(separator: "-", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { return "_" }
        var name = first
        for word in words.dropFirst() {
            if let head = word.unicodeScalars.first, ("0"..."9").contains(head) {
                name += "_" + word
            } else {
                name += capitalized(word)
            }
        }
        name = String(name.unicodeScalars.map { isIdentifierScalar($0) ? Character($0) : "_" })
        if let head = name.unicodeScalars.first, ("0"..."9").contains(head) { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `note-editor` → `NoteEditor`.
    static func type(_ id: String) -> String {
        let name = member(id).filter { $0 != "`" }
        return name.hasPrefix("_") ? "Screen" + name : capitalized(name)
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Words that cannot name a property without backquotes: the keywords, `Type` and `Protocol` (which read as
    /// a metatype after a dot), and `_` alone.
    static let keywords: Set<String> = [
        "Type", "Protocol", "_",
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try",
    ]
}
