import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// Every rule's own examples are its tests: a triggering example must produce this rule's findings exactly at
/// its `↓` markers, a non-triggering one none; neither may produce findings of other rules except those it
/// declares in `alsoTriggers`, and none may have loading errors.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.ids

    @Test(arguments: ruleIDs) func triggeringExamplesFindExactlyTheMarkedPlaces(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(rule.description.triggeringExamples.count >= 2, "\(id) needs at least two triggering examples")
        for (number, example) in rule.description.triggeringExamples.enumerated() {
            let label = "\(id) triggering example \(number + 1)"
            #expect(!example.markerOffsets.isEmpty, "\(label) marks no place")
            let result = SpecLoader.load(path: "example.bar", text: example.text)
            #expect(result.diagnostics.isEmpty, "\(label) does not load cleanly: \(result.diagnostics.map(\.message))")
            let findings = Linter.lint(result)
            let own = findings.filter { $0.id == id }
            #expect(own.map(\.range.start) == example.markerOffsets, "\(label): found at \(describe(own, in: result.source)), marked at \(example.markerOffsets.map { result.source.location(of: $0) })")
            #expect(own.allSatisfy { $0.severity == rule.description.severity })
            let others = findings.filter { $0.id != id && !example.alsoTriggers.contains($0.id) }
            #expect(others.isEmpty, "\(label) also triggers \(describe(others, in: result.source))")
            for also in example.alsoTriggers {
                #expect(findings.contains { $0.id == also }, "\(label) declares it also triggers \(also), but it does not")
            }
        }
    }

    @Test(arguments: ruleIDs) func nonTriggeringExamplesFindNothing(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(rule.description.nonTriggeringExamples.count >= 2, "\(id) needs at least two non-triggering examples")
        for (number, example) in rule.description.nonTriggeringExamples.enumerated() {
            let label = "\(id) non-triggering example \(number + 1)"
            #expect(example.markerOffsets.isEmpty, "\(label) has a marker")
            let result = SpecLoader.load(path: "example.bar", text: example.text)
            #expect(result.diagnostics.isEmpty, "\(label) does not load cleanly: \(result.diagnostics.map(\.message))")
            let findings = Linter.lint(result).filter { !example.alsoTriggers.contains($0.id) || $0.id == id }
            #expect(findings.isEmpty, "\(label) triggers \(describe(findings, in: result.source))")
        }
    }

    @Test func ruleMetadataIsWellFormed() {
        var seen: Set<String> = []
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(seen.insert(description.id).inserted, "duplicate rule id \(description.id)")
            #expect(isKebabCase(description.id), "\(description.id) is not kebab-case")
            #expect(!description.name.isEmpty && !description.name.contains("\n"))
            #expect(!description.summary.isEmpty && !description.summary.contains("\n"), "\(description.id): summary must be one line")
            #expect(description.rationale.count > 80, "\(description.id): rationale too short")
            for cited in description.platformRules {
                #expect(description.rationale.contains(cited.description), "\(description.id) lists \(cited) but its rationale does not cite it")
            }
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                for also in example.alsoTriggers {
                    #expect(RuleRegistry.rule(also) != nil, "\(description.id): alsoTriggers names unknown rule \(also)")
                }
            }
        }
        #expect(RuleRegistry.ids == RuleRegistry.ids.sorted())
    }

    @Test func markersAreStrippedAndCountedInBytes() {
        let example = RuleExample("a ↓b「↓c")
        #expect(example.text == "a b「c")
        #expect(example.markerOffsets == [2, 6])
    }

    private func isKebabCase(_ id: String) -> Bool {
        guard let first = id.first, first.isLetter, id.last != "-", !id.contains("--") else { return false }
        return id.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }

    private func describe(_ findings: [Diagnostic], in source: SourceFile) -> String {
        findings.map { d -> String in
            let location = source.location(of: d.range.start)
            return "\(d.id)@\(location.line):\(location.column) \(d.message)"
        }.joined(separator: "; ")
    }
}
