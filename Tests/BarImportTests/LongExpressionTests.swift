import BarDiagnostics
import Testing

@testable import BarImport

/// Chains and operator runs of any length: built into a tree no deeper than `SwiftParser.maximumChainLength`
/// links, cut with a warning where the cut is, and walked and freed without exhausting the stack. Ten
/// thousand `.padding()` modifiers overflowed it before.
@Suite struct LongExpressionTests {
    private let header = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        "

    private func swiftUI(_ body: String) -> String {
        header + body + "\n    }\n}\n"
    }

    private func importing(_ texts: [String]) -> ImportResult {
        let sources = texts.enumerated().map { SourceFile(path: "Long\($0.offset).swift", text: $0.element) }
        return Importer.run(sources: sources, mode: .auto)
    }

    /// How deep an expression's tree goes (closures count as leaves), walked with a list rather than by
    /// recursion, so it measures any tree.
    private func treeDepth(_ expression: SwiftExpression) -> Int {
        var deepest = 0
        var pending: [(SwiftExpression, Int)] = [(expression, 1)]
        while let (expression, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            var children: [SwiftExpression] = []
            switch expression {
            case .call(let call): children = [call.callee] + call.allArguments.map(\.value)
            case .member(let base?, _, _): children = [base]
            case .binary(_, let lhs, let rhs, _): children = [lhs, rhs]
            case .ternary(let condition, let then, let otherwise, _): children = [condition, then, otherwise]
            case .other(let inner, _), .array(let inner, _): children = inner
            default: break
            }
            pending += children.map { ($0, depth + 1) }
        }
        return deepest
    }

    /// The deepest a tree may be: a member and a call for each link of a chain, a level for each ternary or
    /// prefix operator read inside another, and a few for what the chain starts with and its flat rest.
    private let deepestTree = 2 * SwiftParser.maximumChainLength + SwiftParser.maximumDepth + 4

    /// The expression a view's body returns.
    private func bodyExpression(_ file: SwiftFile) -> SwiftExpression? {
        guard let type = file.types.first, let body = SwiftProgram.bodyProperty(of: type) else { return nil }
        return SwiftParser.expressions(in: body.getter ?? []).first
    }

    @Test func aChainOfAHundredThousandLinksOfEveryKindIsCutAtTheLimit() throws {
        for link in [".padding()", ".b", ".b!", ".b?", "()", "[0]", ".toolbar { }"] {
            let text = swiftUI("Text(\"x\")" + String(repeating: link, count: 100_000))
            let file = SwiftParser.parse(SourceFile(path: "Long.swift", text: text))
            let expression = try #require(bodyExpression(file), "\(link)")
            #expect(treeDepth(expression) <= deepestTree, "\(link)")
            #expect(file.longExpressions.count == 1, "\(link)")
        }
    }

    /// A chain continued by `#if` clauses past the cut stays flat: each clause after the one the cut fell in
    /// wrapped the chain in one more level, and 2,400 of them overflowed the stack.
    @Test func aChainOfTenThousandModifiersInIfClausesIsCutAtTheLimit() throws {
        for clause in ["#if DEBUG\n.padding()\n#endif\n", "#if os(iOS)\n.padding()\n#else\n.bold()\n#endif\n"] {
            let text = swiftUI("Text(\"x\")\n" + String(repeating: clause, count: 10_000))
            let file = SwiftParser.parse(SourceFile(path: "Long.swift", text: text))
            let expression = try #require(bodyExpression(file))
            #expect(treeDepth(expression) <= deepestTree)
            #expect(file.longExpressions.count == 1)
            // And on the worker threads, whose stacks are smaller.
            let result = importing([text, text])
            #expect(result.warnings.filter { $0.kind == .tooDeep }.count == 2)
        }
    }

    /// `#if` inside `#if`, ten thousand deep, around statements and around a view: past the depth limit the
    /// directives are skipped by counting. Read by recursion, 9,500 overflowed the stack.
    @Test func tenThousandNestedIfDirectivesAreSkippedPastTheDepthLimit() {
        let count = 10_000
        let opening = (0..<count).map { "#if FLAG\($0)\n" }.joined()
        let closing = String(repeating: "#endif\n", count: count)
        let topLevel = opening + "let x = 1\n" + closing + swiftUI("NavigationStack { Text(\"x\").toolbar { ToolbarItem { Button(\"Add\") {} } } }")
        let inBody = swiftUI("NavigationStack { VStack {\n" + opening + "Text(\"x\")\n" + closing + "}.toolbar { ToolbarItem { Button(\"Add\") {} } } }")
        let result = importing([topLevel, inBody, topLevel])
        // The toolbar after the directives is read in each file.
        #expect(result.files.count == 3)
        #expect(result.files.allSatisfy { $0.text.contains("item add") })
    }

