@testable import BarFormat
import Testing

@Suite("Format: unified diff")
struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldPath: "f.bar", newPath: "f.bar", context: context)
    }

    func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "\($0)\n" }.joined()
    }

    @Test func sameBytesGiveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
        #expect(diff("", "") == "")
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "5\n", with: "five\n")
        #expect(diff(old, new) == """
            --- a/f.bar
            +++ b/f.bar
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8

            """)
    }

    @Test func changesFarApartMakeTwoHunks() {
        let old = numbered(1...20)
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nTWO\n").replacingOccurrences(of: "\n18\n", with: "\n")
        #expect(diff(old, new) == """
            --- a/f.bar
            +++ b/f.bar
            @@ -1,5 +1,5 @@
             1
            -2
            +TWO
             3
             4
             5
            @@ -15,6 +15,5 @@
             15
             16
             17
            -18
             19
             20

            """)
    }

    /// Two changes with exactly six unchanged lines between them share one hunk (their contexts touch).
    @Test func changesSixLinesApartShareAHunk() {
        let old = numbered(1...12)
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n9\n", with: "\nI\n")
        let text = diff(old, new)
        #expect(text.components(separatedBy: "@@ ").count - 1 == 1)
        #expect(text.contains("@@ -1,12 +1,12 @@\n"))
        let newer = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n10\n", with: "\nJ\n")
        #expect(diff(old, newer).components(separatedBy: "@@ ").count - 1 == 2)
    }

    @Test func insertionIntoAnEmptyFile() {
        #expect(diff("", "a\nb\n") == "--- a/f.bar\n+++ b/f.bar\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func deletionOfEverything() {
        #expect(diff("a\n", "") == "--- a/f.bar\n+++ b/f.bar\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(diff("a\nb", "a\nb\n") == """
            --- a/f.bar
            +++ b/f.bar
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
    }

    @Test func crlfLinesDifferFromLfLines() {
        #expect(diff("a\r\n", "a\n") == "--- a/f.bar\n+++ b/f.bar\n@@ -1 +1 @@\n-a\r\n+a\n")
    }

    /// Bytes, not `String` equality: a precomposed é and a decomposed one are different lines.
    @Test func comparesBytesNotCanonicalEquivalence() {
        #expect(diff("\u{E9}\n", "e\u{301}\n") != "")
    }

    /// Over many random pairs: the diff applies back to the new text, and it is minimal (its changed lines
    /// are exactly those outside a longest common subsequence).
    @Test func randomDiffsApplyAndAreMinimal() {
        var random = SplitMix64(seed: 42)
        for round in 0..<300 {
            let old = (0..<Int(random.next() % 14)).map { _ in "\(random.next() % 4)\n" }
            var new = old
            for _ in 0..<Int(random.next() % 6) {
                let position = new.isEmpty ? 0 : Int(random.next() % UInt64(new.count + 1))
                switch random.next() % 3 {
                case 0 where position < new.count: new.remove(at: position)
                case 1 where position < new.count: new[position] = "\(random.next() % 4)x\n"
                default: new.insert("\(random.next() % 4)\n", at: position)
                }
            }
            let context = Int(random.next() % 4)
            let text = diff(old.joined(), new.joined(), context: context)
            #expect(apply(text, to: old) == new, "round \(round)")
            let changed = text.split(separator: "\n").filter { ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++")) }
            #expect(changed.count == old.count + new.count - 2 * longestCommonSubsequence(old, new), "round \(round)")
        }
    }

    /// A strict applier of unified diffs: every context and deleted line must match where the header says.
    func apply(_ diff: String, to old: [String]) -> [String]? {
        guard !diff.isEmpty else { return old }
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // after the final "\n"
        guard lines.count >= 2, lines[0] == "--- a/f.bar", lines[1] == "+++ b/f.bar" else { return nil }
        var result: [String] = []
        var consumed = 0
        var index = 2
        while index < lines.count {
            let header = lines[index]
            guard header.hasPrefix("@@ -"), let oldStart = Int(header.dropFirst(4).prefix { $0.isNumber }) else { return nil }
            let oldCount = header.split(separator: " ")[1].contains(",") ? Int(header.split(separator: " ")[1].split(separator: ",")[1])! : 1
            let firstOldLine = oldCount == 0 ? oldStart : oldStart - 1
            guard firstOldLine >= consumed else { return nil }
            result += old[consumed..<firstOldLine]
            consumed = firstOldLine
            index += 1
            while index < lines.count, !lines[index].hasPrefix("@@") {
                let line = lines[index]
                let body = String(line.dropFirst()) + "\n"
                switch line.first {
                case " ":
                    guard consumed < old.count, old[consumed] == body else { return nil }
                    result.append(body)
                    consumed += 1
                case "-":
                    guard consumed < old.count, old[consumed] == body else { return nil }
                    consumed += 1
                case "+":
                    result.append(body)
                default:
                    return nil
                }
                index += 1
            }
        }
        return result + old[consumed...]
    }

    func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// Past the edit limit the diff is no longer minimal, but still correct.
    @Test func hugeRewritesStillDiffCorrectly() {
        let old = (0..<1_100).map { "old \($0)\n" }
        let new = (0..<1_100).map { "new \($0)\n" }
        #expect(old.count + new.count > LineDiff.maximumEdits)
        let text = UnifiedDiff.render(old: Array(old.joined().utf8), new: Array(new.joined().utf8), oldPath: "f.bar", newPath: "f.bar")
        #expect(apply(text, to: old) == new)
    }
}

/// File names in the `---`/`+++` lines, as git writes them so `patch -p1` and `git apply` find the files: a
/// name with a space used to stop `patch` at the space, one with a tab broke both.
@Suite struct UnifiedDiffLabelTests {
    @Test func plainNamesAreWrittenAsTheyAre() {
        #expect(UnifiedDiff.label("a/", "Specs/mail/inbox.bar") == "a/Specs/mail/inbox.bar")
        #expect(UnifiedDiff.label("a/", "Specs/メール.bar") == "a/Specs/メール.bar")
    }

    @Test func aSpaceEndsTheNameWithATab() {
        #expect(UnifiedDiff.label("b/", "sp ace/x.bar") == "b/sp ace/x.bar\t")
    }

    @Test func quotesBackslashesAndControlsAreQuotedAsGitQuotesThem() {
        #expect(UnifiedDiff.label("a/", "t\tab/x é.bar") == #""a/t\tab/x \303\251.bar""#)
        #expect(UnifiedDiff.label("a/", "q\"b\\c\u{1}.bar") == #""a/q\"b\\c\001.bar""#)
    }

    @Test func aDiffCarriesTheLabels() {
        let diff = UnifiedDiff.render(old: Array("a\n".utf8), new: Array("b\n".utf8), oldPath: "sp ace.bar", newPath: "sp ace.bar")
        #expect(diff.hasPrefix("--- a/sp ace.bar\t\n+++ b/sp ace.bar\t\n@@ -1 +1 @@\n"))
    }
}
