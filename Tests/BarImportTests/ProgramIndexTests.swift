import BarDiagnostics
import Testing

@testable import BarImport

/// The program's index is built from each file's own index (`SwiftProgram.FileIndex`, on every processor in an
/// import) merged in file order: what indexing the files one after another kept — the first declaration of
/// each name across files, and every later one of a view-making member in its order, for `near`.
@Suite struct ProgramIndexTests {
    private func file(_ path: String, _ text: String) -> SwiftFile {
        SwiftParser.parse(SourceFile(path: path, text: text))
    }

    /// Three files declaring the same names; the middle one declares the member twice (both sides of a `#if`).
    private func files() -> [SwiftFile] {
        [
            file(
                "A.swift",
                """
                struct Inbox: View { var body: some View { Text("A") } }
                extension Card { var content: some View { Text("A") } }
                @ToolbarContentBuilder func actions() -> some ToolbarContent { ToolbarItem { Text("A") } }
                """),
            file(
                "B.swift",
                """
                struct Inbox: View { var body: some View { Text("B") } }
                #if DEBUG
                extension Card { var content: some View { Text("B1") } }
                #else
                extension Card { var content: some View { Text("B2") } }
                #endif
                @ToolbarContentBuilder func actions() -> some ToolbarContent { ToolbarItem { Text("B") } }
                """),
            file(
                "C.swift",
                """
                extension Card { var content: some View { Text("C") } }
                struct Archive: View { var body: some View { Text("C") } }
                """),
        ]
    }

    /// The text of the first `Text("…")` under `statements`.
    private func firstText(_ statements: [SwiftStatement]) -> String? {
        for expression in SwiftParser.expressions(in: statements) {
            if let text = firstText(expression) { return text }
        }
        return nil
    }

    private func firstText(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .call(let call):
            if call.callee.calleeName == "Text", case .string(let literal, _)? = call.firstUnlabeledArgument { return literal.value }
            for argument in call.allArguments { if let text = firstText(argument.value) { return text } }
            return firstText(call.callee)
        case .closure(let closure):
            return firstText(closure.statements)
        case .member(let base?, _, _):
            return firstText(base)
        default:
            return nil
        }
    }

    @Test func theMergedIndexKeepsEachNamesFirstDeclarationAcrossFiles() {
        let files = files()
        let program = SwiftProgram(files: files)
        #expect(program.viewTypes["Inbox"].flatMap { firstText($0.statements) } == "A")
        #expect(program.viewTypes["Archive"].flatMap { firstText($0.statements) } == "C")
        #expect(program.toolbarBuilders["actions"].flatMap { firstText($0.statements) } == "A")
        let key = MemberName("Card", "content")
        #expect(program.memberViews[key].flatMap { firstText($0.statements) } == "A")
        // A file's own declaration first, then the first one of all.
        #expect(program.memberViews.near(key, in: files[2]).flatMap { firstText($0.statements) } == "C")
        #expect(program.memberViews.near(key, in: files[1]).flatMap { firstText($0.statements) } == "B1")
        #expect(program.memberViews.near(key, in: files[0]).flatMap { firstText($0.statements) } == "A")
    }

    /// Merging in another order changes which declaration is first: the merge follows the files' order, not
    /// the order the per-file indexes were built in.
    @Test func theFilesOrderDecides() {
        let files = Array(files().reversed())
        let program = SwiftProgram(files: files, indexes: files.map(SwiftProgram.FileIndex.init))
        #expect(program.viewTypes["Inbox"].flatMap { firstText($0.statements) } == "B")
        #expect(program.toolbarBuilders["actions"].flatMap { firstText($0.statements) } == "B")
        #expect(program.memberViews[MemberName("Card", "content")].flatMap { firstText($0.statements) } == "C")
        #expect(program.memberViews.near(MemberName("Card", "content"), in: files[1]).flatMap { firstText($0.statements) } == "B1")
    }

    /// One file's index alone holds the file's first declaration and its later ones.
    @Test func aFileIndexKeepsItsLaterDeclarations() {
        let middle = files()[1]
        var merged = SwiftProgram.FileIndex()
        merged.append(SwiftProgram.FileIndex(files()[0]))
        merged.append(SwiftProgram.FileIndex(middle))
        #expect(merged.memberViews.near(MemberName("Card", "content"), in: middle).flatMap { firstText($0.statements) } == "B1")
        #expect(merged.views["Inbox"].flatMap { firstText($0.statements) } == "A")
    }
}
