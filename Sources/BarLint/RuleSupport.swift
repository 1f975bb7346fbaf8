import BarDiagnostics
import BarModel
import BarSolver

/// Small helpers the rules share.
extension LintContext {
    /// A fix that inserts `text` right after the `{` of the block at `range` (nil for a block without braces).
    public func insertion(_ text: String, inBlockAt range: SourceRange, message: String) -> Diagnostic.FixIt? {
        guard let open = block(at: range)?.body?.openBrace else { return nil }
        // `{symbol: "heart"}`: a space after the insertion too, or it would touch the next token.
        let bytes = source.bytes
        let touches = open.end < bytes.count && ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[open.end])
        return Diagnostic.FixIt(message, replacing: .at(open.end), with: " " + text + (touches ? " " : ""))
    }

    /// A fix that replaces the value of attribute `name` in the block at `range` with `value`, or inserts
    /// `name: value` when the attribute is not written.
    public func setting(_ name: String, to value: String, inBlockAt range: SourceRange) -> Diagnostic.FixIt? {
        if let written = valueRange(of: name, inBlockAt: range) {
            return Diagnostic.FixIt("replace with '\(value)'", replacing: written, with: value)
        }
        return insertion("\(name): \(value)", inBlockAt: range, message: "add '\(name): \(value)'")
    }

    /// Where a finding about attribute `name` of the block at `range` goes: the value when written, else the
    /// block's name.
    public func place(of name: String, inBlockAt range: SourceRange, orName nameRange: SourceRange) -> SourceRange {
        valueRange(of: name, inBlockAt: range) ?? nameRange
    }
}

/// Words shared by several rules' messages and checks.
enum RuleText {
    /// `compose-message` → `Compose Message`: a title to suggest for an id.
    static func title(fromID id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    /// False when no character of `text` is a number (`Character.isNumber`, which asks the character's first
    /// scalar): rules that look for counts and amounts in titles skip splitting such a title into characters,
    /// which most titles are. A scalar test, byte by byte for ASCII text.
    static func mayHoldNumber(_ text: String) -> Bool {
        var allASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 { allASCII = false; break }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return true }
        }
        return allASCII ? false : text.unicodeScalars.contains { $0.properties.numericType != nil }
    }

    /// `closed, open-landscape`.
    static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    /// The symbol the system keeps for its own overflow button (P25, §8): `ellipsis`, `ellipsis.circle` and its filled form.
    static func isEllipsisSymbol(_ symbol: String?) -> Bool {
        guard let symbol = symbol?.lowercased() else { return false }
        return overflowSymbols.contains(symbol)
    }

    /// The symbols the system's overflow button is drawn with. Other symbols of the family say something else
    /// (`ellipsis.bubble`: someone is typing; `ellipsis.curlybraces`: code) and are left alone.
    static let overflowSymbols: Set<String> = ["ellipsis", "ellipsis.circle", "ellipsis.circle.fill"]
}

extension PlacedEntry {
    /// The axis the entry is drawn on, nil while it is not drawn in a bar (overflowed, hidden, collapsed).
    var axis: BarAxis? {
        switch bar {
        case .vertical: .vertical
        case .top, .bottom: .horizontal
        case .overflow, .hidden, .collapsed: nil
        }
    }
}
