import BarDiagnostics
import Testing

@testable import BarImport

/// Function bodies left unparsed until read (`DeferredBody`): the same trees and the same imports as parsing
/// every body in place, bodies nobody reads for bars never parsed, and bodies whose parse records something for
/// the whole file (a directive, a cut expression) or whose brackets do not close in order parsed in place.
@Suite struct DeferredBodyTests {
    private func parse(_ text: String, defersBodies: Bool = true) -> SwiftFile {
        SwiftParser.parse(SourceFile(path: "Deferred.swift", text: text), defersBodies: defersBodies)
    }

    /// Every property of `file`'s types and top level, by name.
    private func properties(_ file: SwiftFile) -> [String: SwiftVariable] {
        declarations(file) { if case .variable(let variable) = $0 { (variable.name, variable) } else { nil } }
    }

    /// Every function of `file`'s types and top level, by name.
    private func functions(_ file: SwiftFile) -> [String: SwiftFunction] {
        declarations(file) { if case .function(let function) = $0 { (function.name, function) } else { nil } }
    }

    /// The declarations `pick` takes from `file`'s types and top level, by name.
    private func declarations<Declaration>(_ file: SwiftFile, _ pick: (SwiftStatement) -> (String, Declaration)?) -> [String: Declaration] {
        var result: [String: Declaration] = [:]
        func visit(_ statements: [SwiftStatement]) {
            for statement in statements {
                if let (name, declaration) = pick(statement) { result[name] = declaration }
                if case .type(let type) = statement { visit(type.members) }
            }
        }
        visit(file.statements)
        return result
    }

    private func expectSameTree(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let deferred = SyntaxDump.text(of: parse(text))
        let inPlace = SyntaxDump.text(of: parse(text, defersBodies: false))
        #expect(deferred == inPlace, "\(what): \(SyntaxDump.firstDifference(deferred, inPlace))", sourceLocation: sourceLocation)
    }

    @Test(arguments: ImportFixtures.sets)
    func everyFixtureParsesToTheSameTree(_ set: String) {
        for source in ImportFixtures.sources(set) {
            let deferred = SyntaxDump.text(of: SwiftParser.parse(source, defersBodies: true))
            let inPlace = SyntaxDump.text(of: SwiftParser.parse(source, defersBodies: false))
            #expect(deferred == inPlace, "\(source.path): \(SyntaxDump.firstDifference(deferred, inPlace))")
        }
    }

    /// Every fixture as one import, in each mode: the same specs and warnings whether bodies wait for their reader.
    @Test func everyFixtureImportsTheSame() {
        let sources = ImportFixtures.sets.flatMap(ImportFixtures.sources)
        #expect(sources.count > 20)
        for mode in ImportMode.allCases {
            let deferred = Importer.run(sources: sources, mode: mode, schedule: .parallel, defersBodies: true)
            let inPlace = Importer.run(sources: sources, mode: mode, schedule: .parallel, defersBodies: false)
            #expect(deferred.files.map(\.text) == inPlace.files.map(\.text), "\(mode): specs")
            #expect(deferred.files.map(\.screens) == inPlace.files.map(\.screens), "\(mode): screens")
            #expect(deferred.warnings == inPlace.warnings, "\(mode): warnings")
        }
    }

    /// A model's functions are not read for bars, so recognizing the file never parses them; a view
    /// controller's methods are read (its items are set in them), and a view's helper that returns a view is too.
    @Test func onlyTheBodiesAReaderAsksForAreParsed() {
        let file = parse(
            """
            import UIKit
            struct Note { var title: String
                func summary(limit: Int) -> String { String(title.prefix(limit)) + "…" }
                static func samples() -> [Note] { (0..<3).map { Note(title: "Note \\($0)") } }
                var preview: String { summary(limit: 40) }
            }
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
                }
            }
            struct NotesView: View {
                var body: some View { NavigationStack { list() } }
                func list() -> some View { List {}.toolbar { ToolbarItem { Button("Sort") {} } } }
            }
            """)
        let byName = functions(file)
        #expect(byName.count == 4)
        #expect(byName.values.allSatisfy { !$0.bodyIsParsed }, "nothing is parsed before it is read")
        let recognition = ScreenRecognition(files: [file], mode: .auto, schedule: .serial)
        #expect(recognition.screens.joined().count == 2)
        #expect(byName["summary"]?.bodyIsParsed == false)
        #expect(byName["samples"]?.bodyIsParsed == false)
        #expect(properties(file)["preview"]?.getterIsParsed == false)
        #expect(properties(file)["body"]?.getterIsParsed == true)
        #expect(byName["viewDidLoad"]?.bodyIsParsed == true)
        #expect(byName["list"]?.bodyIsParsed == true)
    }

