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
