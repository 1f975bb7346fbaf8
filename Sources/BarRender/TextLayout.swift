import BarDiagnostics

/// Fits text into a box without measuring fonts: widths are estimated per character from a small table of
/// typical system-font advances (narrow `i` and `.`, wide `m` and `W`, East Asian characters a full em). It
/// is deterministic, and close enough that the picture's `textLength` squeeze never has much to do.
enum TextLayout {
    /// The estimated advance of one character, as a share of the font size. The numbers are DejaVu Sans's
    /// (the usual system font on Linux, and wider than Apple's and Microsoft's), so text estimated to fit
    /// does fit everywhere.
    static func advance(_ character: Character) -> Double {
        if DisplayWidth.of(character) == 2 { return 1.0 }
        guard let ascii = character.asciiValue else { return 0.64 }
        switch ascii {
        case UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "."), UInt8(ascii: ","),
            UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "|"), UInt8(ascii: "!"),
            UInt8(ascii: " "):
            return 0.32
        case UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "I"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "-"), UInt8(ascii: "/"):
            return 0.41
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "z"): return 0.55
        case UInt8(ascii: "m"): return 0.98
        case UInt8(ascii: "w"): return 0.82
        case UInt8(ascii: "M"), UInt8(ascii: "W"): return 0.9
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.72
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 0.64
        default: return 0.62
        }
    }

    /// How much wider than a line a single word may be and still keep a line of its own: compound symbol
    /// names (`magnifyingglass`) read better small than broken.
    static let wordAllowance = 1.8

    /// The estimated width of `text` at `fontSize`.
    static func width<S: StringProtocol>(of text: S, fontSize: Double) -> Double {
        text.reduce(0) { $0 + advance($1) } * fontSize
    }

    /// `text` broken into at most `maxLines` lines of about `maxWidth` points. Lines break after `.`,
    /// space, `-`, `/` and `_`. A word up to `wordAllowance` times as wide as a line keeps a line of its own
    /// (the picture shrinks and squeezes it to fit); a longer one is split between characters. When text is left over, the
    /// last line ends in `…`.
    static func lines(_ text: String, maxWidth: Double, fontSize: Double, maxLines: Int) -> [String] {
        guard maxWidth > 0, maxLines > 0, !text.isEmpty else { return [] }
        func w<S: StringProtocol>(_ part: S) -> Double { width(of: part, fontSize: fontSize) }
        // Tokens end just after a break character.
        var tokens: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "." || character == " " || character == "-" || character == "/" || character == "_" {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }

        var lines: [String] = []
        var line = ""
        func flush() {
            let trimmed = trimmedTrailingSpaces(line)
            if !trimmed.isEmpty { lines.append(trimmed) }
            line = ""
        }
        for token in tokens {
            let tokenWidth = w(trimmedTrailingSpaces(token))
            if w(line) + tokenWidth <= maxWidth {
                line += token
                continue
            }
            flush()
            if tokenWidth <= maxWidth * wordAllowance {
                line = token
                continue
            }
            // A word much wider than a line: split it between characters.
            for character in token {
                if w(line) + w(String(character)) > maxWidth { flush() }
                line.append(character)
            }
        }
        flush()
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1]
        kept[maxLines - 1] = truncated(last + "…", maxWidth: w(last), fontSize: fontSize)
        return kept
    }

    /// `text` cut to `maxWidth` points, ending in `…` when anything was cut.
    static func truncated(_ text: String, maxWidth: Double, fontSize: Double) -> String {
        if width(of: text, fontSize: fontSize) <= maxWidth { return text }
        let budget = maxWidth - width(of: "…", fontSize: fontSize)
        var result = ""
        var used = 0.0
        for character in text {
            let advance = advance(character) * fontSize
            if used + advance > budget { break }
            result.append(character)
            used += advance
        }
        return trimmedTrailingSpaces(result) + "…"
    }

    static func trimmedTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
