/// A condition's code read as bytes, outside its string literals and at the level of its parentheses: where
/// `AvailabilityCheck` splits a condition at its operators and `ConditionNote` asks whether one has an `||` of
/// its own.
enum ConditionScan {
    /// Where a scan of a condition's bytes stands: inside a string literal or not, and how many parentheses,
    /// brackets and braces are open outside string literals.
    private struct Nesting {
        var depth = 0
        var inString = false
        private var escaped = false

        /// Takes the next byte; returns whether it is code outside any string literal that neither opens nor
        /// closes a bracket (where an operator can stand).
        mutating func isPlainCode(_ byte: UInt8) -> Bool {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                return false
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: return true
            }
            return false
        }
    }

    /// Whether every parenthesis, bracket and brace in `text` is closed, in order, outside string literals.
    static func balanced(_ text: ArraySlice<UInt8>) -> Bool {
        var nesting = Nesting()
        for byte in text {
            _ = nesting.isPlainCode(byte)
            if nesting.depth < 0 { return false }
        }
        return nesting.depth == 0 && !nesting.inString
    }

    /// `text` cut at each `separator` outside parentheses, brackets, braces and string literals.
    static func topLevelParts(_ text: ArraySlice<UInt8>, separatedBy separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var nesting = Nesting()
        var partStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            // The separator's bytes are plain code: skipping them leaves the nesting as it was.
            if nesting.isPlainCode(byte), nesting.depth == 0, byte == separator[0], text[index...].starts(with: separator) {
                parts.append(text[partStart..<index])
                index += separator.count
                partStart = index
                continue
            }
            index += 1
        }
        parts.append(text[partStart...])
        return parts
    }
}
