import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

@Suite struct SuppressionTests {
    private func lint(_ text: String, configuration: LintConfiguration = .defaults) -> [Diagnostic] {
        Linter.lint(SpecLoader.load(path: "s.bar", text: text), options: LintOptions(configuration: configuration))
    }

    private func lines(_ findings: [Diagnostic], _ text: String) -> [String] {
        let source = SourceFile(path: "s.bar", text: text)
        return findings.map { "\(source.location(of: $0.range.start).line) \($0.id)" }
    }

    /// Two untitled items, on lines 4 and 5.
    private func spec(_ line3: String = "", line4: String = "", line5: String = "", top: String = "") -> String {
        """
        \(top)screen s {
          stack {
            toolbar {\(line3)
              item a { symbol: "a.circle" }\(line4)
              item b { symbol: "b.circle" }\(line5)
            }
          }
        }
        """
    }

    @Test func withoutCommentsBothItemsAreFound() {
        let text = spec()
        #expect(lines(lint(text), text) == ["4 item-missing-title", "5 item-missing-title"])
    }

    @Test func disableNextLineCoversTheNextCodeLineOnly() {
        let text = spec("\n      // bar-lint: disable-next-line item-missing-title\n\n      // stacked: blank and comment lines are skipped")
        #expect(lines(lint(text), text) == ["8 item-missing-title"])
    }

    @Test func disableLineCoversItsOwnLine() {
        let text = spec(line5: " // bar-lint: disable-line item-missing-title -- the designer wants an icon only")
        #expect(lines(lint(text), text) == ["4 item-missing-title"])
    }

    @Test func disableCoversTheWholeFile() {
        let text = spec(top: "// bar-lint: disable item-missing-title\n")
        #expect(lint(text).isEmpty)
        let all = spec(line5: "\n      // bar-lint: disable all")
        #expect(lint(all).isEmpty)
    }

    @Test func severalIdsSeparatedBySpacesOrCommas() {
        let text = spec(line4: " // bar-lint: disable-line tab-missing-title,item-missing-title  manual-spacer")
        #expect(lines(lint(text), text) == ["5 item-missing-title"])
    }

    @Test func otherRulesAreNotSuppressed() {
        let text = spec(line4: " // bar-lint: disable-line item-missing-symbol")
        #expect(lines(lint(text), text) == ["4 item-missing-title", "5 item-missing-title"])
    }

    @Test func unknownRuleIsAFindingWithASuggestion() throws {
        let text = spec(line4: " // bar-lint: disable-line item-missing-titel")
        let findings = lint(text)
        #expect(lines(findings, text) == ["4 item-missing-title", "4 unknown-rule-in-suppression", "5 item-missing-title"])
        let unknown = try #require(findings.first { $0.id == "unknown-rule-in-suppression" })
        #expect(unknown.message.contains("did you mean 'item-missing-title'?"))
        #expect(unknown.fixIt?.replacement == "item-missing-title")
        let source = SourceFile(path: "s.bar", text: text)
        #expect(String(decoding: source.bytes[unknown.range.start..<unknown.range.end], as: UTF8.self) == "item-missing-titel")
    }

    @Test func unknownDirectiveAndEmptyDirectivesAreFindings() {
        let text = spec(top: "// bar-lint: disabel item-missing-title\n// bar-lint:\n// bar-lint: disable-line\n")
        let problems = lint(text).filter { $0.id == "unknown-rule-in-suppression" }
        #expect(problems.count == 3)
        #expect(problems[0].message.contains("did you mean 'disable'?"))
    }

    @Test func aSuppressionCannotSilenceComplaintsAboutItself() {
        let text = spec(line4: " // bar-lint: disable-line all no-such-rule")
        #expect(lines(lint(text), text) == ["4 unknown-rule-in-suppression", "5 item-missing-title"])
        var configuration = LintConfiguration()
        configuration.disabledRules = ["unknown-rule-in-suppression"]
        #expect(lines(lint(text, configuration: configuration), text) == ["5 item-missing-title"])
    }

    @Test func loadingErrorsAreNeverSuppressed() {
        let text = "// bar-lint: disable all\nscreen s { stack { titel: \"x\" } }\n"
        #expect(lint(text).map(\.id) == ["unknown-attribute"])
    }

    @Test func commentsAnywhereInTheTreeAreRead() {
        let text = """
            screen s { // bar-lint: disable-next-line tab-missing-symbol
              tab-view {
                tab a { title: "A" }
              }
              // bar-lint: disable-next-line tab-missing-title
            }
            // bar-lint: disable item-missing-title
            """
        let directives = SuppressionDirectives(SpecLoader.load(path: "s.bar", text: text).tree).directives
        #expect(directives.map(\.scope) == [.nextLine, .nextLine, .file])
        #expect(directives.map(\.coveredLines) == [[1], [5], []])
    }

    @Test func disableLineAfterAMultiLineBlockCoversTheBlocksFirstLine() {
        let text = """
            screen s {
              stack {
                toolbar {
                  item a {
                    symbol: "a.circle"
                  } // bar-lint: disable-line item-missing-title
                  item b { symbol: "b.circle" }
                }
              }
            }
            """
        #expect(lines(lint(text), text) == ["7 item-missing-title"])
    }
}
