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

    /// Ids stay unique, numbered in order, before and after the maker moves from its short list to a set.
    @Test func idsStayUniqueAcrossTheListLimit() {
        var maker = IdentifierMaker()
        var made: [String] = []
        for index in 0..<(3 * IdentifierMaker.listLimit) {
            made.append(maker.make(from: index % 3 == 0 ? "Share" : "Item \(index)", fallback: "item"))
        }
        #expect(Set(made).count == made.count)
        let shares = made.filter { $0.hasPrefix("share") }
        #expect(shares == ["share"] + (2...shares.count).map { "share-\($0)" })
        #expect(maker.make(from: "Item 1", fallback: "item") == "item-1-2")
        #expect(maker.make(from: "Back", fallback: "item") == "back-item")
        #expect(maker.make(from: "Back", fallback: "item") == "back-item-2")
    }
}
