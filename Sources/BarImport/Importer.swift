import BarDiagnostics
import BarSyntax

/// Which recognizers an import runs.
public enum ImportMode: String, Sendable, CaseIterable {
    case swiftUI = "swiftui"
    case uiKit = "uikit"
    /// Both, each file read by whichever finds bars in it.
    case auto
}

/// The spec imported from one Swift file.
public struct ImportedFile: Sendable {
    /// The Swift file's path, as given (or found under a folder given).
    public var swiftPath: String
    /// The screens, with ids assigned.
    public var screens: [ImportedBlock]
    /// The canonical `.bar` text.
    public var text: String
}

/// Everything one import produced.
public struct ImportResult: Sendable {
    public var files: [ImportedFile]
    /// Sorted by path and position.
    public var warnings: [ImportWarning]
    /// The Swift sources by path, to show warnings with their source line.
    public var sources: [String: SourceFile]
}

/// `bar import` as a library: Swift sources in, one spec per Swift file that declares bars out.
///
/// One `.bar` file per Swift file (not per screen): a screen's items are usually declared next to each
/// other in one file, the mapping from spec back to code stays obvious, and re-importing after a change
/// rewrites only the specs of the files that changed. Screens are written in declaration order.
public enum Importer {
    public static func run(sources: [SourceFile], mode: ImportMode) -> ImportResult {
        // Sorted so that the output and which of two same-named declarations wins never depend on argument order.
        let program = SwiftProgram(sources: sources.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
        var warnings: [ImportWarning] = []
        for file in program.files {
            for problem in file.lexProblems {
                warnings.append(
                    ImportWarning(.malformedSource, "\(problem.message); the rest of the file may be misread", path: file.source.path, range: .at(problem.offset)))
            }
            for problem in file.bracketProblems {
                warnings.append(ImportWarning(problem, path: file.source.path))
            }
            if !ByteSearch.isASCII(file.source.bytes), let invalid = TextContent.invalidUTF8(file.source.bytes) {
                warnings.append(
                    ImportWarning(
                        .malformedSource,
                        "\(invalid.count == 1 ? "a byte that is not UTF-8" : "\(invalid.count) bytes that are not UTF-8 (the first here)"): Swift refuses such a file, and text with them is imported with U+FFFD; save the file as UTF-8",
                        path: file.source.path, range: .at(invalid.first)))
            }
        }

        // SwiftUI: every view type with bars is a candidate; those followed from another candidate are not
        // imported on their own (their bars are in the screen that shows them).
        var perFile: [[ImportedBlock]] = Array(repeating: [], count: program.files.count)
        if mode != .uiKit {
            var recognizer = SwiftUIRecognizer(program: program)
            var candidates: [(file: Int, candidate: SwiftUIRecognizer.Candidate)] = []
            for (index, file) in program.files.enumerated() {
                for candidate in recognizer.candidates(in: file) { candidates.append((index, candidate)) }
            }
            var followed: Set<String> = []
            for (_, candidate) in candidates { followed.formUnion(candidate.followed.subtracting([candidate.typeName])) }
            for (index, candidate) in candidates where !followed.contains(candidate.typeName) {
                perFile[index] += candidate.screens
            }
            warnings += recognizer.warnings
        }
        if mode != .swiftUI {
            var recognizer = UIKitRecognizer(program: program)
            var candidates: [(file: Int, candidate: UIKitRecognizer.Candidate)] = []
            for (index, file) in program.files.enumerated() {
                for candidate in recognizer.screens(in: file) { candidates.append((index, candidate)) }
            }
            // A view controller shown in another one's tab or column is part of that screen.
            for (index, candidate) in candidates where !recognizer.embedded.contains(candidate.typeName) {
                perFile[index].append(candidate.screen)
            }
            warnings += recognizer.warnings
        }

        // Every bar item in the code is in a spec or in a warning.
        // Sized from a count of the blocks first: grown insert by insert, the set hashed every location again (its
        // path included) each time it doubled.
        func count(_ block: ImportedBlock) -> Int { block.children.reduce(1) { $0 + count($1) } }
        var attached: Set<SwiftLocation> = []
        attached.reserveCapacity(perFile.joined().reduce(0) { $0 + count($1) })
        func collect(_ block: ImportedBlock) {
            if let location = block.location { attached.insert(location) }
            block.children.forEach(collect)
        }
        perFile.joined().forEach(collect)
        let warned = Set(warnings.map { "\($0.path):\($0.range.start)" })
        warnings += UnattachedItems.warnings(program: program, attached: attached, warned: warned)

        var files: [ImportedFile] = []
        for index in perFile.indices where !perFile[index].isEmpty {
            // Taken out of `perFile` so that the screens are ordered and named in place: while the list still shared
            // them, the first write to each block copied its children, and every tree was copied twice over.
            var screens: [ImportedBlock] = []
            swap(&screens, &perFile[index])
            AttributeOrder.normalize(&screens)
            SpecWriter.assignIDs(&screens)
            let path = program.files[index].source.path
            files.append(ImportedFile(swiftPath: path, screens: screens, text: SpecWriter.text(screens, origin: path)))
        }
        var sources: [String: SourceFile] = [:]
        for file in program.files { sources[file.source.path] = file.source }
        let unique = Array(Set(warnings)).sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            return (a.kind.rawValue, a.message) < (b.kind.rawValue, b.message)
        }
        return ImportResult(files: files, warnings: unique, sources: sources)
    }
}

/// Attributes in the order the language's reference lists them, whatever order the code set them in.
enum AttributeOrder {
    static let order = [
        "title", "symbol", "alternate-title", "alternate-symbol", "placement", "axis", "priority", "badge", "view",
        "selected", "style", "compact-column", "back-button", "navigation-bar", "vertical-behavior", "compression", "edge",
        "presented",
    ]

    /// Every block of `screens`, in place.
    static func normalize(_ screens: inout [ImportedBlock]) {
        for index in screens.indices { normalize(&screens[index]) }
    }

    /// Sorts in place, stably; attributes already in order (nearly every block) are left as they are, without
    /// building the arrays a sort needs.
    private static func normalize(_ block: inout ImportedBlock) {
        if block.attributes.count > 1 {
            let ranks = block.attributes.map { rank($0.name) }
            if zip(ranks, ranks.dropFirst()).contains(where: { $0 > $1 }) {
                block.attributes = zip(ranks, block.attributes).enumerated().sorted { a, b in
                    a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
                }.map(\.element.1)
            }
        }
        for index in block.children.indices { normalize(&block.children[index]) }
    }

    /// The place of `name` in `order` (its count for a name not listed).
    private static func rank(_ name: String) -> Int { ranks[name] ?? order.count }

    private static let ranks = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
}
