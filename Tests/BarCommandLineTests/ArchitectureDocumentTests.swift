import Foundation
import Testing

/// `docs/architecture.md` draws the layers; `Package.swift` declares them. These tests keep the drawing true:
/// every arrow is a declared dependency, every target is drawn, and what each target may reach through the
/// arrows is exactly what it may reach through its declared dependencies. README's layout table names every
/// target too.
@Suite struct ArchitectureDocumentTests {
    typealias Graph = [String: Set<String>]

    /// The library and executable targets of `Package.swift` with their direct dependencies (test targets are
    /// not layers).
    static func packageGraph() throws -> Graph {
        let manifest = try RepositoryFiles.text("Package.swift")
        let target = try Regex(#"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:\s*,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let quoted = try Regex(#""([^"]+)""#)
        var graph: Graph = [:]
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring else { continue }
            let list = match.output[2].substring.map(String.init) ?? ""
            graph[String(name)] = Set(list.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) })
        }
        return graph
    }

    /// The arrows of the first Mermaid block under "## The layers".
    static func diagramGraph() throws -> Graph {
        let document = try RepositoryFiles.text("docs/architecture.md")
        guard let section = document.range(of: "\n## The layers\n"),
            let open = document.range(of: "```mermaid\n", range: section.upperBound..<document.endIndex),
            let close = document.range(of: "\n```", range: open.upperBound..<document.endIndex)
        else {
            Issue.record("docs/architecture.md has no Mermaid block under '## The layers'")
            return [:]
        }
        let arrow = try Regex(#"^\s*([A-Za-z][A-Za-z0-9-]*)\s*-->\s*([A-Za-z][A-Za-z0-9-]*)\s*$"#)
        var graph: Graph = [:]
        for line in document[open.upperBound..<close.lowerBound].split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("graph ") { continue }
            guard let match = line.wholeMatch(of: arrow), let from = match.output[1].substring, let to = match.output[2].substring else {
                Issue.record("docs/architecture.md: '\(line)' is not an arrow 'A --> B'")
                continue
            }
            graph[String(from), default: []].insert(String(to))
            graph[String(to), default: []].formUnion([])
        }
        return graph
    }

    /// Everything reachable from `node`, itself excluded.
    static func reach(_ node: String, in graph: Graph) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(graph[node] ?? [])
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending += graph[next] ?? [] }
        }
        return seen
    }

    @Test func theManifestIsReadable() throws {
        let package = try Self.packageGraph()
        #expect(package.count >= 12, "found only \(package.keys.sorted())")
        #expect(package["BarDiagnostics"] == [])
        #expect(package["BarSyntax"] == ["BarDiagnostics"])
    }

    @Test func everyArrowIsADeclaredDependency() throws {
        let package = try Self.packageGraph()
        for (from, targets) in try Self.diagramGraph() {
            for to in targets {
                #expect(package[from]?.contains(to) == true, "the diagram draws \(from) --> \(to), which Package.swift does not declare")
            }
        }
    }

    @Test func everyTargetIsDrawnAndReachesWhatItDeclares() throws {
        let package = try Self.packageGraph()
        let diagram = try Self.diagramGraph()
        #expect(Set(diagram.keys) == Set(package.keys), "targets drawn: \(diagram.keys.sorted()); declared: \(package.keys.sorted())")
        for target in package.keys.sorted() {
            let declared = Self.reach(target, in: package)
            let drawn = Self.reach(target, in: diagram)
            #expect(drawn == declared, "\(target): the diagram reaches \(drawn.sorted()), Package.swift \(declared.sorted())")
        }
    }

    @Test func theLayersHaveNoCycle() throws {
        let package = try Self.packageGraph()
        for target in package.keys.sorted() {
            #expect(!Self.reach(target, in: package).contains(target), "\(target) depends on itself")
        }
    }

    @Test func readmeAndTheDocumentNameEveryTarget() throws {
        let package = try Self.packageGraph()
        let readme = try RepositoryFiles.text("README.md")
        let document = try RepositoryFiles.text("docs/architecture.md")
        for target in package.keys.sorted() {
            #expect(readme.contains("`\(target)`"), "README's layout table does not name \(target)")
            #expect(document.contains("| `\(target)`") || document.contains(", `\(target)`"), "docs/architecture.md's table does not name \(target)")
        }
    }
}
