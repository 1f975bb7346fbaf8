import BarDiagnostics
import BarLint
import Testing

@Suite("Fix-it application")
struct FixItApplicationTests {
    private func fix(_ start: Int, _ end: Int, _ text: String) -> Diagnostic.FixIt {
        .init("fix", replacing: SourceRange(start: start, end: end), with: text)
    }

    @Test("fix-its apply back to front, each at the place it was made for")
    func appliesInOrder() {
        let outcome = FixItApplication.apply([fix(6, 7, "Y"), fix(0, 1, "X")], to: Array("a b c d".utf8))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "X b c Y")
        #expect(outcome.applied.count == 2)
    }

    @Test("an overlapping fix-it waits; a repeated one counts once; one outside the file is dropped")
    func overlapsWait() {
        let outcome = FixItApplication.apply([fix(0, 3, "X"), fix(2, 5, "Y"), fix(0, 3, "X"), fix(5, 99, "Z")], to: Array("abcdefg".utf8))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "Xdefg")
        #expect(outcome.applied.count == 1)
    }

    @Test("two insertions at one place are not merged")
    func insertionsAtOnePlace() {
        let outcome = FixItApplication.apply([fix(1, 1, "X"), fix(1, 1, "Y")], to: Array("ab".utf8))
        #expect(outcome.applied.count == 1)
    }
}
