import Testing

@testable import BarLanguageServer

@Suite struct PlainHoverTextTests {
    @Test func aPlacementHoverLosesItsMarksAndItsTableLinesUp() {
        let markdown = """
            **Compose** (item `compose`) in screen `inbox` on `iphone-duo`

            | posture | place | why |
            |---|---|---|
            | closed | V1 | in the vertical bar (P12) |
            | open-portrait | T1 | a pipe \\| in the reason |

            **closed** — V1
            - axis: may go vertical (P12)
            """
        #expect(PlainHoverText.text(fromMarkdown: markdown) == """
            Compose (item compose) in screen inbox on iphone-duo

            posture        place  why
            closed         V1     in the vertical bar (P12)
            open-portrait  T1     a pipe | in the reason

            closed — V1
            - axis: may go vertical (P12)
            """)
    }

    /// A title or reason is escaped where the hover is written, so Markdown shows it as written, and the
    /// plain text too: `A**B `x`` used to come out as `AB x** (item …)`.
    @Test func userTextKeepsEveryCharacterBothWays() {
        let title = "A**B `x` [c] <d> e_f \\ |"
        let line = "**" + PlainHoverText.escaped(title) + "** (item `a`)"
        #expect(PlainHoverText.text(fromMarkdown: line) == title + " (item a)")
        let row = "| closed | V1 | " + PlainHoverText.escaped("a | b") + " |\n|---|---|---|"
        #expect(PlainHoverText.text(fromMarkdown: "| posture | place | why |\n|---|---|---|\n" + row.split(separator: "\n")[0]) == "posture  place  why\nclosed   V1     a | b")
        // Inside a code span a backslash is itself.
        #expect(PlainHoverText.text(fromMarkdown: "write `\\n` for a line break") == "write \\n for a line break")
    }

    @Test func textWithoutMarksIsKept() {
        let text = "2 * 3 is written as it is, and so is a ** pair inside a line"
        #expect(PlainHoverText.text(fromMarkdown: text) == text)
    }
}
