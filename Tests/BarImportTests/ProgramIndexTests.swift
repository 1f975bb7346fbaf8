import BarDiagnostics
import Testing

@testable import BarImport

/// The program's index is built from each file's own index (`SwiftProgram.FileIndex`, on every processor in an
/// import) merged in file order: what indexing the files one after another into one index kept — the first
/// declaration of each name across files, and every later one of a view-making member in its order, for `near`.
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
                struct InboxActions: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Text("A") } } }
                extension Card { var content: some View { Text("A") } }
                extension View { func glass() -> some View { Text("A") } }
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
                extension View { func glass() -> some View { Text("B") } }
                extension Inbox { @ToolbarContentBuilder var trailing: some ToolbarContent { ToolbarItem { Text("B") } } }
                @ToolbarContentBuilder func actions() -> some ToolbarContent { ToolbarItem { Text("B") } }
                """),
            file(
                "C.swift",
                """
                extension Card { var content: some View { Text("C") } }
                struct InboxActions: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Text("C") } } }
                extension Inbox { @ToolbarContentBuilder var trailing: some ToolbarContent { ToolbarItem { Text("C") } } }
                struct Archive: View { var body: some View { Text("C") } }
                """),
        ]
    }

    /// The text of the first `Text("…")` under `statements`: which declaration an entry is.
    private func firstText(_ declared: SwiftProgram.Declared?) -> String? {
        declared.flatMap { firstText($0.statements) }
    }

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
        #expect(firstText(program.viewTypes["Inbox"]) == "A")
        #expect(firstText(program.viewTypes["Archive"]) == "C")
        #expect(firstText(program.toolbarContentTypes["InboxActions"]) == "A")
        #expect(firstText(program.toolbarBuilders["actions"]) == "A")
        #expect(firstText(program.memberToolbarBuilders[MemberName("Inbox", "trailing")]) == "B")
        #expect(firstText(program.viewModifiers["glass"]) == "A")
        let key = MemberName("Card", "content")
        #expect(firstText(program.memberViews[key]) == "A")
        #expect(program.memberViews.later[key]?.map(firstText) == ["B1", "B2", "C"])
        // A file's own declaration first, then the first one of all.
        #expect(firstText(program.memberViews.near(key, in: files[2])) == "C")
        #expect(firstText(program.memberViews.near(key, in: files[1])) == "B1")
        #expect(firstText(program.memberViews.near(key, in: files[0])) == "A")
    }

    /// Merging in another order changes which declaration is first: the merge follows the files' order, not
    /// the order the per-file indexes were built in.
    @Test func theFilesOrderDecides() {
        let files = Array(files().reversed())
        let program = SwiftProgram(files: files, indexes: files.map(SwiftProgram.FileIndex.init))
        #expect(firstText(program.viewTypes["Inbox"]) == "B")
        #expect(firstText(program.toolbarContentTypes["InboxActions"]) == "C")
        #expect(firstText(program.toolbarBuilders["actions"]) == "B")
        #expect(firstText(program.memberToolbarBuilders[MemberName("Inbox", "trailing")]) == "C")
        #expect(firstText(program.viewModifiers["glass"]) == "B")
        let key = MemberName("Card", "content")
        #expect(firstText(program.memberViews[key]) == "C")
        #expect(program.memberViews.later[key]?.map(firstText) == ["B1", "B2", "A"])
        #expect(firstText(program.memberViews.near(key, in: files[1])) == "B1")
    }

    /// One file's own index keeps the file's first declaration of a name first and the others after it; merged
    /// after another file's, all of them are later.
    @Test func aFileIndexKeepsItsOwnLaterDeclarationsInOrder() {
        let key = MemberName("Card", "content")
        let middle = SwiftProgram.FileIndex(files()[1])
        #expect(firstText(middle.memberViews[key]) == "B1")
        #expect(middle.memberViews.later[key]?.map(firstText) == ["B2"])
        var merged = SwiftProgram.FileIndex(files()[0])
        merged.append(middle)
        #expect(firstText(merged.memberViews[key]) == "A")
        #expect(merged.memberViews.later[key]?.map(firstText) == ["B1", "B2"])
        #expect(firstText(merged.views["Inbox"]) == "A")
    }

    // MARK: The merge against the one walk

    /// Where a declaration is, and what the index keeps of it: two entries with the same signature are the
    /// same declaration read the same way.
    private static func signature(_ declared: SwiftProgram.Declared) -> String {
        "\(declared.file.source.path)@\(declared.range.start)-\(declared.range.end) in \(declared.typeName ?? "-"): \(declared.statements.count) statements, "
            + "parameters \(declared.parameters.map(\.name)), content \(declared.contentProperties), initial \(declared.initialValues.keys.sorted())"
    }

    private static func signatures<Key: Hashable>(_ index: [Key: SwiftProgram.Declared], _ name: (Key) -> String) -> [String] {
        index.map { "\(name($0.key)) => \(signature($0.value))" }.sorted()
    }

    private static func memberName(_ key: MemberName) -> String { "\(key.type).\(key.member)" }

    /// Every entry of every part of the program's index.
    private static func signatures(_ program: SwiftProgram) -> [String] {
        signatures(program.toolbarContentTypes) { "toolbar type \($0)" } + signatures(program.viewTypes) { "view \($0)" }
            + signatures(program.toolbarBuilders) { "builder \($0)" } + signatures(program.memberToolbarBuilders) { "member builder \(memberName($0))" }
            + signatures(program.viewModifiers) { "modifier \($0)" } + signatures(program.memberViews.first) { "member view \(memberName($0))" }
            + program.memberViews.later.map { key, list in "later member views \(memberName(key)) => \(list.map(signature))" }.sorted()
    }

    /// The index the one walk over every file built, as a program's parts.
    private static func signatures(ofOneWalkOver files: [SwiftFile]) -> [String] {
        var whole = SwiftProgram.FileIndex()
        for file in files { whole.add(file) }
        var modifiers: [String: SwiftProgram.Declared] = [:]
        for (name, declared) in whole.memberViews.first where name.type == "View" { modifiers[name.member] = declared }
        return signatures(whole.toolbarTypes) { "toolbar type \($0)" } + signatures(whole.views) { "view \($0)" }
            + signatures(whole.builders) { "builder \($0)" } + signatures(whole.memberBuilders) { "member builder \(memberName($0))" }
            + signatures(modifiers) { "modifier \($0)" } + signatures(whole.memberViews.first) { "member view \(memberName($0))" }
            + whole.memberViews.later.map { key, list in "later member views \(memberName(key)) => \(list.map(signature))" }.sorted()
    }

    /// The pieces an app is made of here: each declares names the others declare too (a few types, builders
    /// and members), so the files' first declarations and later ones meet; some sit in `#if` clauses, in a
    /// namespace, or in an extension.
    private static let pieces: [@Sendable (Int) -> String] = [
        { "struct Inbox: View { var body: some View { Text(\"\($0)\").toolbar { actions } } }" },
        { "struct Card: View { @State var page = \($0) \n @ViewBuilder let content: Content \n var body: some View { content } }" },
        { "struct InboxActions: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Text(\"\($0)\") } } }" },
        { "@ToolbarContentBuilder func actions() -> some ToolbarContent { ToolbarItem { Button(\"\($0)\") {} } }" },
        { "extension Inbox { @ToolbarContentBuilder var actions: some ToolbarContent { ToolbarItem { Text(\"\($0)\") } } }" },
        { "extension Card { var header: some View { Text(\"\($0)\") } \n @ViewBuilder func footer() -> some View { Text(\"\($0)\") } }" },
        { "extension View { func glass() -> some View { self.padding(\($0)) } }" },
        { "enum Screens { struct Inbox: View { var body: some View { Text(\"\($0)\") } } }" },
        { "#if DEBUG\nextension Card { var header: some View { Text(\"\($0)\") } }\n#else\nextension Card { var header: some View { Text(\"x\") } }\n#endif" },
        { "#if os(macOS)\nstruct Inbox: View { var body: some View { Text(\"\($0)\") } }\n#elseif os(iOS)\nstruct Detail: View { var body: some View { Text(\"\($0)\") } }\n#endif" },
        { "struct Detail: View { var body: some View { Text(\"\($0)\") } \n var toolbarItems: some ToolbarContent { ToolbarItem { Text(\"\($0)\") } } }" },
        { "final class InboxViewController: UIViewController { override func viewDidLoad() { title = \"\($0)\" } }" },
    ]

    /// A small pseudo-random app: two to four files, each a few pieces, the same for the same seed.
    private static func app(seed: UInt64) -> [SourceFile] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<(2 + next(3))).map { index in
            let text = (0..<(1 + next(5))).map { _ in pieces[next(pieces.count)](next(100)) }.joined(separator: "\n")
            return SourceFile(path: "App\(seed)/File\(index).swift", text: "import SwiftUI\n" + text + "\n")
        }
    }

    @Test func mergingEachFilesIndexGivesWhatOneWalkOverEveryFileGave() {
        var apps = ImportFixtures.sets.map(ImportFixtures.sources)
        apps += (0..<120).map { Self.app(seed: UInt64($0)) }
        var compared = 0
        for sources in apps {
            let sorted = sources.sorted { ByteOrder.precedes($0.path, $1.path) }
            for defersBodies in [true, false] {
                let files = sorted.map { SwiftParser.parse($0, defersBodies: defersBodies) }
                let program = SwiftProgram(files: files, indexes: FileSchedule.parallel.map(files, SwiftProgram.FileIndex.init))
                #expect(Self.signatures(program) == Self.signatures(ofOneWalkOver: files), "\(sorted.map(\.path))")
                var whole = SwiftProgram.FileIndex()
                for file in files { whole.add(file) }
                for key in whole.memberViews.first.keys {
                    for file in files {
                        #expect(program.memberViews.near(key, in: file).map(Self.signature) == whole.memberViews.near(key, in: file).map(Self.signature))
                    }
                }
                compared += 1
            }
        }
        #expect(compared == apps.count * 2)
        // The generated apps do declare names twice: the comparison is not of empty or unique indexes.
        let generated = (0..<120).map { Self.app(seed: UInt64($0)).map { SwiftParser.parse($0) } }
        #expect(generated.contains { !SwiftProgram(files: $0).memberViews.later.isEmpty })
    }
}