    /// A body whose parse would record something for the file, or end somewhere else, is parsed where it is.
    @Test(arguments: [
        ("a directive", "func f() {\n#if DEBUG\nprint(1)\n#endif\n}"),
        ("an availability check", "func f() { if #available(iOS 27, *) { g() } }"),
        ("an unavailability check", "func f() { guard #unavailable(iOS 27) else { return } }"),
        ("a directive inside an expression", "func f() { List {}\n#if os(iOS)\n.listStyle(.plain)\n#endif\n}"),
        ("a stray closer", "func f() { g() ) }"),
        ("brackets closed out of order", "func f() { g(] }"),
        ("an unclosed body", "func f() { g("),
        ("a chain long enough to be cut", "func f() { x" + String(repeating: ".a()", count: 130) + " }"),
        ("brackets nested past 32", "func f() {" + String(repeating: "(", count: 40) + String(repeating: ")", count: 40) + "}"),
    ])
    func bodiesThatCannotWaitAreParsedInPlace(_ what: String, _ text: String) {
        let function = functions(parse(text))["f"]
        #expect(function?.bodyIsParsed == true, "\(what)")
        expectSameTree(text, what)
    }

    /// A `#` word that only starts like an availability check (`#availablex`, as the fuzzer wrote it) is none:
    /// the body waits, and parsing it in place does not record a check for the file either (it did, by the
    /// condition's first letters, and the two parses differed).
    @Test func aWordThatOnlyStartsLikeAnAvailabilityCheckIsNone() {
        let text = "func f() { if #availablege(x) { g() } }\nfunc h() { if #unavailable2 { g() } }"
        let deferred = parse(text)
        let inPlace = parse(text, defersBodies: false)
        #expect(functions(deferred)["f"]?.bodyIsParsed == false)
        #expect(deferred.checksAvailability == false && inPlace.checksAvailability == false)
        expectSameTree(text, "a longer # word")
        #expect(parse("func f() { if #available(iOS 27, *) { g() } }", defersBodies: false).checksAvailability)
    }

    @Test func bodiesThatCanWaitDoAndGiveTheSameTree() {
        let text = """
            func f(a: Int) -> Int { let b = [a, a * 2].map { $0 + 1 }; return b.reduce(0, +) }
            struct S { func g() { if x { y() } else { z { w } } ; switch k { case .a: break default: q() } } }
            func nested() { func inner() { h() }; inner() }
            func observe() { center.addObserver(self, selector: #selector(refresh), name: .changed, object: nil); log(#file) }
            """
        let byName = functions(parse(text))
        #expect(byName["f"]?.bodyIsParsed == false)
        #expect(byName["g"]?.bodyIsParsed == false)
        #expect(byName["nested"]?.bodyIsParsed == false)
        #expect(byName["observe"]?.bodyIsParsed == false, "a `#` word that is no directive is an expression")
        expectSameTree(text, "ordinary bodies")
    }

    /// A computed property's getter waits like a function's body; a block that names an accessor (a getter
    /// and setter, observers) is parsed in place, since which of its parts is the getter is read from the
    /// statements; a stored property has no getter to defer; a `body`, which every import reads, is parsed where
    /// it is.
    @Test func gettersWaitUnlessTheyNameAccessors() {
        let text = """
            struct Note {
                var title: String
                var isEmpty: Bool { title.isEmpty }
                var words: [String] { let parts = title.split(separator: " "); return parts.map(String.init) }
                var count: Int { get { title.count } set { } }
                var draft = "" { didSet { save() } }
                var cached: Int = 0 { willSet(next) { log(next) } }
                var body: some View { Text(title) }
            }
            """
        let byName = properties(parse(text))
        #expect(byName["isEmpty"]?.getterIsParsed == false)
        #expect(byName["words"]?.getterIsParsed == false)
        #expect(byName["isEmpty"]?.hasGetter == true)
        #expect(byName["count"]?.getterIsParsed == true)
        #expect(byName["title"]?.hasGetter == false)
        #expect(byName["draft"]?.hasGetter == false)
        #expect(byName["draft"]?.observers?.isEmpty == false)
        #expect(byName["cached"]?.hasGetter == false)
        #expect(byName["words"]?.getter?.count == 2)
        #expect(byName["body"]?.getterIsParsed == true)
        expectSameTree(text, "properties")
    }

    /// A cut expression in a function body is reported whether the body is read or not, since such a body is
    /// parsed with the file.
    @Test func aLongExpressionInAnUnreadFunctionIsStillReported() {
        let text = "struct Model {\n    func f() -> Int { x" + String(repeating: ".a()", count: 130) + " }\n}\n"
        #expect(parse(text).longExpressions.count == 1)
        #expect(parse(text).longExpressions.count == parse(text, defersBodies: false).longExpressions.count)
    }

    /// Readers on several threads ask for one body at once: it is parsed once, under the file's lock, and every
    /// reader gets the same statements.
    @Test func readersOnManyThreadsGetTheSameBody() {
        let file = parse("func f() { a(); b(); if c { d() } }")
        let function = functions(file)["f"]!
        let counts = ParallelMap.map(Array(0..<64)) { _ in function.body?.count ?? -1 }
        #expect(counts == Array(repeating: 3, count: 64))
        #expect(function.bodyIsParsed)
    }

    /// A deferred body keeps a copy of its tokens until it is parsed, then lets it go: what stays is its tree.
    @Test func aParsedBodyLetsGoOfItsTokens() throws {
        let file = parse("func f() { a(); func g() { b() } }")
        let function = try #require(functions(file)["f"])
        let deferred = try #require(function.deferredBody)
        #expect(deferred.tokens.count == 16)
        _ = function.body
        #expect(deferred.tokens.isEmpty)
    }
}
