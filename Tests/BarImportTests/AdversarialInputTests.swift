import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// The lexer, parser and recognizers never crash, hang or recurse without bound, whatever the bytes.
@Suite struct AdversarialInputTests {
    private func importing(_ bytes: [UInt8]) -> ImportResult {
        Importer.run(sources: [SourceFile(path: "hostile.swift", bytes: bytes)], mode: .auto)
    }

    @Test func deeplyNestedBracketsAreSkippedNotRecursed() {
        for opener in ["(", "{", "[", "Button {", "\"\\("] {
            let text = "struct V: View { var body: some View { " + String(repeating: opener, count: 20_000) + " } }"
            _ = importing(Array(text.utf8))
        }
    }

    @Test func unbalancedAndTruncatedCode() {
        let samples = [
            "struct V: View { var body: some View { NavigationStack { List { }.toolbar { ToolbarItem(placement: ",
            "}}}}))))]]]] .toolbar { ) } ToolbarItem( {",
            "struct V: View { var body: some View { Text(\"unterminated \\(foo(\"x) }",
            "#if\n#elseif\n#else\n#endif #endif #if",
            "/* /* */",
            "@@@@ ### ``` $$$ \\\\ ...... ?.?.?.",
            "struct V: View { var body: some View { Button(\"A\") {} label: label: label: { } } }",
            String(repeating: ".toolbar { ", count: 5_000),
            String(repeating: "\"\\(", count: 5_000),
        ]
        for sample in samples { _ = importing(Array(sample.utf8)) }
    }

    @Test func randomBytesIncludingInvalidUTF8AndNUL() {
        var generator = SplitMix(seed: 0xBA5E)
        let alphabet = Array("{}()[]\"\\#@.,:;/*+-?!<>= \n\tabcToolbarItemButton".utf8) + [0, 0xFF, 0xC3, 0x80]
        for _ in 0..<300 {
            let length = Int(generator.next() % 400)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = importing(bytes)
        }
    }

    @Test func pathologicalInterpolationNestingIsBounded() {
        // Each level opens a string inside an interpolation; past the depth limit only parentheses are counted.
        let text = "let s = " + String(repeating: "\"\\(", count: 200) + String(repeating: ")\"", count: 200)
        let lexed = SwiftLexer.lex(Array(text.utf8))
        #expect(lexed.tokens.last?.kind == .endOfFile)
    }

    /// Found by the import fuzzer: a two-column split view whose compact column is `.content` (a content
    /// closure the recognizer could not read) was imported as `compact-column: content` with no content column,
    /// a spec the language refuses. Every spec the importer writes must load; the column is noted instead.
    @Test func aCompactColumnTheSplitViewLacksIsNotedNotWritten() throws {
        let swiftUI = """
            import SwiftUI
            struct Shelf: View {
                @State private var column: NavigationSplitViewColumn = .content
                var body: some View {
                    NavigationSplitView(preferredCompactColumn: $column) {
                        Text("Shelves")
                    } detail: {
                        Text("Book").toolbar { ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} } }
                    }
                }
            }
            """
        let uiKit = """
            import UIKit
            final class Shelves: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    preferredDisplayMode = .oneBesideSecondary
                    setViewController(ListViewController(), for: .primary)
                    setViewController(BookViewController(), for: .secondary)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: nil)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    show(.supplementary)
                }
            }
            """
        for text in [swiftUI, uiKit] {
            let result = importing(Array(text.utf8))
            for file in result.files {
                let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
                #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
                #expect(!file.text.contains("compact-column: content"), "\(file.text)")
            }
        }
        let swiftUIResult = importing(Array(swiftUI.utf8))
        #expect(swiftUIResult.files.count == 1)
        #expect(swiftUIResult.files.first?.text.contains("names a content column this split view does not have") == true)
    }

    /// A title is imported whole up to the length a spec's string may have (it was cut at 200 characters with
    /// no word); a longer one is cut to fit with `…`, named by an `import-unsupported` warning, and the spec
    /// still loads. Escapes count as the spec writes them.
    @Test func longTitlesAreKeptWholeUpToTheLanguagesLimit() throws {
        func imported(_ title: String) throws -> (text: String, warnings: [ImportWarning], swift: String) {
            let swift = """
                import SwiftUI
                struct Reader: View {
                    var body: some View {
                        NavigationStack {
                            Text("Page").toolbar {
                                ToolbarItem(placement: .bottomBar) { Button("\(title)", systemImage: "book") {} }
                            }
                        }
                    }
                }
                """
            let result = importing(Array(swift.utf8))
            let file = try #require(result.files.first)
            let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
            #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
            return (file.text, result.warnings.filter { $0.kind == .unsupported }, swift)
        }
        let long = String(repeating: "y", count: 300)
        let whole = try imported(long)
        #expect(whole.text.contains("title: \"\(long)\""))
        #expect(whole.warnings.isEmpty)

        let limit = SpecWriter.maximumStringLength
        let exact = try imported(String(repeating: "z", count: limit))
        #expect(exact.text.contains("\"\(String(repeating: "z", count: limit))\""))
        #expect(exact.warnings.isEmpty)

        // Tabs are written `\t`, two bytes each: half the limit of them, and one more, does not fit.
        let tabs = try imported(String(repeating: "\\t", count: limit / 2 + 1))
        #expect(tabs.text.contains("\(String(repeating: "\\t", count: limit / 2 - 2))…\""), "\(tabs.text.suffix(200))")
        #expect(tabs.warnings.map(\.message) == ["item title is \(limit + 2) bytes as a spec writes it; a spec's strings hold \(limit), so it is imported cut, ending in '…'; shorten it in the code"])
        // At the item, on the line that declares it.
        let source = SourceFile(path: "Reader.swift", text: tabs.swift)
        let offset = try #require(tabs.warnings.first?.range.start)
        #expect(offset > 0 && source.lineText(source.lineIndex(of: offset)).contains("Button("))
    }

    /// Found by the import fuzzer: a button titled "back" was imported as `item back`, an id the system gives
    /// its back button, which the language refuses. Such ids get `-item`.
    @Test func idsTheSystemUsesAreNotGivenToItems() throws {
        let text = """
            import SwiftUI
            struct Reader: View {
                var body: some View {
                    Text("Page").toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Back") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Overflow") {} }
                        ToolbarItem(placement: .bottomBar) { Button("More tab") {} }
                    }
                }
            }
            """
        let result = importing(Array(text.utf8))
        let file = try #require(result.files.first)
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
        for id in ["back-item", "overflow-item", "more-tab-item"] { #expect(file.text.contains("item \(id) "), "\(file.text)") }
    }

    /// Found by the import fuzzer: a name read from broken code can be empty, and the importer wrote
    /// `title: ""`, which the language refuses. An empty string is never written.
    @Test func anEmptyStringIsNeverWritten() {
        var item = ImportedBlock("item", idHint: "x")
        item.set("title", .string(""))
        item.set("symbol", .string(""))
        #expect(item.attributes.isEmpty)
        item.set("title", .string("Share"))
        #expect(item.attributes.map(\.name) == ["title"])
    }
}

/// A small deterministic generator, so a failure reproduces.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
