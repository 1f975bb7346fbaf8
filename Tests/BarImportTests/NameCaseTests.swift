import Testing

@testable import BarImport

/// A name's case read from its first byte is the case of its first character, whatever follows it.
@Suite struct NameCaseTests {
    @Test func casesAreThoseOfTheFirstCharacter() {
        let names = [
            "", "A", "a", "Button", "toolbar", "_private", "$binding", "1st", "Z9", "z", "@", "`x`", "Ábc", "ábc", "É",
            "Éditer", "日本", "Σ", "σ", "A\u{301}", "a\u{301}", "A\u{345}", "a\u{345}", "\r\nA", "\rA", "ǅ", "ﬀ",
        ]
        for name in names {
            #expect(name.startsUppercase == (name.first?.isUppercase ?? false), "\(name)")
            #expect(name.startsLowercase == (name.first?.isLowercase ?? false), "\(name)")
        }
    }
}
