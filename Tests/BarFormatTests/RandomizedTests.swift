import BarDiagnostics
@testable import BarFormat
import BarSyntax
import Testing

/// The same properties as `PropertyTests`, over a few hundred generated files with comments between any
/// two tokens and every kind of white space, to reach shapes no hand-written file has. The generator is
/// seeded, so a failure is reproducible and the run is deterministic.
@Suite("Format: generated files")
struct RandomizedTests {
    static let fileCount = 400

    @Test func generatedFilesKeepEveryProperty() {
        var generator = Generator(random: SplitMix64(seed: 0xBA5E_F0E4))
        var parsed = 0
        for index in 0..<Self.fileCount {
            let text = generator.file()
            let tree = Parser.parse(SourceFile(path: "generated-\(index).bar", text: text))
            guard !tree.hasErrors else { continue }
            parsed += 1
            let formatted = Formatter.format(tree)
            let context = "generated file \(index):\n\(text)\nformatted:\n\(formatted)"
            #expect(Formatter.unplacedComments(in: tree).isEmpty, "\(context)")
            #expect(Formatter.preservesMeaning(of: tree, in: formatted), "\(context)")
            #expect(commentTexts(formatted) == commentTexts(text), "\(context)")
            #expect(format(formatted) == formatted, "not idempotent: \(context)")
            #expect(format(Mangle.tokenPerLine(formatted)) == formatted, "depends on line breaks: \(context)")
            #expect(format(Mangle.stripIndentation(text)) == formatted, "depends on indentation: \(context)")
            #expect(!formatted.contains("{\n\n") && !formatted.contains("\n\n\n"), "blank-line rule: \(context)")
        }
        // Most generated files must parse, or the test checks little.
        #expect(parsed > Self.fileCount * 3 / 4, "only \(parsed) of \(Self.fileCount) generated files parsed")
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64), so generated files are the
/// same on every machine and every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writes a random, mostly well-formed `.bar` file: random statements, values and labels, and between
/// any two tokens a random separator that may hold line breaks, blank lines, tabs, `\r` and comments.
private struct Generator {
    var random: SplitMix64
    var out = ""

    static let names = ["item", "title", "group", "spacer", "a", "b.c", "_d", "e-1", "toolbar", "x"]
    static let numbers = ["0", "7", "42", "3.14", "007", "1.2.3", "27.10"]
    static let stringParts = [
        "Share", " ", "受信箱", "📬", "👨‍👩‍👧", "🇯🇵", "\\n", "\\\"", "\\\\", "\\t", "\\u{41}", "\\u{1F600}", "\\u{7}",
        "\t", "رد", "",
    ]
    static let commentTexts = [" note", "", "no space", " 日本語 ✅", "   indented", " trailing   ", "\t tab", "//", " { } : \""]

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func file() -> String {
        out = ""
        separator(lineBreakAllowed: true)
        statements(depth: 0)
        separator(lineBreakAllowed: true)
        if chance(30) { out += "//" + pick(Self.commentTexts) }
        return out
    }

    mutating func statements(depth: Int) {
        let count = Int(random.next() % 5)
        for index in 0..<count {
            if index > 0 { separator(lineBreakAllowed: true, atLeastOne: true) }
            if depth < 4 && chance(45) { block(depth: depth) } else { attribute() }
        }
    }

    mutating func attribute() {
        out += pick(Self.names)
        separator(lineBreakAllowed: false, optional: true)
        out += ":"
        if chance(30) {
            // A name as the value must stay on the colon's line, or it may read as the next statement.
            out += pick([" ", "\t", "  "])
            out += pick(Self.names)
        } else {
            separator(lineBreakAllowed: true, optional: true)
            out += chance(50) ? string() : pick(Self.numbers)
        }
    }

    mutating func block(depth: Int) {
        out += pick(Self.names)
        if chance(70) {
            separator(lineBreakAllowed: true, atLeastOne: true)
            out += chance(70) ? pick(["share", "fixed", "flexible", "view-options", "n1"]) : string()
        }
        guard chance(85) else { return }
        separator(lineBreakAllowed: true, optional: true)
        out += "{"
        separator(lineBreakAllowed: true, optional: true)
        statements(depth: depth + 1)
        separator(lineBreakAllowed: true, optional: true)
        out += "}"
    }

    mutating func string() -> String {
        var text = "\""
        for _ in 0..<Int(random.next() % 4) { text += pick(Self.stringParts) }
        return text + "\""
    }

    /// White space, line breaks and comments; `atLeastOne` when two tokens would otherwise merge.
    mutating func separator(lineBreakAllowed: Bool, optional: Bool = false, atLeastOne: Bool = false) {
        if optional && !atLeastOne && chance(40) { return }
        guard lineBreakAllowed else {
            out += pick([" ", "\t", "  "])
            return
        }
        for _ in 0..<(1 + Int(random.next() % 2)) {
            switch random.next() % 10 {
            case 0, 1, 2: out += pick([" ", "\t", "   "])
            case 3, 4: out += pick(["\n", "\r\n", "\n    ", "\n\t\t"])
            case 5: out += pick(["\n\n", "\n\n\n", "\r\n\r\n", "\n  \n \t\n"])
            case 6, 7: out += pick([" ", "\n", "\n\n"]) + "//" + pick(Self.commentTexts) + pick(["\n", "\r\n", "\n\n"])
            default: out += " "
            }
        }
    }
}