    /// Directives are counted apart from brackets: 100 nested `#if`s inside a body are read, and one past
    /// `maximumDirectiveDepth` is skipped with a warning where it starts.
    @Test func nestedIfDirectivesAreReadUpToTheirOwnLimit() {
        func nested(_ count: Int) -> String {
            let opening = (0..<count).map { "#if FLAG\($0)\n" }.joined()
            return swiftUI("NavigationStack { Text(\"x\").toolbar {\n" + opening + "ToolbarItem { Button(\"Add\") {} }\n" + String(repeating: "#endif\n", count: count) + "} }")
        }
        let read = importing([nested(100)])
        #expect(read.files.first?.text.contains("item add") == true)
        #expect(!read.warnings.contains { $0.kind == .tooDeep })
        let cut = importing([nested(SwiftParser.maximumDirectiveDepth + 5)])
        #expect(cut.warnings.filter { $0.kind == .tooDeep && $0.message.hasPrefix("a #if nested in more than") }.count == 1)
    }

    @Test func aChainOfAMillionModifiersImportsWithOneWarningOnWorkerThreads() {
        // Two files, so the per-file stages run on the worker threads of `ParallelMap`, not only the main one.
        let chain = swiftUI("Text(\"x\")" + String(repeating: ".padding()", count: 1_000_000))
        let result = importing([chain, chain])
        let cuts = result.warnings.filter { $0.kind == .tooDeep && $0.message.hasPrefix("a chain of more than 128 modifiers") }
        #expect(cuts.count == 2)
        // At the first link past the limit; the call `Text("x")` is the first.
        let cut = header.utf8.count + "Text(\"x\")".utf8.count + (SwiftParser.maximumChainLength - 1) * ".padding()".utf8.count
        #expect(cuts.first?.range.start == cut)
    }

    @Test func aChainOfExactlyTheLimitIsWholeAndItsLastModifierApplies() throws {
        let padding = String(repeating: ".padding()", count: SwiftParser.maximumChainLength - 2)
        // The links: the stack's closure, the paddings, and `.toolbar` with its closure: the limit exactly.
        let text = swiftUI("NavigationStack { List {} }" + padding + ".toolbar { ToolbarItem { Button(\"Compose\") {} } }")
        let result = importing([text])
        #expect(!result.warnings.contains { $0.kind == .tooDeep })
        let spec = try #require(result.files.first).text
        #expect(spec.contains("item compose"))
    }

    @Test func modifiersBeforeTheCutApplyAndViewsAfterItAreStillRead() throws {
        let padding = String(repeating: ".padding()", count: 300)
        let text = swiftUI(
            "NavigationStack { List {} }.toolbar { ToolbarItem { Button(\"Compose\") {} } }" + padding
                + ".overlay { NavigationStack { Text(\"x\") }.toolbar { ToolbarItem { Button(\"Later\") {} } } }")
        let result = importing([text])
        let spec = try #require(result.files.first).text
        #expect(spec.contains("item compose"))
        // Past the cut `.overlay` is not applied (it would be left out), so the stack inside it is read as a view.
        #expect(spec.contains("item later"))
        let cut = try #require(result.warnings.first { $0.kind == .tooDeep })
        #expect(cut.message.contains("stops following it here"))
    }

    @Test func longRunsOfOperatorsTernariesAndPrefixesAreBounded() throws {
        let samples = [
            "let s = " + String(repeating: "\"a\" + ", count: 200_000) + "\"b\"",
            "let s = " + String(repeating: "c ? a : ", count: 200_000) + "b",
            "let s = " + String(repeating: "!try ", count: 200_000) + "x",
            "let s = " + String(repeating: "-", count: 10) + String(repeating: "!(", count: 40) + "x" + String(repeating: ")", count: 40),
        ]
        for sample in samples {
            let file = SwiftParser.parse(SourceFile(path: "Long.swift", text: sample))
            guard case .variable(let variable)? = file.statements.first else {
                Issue.record("no variable in \(sample.prefix(20))")
                continue
            }
            let initializer = try #require(variable.initializer)
            #expect(treeDepth(initializer) <= deepestTree, "\(sample.prefix(20))")
            _ = importing([sample])
        }
    }

    @Test func aLongElseIfChainIsReadToItsLastBranch() throws {
        // 20,000 branches on one line: every one walked, the toolbar in the last one imported with its condition.
        let branches = String(repeating: "if c { Text(\"a\") } else ", count: 20_000)
        let text = swiftUI(
            "NavigationStack { " + branches + "{ List {}.toolbar { ToolbarItem { Button(\"Last\") {} } } } }")
        let result = importing([text])
        let spec = try #require(result.files.first).text
        #expect(spec.contains("item last"))
        #expect(spec.contains("// only when not c\n"), "\(spec.prefix(2000))")
    }

    @Test func aColumnInAnASCIIFileIsTheSameAsCountingItsCharacters() {
        let text = swiftUI("NavigationStack {\n\tList {}\r\n    .toolbar { }\n}")
        let file = SwiftParser.parse(SourceFile(path: "Long.swift", text: text))
        #expect(file.isASCII)
        for offset in 0...text.utf8.count + 2 {
            let fast = file.location(of: offset)
            let counted = file.source.location(of: offset)
            #expect(fast.line == counted.line && fast.column == counted.column, "offset \(offset)")
        }
    }
}
