import Foundation
import Testing

@testable import BarDiagnostics

/// `DiagnosticID` is the one catalogue of ids; `Grammar.md` §13 documents it. These tests keep the two in step
/// and keep string literals from standing in for catalogued ids in the sources.
@Suite struct DiagnosticIDTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each table of §13, in order: the ids and meanings of its rows.
    static func grammarTables() throws -> [[(id: String, meaning: String)]] {
        let grammar = try String(contentsOf: root.appendingPathComponent("Grammar.md"), encoding: .utf8)
        guard let start = grammar.range(of: "\n## 13. Diagnostic ids\n"), let end = grammar.range(of: "\n## 14.", range: start.upperBound..<grammar.endIndex) else {
            Issue.record("Grammar.md has no section 13 followed by section 14")
            return []
        }
        let row = try Regex(#"^\| `([a-z0-9-]+)` \| (.*) \|$"#)
        var tables: [[(id: String, meaning: String)]] = []
        var inTable = false
        for line in grammar[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|---") {
                tables.append([])
                inTable = true
            } else if inTable, let match = line.wholeMatch(of: row), let id = match.output[1].substring, let meaning = match.output[2].substring {
                tables[tables.count - 1].append((String(id), String(meaning)))
            } else if !line.hasPrefix("|") {
                inTable = false
            }
        }
        return tables
    }

    @Test func grammarListsEveryIdWithItsMeaningGroupByGroup() throws {
        let tables = try Self.grammarTables()
        #expect(tables.count == DiagnosticID.Group.allCases.count, "§13 should have one table per group")
        for (group, table) in zip(DiagnosticID.Group.allCases, tables) {
            let catalogued = DiagnosticID.allCases.filter { $0.group == group }
            #expect(table.map(\.id) == catalogued.map(\.rawValue), "§13's \(group) table and DiagnosticID differ")
            for (row, id) in zip(table, catalogued) where row.id == id.rawValue {
                #expect(row.meaning == id.meaning, "§13 and DiagnosticID.meaning differ for \(id)")
            }
        }
    }

    @Test func idsAreUniqueKebabCaseAndInGroupOrder() throws {
        let kebab = try Regex(#"[a-z][a-z0-9]*(-[a-z0-9]+)*"#)
        #expect(Set(DiagnosticID.allCases.map(\.rawValue)).count == DiagnosticID.allCases.count)
        for id in DiagnosticID.allCases {
            #expect(id.rawValue.wholeMatch(of: kebab) != nil, "\(id) is not kebab-case")
            #expect(!id.meaning.isEmpty)
        }
        let groups = DiagnosticID.allCases.map(\.group)
        let order = DiagnosticID.Group.allCases
        #expect(groups == groups.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }, "cases are declared group by group")
    }

    /// A diagnostic of the language or of a command names its id by a `DiagnosticID` case, never by a string:
    /// `.error("invalid-value", …)` would compile (lint rules and tests need the string form) and drift.
    @Test func sourcesNameDiagnosticIdsThroughTheCatalogue() throws {
        let patterns = [
            try Regex(#"(?:\.error|\.warning|\.info|sink\.error|sink\.warning)\(\s*"[a-z0-9-]+""#),
            try Regex(#"\bid: "[a-z0-9-]+", (?:severity|exitCode)"#),
            // A message ends in ` [id]`; a CSS attribute selector in the preview page's script (`"[data-entry]"`)
            // has a quote, not a space, before its bracket.
            try Regex(#" \[[a-z]+(?:-[a-z0-9]+)+\]\"\)"#),
        ]
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        #expect(files.count > 50)
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("BarLint/Rules/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for pattern in patterns {
                for match in text.matches(of: pattern) {
                    Issue.record("Sources/\(file): '\(text[match.range])' — name the id with a DiagnosticID case (and document it in Grammar.md §13)")
                }
            }
        }
    }
}
