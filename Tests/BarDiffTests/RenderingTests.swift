import BarDiagnostics
import BarDiff
import BarModel
import BarSolver
import Foundation
import Testing

@Suite("Diff rendering")
struct RenderingTests {
    static func sampleVersionDiff() throws -> SpecDiff {
        let screen = DiffFixtures.versionDiff(try DiffFixtures.sample("toolbar"), try DiffFixtures.sample("toolbar-prefers-toolbar-items"))
        return SpecDiff(mode: .versions, old: "old.bar", new: "new.bar", screens: [screen])
    }

    @Test func textColoursOnlyWhenAsked() throws {
        let diff = try Self.sampleVersionDiff()
        let plain = DiffText().render(diff)
        #expect(!plain.contains("\u{1B}"))
        let coloured = DiffText(usesColor: true).render(diff)
        #expect(coloured.contains("\u{1B}[32mappeared"))  // becomes visible: green
        #expect(coloured.contains("\u{1B}[33mmoved"))
        #expect(coloured.contains("\u{1B}[1mscreen toolbar-sample"))
        // Without the escapes, the coloured text is the plain text.
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test func textListsSettingsBeforeTheirEffects() throws {
        let text = DiffText().render(try Self.sampleVersionDiff())
        let setting = try #require(text.range(of: "compression  automatic → prefers-toolbar-items"))
        let effect = try #require(text.range(of: "moved     tab         Hinge"))
        #expect(setting.lowerBound < effect.lowerBound)
        #expect(!text.contains("shifted"))
    }

    @Test func textColumnsAlignWithWideCharacters() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        // open-landscape → open-landscape+pip moves Automatic and Share (here 共有, two wide characters) into the
        // menu (P4, P28).
        let new = DiffFixtures.replacing(old, "title: \"Share\"", with: "title: \"共有\"")
        let screen = try DiffFixtures.postureDiff(DiffFixtures.screen(new), "open-landscape", "open-landscape+pip")
        let text = DiffText().render(SpecDiff(mode: .postures, old: nil, new: "x.bar", screens: [screen]))
        // Every arrow sits in the same terminal column.
        let rows = text.split(separator: "\n").filter { $0.contains(" → ") && $0.hasPrefix("    ") }
        let columns = Set(rows.map { row in
            BarDiagnosticsWidth.of(String(row[..<row.range(of: "→")!.lowerBound]))
        })
        #expect(rows.count == 2)
        #expect(rows.contains { $0.contains("共有") })
        #expect(columns.count == 1)
    }

    @Test func markdownEscapesTableCells() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        let new = DiffFixtures.replacing(old, "title: \"Share\"", with: "title: \"Share | *all*\"")
        let screen = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        let markdown = DiffMarkdown.render(SpecDiff(mode: .versions, old: "a|b.bar", new: "new.bar", screens: [screen]))
        #expect(markdown.contains("| spec | renamed | item share: title | \"Share\" | \"Share \\| \\*all\\*\" |  |"))
        #expect(markdown.contains("`a\\|b.bar`"))
        // Every table row has the same number of unescaped pipes.
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
        let counts = Set(rows.map { row in row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count })
        #expect(counts == [7])
    }

    @Test func markdownSaysWhenAScreenHasNoChanges() throws {
        let screen = DiffFixtures.versionDiff(try DiffFixtures.sample("toolbar"), try DiffFixtures.sample("toolbar"))
        let markdown = DiffMarkdown.render(SpecDiff(mode: .versions, old: "a.bar", new: "b.bar", screens: [screen]))
        #expect(markdown.hasSuffix("### Screen `toolbar-sample` — Toolbar (`iphone-duo`)\n\nNo changes.\n"))
    }

    @Test func aSpecWithoutScreensSaysSo() {
        let diff = SpecDiff(mode: .postures, old: nil, new: "devices.bar", screens: [])
        #expect(DiffText().render(diff) == "devices.bar\n\nno screens to compare\n")
        #expect(DiffMarkdown.render(diff) == "## bar diff: postures of `devices.bar`\n\nNo screens to compare.\n")
        #expect(DiffJSON.render(diff).contains("\"screens\": []"))
        #expect(!diff.hasDifferences)
    }

    @Test func jsonIsValidAndVersioned() throws {
        let json = DiffJSON.render(try Self.sampleVersionDiff())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["mode"] as? String == "versions")
        #expect(object["hasDifferences"] as? Bool == true)
        let screens = try #require(object["screens"] as? [[String: Any]])
        let declarations = try #require(screens[0]["declarations"] as? [[String: Any]])
        #expect(declarations[0]["attribute"] as? String == "compression")
        let steps = try #require(screens[0]["steps"] as? [[String: Any]])
        #expect(steps.map { $0["posture"] as? String } == ["closed", "closed-landscape", "open-landscape", "open-portrait"])
        let entries = try #require(steps[0]["entries"] as? [[String: Any]])
        let first = try #require(entries.first)
        #expect(first["id"] as? String == "automatic")
        let after = try #require(first["after"] as? [String: Any])
        #expect(after["index"] as? Int == 1)
        #expect(after["label"] as? String == "vertical #2")
        // Text leaves shifts out; JSON keeps them.
        #expect(entries.contains { $0["change"] as? String == "shifted" })
    }

    @Test func jsonEscapesControlCharactersAndQuotes() throws {
        let old = try DiffFixtures.sampleText("toolbar")
        let new = DiffFixtures.replacing(old, "title: \"Share\"", with: "title: \"Sh\\\"are\"")
        let screen = DiffFixtures.versionDiff(try DiffFixtures.screen(old), try DiffFixtures.screen(new))
        let json = DiffJSON.render(SpecDiff(mode: .versions, old: "tab\there.bar", new: "new.bar", screens: [screen]))
        #expect(json.contains("\"old\": \"tab\\there.bar\""))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}

/// Terminal width, as the text renderer measures it.
enum BarDiagnosticsWidth {
    static func of(_ text: String) -> Int { DisplayWidth.of(text) }
}
