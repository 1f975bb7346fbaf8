import BarDiagnostics
import BarFormat
import BarSyntax
import Testing

/// One test per rule of the canonical layout (docs/format.md), on the smallest input that shows it.
@Suite("Format: layout rules")
struct LayoutRuleTests {
    @Test func emptyFileStaysEmpty() {
        #expect(format("") == "")
        #expect(format("\n\n  \n\t\n") == "")
    }

    @Test func fileEndsWithExactlyOneNewline() {
        #expect(format("screen s {}") == "screen s {}\n")
        #expect(format("screen s {}\n\n\n") == "screen s {}\n")
    }

    @Test func commentOnlyFileKeepsItsComments() {
        #expect(format("\n\n// one\n\n\n// two   \n\n") == "// one\n\n// two\n")
    }

    @Test func twoSpaceIndentationAndOneStatementPerLine() {
        #expect(format("a { b { c { d: 1 e { } } } }") == "a {\n  b {\n    c {\n      d: 1\n      e {}\n    }\n  }\n}\n")
    }

    @Test func attributeHasOneSpaceAfterTheColonAndNoneBefore() {
        #expect(format("a {\n b   :    x\n c:\"y\"\n}") == "a { b: x c: \"y\" }\n")
    }

    @Test func braceStaysOnTheKeywordLine() {
        #expect(format("item\nshare\n{\n\n}\n") == "item share {}\n")
    }

    @Test func blockWithoutBodyAndTopLevelAttributes() {
        #expect(format("spacer   flexible\nspacer\nname:   value\n") == "spacer flexible\nspacer\nname: value\n")
    }

    @Test func labelsThatAreStringsAreReencoded() {
        #expect(format("item \"\\u{41}b\" { }") == "item \"Ab\" {}\n")
    }

    @Test func numbersAndNamesAreKeptAsWritten() {
        #expect(format("a { n: 007.50 m: Mixed_Case.name-1 }") == "a { n: 007.50 m: Mixed_Case.name-1 }\n")
    }

    @Test func blankLinesCollapseToOneAndAreNeverInvented() {
        #expect(format("a {\n  b: 1\n\n\n\n  c: 2\n  d: 3\n}") == "a {\n  b: 1\n\n  c: 2\n  d: 3\n}\n")
    }

    @Test func noBlankLineAfterOpeningOrBeforeClosingBrace() {
        #expect(format("a {\n\n\n  b {}\n\n\n}\n") == "a {\n  b {}\n}\n")
        #expect(format("a { // open\n\n  b {}\n}\n") == "a { // open\n  b {}\n}\n")
    }

    @Test func blankLinesBetweenLeadingCommentsAreKept() {
        #expect(format("a {\n  b {}\n\n\n  // one\n\n\n  // two\n  c {}\n}") == "a {\n  b {}\n\n  // one\n\n  // two\n  c {}\n}\n")
    }

    @Test func commentTextIsKeptVerbatimExceptTrailingWhiteSpace() {
        #expect(format("//no space\n//   three spaces \t \n//\t tab\n//\n") == "//no space\n//   three spaces\n//\t tab\n//\n")
    }

    @Test func trailingCommentGetsOneSpace() {
        #expect(format("a {\n  b: 1      // why\n}") == "a {\n  b: 1 // why\n}\n")
    }

    @Test func commentOnTheBraceLineStaysThere() {
        #expect(format("a {      // about a\n  b: 1\n}") == "a { // about a\n  b: 1\n}\n")
        #expect(format("a { // nothing inside\n}") == "a { // nothing inside\n}\n")
    }

    @Test func commentsBeforeTheClosingBraceStayInsideTheBlock() {
        #expect(format("a {\n  b: 1\n  // last words\n}") == "a {\n  b: 1\n  // last words\n}\n")
    }

    @Test func emptyBlockWithTrailingCommentStaysOnOneLine() {
        #expect(format("a {\n} // why empty") == "a {} // why empty\n")
    }

    @Test func compactFormNeedsOnlyAttributesAndNoComments() {
        #expect(format("a {\n  b: 1\n  c: 2\n}") == "a { b: 1 c: 2 }\n")
        #expect(format("a {\n  b: 1\n  c {}\n}") == "a {\n  b: 1\n  c {}\n}\n")
        #expect(format("a {\n  // why\n  b: 1\n}") == "a {\n  // why\n  b: 1\n}\n")
        #expect(format("a {\n  b: 1 // why\n}") == "a {\n  b: 1 // why\n}\n")
        #expect(format("a {\n  b: 1\n} // why") == "a { b: 1 } // why\n")
        #expect(format("// above is fine\na {\n  b: 1\n}") == "// above is fine\na { b: 1 }\n")
    }

    /// A comment after `}` stays on the block's line and does not count towards its width, so a
    /// `// bar-lint: disable-line …` keeps covering the line its item starts on.
    @Test func commentAfterAOneLineBlockStaysOnItsLine() {
        let item = "item gear { symbol: \"gear\" }"
        let comment = " // bar-lint: disable-line item-missing-title -- " + String(repeating: "x", count: 80)
        #expect(format(item + comment) == item + comment + "\n")
    }

    @Test func blankLineBetweenAttributesKeepsTheBlockExpanded() {
        #expect(format("a {\n  b: 1\n\n  c: 2\n}") == "a {\n  b: 1\n\n  c: 2\n}\n")
    }

    /// The 100-column rule counts terminal cells, indentation included: a CJK character takes two.
    @Test func compactFormFitsInOneHundredCells() {
        let fits = "x { t: \"" + String(repeating: "a", count: 89) + "\" }"
        #expect(fits.count == 100)
        #expect(format(fits) == fits + "\n")
        let tooLong = "x { t: \"" + String(repeating: "a", count: 90) + "\" }"
        #expect(format(tooLong) == "x {\n  t: \"" + String(repeating: "a", count: 90) + "\"\n}\n")

        let wide = "x { t: \"" + String(repeating: "あ", count: 44) + "a\" }"  // 56 characters, 100 cells
        #expect(format(wide) == wide + "\n")
        let tooWide = "x { t: \"" + String(repeating: "あ", count: 45) + "\" }"  // 56 characters, 101 cells
        #expect(format(tooWide) == "x {\n  t: \"" + String(repeating: "あ", count: 45) + "\"\n}\n")

        // Indentation counts: the same block one level deeper no longer fits.
        #expect(format("y {\n" + fits + "\n}").contains("\n  x {\n    t: "))
    }

    @Test func statementsAreNeverReordered() {
        let text = "z { b: 2 a: 1 }\ny {}\nx: 3\n"
        #expect(format(text) == text)
    }

    @Test func stringsUseTheCanonicalEscapes() {
        #expect(format("a { t: \"\\u{22}\\u{5C}\\u{A}\\u{9}\\u{1F600}\\u{7F}\\u{0}\" }") == "a { t: \"\\\"\\\\\\n\\t😀\\u{7F}\\u{0}\" }\n")
    }

    /// A blank line the writer left between a leading comment and its statement is kept.
    @Test func blankLineBetweenCommentAndStatement() {
        #expect(format("a {\n  b: 1\n\n  // About the next group.\n\n  c: 2\n}") == "a {\n  b: 1\n\n  // About the next group.\n\n  c: 2\n}\n")
        #expect(format("// File comment.\n\nscreen s {}\n") == "// File comment.\n\nscreen s {}\n")
    }
}
