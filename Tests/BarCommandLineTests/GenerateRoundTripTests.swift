import BarDiagnostics
import BarGenerate
import BarImport
import BarModel
import BarSolver
import BarWorkspace
import Testing

/// generate → import → solve gives the placements the original spec gives, in every posture, for every screen
/// of every spec in `Specs/`. Ids are not compared: `bar import` derives them from titles, so entries are
/// compared by what people see — the bar, the position in it, the title — and whether they are shown.
@Suite("bar generate → bar import round trip")
struct GenerateRoundTripTests {
    /// One posture's placements as comparable lines, in a fixed order.
    static func picture(_ placement: Placement) -> [String] {
        placement.entries.map { entry in
            "\(entry.bar) #\(entry.index.map(String.init) ?? "-") \(entry.isVisible ? "shown" : "hidden") \(entry.title)"
        }.sorted()
    }

    /// Each screen's pictures on the built-in iphone-duo: a device a spec declares is not part of the code.
    static func solve(_ path: String, _ text: String) -> [String: [[String]]] {
        let document = Document(path: path, text: text)
        guard case .success(let screens) = document.solve(SolveRequest(device: "iphone-duo")) else { return [:] }
        var result: [String: [[String]]] = [:]
        for screen in screens { result[screen.screen.id] = screen.placements.map(picture) }
        return result
    }

    /// Specs whose round trip differs today, recorded as known issues so the test fails as soon as one is
    /// fixed (and must then leave this list). The causes found so far: `bar import` does not read a tab
    /// view's initial selection (`@State private var selectedTab = "…"` bound to `TabView(selection:)`), so the
    /// first tab is taken as selected and the selected tab's bars disappear; a custom-view item
    /// (`actions.total`) is read back with the expression as its title. Not every difference is analysed yet.
    static let knownToDiffer: Set<String> = [
        "Specs/compose/new-message.bar", "Specs/duo-sample/toolbar-prefers-tab-bar.bar",
        "Specs/duo-sample/toolbar-vertical-disabled.bar", "Specs/duo-sample/toolbar-prefers-toolbar-items.bar",
        "Specs/duo-sample/toolbar.bar", "Specs/lint-examples/axis-mistakes.bar", "Specs/lint-examples/missing-labels.bar",
        "Specs/lint-examples/opting-out.bar", "Specs/lint-examples/order-and-spacing.bar", "Specs/mail/inbox.bar",
        "Specs/notes/editor.bar", "Specs/notes/folder.bar", "Specs/podcasts/library.bar", "Specs/podcasts/show.bar",
        "Specs/tasks/project.bar",
    ]

    @Test(arguments: RepositoryFiles.files(under: "Specs", endingIn: ".bar"))
    func swiftUIRoundTripKeepsEveryPlacement(_ specPath: String) throws {
        let text = try RepositoryFiles.text(specPath)
        let loaded = SpecLoader.load(path: specPath, text: text)
        try #require(!loaded.hasErrors)
        let generated = Generator.generate(loaded.spec, specPath: specPath, framework: .swiftUI)
        for file in generated.files {
            guard let screen = loaded.spec.screens.first(where: { $0.id == file.screenID }) else { continue }
            let imported = Importer.run(sources: [SourceFile(path: file.fileName, text: file.text)], mode: .swiftUI)
            let importedText = imported.files.map(\.text).joined(separator: "\n")
            let original = Self.solve(specPath, text)[screen.id]
            let back = Self.solve("imported.bar", importedText)[screen.id]
            #expect(original != nil)
            if Self.knownToDiffer.contains(specPath) {
                withKnownIssue("round trip not yet faithful for \(specPath); see knownToDiffer") {
                    #expect(back == original, "screen \(screen.id) of \(specPath) places differently after generate → import:\n\(importedText)")
                }
            } else {
                #expect(back == original, "screen \(screen.id) of \(specPath) places differently after generate → import:\n\(importedText)")
            }
        }
    }
}
