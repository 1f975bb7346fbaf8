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
    /// The Swift file's path, as given (or found under a folder given); for the screens an Interface Builder
    /// document declares with no class of the code behind them (a storyboard's plain tab bar controller), the
    /// document's.
    public var swiftPath: String
    /// The screens, with ids assigned.
    public var screens: [ImportedBlock]
    /// The canonical `.bar` text as UTF-8, which `bar import` writes as it is.
    public var utf8: [UInt8]

    /// The canonical `.bar` text. Decoded when asked for: printing or writing the spec needs only `utf8`.
    public var text: String { String(decoding: utf8, as: UTF8.self) }
}

/// Everything one import produced.
public struct ImportResult: Sendable {
    public var files: [ImportedFile]
    /// Sorted by path and position.
    public var warnings: [ImportWarning]
    /// The Swift sources by path, to show warnings with their source line.
    public var sources: [String: SourceFile]
    /// The files' syntax trees when the caller frees them (`SyntaxTreeRelease.byCaller`); empty otherwise.
    public var syntaxTrees = SyntaxTrees()
}

/// `bar import` as a library: Swift sources in, one spec per Swift file that declares bars out.
///
/// One `.bar` file per Swift file (not per screen): a screen's items are usually declared next to each
/// other in one file, the mapping from spec back to code stays obvious, and re-importing after a change
/// rewrites only the specs of the files that changed. Screens are written in declaration order.
public enum Importer {
    /// `stringTables` give the text of the localization keys titles are written as (`StringTables`); their
    /// problems are warnings of the result, shown with the tables' lines.
    /// The syntax trees are freed during the import unless `treeRelease` hands them to the caller
    /// (`SyntaxTreeRelease`).
    /// `interfaceFiles` give the bars the app's storyboards and xibs lay out for its view controller classes.
    /// `assets` give the names of the images the code names by their generated symbols (`AssetCatalog`).
    public static func run(
        sources: [SourceFile], mode: ImportMode, stringTables: StringTables = StringTables(), interfaceFiles: InterfaceFiles = InterfaceFiles(),
        assets: AssetCatalog = AssetCatalog(), treeRelease: SyntaxTreeRelease = .byImport
    ) -> ImportResult {
        run(
            sources: sources, mode: mode, schedule: .parallel, stringTables: stringTables, interfaceFiles: interfaceFiles, assets: assets,
            treeRelease: treeRelease)
    }

