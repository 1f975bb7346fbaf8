import BarDiagnostics
import BarModel
@testable import BarRender
import BarSolver
import Foundation
import Testing

@Suite("BarRender: HTML page")
struct HTMLReportTests {
    private func samplePage(findings: [Diagnostic]? = nil) throws -> String {
        let result = try loadSpec("Specs/duo-sample/toolbar.bar")
        let screens = result.spec.screens.map { renderings($0) }
        return HTMLReport.page(source: result.source, screens: screens, findings: findings ?? result.diagnostics)
    }

    @Test func loadsNothingFromTheNetwork() throws {
        let page = try samplePage()
        #expect(!page.contains("http://"))
        #expect(!page.contains("https://"))
        #expect(!page.contains("@import"))
        #expect(!page.contains("url(http"))
        #expect(!page.contains("<script"))
        #expect(!page.contains("<link"))
        #expect(!page.contains("<img"))
        // The only references are in-page: the clip paths of the pictures.
        for match in page.ranges(of: "href=\"") {
            #expect(page[match.upperBound...].hasPrefix("#"))
        }
        for match in page.ranges(of: "src=") {
            Issue.record("unexpected src= at \(page.distance(from: page.startIndex, to: match.lowerBound))")
        }
        for match in page.ranges(of: "url(") {
            #expect(page[match.upperBound...].hasPrefix("#"))
        }
    }

    @Test func onePicturePerPostureAndAMatrix() throws {
        let page = try samplePage()
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == BuiltInDevices.iphoneDuo.postures.count)
        #expect(page.components(separatedBy: "<style>").count - 1 == 1)
        #expect(page.contains("prefers-color-scheme: dark"))
        #expect(page.contains("<table class=\"matrix\">"))
        // Rows in declaration order: tabs, then the stack's items (inside the selected tab), then the system
        // controls in the order they first appear: `…`, then the tab button (closed-landscape collapses the tabs:
        // the whole tab bar cannot stand beside the pinned Done, P24, P28).
        let rows = page.components(separatedBy: "<tr data-entry=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(rows == ["hinge", "layout", "arrangement", "regions", "toolbar", "automatic", "horizontal", "vertical", "share", "delete", "done", "export", "overflow", "tab-button"])
        // Clip-path ids are unique on the page.
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count)
    }

    @Test func matrixCellsMatchTheSolver() throws {
        let result = try loadSpec("Specs/duo-sample/toolbar.bar")
        let screen = try #require(result.spec.screens.first)
        let placements = renderings(screen).postures.map(\.placement)
        let matrix = SolveMatrix(screen: screen, placements: placements)
        #expect(matrix.columns == ["closed", "closed-landscape", "open-landscape", "open-portrait"])
        let done = try #require(matrix.rows.first { $0.id == "done" })
        #expect(done.cells[0] == "V1")
        let export = try #require(matrix.rows.first { $0.id == "export" })
        #expect(export.cells.allSatisfy { $0 == "⋯" })
        let horizontal = try #require(matrix.rows.first { $0.id == "horizontal" })
        #expect(horizontal.cells[0] == "T1")
        for (column, placement) in placements.enumerated() {
            for row in matrix.rows {
                let entry = placement.entry(row.id, kind: row.kind)
                #expect(row.cells[column] == (entry.map(PlacementCell.text(for:)) ?? ""))
            }
        }
    }

    @Test func findingsAreListedWithLocations() throws {
        let result = loadSpec(text: """
            screen plain {
              stack {
                toolbar {
                  item a { title: "A & <B>" symbol: "a.circle" placement: nowhere }
                }
              }
            }
            """, path: "dir/plain & <odd>.bar")
        #expect(result.hasErrors)
        let page = HTMLReport.page(source: result.source, screens: [], findings: result.diagnostics)
        #expect(page.contains("dir/plain &amp; &lt;odd&gt;.bar:4:"))
        #expect(page.contains("class=\"severity-error\""))
        let clean = try samplePage(findings: [])
        #expect(clean.contains("No findings in this file."))
        let warning = Diagnostic.warning("example-rule", "watch <this> & that", at: .at(0))
        let warned = try samplePage(findings: [warning])
        #expect(warned.contains("watch &lt;this&gt; &amp; that <code class=\"rule\">[example-rule]</code>"))
        #expect(warned.contains("1 warning"))
    }

    @Test func deterministic() throws {
        #expect(try samplePage() == samplePage())
    }

    @Test func golden() throws {
        try expectGolden(try samplePage(), "toolbar-sample.html")
    }

    /// Issue 18 item 9: readable without a click, and a newcomer is told which display is which, where the
    /// hinge is and what `edge` means.
    @Test func readableByDefaultWithADeviceLegend() throws {
        let page = try samplePage()
        // True scale by default: a picture is as wide as its points (never wider than the page); the check box
        // makes the row smaller, not larger.
        #expect(page.contains("figure.posture svg { display: block; width: var(--w); max-width: 100%; height: auto; }"))
        #expect(page.contains("Fit each screen’s postures in one row"))
        #expect(!page.contains("Show pictures at true scale"))
        // One legend row per posture, read from the placements.
        let legend = try #require(page.range(of: "<table class=\"device-legend\">"))
        let rest = page[legend.lowerBound...]
        let rows = rest[..<(try #require(rest.range(of: "</table>"))).lowerBound]
        #expect(rows.contains("<tr><td><strong>closed</strong></td><td>outer display, portrait</td><td>466 × 678 pt</td><td>none</td><td>one vertical bar on the right, edge trailing</td></tr>"))
        #expect(rows.contains("<td><strong>open-portrait</strong></td><td>inner display, portrait</td>"))
        #expect(rows.contains("bars horizontal, edge none"))
        #expect(rows.contains("top to bottom") || rows.contains("left to right"))
        #expect(page.contains("<code>edge none</code>: the bars stay horizontal"))
        #expect(!page.contains("edge: none"))
    }
}
