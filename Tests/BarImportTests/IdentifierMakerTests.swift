import BarDiagnostics
import Testing

@testable import BarImport

@Suite struct IdentifierMakerTests {
    @Test func slugsSplitWordsAndCamelCase() {
        #expect(IdentifierMaker.slug("Add Item…") == "add-item")
        #expect(IdentifierMaker.slug("InboxView") == "inbox-view")
        #expect(IdentifierMaker.slug("square.and.pencil") == "square-and-pencil")
        #expect(IdentifierMaker.slug("ÄpfelBaum") == "apfel-baum")
        // Accented Latin letters are spelled with the letters they are written with, not split on.
        #expect(IdentifierMaker.slug("Résumé") == "resume")
        #expect(IdentifierMaker.slug("ÜberView") == "uber-view")
        #expect(IdentifierMaker.slug("Straße öffnen") == "strasse-offnen")
        #expect(IdentifierMaker.slug("Łódź Œuvre") == "lodz-oeuvre")
        #expect(IdentifierMaker.slug("2×3") == "n2-3")
        #expect(IdentifierMaker.slug("Ελλάδα") == nil)
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

/// Titles with no ASCII letter (Japanese, Greek, emoji) give no id of their own: the next thing an id is
/// taken from (the action, the symbol) names the entry, so adding one such item renames no other.
@Suite struct IdentifierHintTests {
    @Test func theFirstHintThatMakesAnIdIsTaken() {
        #expect(IdentifierMaker.firstUsableHint("共有", nil, "square.and.arrow.up") == "square.and.arrow.up")
        #expect(IdentifierMaker.firstUsableHint("Share", "square.and.arrow.up") == "Share")
        #expect(IdentifierMaker.firstUsableHint("共有", "✓") == nil)
        #expect(IdentifierMaker.firstUsableHint(nil, nil) == nil)
    }

    @Test func itemsAndTabsTitledWithoutASCIILettersAreNamedBySymbol() {
        let swift = """
            import SwiftUI

            struct NotesView: View {
                var body: some View {
                    TabView {
                        Tab("ノート", systemImage: "note.text") {
                            NavigationStack {
                                Text("x").toolbar {
                                    ToolbarItem(placement: .primaryAction) { Button("検索", systemImage: "magnifyingglass") {} }
                                    ToolbarItem(placement: .primaryAction) { Button("共有", systemImage: "square.and.arrow.up") {} }
                                    ToolbarItem(placement: .primaryAction) { Button("削除", systemImage: "trash") {} }
                                }
                            }
                        }
                    }
                }
            }

            """
        let text = Importer.run(sources: [SourceFile(path: "NotesView.swift", text: swift)], mode: .swiftUI).files.first?.text ?? ""
        #expect(text.contains("tab note-text {"), "\(text)")
        for id in ["magnifyingglass", "square-and-arrow-up", "trash"] { #expect(text.contains("item \(id) {"), "\(id) in \(text)") }
        #expect(!text.contains("item item"), "\(text)")
    }

    /// Many entries of one name take the next free suffix each, as counting from 2 would, an id taken in between
    /// (an explicit `tab-5`) passed over.
    @Test func manyOfOneNameCountOn() {
        var maker = IdentifierMaker()
        var made = (0..<4).map { _ in maker.make(from: "Tab", fallback: "tab") }
        made.append(maker.make(from: "tab-5", fallback: "tab"))
        made += (0..<3).map { _ in maker.make(from: "Tab", fallback: "tab") }
        #expect(made == ["tab", "tab-2", "tab-3", "tab-4", "tab-5", "tab-6", "tab-7", "tab-8"])
        let many = (0..<1_000).map { _ in maker.make(from: "Other", fallback: "tab") }
        #expect(many.last == "other-1000" && Set(many).count == 1_000)
    }
}

