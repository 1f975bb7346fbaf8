import BarDiagnostics
@testable import BarRender
import BarSolver
import Testing

@Suite("BarRender: labels, numbers, cells")
struct LabelTests {
    @Test func numbersAreFixed() {
        #expect(PointText.drawing(12) == "12")
        #expect(PointText.drawing(455.5) == "455.5")
        #expect(PointText.drawing(0.25) == "0.25")
        #expect(PointText.drawing(1.0 / 3.0) == "0.33")
        #expect(PointText.drawing(-0.001) == "0")
        #expect(PointText.drawing(-3.05) == "-3.05")
        #expect(PointText.drawing(1e9) == "1000000000")
        #expect(PointText.drawing(.nan) == "0")
        #expect(PointText.drawing(2.999) == "3")
    }

    @Test func escaping() {
        #expect(Markup.escape(#"a&b<c>"d"'e'"#) == "a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;")
        #expect(Markup.escape("共有 ✓") == "共有 ✓")
        #expect(Markup.escape("bell\u{7}") == "bell\u{FFFD}")
        // Plain text comes back as it is; anything escaped is found wherever it stands, and the lead byte of
        // U+FFFE and U+FFFF (which full-width forms share) takes the careful path without changing them.
        #expect(Markup.escape("Share item-12 共有") == "Share item-12 共有")
        #expect(Markup.escape("") == "")
        #expect(Markup.escape("x\u{FFFE}y\u{FFFF}") == "x\u{FFFD}y\u{FFFD}")
        #expect(Markup.escape("ＡＢ！") == "ＡＢ！")
        #expect(Markup.escape("line\nbreak\ttab\r") == "line\nbreak\ttab\r")
        #expect(Markup.escape("end&") == "end&amp;" && Markup.escape("'start") == "&#39;start")
    }

    @Test func wrapping() {
        #expect(TextLayout.lines("Horizontal Only", maxWidth: 60, fontSize: 10, maxLines: 2) == ["Horizontal", "Only"])
        #expect(TextLayout.lines("arrow.left.and.right", maxWidth: 50, fontSize: 10, maxLines: 3) == ["arrow.", "left.and.", "right"])
        #expect(TextLayout.lines("arrow.left.and.right", maxWidth: 50, fontSize: 10, maxLines: 2) == ["arrow.", "left.an…"])
        // A compound word a little wider than a line keeps its line (the picture shrinks it) ...
        #expect(TextLayout.lines("magnifyingglass", maxWidth: 50, fontSize: 10, maxLines: 2) == ["magnifyingglass"])
        // ... text without break characters is split between characters, wide characters counting double.
        #expect(TextLayout.lines("共有する設定です", maxWidth: 30, fontSize: 10, maxLines: 2) == ["共有す", "る設…"])
        #expect(TextLayout.lines("", maxWidth: 50, fontSize: 10, maxLines: 2) == [])
        #expect(TextLayout.lines("x", maxWidth: 50, fontSize: 10, maxLines: 0) == [])
        #expect(TextLayout.truncated("Vertical Preferred", maxWidth: 40, fontSize: 10).hasSuffix("…"))
        #expect(TextLayout.truncated("Short", maxWidth: 40, fontSize: 10) == "Short")
        // Whatever the text, no line is wider than allowed, and nothing is lost unless cut with an ellipsis.
        for text in ["rectangle.portrait.split.2x1", "Mark as Unread", "person.crop.circle.badge.plus", "A & <B> \"c\""] {
            let lines = TextLayout.lines(text, maxWidth: 50, fontSize: 10, maxLines: 9)
            for line in lines { #expect(TextLayout.width(of: line, fontSize: 10) <= 50 * TextLayout.wordAllowance) }
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }

    @Test func cells() {
        func entry(_ bar: BarKind, index: Int?) -> PlacedEntry {
            PlacedEntry(id: "x", title: "X", kind: .item, bar: bar, barID: bar == .hidden ? nil : "b", index: index, frame: nil, reason: "", rules: [], trail: [])
        }
        #expect(PlacementCell.text(for: entry(.vertical, index: 1)) == "V2")
        #expect(PlacementCell.text(for: entry(.top, index: 0)) == "T1")
        #expect(PlacementCell.text(for: entry(.bottom, index: 2)) == "B3")
        #expect(PlacementCell.text(for: entry(.overflow, index: 0)) == "⋯")
        #expect(PlacementCell.text(for: entry(.collapsed, index: 0)) == "▣")
        #expect(PlacementCell.text(for: entry(.hidden, index: nil)) == "–")
    }
}
