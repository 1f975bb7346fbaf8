import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// P12, P13, P14, P15: the fix for text in the vertical bar is to let it stay horizontal, said as
/// `axis: horizontal-only`. It was `axis: automatic`, which keeps a text-only item horizontal too but then
/// draws item-missing-symbol (exploratory review): a fix-it must leave the file without findings. Where no
/// horizontal bar shows the item, staying horizontal hides it, and no fix-it is attached.
@Suite struct TextItemVerticalPreferredTests {
    static func findings(_ text: String) -> [Diagnostic] { RuleFindings.of(.textItemVerticalPreferred, in: text) }

    /// `text` after every fix-it of this rule, linted with every rule.
    static func allFindingsAfterTheFixes(_ text: String) -> [Diagnostic] {
        let fixed = FixItApplication.apply(findings(text).compactMap(\.fixIt), to: Array(text.utf8))
        return Linter.lint(SpecLoader.load(path: "s.bar", text: String(decoding: fixed.bytes, as: UTF8.self)))
    }

    @Test(arguments: [
        #"item publish { title: "Publish" axis: vertical-preferred }"#,
        #"item scrubber { title: "Position" view: custom axis: vertical-preferred }"#,
    ])
    func theFixIsHorizontalOnlyAndLeavesNoFinding(_ item: String) throws {
        let text = "screen s {\n  stack {\n    toolbar {\n      \(item)\n    }\n  }\n}\n"
        let finding = try #require(Self.findings(text).first)
        #expect(finding.fixIt?.replacement == "horizontal-only")
        #expect(finding.fixIt?.message == "replace with 'horizontal-only'")
        #expect(Self.allFindingsAfterTheFixes(text).map(\.id) == [])
    }

    @Test func noFixWhereNoHorizontalBarShowsTheItem() throws {
        let hidden = Self.findings("""
            screen s {
              navigation-bar: hidden
              stack {
                toolbar {
                  item publish { title: "Publish" axis: vertical-preferred }
                }
              }
            }
            """)
        #expect(hidden.count == 1)
        #expect(hidden.first?.fixIt == nil)
        #expect(hidden.first?.message == "item 'publish' is text only but marked vertical-preferred, so it spills over the vertical bar's fixed width; give it a symbol, or show its navigation bar and let it stay horizontal: no horizontal bar shows it now, so horizontal it would not be shown at all")
    }

    /// Placed at the bottom of a stack that hides its navigation bar, the item has the bottom toolbar where bars
    /// are horizontal, but nowhere while they are vertical (P15): horizontal-only would hide it there, so no fix-it
    /// is offered (it was, and then horizontal-only-hidden reported the fixed item).
    @Test func noFixWhereTheStackHidesTheBarItWouldStayInWhileVertical() throws {
        let text = """
            screen s {
              stack {
                navigation-bar: hidden
                toolbar {
                  item publish { title: "Publish" placement: bottom axis: vertical-preferred }
                }
              }
            }
            """
        let found = Self.findings(text)
        #expect(found.count == 1)
        #expect(found.first?.fixIt == nil)
        #expect(found.first?.message.hasSuffix("its stack hides the navigation bar, where a horizontal item stays while the bars are vertical (P15), so horizontal it would not be shown there") == true)
        let switching = RuleFindings.of(.switchingRepresentationAxis, in: text.replacingOccurrences(of: "axis: vertical-preferred", with: "symbol: \"paperplane\" alternate-title: \"Sent\""))
        #expect(switching.count == 1 && switching.first?.fixIt == nil, "\(switching.map(\.message))")
    }
}
