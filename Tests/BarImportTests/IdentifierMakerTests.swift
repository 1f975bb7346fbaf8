import Testing

@testable import BarImport

@Suite struct IdentifierMakerTests {
    @Test func slugsSplitWordsAndCamelCase() {
        #expect(IdentifierMaker.slug("Add Item…") == "add-item")
        #expect(IdentifierMaker.slug("InboxView") == "inbox-view")
        #expect(IdentifierMaker.slug("square.and.pencil") == "square-and-pencil")
        #expect(IdentifierMaker.slug("ÄpfelBaum") == "pfel-baum")
        // More bytes out than in: a `-` at every camel-case split.
        #expect(IdentifierMaker.slug("aBcDeFgHiJ") == "a-bc-de-fg-hi-j")
        #expect(IdentifierMaker.slug("xY") == "x-y")
    }

    @Test func slugsStartWithALetterAndFitTheLength() {
        #expect(IdentifierMaker.slug("2fa") == "n2fa")
        #expect(IdentifierMaker.slug("123abc Def") == "n123abc-def")
        #expect(IdentifierMaker.slug("alpha beta gamma delta epsilon zeta eta theta") == "alpha-beta-gamma-delta-epsilon-zeta-eta")
        #expect(IdentifierMaker.slug(String(repeating: "x", count: 50)) == String(repeating: "x", count: 40))
        #expect(IdentifierMaker.slug(String(repeating: "7", count: 50)) == "n" + String(repeating: "7", count: 40))
    }

    @Test func nothingUsableIsNil() {
        #expect(IdentifierMaker.slug("") == nil)
        #expect(IdentifierMaker.slug("— …") == nil)
        #expect(IdentifierMaker.slug("日本語") == nil)
    }
}
