import BarDiagnostics
@testable import BarRender
import Foundation
import Testing

@Suite("Symbol drawings")
struct SymbolGlyphTests {
    /// The symbols the example specs use most have drawings; variants find their base.
    @Test func commonSymbolsHaveDrawings() throws {
        #expect(SymbolGlyph.resolve("trash.fill")?.paths == SymbolGlyph.drawings["trash"])
        #expect(SymbolGlyph.resolve("checkmark.circle.fill")?.circled == true)
        #expect(SymbolGlyph.resolve("bell.slash")?.slashed == true)
        #expect(SymbolGlyph.resolve("person.crop.circle.badge.plus")?.paths == SymbolGlyph.drawings["person"])
        #expect(SymbolGlyph.resolve("zzz.unknown") == nil)
        var uses: [String: Int] = [:]
        let specs = packageRoot.appendingPathComponent("Specs")
        let paths = (FileManager.default.enumerator(atPath: specs.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".bar") }
        #expect(!paths.isEmpty)
        for path in paths {
            let text = try String(contentsOf: specs.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let start = line.range(of: "symbol: \"") else { continue }
                let rest = line[start.upperBound...]
                if let end = rest.firstIndex(of: "\"") { uses[String(rest[..<end]), default: 0] += 1 }
            }
        }
        let drawn = uses.filter { SymbolGlyph.resolve($0.key) != nil }.values.reduce(0, +)
        let total = uses.values.reduce(0, +)
        #expect(total > 0)
        #expect(Double(drawn) >= 0.9 * Double(total), "only \(drawn) of \(total) symbol uses have a drawing: missing \(uses.keys.filter { SymbolGlyph.resolve($0) == nil }.sorted())")
    }
}
