// What `bar import` promises for any bytes read as one Swift file, checked by the libFuzzer target
// `Fuzz/ImportTarget.swift` (which `Scripts/fuzz --target import` compiles together with this file) and by
// `ImportFuzzCorpusTests`, which replays the minimized corpus in `Fuzz/Corpus/import/`. One file, so the
// fuzzer and `swift test` check exactly the same things. No test framework; the module's internals only to
// parse and import with every function body parsed in place (the script builds BarImport for testing).

import BarDiagnostics
@testable import BarImport
import BarModel

enum ImportFuzzInvariants {
    /// The first broken promise for `bytes`, or nil:
    /// - the lexer's tokens lie inside the input, in order, without overlapping;
    /// - the import finishes, and running it again gives the same specs byte for byte;
    /// - parsing every function body in place gives the same tree as leaving bodies for their first reader
    ///   (`DeferredBody`), every body read, and the same import;
    /// - every spec it writes loads without errors (the importer only writes specs the language accepts);
    /// - the same bytes read as a string table (`.strings`) and as a catalog (`.xcstrings`) give at most one
    ///   warning, inside the file, and an import given them as its tables still writes specs that load;
    /// - the same bytes read as a storyboard give at most one warning, inside the file, and an import of classes
    ///   it may name (`storyboardClasses`) given it still writes specs that load.
    static func violation(in bytes: [UInt8]) -> String? {
        let size = bytes.count
        var previousEnd = 0
        for token in SwiftLexer.lex(bytes).tokens {
            guard token.start >= previousEnd, token.start <= token.end, token.end <= size else {
                return "a token lies outside the input or overlaps the one before: \(token.start)..<\(token.end) after \(previousEnd), of \(size) bytes"
            }
            previousEnd = token.end
        }
        let source = SourceFile(path: "Fuzz.swift", bytes: bytes)
        let deferredTree = SyntaxDump.text(of: SwiftParser.parse(source, defersBodies: true))
        let inPlaceTree = SyntaxDump.text(of: SwiftParser.parse(source, defersBodies: false))
        guard deferredTree == inPlaceTree else {
            return "deferring function bodies changed the tree:\n\(SyntaxDump.firstDifference(deferredTree, inPlaceTree))"
        }
        let result = Importer.run(sources: [source], mode: .auto)
        // The second time also as `bar import` runs it, the trees handed to the caller rather than freed.
        let again = Importer.run(sources: [source], mode: .auto, schedule: .parallel, defersBodies: false, treeRelease: .byCaller)
        guard result.files.map(\.text) == again.files.map(\.text) else {
            return "importing the same bytes twice, the second time with every body parsed in place and the trees handed over, gave different specs"
        }
        guard result.warnings == again.warnings else { return "parsing every body in place and handing the trees over changed the import's warnings" }
        guard again.syntaxTrees.fileCount == 1 else { return "the import handed over \(again.syntaxTrees.fileCount) trees for one file" }
        if let problem = unloadable(result) { return problem }
        var tableSources: [SourceFile] = []
        for path in ["en.lproj/Localizable.strings", "Localizable.xcstrings"] {
            guard let table = StringTables.source(path: path, bytes: bytes), let file = StringTableFile(table, language: nil) else { continue }
            guard file.warnings.count <= 1, file.warnings.allSatisfy({ $0.range.start <= table.bytes.count }) else {
                return "reading the bytes as \(path) gave \(file.warnings.count) warnings, or one outside the file"
            }
            tableSources.append(table)
        }
        if !tableSources.isEmpty, let problem = unloadable(Importer.run(sources: [source], mode: .auto, stringTables: StringTables(sources: tableSources))) {
            return "with the bytes as string tables: " + problem
        }
        let interfaces = InterfaceFiles(sources: [SourceFile(path: "Fuzz.storyboard", bytes: bytes)])
        guard interfaces.warnings.count <= 1, interfaces.warnings.allSatisfy({ $0.range.start <= size }) else {
            return "reading the bytes as a storyboard gave \(interfaces.warnings.count) warnings, or one outside the file"
        }
        if !interfaces.isEmpty, let problem = unloadable(Importer.run(sources: [storyboardClasses], mode: .uiKit, interfaceFiles: interfaces)) {
            return "with the bytes as a storyboard: " + problem
        }
        return nil
    }

    /// View controller classes a storyboard the fuzzer makes may name (those of the importer's storyboard
    /// fixtures, and a plain one), with outlets and code that puts them in the bars.
    static let storyboardClasses = SourceFile(
        path: "Classes.swift",
        text: """
            import UIKit

            final class ShelvesViewController: UITableViewController {
                @IBOutlet var editItem: UIBarButtonItem!
                @IBOutlet var doneItem: UIBarButtonItem!
                override func setEditing(_ editing: Bool, animated: Bool) {
                    super.setEditing(editing, animated: animated)
                    navigationItem.leftBarButtonItem = editing ? doneItem : editItem
                }
            }

            final class ShelfDetailViewController: UIViewController {
                @IBOutlet var readItem: UIBarButtonItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    readItem.title = "Read Now"
                    navigationItem.rightBarButtonItem = readItem
                }
            }

            final class ViewController: UIViewController {}
            """)

    private static func unloadable(_ result: ImportResult) -> String? {
        for file in result.files {
            let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
            if loaded.hasErrors {
                return "an imported spec does not load: \(loaded.diagnostics.first.map { $0.message } ?? "")\n\(file.text)"
            }
        }
        return nil
    }
}

/// A Swift syntax tree written out in full, every function body read (so a deferred one is parsed): two parses
/// of one file agree when their dumps do.
enum SyntaxDump {
    static func text(of file: SwiftFile) -> String {
        var out = "long expressions \(file.longExpressions), checks availability \(file.checksAvailability)\n"
        statements(file.statements, into: &out, indent: 0)
        return out
    }

