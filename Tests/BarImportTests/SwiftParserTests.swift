import BarDiagnostics
import Testing

@testable import BarImport

@Suite struct SwiftParserTests {
    private func parse(_ text: String) -> SwiftFile {
        SwiftParser.parse(SourceFile(path: "t.swift", text: text))
    }

    /// The first expression statement of the first getter or function body found.
    private func firstExpression(_ text: String) -> SwiftExpression? {
        let file = parse(text)
        for type in SwiftProgram.types(in: file.statements) {
            if let body = SwiftProgram.bodyProperty(of: type)?.getter { return SwiftParser.expressions(in: body).first }
        }
        return SwiftParser.expressions(in: file.statements).first
    }

    /// An inherited type's generic arguments are no part of its name: they were joined onto it
    /// (`UIHostingControllerRootView`), so a subclass of a generic base class named no class of the program.
    @Test func inheritedTypesLeaveTheirGenericArgumentsOut() {
        let file = parse(
            "final class Books: Base.ItemsViewController<Dictionary<String, [Int]>>, Sendable, Comparing<(Int) -> Void> {}\nstruct V: View {}")
        #expect(file.types.map(\.inheritedTypes) == [["Base.ItemsViewController", "Sendable", "Comparing"], ["View"]])
    }

    @Test func labelledArgumentsAndMultipleTrailingClosures() throws {
        let expression = try #require(firstExpression("Button(role: .destructive) { delete() } label: { Label(\"Delete\", systemImage: \"trash\") }"))
        guard case .call(let call) = expression else { Issue.record("not a call"); return }
        #expect(call.callee.calleeName == "Button")
        #expect(call.arguments.map(\.label) == ["role"])
        #expect(call.trailingClosures.map(\.label) == [nil, "label"])
    }

    @Test func memberChainsContinueOnTheNextLine() throws {
        let expression = try #require(firstExpression("List { }\n    .toolbar { }\n    .toolbarVerticalBehavior(.disabled)"))
        let (core, modifiers) = ModifierChain.split(expression)
        #expect(core.calleeName == "List")
        #expect(modifiers.map(\.0) == ["toolbar", "toolbarVerticalBehavior"])
    }

    @Test func resultBuilderBodiesWithIfSwitchAndForEach() {
        let file = parse("""
            struct V: View {
                var body: some View {
                    if let item = selection { Text(item) } else if flag { Text("b") } else { Text("c") }
                    switch mode {
                    case .a, .b: Text("a")
                    default: EmptyView()
                    }
                    ForEach(items) { item in Text(item.name) }
                }
            }
            """)
        let body = SwiftProgram.bodyProperty(of: SwiftProgram.types(in: file.statements)[0])?.getter ?? []
        #expect(body.count == 3)
        if case .conditional(let conditional) = body[0] {
            #expect(conditional.branches.map(\.condition) == ["let item = selection", "flag", ""])
        } else {
            Issue.record("no if")
        }
        if case .switchStatement(let switchStatement) = body[1] {
            #expect(switchStatement.cases.map(\.label) == ["case .a, .b", "default"])
        } else {
            Issue.record("no switch")
        }
    }

    @Test func conditionsDoNotTakeTrailingClosures() {
        let file = parse("func f() { if isOn { a() } }")
        guard case .function(let function) = file.statements.first, case .conditional(let conditional)? = function.body?.first else {
            Issue.record("no if in function")
            return
        }
        #expect(conditional.branches.first?.condition == "isOn")
    }

    @Test func declarationsWithAttributesAndModifiers() {
        let file = parse("""
            extension Inbox {
                @ToolbarContentBuilder
                private func actions() -> some ToolbarContent { ToolbarItem { Text("a") } }
                @ToolbarContentBuilder var more: some ToolbarContent { ToolbarSpacer() }
                override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
            }
            """)
        let program = SwiftProgram(files: [file])
        #expect(program.toolbarBuilders["actions"] != nil)
        #expect(program.toolbarBuilders["more"] != nil)
    }

    /// A stored property's `didSet` and `willSet` are observers, not a getter: every recognizer that asks for a
    /// property's getter took `didSet { refresh() }` for the value the property returns.
    @Test func propertyObserversAreNotAGetter() throws {
        let file = parse("""
            class Player {
                var more: UIBarButtonItem? {
                    willSet(newValue) { detach() }
                    didSet { refresh() }
                }
                var count = 0 { didSet { update() } }
                var shown: Bool { isVisible }
                var label: String { get { name } set { name = newValue } }
            }
            """)
        let members = try #require(SwiftProgram.types(in: file.statements).first?.members)
        let variables = members.compactMap { member -> SwiftVariable? in
            if case .variable(let variable) = member { variable } else { nil }
        }
        #expect(variables.map(\.name) == ["more", "count", "shown", "label"])
        #expect(variables.map { $0.getter == nil } == [true, true, false, false])
        let observed = variables.map { ($0.observers.map(SwiftParser.expressions) ?? []).compactMap(\.calleeName) }
        #expect(observed == [["detach", "refresh"], ["update"], [], []])
        #expect(variables[2].getter.map(SwiftParser.expressions)?.first.flatMap { if case .name(let name, _) = $0 { name } else { nil } } == "isVisible")
        #expect(variables[3].getter.map(SwiftParser.expressions)?.first.flatMap { if case .name(let name, _) = $0 { name } else { nil } } == "name")
    }

    @Test func conditionalCompilationKeepsEveryClause() {
        let file = parse("#if os(iOS)\nlet a = 1\n#elseif os(macOS)\nlet b = 2\n#else\nlet c = 3\n#endif")
        guard case .conditionalCompilation(let clauses, _)? = file.statements.first else {
            Issue.record("no #if")
            return
        }
        #expect(clauses.map(\.condition) == ["os(iOS)", "os(macOS)", ""])
        #expect(PlatformCondition.classify(clauses) == [.iOS, .otherPlatform, .otherPlatform])
    }

    // MARK: Brackets (BracketProblem)

    @Test func aBalancedFileHasNoBracketProblem() {
        #expect(parse("struct V: View { var body: some View { List { }.toolbar { Button(\"A\") { } } } }").bracketProblems.isEmpty)
        // A stray closer of another kind inside braces does not unbalance what follows.
        #expect(parse("func f() { g(a: [1, 2)] }\nstruct W { }").bracketProblems.isEmpty)
    }

    @Test func theOutermostOpenerLeftOpenIsNamed() {
        let text = "import SwiftUI\nstruct V: View {\n  var body: some View {\n    List { }\n"
        let offset = text.utf8.count - "{\n  var body: some View {\n    List { }\n".utf8.count
        #expect(parse(text).bracketProblems == [.neverClosed(offset: offset, opener: UInt8(ascii: "{"))])
    }

    @Test func nestingPastTheParsersDepthIsNamedOnce() {
        let depth = SwiftParser.maximumDepth + 5
        let text = String(repeating: "f(", count: depth) + String(repeating: ")", count: depth)
        #expect(parse(text).bracketProblems == [.tooDeep(offset: SwiftParser.maximumDepth * 2 + 1)])
    }
}
