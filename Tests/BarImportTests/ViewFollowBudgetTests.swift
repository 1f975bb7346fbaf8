import BarDiagnostics
import Testing

@testable import BarImport

/// Views that each use the next several times: every use is read, so the work multiplies at each level. A view
/// whose reading found nothing is not read again, and one screen follows at most
/// `SwiftUIRecognizer.maximumFollows` views; a toolbar at most `ToolbarContentReader.maximumFollows` types.
/// Ten levels of six uses each took 10 s and 1 GB from a 1.7 KB file.
@Suite struct ViewFollowBudgetTests {
    /// `levels` view types, each of whose bodies uses the next `uses` times (`V0` the first), with a toolbar
    /// item in each when `withBars`.
    private func fan(levels: Int, uses: Int, withBars: Bool) -> String {
        var text = "import SwiftUI\n"
        for level in 0..<levels {
            let inner = level + 1 < levels ? String(repeating: "V\(level + 1)()\n", count: uses) : "Text(\"leaf\")\n"
            let toolbar = withBars ? ".toolbar { ToolbarItem { Button(\"Item \(level)\") {} } }" : ""
            let content = level == 0 ? "NavigationStack { VStack {\n\(inner)}\(toolbar) }" : "VStack {\n\(inner)}\(toolbar)"
            text += "struct V\(level): View {\n    var body: some View {\n        \(content)\n    }\n}\n"
        }
        return text
    }

    private func importing(_ text: String) -> ImportResult {
        Importer.run(sources: [SourceFile(path: "Fan.swift", text: text)], mode: .swiftUI)
    }

    /// 8⁷ uses in all: past the budget the screen says so once, and what was read before is kept.
    @Test func aScreenFollowsAtMostTheBudgetAndSaysSoOnce() throws {
        let result = importing(fan(levels: 8, uses: 8, withBars: true))
        let cut = result.warnings.filter { $0.message.contains("uses views more than \(SwiftUIRecognizer.maximumFollows) times in all") }
        // Once for each view type read as a possible screen whose views reach the budget.
        #expect(!cut.isEmpty)
        #expect(Set(cut.map(\.message)).count == cut.count)
        let text = result.files.map(\.text).joined()
        #expect(text.contains("item item-0"))
        #expect(text.contains("item item-7"))
    }

    /// Views with nothing in them are read once: ten levels of eight uses follow a few dozen views, and nothing
    /// is cut or said.
    @Test func viewsThatFoundNothingAreNotReadAgain() {
        var text = fan(levels: 10, uses: 8, withBars: false)
        text += "struct Screen: View {\n    var body: some View {\n        NavigationStack { V0().toolbar { ToolbarItem { Button(\"Add\") {} } } }\n    }\n}\n"
        let result = importing(text)
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
        #expect(result.files.map(\.text).joined().contains("item add"))
    }

    /// `ToolbarContent` types that each use the next eight times: the toolbar follows at most its budget and
    /// says so once.
    @Test func aToolbarFollowsAtMostItsBudgetOfContentTypes() {
        var text = "import SwiftUI\n"
        for level in 0..<9 {
            let inner = level < 8 ? String(repeating: "T\(level + 1)()\n", count: 8) : "ToolbarItem { Button(\"Leaf\") {} }\n"
            text += "struct T\(level): ToolbarContent {\n    var body: some ToolbarContent {\n        \(inner)    }\n}\n"
        }
        text += "struct Screen: View {\n    var body: some View {\n        NavigationStack { Text(\"x\").toolbar { T0() } }\n    }\n}\n"
        let result = importing(text)
        let cut = result.warnings.filter { $0.message.contains("uses toolbar content more than \(ToolbarContentReader.maximumFollows) times") }
        #expect(cut.count == 1)
    }
}
