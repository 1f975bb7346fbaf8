import BarDiagnostics

/// A unified diff, as `diff -u` and `git diff` print it, so `bar fmt --diff` can be read in review and
/// applied with `patch -p1` or `git apply`:
///
///     --- a/Specs/mail/inbox.bar
///     +++ b/Specs/mail/inbox.bar
///     @@ -3,7 +3,7 @@
///      context
///     -old line
///     +new line
///      context
///
/// Hunks carry `context` unchanged lines on each side, and changes closer than twice that share a hunk.
/// Line numbers follow GNU diff: a count of 1 is left out, and an empty side is numbered by the line before
/// it. A last line without a line break is followed by `\ No newline at end of file`.
public enum UnifiedDiff {
    /// A file's name in a `---`/`+++` line, as git writes it so `patch -p1` and `git apply` read it back: in
    /// double quotes with C escapes (and octal for other bytes, non-ASCII ones too, as git quotes them) when
    /// it holds a quote, a backslash or a control character (a tab or a line break would end the name), else
    /// as it is, followed by a tab when it holds a space (a name ends at the first tab; without one, `patch`
    /// stops at the space).
    static func label(_ prefix: String, _ path: String) -> String {
        let name = prefix + path
        let needsQuotes = name.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || TerminalText.isControl($0) }
        if needsQuotes {
            var quoted = "\""
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "\""): quoted += "\\\""
                case UInt8(ascii: "\\"): quoted += "\\\\"
                case UInt8(ascii: "\t"): quoted += "\\t"
                case UInt8(ascii: "\n"): quoted += "\\n"
                case UInt8(ascii: "\r"): quoted += "\\r"
                case 0..<0x20, 0x7F...0xFF: quoted += "\\" + String(repeating: "0", count: 3 - String(byte, radix: 8).count) + String(byte, radix: 8)
                default: quoted.unicodeScalars.append(Unicode.Scalar(byte))  // printable ASCII
                }
            }
            return quoted + "\""
        }
        return name.contains(" ") ? name + "\t" : name
    }

    /// The diff turning `old` into `new`, labelled `a/<oldPath>` and `b/<newPath>`; empty when they are
    /// byte for byte the same.
    public static func render(old: [UInt8], new: [UInt8], oldPath: String, newPath: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = LineDiff.lines(old)
        let newLines = LineDiff.lines(new)
        let script = LineDiff.operations(from: oldLines, to: newLines)

        var out = "--- \(label("a/", oldPath))\n+++ \(label("b/", newPath))\n"
        for hunk in hunks(script, context: context) {
            out += header(hunk, script: script)
            for operation in script[hunk] {
                switch operation {
                case .keep(let index, _): out += line(" ", oldLines[index])
                case .delete(let index): out += line("-", oldLines[index])
                case .insert(let index): out += line("+", newLines[index])
                }
            }
        }
        return out
    }

    /// The ranges of `script` shown as hunks: each change with up to `context` kept lines around it, and
    /// changes separated by at most `2 × context` kept lines merged into one hunk.
    static func hunks(_ script: [LineDiff.Operation], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var index = 0
        while let firstChange = script[index...].firstIndex(where: { !isKeep($0) }) {
            let start = max(index, firstChange - context)
            var lastChange = firstChange
            var cursor = firstChange + 1
            while cursor < script.count {
                if !isKeep(script[cursor]) {
                    lastChange = cursor
                } else if cursor - lastChange > 2 * context {
                    break
                }
                cursor += 1
            }
            let end = min(script.count, lastChange + context + 1)
            hunks.append(start..<end)
            index = end
        }
        return hunks
    }

    /// `@@ -12,7 +12,8 @@`
    private static func header(_ hunk: Range<Int>, script: [LineDiff.Operation]) -> String {
        var oldBefore = 0
        var newBefore = 0
        for operation in script[..<hunk.lowerBound] {
            switch operation {
            case .keep: oldBefore += 1; newBefore += 1
            case .delete: oldBefore += 1
            case .insert: newBefore += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        for operation in script[hunk] {
            switch operation {
            case .keep: oldCount += 1; newCount += 1
            case .delete: oldCount += 1
            case .insert: newCount += 1
            }
        }
        return "@@ -\(range(before: oldBefore, count: oldCount)) +\(range(before: newBefore, count: newCount)) @@\n"
    }

    /// `start,count`, or `start` for one line, or `before,0` for none.
    private static func range(before: Int, count: Int) -> String {
        switch count {
        case 0: "\(before),0"
        case 1: "\(before + 1)"
        default: "\(before + 1),\(count)"
        }
    }

    /// One line of a hunk: its marker, its text, and a note when it has no line break.
    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        if bytes.last == UInt8(ascii: "\n") {
            return marker + String(decoding: bytes, as: UTF8.self)
        }
        return marker + String(decoding: bytes, as: UTF8.self) + "\n\\ No newline at end of file\n"
    }

    private static func isKeep(_ operation: LineDiff.Operation) -> Bool {
        if case .keep = operation { true } else { false }
    }
}
