import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// `bar import --check` compares the order of each bar's entries and its spacers, and the order of tabs: the
/// strip fills and overflows by order (P18, P22) and spacers take room (P20), so a reordered toolbar changes
/// placements while every entry's own facts agree (an exploratory review found such changes passed as "no drift").
@Suite struct DriftOrderTests {
    static let swift = """
        import SwiftUI

        struct InboxView: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        List { Text("Mail") }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Compose", systemImage: "square.and.pencil") {} }
                                ToolbarItem(placement: .topBarTrailing) { Button("Search", systemImage: "magnifyingglass") {} }
                                ToolbarItem(placement: .bottomBar) { Button("Archive", systemImage: "archivebox") {} }
                                ToolbarSpacer(.fixed, placement: .bottomBar)
                                ToolbarItem(placement: .bottomBar) { Button("Flag", systemImage: "flag") {} }
                            }
                    }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    Text("Sent").tabItem { Label("Sent", systemImage: "paperplane") }
                }
            }
        }
        """

    /// The findings of checking the code against its own import edited by `edit`.
    static func findings(_ edit: (String) -> String) -> [String] {
        let result = Importer.run(sources: [SourceFile(path: "InboxView.swift", text: swift)], mode: .swiftUI)
        let spec = edit(result.files.map(\.text).joined())
        return DriftCheck.compare(imported: result.files, specs: [.init(source: SourceFile(path: "Specs/InboxView.bar", text: spec))], specFolder: "Specs")
            .map(\.rendered)
    }

    @Test func itsOwnImportHasNoDrift() {
        #expect(Self.findings { $0 }.isEmpty)
    }

    @Test func reorderedItemsAreDrift() throws {
        let found = Self.findings { spec in
            let lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let compose = lines.firstIndex { $0.contains("item compose") }!
            let search = lines.firstIndex { $0.contains("item search") }!
            var swapped = lines
            swapped.swapAt(compose, search)
            return swapped.joined(separator: "\n")
        }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasSuffix("error: screen 'inbox': the trailing items of tab inbox › stack are in the order 'compose' · 'search' in the code but 'search' · 'compose' in Specs/InboxView.bar [import-drift]") == true, "\(found)")
        #expect(found.first?.hasPrefix("InboxView.swift:9:25:") == true, "\(found)")
    }

    @Test func aRemovedSpacerIsDrift() {
        let found = Self.findings { $0.replacingOccurrences(of: "spacer fixed", with: "") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("the bottom items of tab inbox › stack are in the order 'archive' · fixed spacer · 'flag' in the code but 'archive' · 'flag'") == true, "\(found)")
    }

    @Test func reorderedTabsAreDrift() {
        // The same app with its two tabs the other way round, imported as the checked-in spec.
        let lines = Self.swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let inbox = lines.firstIndex { $0.contains("NavigationStack {") }!
        let sent = lines.firstIndex { $0.contains("Text(\"Sent\")") }!
        let swapped = Array(lines[..<inbox]) + [lines[sent]] + Array(lines[inbox..<sent]) + Array(lines[(sent + 1)...])
        let spec = Importer.run(sources: [SourceFile(path: "InboxView.swift", text: swapped.joined(separator: "\n"))], mode: .swiftUI)
        let code = Importer.run(sources: [SourceFile(path: "InboxView.swift", text: Self.swift)], mode: .swiftUI)
        let found = DriftCheck.compare(
            imported: code.files, specs: [.init(source: SourceFile(path: "Specs/InboxView.bar", text: spec.files.map(\.text).joined()))],
            specFolder: "Specs"
        ).map(\.rendered)
        #expect(found.contains { $0.contains("the tabs of tab-view are in the order 'inbox' · 'sent' in the code but 'sent' · 'inbox'") }, "\(found)")
    }

    /// An item added with its own spacer is one finding (the item), not also an order change of spacers.
    @Test func anAddedItemsSpacerIsNotAnOrderChange() {
        let found = Self.findings { spec in
            spec.replacingOccurrences(of: "          spacer fixed\n", with: "").replacingOccurrences(of: "          item archive { title: \"Archive\" symbol: \"archivebox\" placement: bottom }\n", with: "")
        }
        #expect(found.contains { $0.contains("item 'archive' is in the code but not in") }, "\(found)")
        #expect(!found.contains { $0.contains("are in the order") }, "\(found)")
    }
}
