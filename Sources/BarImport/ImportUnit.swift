import BarDiagnostics
import BarSyntax

/// One Swift file on its way through an import: parsed, given the screens recognized in it, then checked for
/// items left out and written as a spec.
///
/// The stages of one unit read no other unit, so an import runs them for all files at the same time
/// (`FileSchedule`); the unit is changed in place, so the screens it holds are written without a copy.
struct ImportUnit: Sendable {
    var file: SwiftFile
    /// What is wrong with the file as text: lexing problems, unbalanced brackets, bytes that are not UTF-8.
    var sourceWarnings: [ImportWarning]
    /// The screens imported from the file, in declaration order (filled in after recognition).
    var screens: [ImportedBlock] = []
    /// Where blocks of imported screens were declared in this file (before `finish`).
    var attached = AttachedLocations()
    /// The spec's UTF-8, when the file has screens (after `finish`).
    var utf8: [UInt8]?
    /// The file's bar items in no imported screen (after `finish`).
    var unattachedWarnings: [ImportWarning] = []

    /// Lexes and parses `source`, leaving function bodies for their first reader unless `defersBodies` is false
    /// (`DeferredBody`). A file for another platform (`OtherPlatformFile`) keeps no tree: it is not read for
    /// screens, and a warning says why.
    init(parsing source: SourceFile, defersBodies: Bool = true) {
        file = SwiftParser.parse(source, defersBodies: defersBodies)
        sourceWarnings = Self.sourceWarnings(file)
        if let (module, offset) = OtherPlatformFile.module(file) {
            file.dropTree()
            // Said only of a file that spells a bar: a watch target's extension delegate has nothing to lose.
            if OtherPlatformFile.spellsBars(file) {
                sourceWarnings.append(
                    ImportWarning(
                        .platformBranch,
                        "this file imports \(module), which iOS does not have: it is \(OtherPlatformFile.platforms[module] ?? "another platform's") code, and its bars are not imported (give bar import the iOS target's folders: that target's other files cannot be told from iOS code)",
                        path: source.path, range: .at(offset)))
            }
        } else {
            for clause in OtherPlatformFile.skippedClauses(file) { sourceWarnings.append(ImportWarning(platformBranch: clause, path: source.path)) }
        }
    }

    private static func sourceWarnings(_ file: SwiftFile) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        for problem in file.lexProblems {
            warnings.append(
                ImportWarning(.malformedSource, "\(problem.message); the rest of the file may be misread", path: file.source.path, range: .at(problem.offset)))
        }
        for problem in file.bracketProblems {
            warnings.append(ImportWarning(problem, path: file.source.path))
        }
        for long in file.longExpressions {
            warnings.append(ImportWarning(long, path: file.source.path))
        }
        if !file.isASCII, let invalid = TextContent.invalidUTF8(file.source.bytes) {
            warnings.append(
                ImportWarning(
                    .malformedSource,
                    "\(invalid.count == 1 ? "a byte that is not UTF-8" : "\(invalid.count) bytes that are not UTF-8 (the first here)"): Swift refuses such a file, and text with them is imported with U+FFFD; save the file as UTF-8",
                    path: file.source.path, range: .at(invalid.first)))
        }
        return warnings
    }

    /// The last stage, once every file's screens are known: the items of this file that no imported screen
    /// holds (`attached`) and that no warning names already (`warned`), then the spec's text.
    /// Unless the caller frees the trees (`SyntaxTreeRelease`), the syntax tree is dropped at the end, so it
    /// is freed by the worker that read it rather than all at once when the import returns.
    mutating func finish(warned: Set<String>, dropsTree: Bool) {
        unattachedWarnings = UnattachedItems.warnings(in: file, attached: attached, warned: warned)
        if !screens.isEmpty {
            unattachedWarnings += cutStringWarnings()
            AttributeOrder.normalize(&screens)
            SpecWriter.assignIDs(&screens)
            utf8 = SpecWriter.utf8(screens, origin: file.source.path)
        }
        if dropsTree { file.dropTree() }
    }

    /// A warning for each string too long for a spec (`SpecWriter.maximumStringLength`), which the spec holds
    /// cut: text up to the limit is written whole, so this is the only place an imported string is shortened.
    private func cutStringWarnings() -> [ImportWarning] {
        Self.cutStringWarnings(screens, path: file.source.path, offset: file.offset(of:))
    }

    /// `cutStringWarnings()` of any screens, each warning at `offset` of the block's location in `path` (with
    /// `pathOfLocation`, in the file the block's location names: a storyboard's screen holds the stacks of Swift
    /// files).
    static func cutStringWarnings(
        _ screens: [ImportedBlock], path: String, pathOfLocation: Bool = false, offset: (SwiftLocation) -> Int
    ) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        func visit(_ block: ImportedBlock) {
            for attribute in block.attributes {
                guard case .string(let text) = attribute.value, SpecWriter.isCut(text) else { continue }
                let offset = block.location.map(offset) ?? 0
                warnings.append(
                    ImportWarning(
                        .unsupported,
                        "\(block.keyword) \(attribute.name) is \(SpecWriter.writtenLength(text)) bytes as a spec writes it; a spec's strings hold \(SpecWriter.maximumStringLength), so it is imported cut, ending in '…'; shorten it in the code",
                        path: pathOfLocation ? block.location?.path ?? path : path, range: .at(offset)))
            }
            for child in block.children { visit(child) }
        }
        for screen in screens { visit(screen) }
        return warnings
    }
}
