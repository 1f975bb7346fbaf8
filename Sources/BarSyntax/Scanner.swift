import BarDiagnostics

/// The lexer's state over one buffer: hands out one token at a time, so the parser needs no token array.
struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// `ByteClass.table`, read once.
    private let classes = ByteClass.table
    private(set) var index = 0
    /// Every comment so far, in order; tokens refer to them by index.
    private(set) var comments: [Comment] = []
    private(set) var diagnostics = CappedDiagnostics()
    /// Line breaks since the last token or comment.
    private var lineBreaksSinceLastToken: Int32 = 0
    /// A line break (or the start of the file) stands between the last token and here.
    private var startsLine = true
    private var sawToken = false
    /// `comments[firstPendingComment...]` come before the next token.
    private var firstPendingComment: Int32 = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A byte-order mark is accepted and skipped: editors on some systems add one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// A scanner that goes on at `lineStart`, the first byte of a line whose previous line ended with a token,
    /// in the state a scanner of the whole buffer is in there: one line break since that token, and no comment
    /// pending (`ChunkedParse` starts each chunk this way). Offsets stay those of the whole buffer; comments
    /// are numbered from 0.
    init(bytes: UnsafeBufferPointer<UInt8>, continuingAtLineStart lineStart: Int) {
        precondition(lineStart > 0 && bytes[lineStart - 1] == UInt8(ascii: "\n"), "a chunk starts after a line break")
        self.bytes = bytes
        index = lineStart
        lineBreaksSinceLastToken = 1
        sawToken = true
    }

    /// The next token; at the end of the file, `.endOfFile` (again on every later call).
    mutating func next() -> Token {
        let count = bytes.count
        while index < count {
            // Most tokens are followed by a space, and most lines start with spaces: skipping them here,
            // before the branch on the byte's class, halves the number of times that branch is taken.
            while bytes[index] == UInt8(ascii: " ") {
                index += 1
                if index == count { return token(.endOfFile, count, count) }
            }
            let byte = bytes[index]
            switch ByteClass.of(byte, in: classes) {
            case .space:
                index += 1
            case .newline:
                lineBreaksSinceLastToken += 1
                startsLine = true
                index += 1
            case .nameStart:
                let start = index
                index += 1
                while index < count, ByteClass.continuesName(bytes[index], in: classes) { index += 1 }
                if index < count, bytes[index] >= 0x80, UTF8Validation.sequenceLength(bytes, at: index) > 0, unicodeSpaceLength(at: index) == nil {
                    // `café`: one bad word, not a name `caf` and then a stray `é` (three errors, one of them a
                    // wrong fix-it).
                    index = nonASCIIWordEnd(from: index)
                    diagnostics.append(notAName(start, index))
                    return token(.invalid, start, index)
                }
                if index - start > SyntaxLimits.maximumNameLength {
                    diagnostics.append(.error(.nameTooLong, "name is \(index - start) bytes long; names are limited to \(SyntaxLimits.maximumNameLength)", at: SourceRange(start: start, end: index)))
                }
                return token(.identifier, start, index)
            case .quote:
                let start = index
                let isPlain = scanString()
                return token(.string, start, index, isPlainString: isPlain)
            case .leftBrace:
                index += 1
                return token(.leftBrace, index - 1, index)
            case .rightBrace:
                index += 1
                return token(.rightBrace, index - 1, index)
            case .colon:
                index += 1
                return token(.colon, index - 1, index)
            case .digit:
                return number()
            case .other where byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                scanComment()
            case .other:
                let start = index
                var cursor = index
                var found = diagnostics
                diagnostics = CappedDiagnostics()
                let recovery = recover(at: &cursor, diagnostics: &found)
                diagnostics = found
                index = cursor
                if case .token(let kind) = recovery { return token(kind, start, index) }
            }
        }
        return token(.endOfFile, count, count)
    }

    /// A token ending at `end`, carrying the comments and blank lines since the previous one.
    @inline(__always) private mutating func token(_ kind: TokenKind, _ start: Int, _ end: Int, isPlainString: Bool = false) -> Token {
        let commentCount = Int32(truncatingIfNeeded: comments.count)
        let hasPending = commentCount > firstPendingComment
        let blank = (sawToken || hasPending) && lineBreaksSinceLastToken > 1 ? lineBreaksSinceLastToken - 1 : 0
        let token = Token(
            kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), startsLine: startsLine,
            blankLinesBefore: blank, commentStart: firstPendingComment, commentEnd: commentCount, isPlainString: isPlainString)
        firstPendingComment = commentCount
        lineBreaksSinceLastToken = 0
        startsLine = false
        sawToken = true
        return token
    }

    /// Digits with optional dot-separated parts, from a digit.
    private mutating func number() -> Token {
        let start = index
        let count = bytes.count
        index += 1
        while index < count {
            let next = bytes[index]
            if isDigit(next) {
                index += 1
            } else if next == UInt8(ascii: "."), index + 1 < count, isDigit(bytes[index + 1]) {
                index += 2
            } else {
                break
            }
        }
        guard index < count, isNameByte(bytes[index]) else { return token(.number, start, index) }
        // `3px`, `27a`: one bad word, not a number followed by a name.
        while index < count, isNameByte(bytes[index]) { index += 1 }
        diagnostics.append(.error(.invalidNumber, "'\(text(start, index))' is neither a number nor a name: numbers are digits with an optional fraction (52, 455.5) and names start with a letter", at: SourceRange(start: start, end: index)))
        return token(.invalid, start, index)
    }

    /// A `//` comment, from its first slash to the end of its line.
    private mutating func scanComment() {
        let count = bytes.count
        let start = index
        index += 2
        let textStart = index
        while index < count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == 0 {
                diagnostics.append(.error(.nulByte, "NUL byte in a comment; remove it (is this a binary file?)", at: SourceRange(start: index, end: index + 1)))
                index += 1
                continue
            }
            if bytes[index] >= 0x80 {
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 {
                    if diagnostics.isFull { diagnostics.dropped += 1 } else { diagnostics.append(invalidUTF8(at: index)) }
                    index += 1
                    continue
                }
                index += length
            } else {
                index += 1
            }
        }
        var textEnd = index
        if textEnd > textStart, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<textEnd]), as: UTF8.self)
        let hasPending = comments.count > firstPendingComment
        comments.append(
            Comment(text: text, range: SourceRange(start: start, end: textEnd),
                    isTrailing: sawToken && !startsLine && !hasPending,
                    blankLinesBefore: sawToken || hasPending ? max(0, Int(lineBreaksSinceLastToken) - 1) : 0))
        lineBreaksSinceLastToken = 0
    }

    /// Scans a string literal from its opening quote. A string ends at its closing quote or, unterminated,
    /// at the end of the line (so one missing quote does not swallow the rest of the file). Returns whether it
    /// is plain: closed by its quote, with no escape (see `Token.isPlainString`).
    mutating func scanString() -> Bool {
        var isPlain = true
        let start = index
        index += 1
        while index < bytes.count {
            // Fast path: plain ASCII text.
            var byte = bytes[index]
            while byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                byte = bytes[index]
            }
            guard index < bytes.count else { break }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                if index - start > SyntaxLimits.maximumStringLength {
                    diagnostics.append(.error(.stringTooLong, "string is \(index - start) bytes long; strings are limited to \(SyntaxLimits.maximumStringLength)", at: SourceRange(start: start, end: index)))
                }
                return isPlain
            case UInt8(ascii: "\\"):
                isPlain = false
                let escapeStart = index
                index += 1
                guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else { continue }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    index += 1
                    var valid = false
                    if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                        var end = index + 1
                        var value: UInt32 = 0
                        var digits = 0
                        while end < bytes.count, digits <= 8, let digit = hexValue(bytes[end]) {
                            value = value &* 16 &+ digit
                            digits += 1
                            end += 1
                        }
                        if end < bytes.count, bytes[end] == UInt8(ascii: "}"), (1...8).contains(digits), Unicode.Scalar(value) != nil {
                            valid = true
                            index = end + 1
                        }
                    }
                    if !valid {
                        diagnostics.append(.error(.invalidEscape, "invalid Unicode escape; write \\u{1F600} with 1 to 8 hexadecimal digits of a valid scalar", at: SourceRange(start: escapeStart, end: index)))
                    }
                default:
                    let length = max(1, bytes[index] < 0x80 ? 1 : UTF8Validation.sequenceLength(bytes, at: index))
                    index += length
                    diagnostics.append(.error(.invalidEscape, "unknown escape '\(text(escapeStart, index))'; strings know \\\", \\\\, \\n, \\t and \\u{…}", at: SourceRange(start: escapeStart, end: index)))
                }
            case UInt8(ascii: "\n"):
                // Closing braces at the end of the line are given back (`title: "Share }`): they are far more
                // likely to close blocks than to be part of the text, and keeping them avoids an unclosed block.
                var end = index
                while end > start + 1, [UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "}")].contains(bytes[end - 1]) {
                    end -= 1
                }
                diagnostics.append(.error(.unterminatedString, "string is not closed on its line; add the closing '\"'", at: SourceRange(start: start, end: end), notes: gluedStringNote(before: start), fixIt: .init("insert '\"'", replacing: .at(end), with: "\"")))
                index = end
                return false
            case 0:
                diagnostics.append(.error(.nulByte, "NUL byte in a string; remove it (is this a binary file?)", at: SourceRange(start: index, end: index + 1)))
                index += 1
            case 0x80...:
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 {
                    if diagnostics.isFull { diagnostics.dropped += 1 } else { diagnostics.append(invalidUTF8(at: index)) }
                    index += 1
                } else {
                    index += length
                }
            default:
                index += 1
            }
        }
        diagnostics.append(.error(.unterminatedString, "string is not closed before the end of the file; add the closing '\"'", at: SourceRange(start: start, end: index), fixIt: .init("insert '\"'", replacing: .at(index), with: "\"")))
        return false
    }

    /// For `title: "Compose symbol: "x"`, where a closing quote was forgotten after `Compose`: the string that
    /// is not closed starts right after a word glued to the quote before it, which points at the real mistake.
    func gluedStringNote(before quote: Int) -> [Diagnostic.Note] {
        var wordStart = quote
        while wordStart > 0, isNameByte(bytes[wordStart - 1]) { wordStart -= 1 }
        guard wordStart < quote, wordStart > 0, bytes[wordStart - 1] == UInt8(ascii: "\"") else { return [] }
        return [.init("'\(text(wordStart, quote))' follows a quote with no space between: is a closing quote missing earlier on this line?", at: SourceRange(start: wordStart - 1, end: wordStart))]
    }

    /// What the lexer does after bytes that start no token: stand in a token the parser can use (so one
    /// mistake gives one error), or skip them like white space.
    enum Recovery {
        case token(TokenKind)
        case skip
    }

    /// Handles the common mistakes with one precise error and a recovery that avoids follow-on errors:
    /// `=` for `:`, separators, `#` and `/* */` comments, single or curly quotes, Unicode spaces, and
    /// non-ASCII words. Anything else is one `invalid` token.
    func recover(at index: inout Int, diagnostics: inout CappedDiagnostics) -> Recovery {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "="):
            index += 1
            let range = SourceRange(start: start, end: index)
            diagnostics.append(.error(.invalidCharacter, "unexpected '='; attributes are written 'name: value'", at: range, fixIt: .init("replace '=' with ':'", replacing: range, with: ":")))
            return .token(.colon)
        case UInt8(ascii: ";"), UInt8(ascii: ","):
            index += 1
            let range = SourceRange(start: start, end: index)
            diagnostics.append(.error(.invalidCharacter, joined("unexpected '", text(start, index), "'; statements need no separator, a space or line break is enough"), at: range, fixIt: .init("remove it", replacing: range, with: "")))
            return .skip
        case UInt8(ascii: "#"):
            let range = SourceRange(start: start, end: start + 1)
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            diagnostics.append(.error(.invalidCharacter, "unexpected '#'; comments start with '//'", at: range, fixIt: .init("replace '#' with '//'", replacing: range, with: "//")))
            return .skip
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
            index += 2
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                index += 1
            }
            index = min(bytes.count, index + 2)
            diagnostics.append(.error(.invalidCharacter, "block comments are not supported; start each comment line with '//'", at: SourceRange(start: start, end: start + 2)))
            return .skip
        case UInt8(ascii: "."), UInt8(ascii: "-"):
            // One condition for both bytes: a `where` clause would guard only the last pattern of the case.
            guard index + 1 < bytes.count, isNameByte(bytes[index + 1]),
                bytes[index + 1] != UInt8(ascii: "."), bytes[index + 1] != UInt8(ascii: "-")
            else { break }
            // `.high` or `.primaryAction` (Swift's member syntax) and `-1`: read as one value, so the attribute
            // that takes it reports one error with the spec's spelling instead of a stray character and a
            // statement that stands alone.
            index += 1
            let isNumber = bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return .token(isNumber && byte == UInt8(ascii: "-") ? .number : .identifier)
        case UInt8(ascii: "'"):
            return quoted(from: start, opening: 1, closing: [UInt8(ascii: "'")], name: "single quotes", at: &index, diagnostics: &diagnostics)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0x9C || bytes[index + 2] == 0x9D):
            return quoted(from: start, opening: 3, closing: [0xE2, 0x80, 0x9D], name: "curly quotes", at: &index, diagnostics: &diagnostics)
        default:
            break
        }
        if let width = unicodeSpaceLength(at: index) {
            index += width
            let name = width == 2 ? "a no-break space (U+00A0)" : "a Unicode space (\(scalarName(start, index)))"
            diagnostics.append(.error(.invalidCharacter, "\(name) outside a string; use an ordinary space", at: SourceRange(start: start, end: index), fixIt: .init("replace with a space", replacing: SourceRange(start: start, end: index), with: " ")))
            return .skip
        }
        if byte >= 0x80, UTF8Validation.sequenceLength(bytes, at: index) > 0 {
            // A word in another script (an id written in Japanese): one error for the whole word.
            index = nonASCIIWordEnd(from: index)
            diagnostics.append(notAName(start, index))
            return .token(.invalid)
        }
        // Step over the bytes first: the diagnostic is built only while there is room for it.
        let unexpectedStart = index
        index = unexpectedEnd(from: index)
        if diagnostics.isFull { diagnostics.dropped += 1 } else { diagnostics.append(unexpected(from: unexpectedStart, to: index)) }
        // A control character, a run of NULs or of bytes that are not UTF-8 stands for nothing the author meant
        // to write: skipped like white space, so `\u{1}stack { }` is one error, not a stray token that took
        // `stack` for its name and left its `{` without a block.
        if byte < 0x20 || byte == 0x7F || byte >= 0x80 { return .skip }
        return .token(.invalid)
    }

    /// The end of a word with letters outside ASCII, from `start`: its name bytes and UTF-8 sequences, up to a
    /// space (a Unicode space included), punctuation or bytes that are not UTF-8.
    func nonASCIIWordEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let next = bytes[index]
            if next >= 0x80 {
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 || unicodeSpaceLength(at: index) != nil { break }
                index += length
            } else if isNameByte(next) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The one error for a word that is not a name because of its letters (`café`, `受信箱`).
    func notAName(_ start: Int, _ end: Int) -> Diagnostic {
        .error(.invalidCharacter, joined("'", text(start, end), "' is not a name: names are ASCII letters, digits, '-', '_' and '.'; use an ASCII id and put this text in a quoted string such as 'title:'"), at: SourceRange(start: start, end: end))
    }

    /// A string in the wrong quotes: read to the matching quote on the same line, and offer the fix.
    func quoted(from start: Int, opening: Int, closing: [UInt8], name: String, at index: inout Int, diagnostics: inout CappedDiagnostics) -> Recovery {
        // Compared in place: a copy of the bytes at every position of the line made an array for each.
        func closes(at position: Int) -> Bool {
            guard position + closing.count <= bytes.count else { return false }
            for offset in closing.indices where bytes[position + offset] != closing[offset] { return false }
            return true
        }
        var end = start + opening
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if closes(at: end) {
                index = end + closing.count
                let inner = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + opening)..<end]), as: UTF8.self)
                let range = SourceRange(start: start, end: index)
                diagnostics.append(.error(.invalidCharacter, "strings use straight double quotes, not \(name)", at: range, fixIt: .init("use double quotes", replacing: range, with: StringLiteral.encode(inner))))
                return .token(.string)
            }
            end += 1
        }
        index = start + opening
        let range = SourceRange(start: start, end: index)
        diagnostics.append(.error(.invalidCharacter, "unexpected \(name == "single quotes" ? "single quote" : "curly quote"); strings use straight double quotes", at: range))
        return .skip
    }

    /// The byte length of a Unicode space character at `index` (no-break, ideographic, en/em and the like).
    func unicodeSpaceLength(at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
        if byte == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 { return 3 }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, (0x80...0x8A).contains(bytes[index + 2]) || bytes[index + 2] == 0xAF { return 3 }
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return 3 }
        return nil
    }

    func scalarName(_ start: Int, _ end: Int) -> String {
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars.first?.value ?? 0
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Where the byte(s) at `start` that start no token end: a run of NULs, a run of bytes that are not
    /// UTF-8, or one byte.
    func unexpectedEnd(from start: Int) -> Int {
        let byte = bytes[start]
        var end = start + 1
        if byte == 0 {
            while end < bytes.count, bytes[end] == 0 { end += 1 }
        } else if byte >= 0x80 {
            while end < bytes.count, bytes[end] >= 0x80, UTF8Validation.sequenceLength(bytes, at: end) == 0 { end += 1 }
        }
        return end
    }

    /// The diagnostic for the bytes `start..<end` that start no token (see `unexpectedEnd`).
    func unexpected(from start: Int, to end: Int) -> Diagnostic {
        let byte = bytes[start]
        if byte == 0 {
            return .error(.nulByte, "NUL byte in the file; .bar files are UTF-8 text (is this a binary file?)", at: SourceRange(start: start, end: end))
        }
        if byte >= 0x80 {
            return invalidUTF8(at: start, end: end)
        }
        let shown = byte < 0x20 || byte == 0x7F ? hexByte(byte) : text(start, end)
        return .error(.invalidCharacter, joined("unexpected character '", shown, "'"), at: SourceRange(start: start, end: end))
    }

    func invalidUTF8(at start: Int, end: Int? = nil) -> Diagnostic {
        let end = end ?? start + 1
        // `invalid UTF-8 (bytes 0xC3 0x28); save the file as UTF-8`, with at most four bytes: written into the
        // string's own storage in one go. Junk makes one of these for every bad byte up to the diagnostic cap,
        // and joining pieces made a string for each piece.
        let prefix: StaticString = "invalid UTF-8 (bytes "
        let suffix: StaticString = "); save the file as UTF-8"
        let shown = start..<max(start + 1, min(end, start + 4))
        let length = prefix.utf8CodeUnitCount + 5 * shown.count - 1 + suffix.utf8CodeUnitCount
        let message = String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            for offset in 0..<prefix.utf8CodeUnitCount { put(prefix.utf8Start[offset]) }
            for index in shown {
                if index > start { put(UInt8(ascii: " ")) }
                let (high, low) = hexDigits(bytes[index])
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "x"))
                put(high)
                put(low)
            }
            for offset in 0..<suffix.utf8CodeUnitCount { put(suffix.utf8Start[offset]) }
            return count
        }
        return .error(.invalidUtf8, message, at: SourceRange(start: start, end: end))
    }

    /// `prefix`, `middle` and `suffix` written into one string's storage. Junk makes a message for every bad
    /// byte up to the diagnostic cap, and an interpolation appended piece by piece, growing the string twice.
    func joined(_ prefix: StaticString, _ middle: String, _ suffix: StaticString) -> String {
        var middle = middle
        return middle.withUTF8 { inner in
            String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + inner.count + suffix.utf8CodeUnitCount) { buffer in
                var count = 0
                for offset in 0..<prefix.utf8CodeUnitCount {
                    buffer[count] = prefix.utf8Start[offset]
                    count += 1
                }
                for byte in inner {
                    buffer[count] = byte
                    count += 1
                }
                for offset in 0..<suffix.utf8CodeUnitCount {
                    buffer[count] = suffix.utf8Start[offset]
                    count += 1
                }
                return count
            }
        }
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, start + 64)]), as: UTF8.self)
    }
}

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

/// `0x0B` style, for bytes that cannot be shown: four bytes, a small string (no allocation), made without
/// formatting numbers, which matters when junk makes one of these per byte.
private func hexByte(_ byte: UInt8) -> String {
    let (high, low) = hexDigits(byte)
    return String(unsafeUninitializedCapacity: 4) { buffer in
        buffer[0] = UInt8(ascii: "0")
        buffer[1] = UInt8(ascii: "x")
        buffer[2] = high
        buffer[3] = low
        return 4
    }
}

/// The two upper-case hexadecimal digits of a byte, as ASCII.
private func hexDigits(_ byte: UInt8) -> (high: UInt8, low: UInt8) {
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
    return (digit(byte >> 4), digit(byte & 0xF))
}