    /// The import with its per-file stages run as `schedule` says, and function bodies parsed when first read
    /// unless `defersBodies` is false (`DeferredBody`); every way gives the same result.
    static func run(
        sources: [SourceFile], mode: ImportMode, schedule: FileSchedule, defersBodies: Bool = true, stringTables: StringTables = StringTables(),
        interfaceFiles: InterfaceFiles = InterfaceFiles(), assets: AssetCatalog = AssetCatalog(), treeRelease: SyntaxTreeRelease = .byImport
    ) -> ImportResult {
        // Sorted so that the output and which of two same-named declarations wins never depend on argument order.
        let sorted = sources.sorted { ByteOrder.precedes($0.path, $1.path) }
        var units = schedule.map(sorted) { ImportUnit(parsing: $0, defersBodies: defersBodies) }
        var warnings = units.flatMap(\.sourceWarnings) + stringTables.warnings + interfaceFiles.warnings
        var interfaceScreens: [(path: String, screens: [ImportedBlock])] = []
        do {
            // The program and the recognizers end with this scope: from here on each unit alone holds its tree.
            var recognition = ScreenRecognition(
                files: units.map(\.file), mode: mode, schedule: schedule, stringTables: stringTables, interfaceFiles: interfaceFiles,
                assets: assets)
            warnings += recognition.warnings
            // Moved, not copied: while the recognition still shared them, the first write to each block copied it.
            for index in units.indices { swap(&units[index].screens, &recognition.screens[index]) }
            interfaceScreens = recognition.interfaceScreens
        }

        // Every bar item in the code is in a spec or in a warning (a spec of a storyboard's among them).
        var attached = schedule.map(units) { AttachedLocations(screens: $0.screens, path: $0.file.source.path) }
        attached += interfaceScreens.map { AttachedLocations(screens: $0.screens, path: $0.path) }
        AttachedLocations.share(&attached, paths: units.map(\.file.source.path) + interfaceScreens.map(\.path))
        for index in units.indices { swap(&units[index].attached, &attached[index]) }
        let warned = Set(warnings.map { "\($0.path):\($0.range.start)" })
        let dropsTrees = treeRelease == .byImport
        schedule.update(&units) { unit in unit.finish(warned: warned, dropsTree: dropsTrees) }
        warnings += units.flatMap(\.unattachedWarnings)

        var files: [ImportedFile] = []
        var sources: [String: SourceFile] = [:]
        for table in stringTables.sources { sources[table.path] = table }
        for document in interfaceFiles.sources { sources[document.path] = document }
        for unit in units {
            let path = unit.file.source.path
            if let utf8 = unit.utf8 { files.append(ImportedFile(swiftPath: path, screens: unit.screens, utf8: utf8)) }
            sources[path] = unit.file.source
        }
        // A document's own screens make a spec of the document's, after the Swift files' (`Main.storyboard.bar`).
        for (path, screens) in interfaceScreens {
            var screens = screens
            // Each at the start of its line, in the file its location names (the document, or a Swift file).
            warnings += ImportUnit.cutStringWarnings(screens, path: path, pathOfLocation: true) { location in
                guard let file = sources[location.path], location.line >= 1, location.line <= file.lineStarts.count else { return 0 }
                return file.lineStarts[location.line - 1]
            }
            AttributeOrder.normalize(&screens)
            SpecWriter.assignIDs(&screens)
            files.append(ImportedFile(swiftPath: path, screens: screens, utf8: SpecWriter.utf8(screens, origin: path)))
        }
        let unique = Array(Set(warnings)).sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            return (a.kind.rawValue, a.message) < (b.kind.rawValue, b.message)
        }
        let trees = dropsTrees ? SyntaxTrees() : SyntaxTrees(files: units.map(\.file))
        return ImportResult(files: files, warnings: unique, sources: sources, syntaxTrees: trees)
    }
}

/// Attributes in the order the language's reference lists them, whatever order the code set them in.
enum AttributeOrder {
    static let order = [
        "title", "symbol", "image", "alternate-title", "alternate-symbol", "placement", "axis", "priority", "badge", "view",
        "selected", "style", "compact-column", "back-button", "navigation-bar", "vertical-behavior", "compression", "edge",
        "presented",
    ]

    /// Every block of `screens`, in place.
    static func normalize(_ screens: inout [ImportedBlock]) {
        for index in screens.indices { normalize(&screens[index]) }
    }

    /// Sorts in place, stably; attributes already in order (nearly every block) are left as they are, found so
    /// by ranking neighbours, without building the arrays a sort needs.
    private static func normalize(_ block: inout ImportedBlock) {
        if block.attributes.count > 1 && !isOrdered(block.attributes) {
            let ranks = block.attributes.map { rank($0.name) }
            block.attributes = zip(ranks, block.attributes).enumerated().sorted { a, b in
                a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
            }.map(\.element.1)
        }
        for index in block.children.indices { normalize(&block.children[index]) }
    }

    /// Whether no attribute ranks before the one ahead of it.
    private static func isOrdered(_ attributes: [ImportedAttribute]) -> Bool {
        var previous = rank(attributes[0].name)
        for index in 1..<attributes.count {
            let next = rank(attributes[index].name)
            if previous > next { return false }
            previous = next
        }
        return true
    }

    /// The place of `name` in `order` (its count for a name not listed). Asked of every attribute imported, so
    /// a switch over short strings (compared a word or two at a time) rather than hashing each name.
    static func rank(_ name: String) -> Int {
        switch name {
        case "title": 0
        case "symbol": 1
        case "image": 2
        case "alternate-title": 3
        case "alternate-symbol": 4
        case "placement": 5
        case "axis": 6
        case "priority": 7
        case "badge": 8
        case "view": 9
        case "selected": 10
        case "style": 11
        case "compact-column": 12
        case "back-button": 13
        case "navigation-bar": 14
        case "vertical-behavior": 15
        case "compression": 16
        case "edge": 17
        case "presented": 18
        default: order.count
        }
    }
}
