import BarSyntax
/// Source text with runs of white space collapsed to one space, as the recognizers quote code (`if`
/// conditions, types, argument values) and read API members from it.
///
/// The rule is the one of splitting the decoded text by characters at spaces, tabs and line breaks and
/// joining the pieces with one space. In ASCII without a carriage return every byte is one character, so the
/// bytes are collapsed directly; any other text (`\r\n` is one character, and so is a space followed by a
/// combining mark) is split by characters, so the result is always the same.
enum CollapsedText {
    static func of(_ span: ArraySlice<UInt8>) -> String {
        var hasWhiteSpace = false
        for byte in span {
            if byte >= 0x80 || byte == 0x0D {
                let raw = String(decoding: span, as: UTF8.self)
                return raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 { hasWhiteSpace = true }
        }
        // Most quoted code is one word or member (`.large`, `isEditing`): nothing to collapse, no buffer to build.
        if !hasWhiteSpace { return span.withUnsafeBufferPointer { DecodedText.string($0) } }
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(span.count)
        var pendingSpace = false
        for byte in span {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace {
                    collapsed.append(0x20)
                    pendingSpace = false
                }
                collapsed.append(byte)
            }
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// ASCII without a carriage return: text whose characters are its bytes.
    static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}
