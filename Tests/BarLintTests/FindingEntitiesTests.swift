import BarDiagnostics
import BarLint
import BarSyntax
import Testing

/// Which declaration a finding at a place in the text is about: the innermost block with a non-empty label,
/// named with its top-level declaration.
@Suite struct FindingEntitiesTests {
    static let text = """
        screen inbox {
          stack {
            toolbar {
              item share { title: "Share" }
              item "Read Later" { title: "Later" }
              group "" {
                item archive { title: "Archive" }
                item "" { title: "Nameless" }
              }
              spacer flexible
            }
          }
        }
        device 42 { base: iphone-duo }
        """

    /// The entity of the first place `marker` is written.
    private func entity(at marker: String) throws -> String {
        let source = SourceFile(path: "t.bar", text: Self.text)
        let entities = FindingEntities(Parser.parse(source))
        let offset = try #require(Self.text.utf8.firstRange(of: marker.utf8)).lowerBound
        return entities.entity(at: Self.text.utf8.distance(from: Self.text.utf8.startIndex, to: offset))
    }

    @Test func theInnermostLabelledDeclarationWithItsScreen() throws {
        #expect(try entity(at: "\"Share\"") == "screen inbox · item share")
        #expect(try entity(at: "\"Later\"") == "screen inbox · item Read Later")
        #expect(try entity(at: "\"Archive\"") == "screen inbox · item archive")
        #expect(try entity(at: "flexible") == "screen inbox · spacer flexible")
    }

    /// An empty label names nothing: the finding belongs to the declaration around it.
    @Test func anEmptyLabelIsNoDeclaration() throws {
        #expect(try entity(at: "\"Nameless\"") == "screen inbox")
        #expect(try entity(at: "group") == "screen inbox")
        #expect(try entity(at: "toolbar") == "screen inbox")
    }

    @Test func topLevelDeclarationsAndOutside() throws {
        #expect(try entity(at: "base:") == "device 42")
        #expect(FindingEntities(Parser.parse(SourceFile(path: "t.bar", text: "// nothing\n"))).entity(at: 3) == "")
    }
}
