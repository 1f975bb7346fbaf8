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

    @Test func textWithoutMarksIsKept() {
        let text = "2 * 3 is written as it is, and so is a ** pair inside a line"
        #expect(PlainHoverText.text(fromMarkdown: text) == text)
    }
}