    /// The lines around the first line where `a` and `b` differ.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        func line(_ lines: [Substring]) -> Substring { index < lines.count ? lines[index] : "(end)" }
        return "line \(index + 1): deferred \(line(left)) / in place \(line(right))"
    }

    private static func statements(_ list: [SwiftStatement], into out: inout String, indent: Int) {
        for statement in list { self.statement(statement, into: &out, indent: indent) }
    }

    private static func line(_ text: String, into out: inout String, indent: Int) {
        out += String(repeating: " ", count: indent) + text + "\n"
    }

    private static func span(_ range: SourceRange) -> String { "\(range.start)..<\(range.end)" }

    private static func statement(_ statement: SwiftStatement, into out: inout String, indent: Int) {
        switch statement {
        case .expression(let expression):
            line("expression", into: &out, indent: indent)
            self.expression(expression, into: &out, indent: indent + 1)
        case .variable(let variable):
            line(
                "variable \(variable.name) \(variable.attributes) \(variable.modifiers) type \(variable.typeText ?? "-") \(span(variable.range))",
                into: &out, indent: indent)
            if let initializer = variable.initializer { expression(initializer, into: &out, indent: indent + 1) }
            if let getter = variable.getter {
                line("get", into: &out, indent: indent + 1)
                statements(getter, into: &out, indent: indent + 2)
            }
            if let observers = variable.observers {
                line("observers", into: &out, indent: indent + 1)
                statements(observers, into: &out, indent: indent + 2)
            }
        case .function(let function):
            line(
                "function \(function.name) \(function.attributes) \(function.modifiers) parameters \(function.parameterRange.map(span) ?? "-") returns \(function.returnType ?? "-") \(span(function.range)) body \(function.hasBody)",
                into: &out, indent: indent)
            if let body = function.body { statements(body, into: &out, indent: indent + 1) }
        case .type(let type):
            line(
                "\(type.kind) \(type.name) \(type.inheritedTypes) \(type.attributes) views \(type.viewParameters) \(span(type.range))",
                into: &out, indent: indent)
            statements(type.members, into: &out, indent: indent + 1)
        case .assignment(let target, let op, let value, let range):
            line("assignment \(op) \(span(range))", into: &out, indent: indent)
            expression(target, into: &out, indent: indent + 1)
            expression(value, into: &out, indent: indent + 1)
        case .conditional(let conditional):
            line("if \(span(conditional.range))", into: &out, indent: indent)
            for branch in conditional.branches {
                line("branch \(branch.condition)", into: &out, indent: indent + 1)
                statements(branch.body, into: &out, indent: indent + 2)
            }
        case .switchStatement(let switchStatement):
            line("switch \(switchStatement.subject) \(span(switchStatement.range))", into: &out, indent: indent)
            for item in switchStatement.cases {
                line("case \(item.label)", into: &out, indent: indent + 1)
                statements(item.body, into: &out, indent: indent + 2)
            }
        case .loop(let header, let body, let range):
            line("loop \(header) \(span(range))", into: &out, indent: indent)
            statements(body, into: &out, indent: indent + 1)
        case .conditionalCompilation(let clauses, let range):
            line("#if \(span(range))", into: &out, indent: indent)
            for clause in clauses {
                line("clause \(clause.condition) else \(clause.isElse) \(span(clause.range))", into: &out, indent: indent + 1)
                statements(clause.body, into: &out, indent: indent + 2)
            }
        case .returnStatement(let value, let range):
            line("return \(span(range))", into: &out, indent: indent)
            if let value { expression(value, into: &out, indent: indent + 1) }
        case .other(let inner, let range):
            line("other statement \(span(range))", into: &out, indent: indent)
            statements(inner, into: &out, indent: indent + 1)
        }
    }

    private static func expression(_ expression: SwiftExpression, into out: inout String, indent: Int) {
        switch expression {
        case .name(let name, let range):
            line("name \(name) \(span(range))", into: &out, indent: indent)
        case .member(let base, let name, let range):
            line("member \(name) \(span(range))", into: &out, indent: indent)
            if let base { self.expression(base, into: &out, indent: indent + 1) }
        case .call(let call):
            line("call \(call.parenthesizedCount) in parentheses \(span(call.range))", into: &out, indent: indent)
            self.expression(call.callee, into: &out, indent: indent + 1)
            for argument in call.allArguments {
                line("argument \(argument.label ?? "_")", into: &out, indent: indent + 1)
                self.expression(argument.value, into: &out, indent: indent + 2)
            }
        case .closure(let closure):
            line("closure \(span(closure.range))", into: &out, indent: indent)
            statements(closure.statements, into: &out, indent: indent + 1)
        case .string(let literal, let range):
            line("string \(literal) \(span(range))", into: &out, indent: indent)
        case .number(let text, let range):
            line("number \(text) \(span(range))", into: &out, indent: indent)
        case .array(let elements, let range):
            line("array \(span(range))", into: &out, indent: indent)
            for element in elements { self.expression(element, into: &out, indent: indent + 1) }
        case .ternary(let condition, let then, let otherwise, let range):
            line("ternary \(span(range))", into: &out, indent: indent)
            for part in [condition, then, otherwise] { self.expression(part, into: &out, indent: indent + 1) }
        case .binary(let op, let lhs, let rhs, let range):
            line("binary \(op) \(span(range))", into: &out, indent: indent)
            self.expression(lhs, into: &out, indent: indent + 1)
            self.expression(rhs, into: &out, indent: indent + 1)
        case .other(let inner, let range):
            line("other \(span(range))", into: &out, indent: indent)
            for part in inner { self.expression(part, into: &out, indent: indent + 1) }
        }
    }
}
