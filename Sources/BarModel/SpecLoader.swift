import BarDiagnostics
import BarSyntax

/// Turns a `.bar` file into a validated `Spec`: parse, then lower the generic tree into the model, checking
/// everything the grammar alone cannot (unknown words, types of values, references, duplicate ids).
///
/// Lowering keeps going after errors: each declaration that can be understood is kept, so one run reports
/// every problem and later layers can still work on what is valid.
public enum SpecLoader {
    public static func load(_ source: SourceFile) -> LoadResult {
        let tree = Parser.parse(source)
        return lower(tree)
    }

    public static func load(path: String, text: String) -> LoadResult {
        load(SourceFile(path: path, text: text))
    }

    /// Lowers an already parsed tree.
    public static func lower(_ tree: SyntaxTree) -> LoadResult {
        lower(tree, screensInParallelFrom: ScreenBatchLowering.minimumBytes)
    }

    /// The same, lowering the screens on every core when the file has at least `minimumBytes` (tests compare
    /// both ways on one file).
    static func lower(_ tree: SyntaxTree, screensInParallelFrom minimumBytes: Int) -> LoadResult {
        let sink = DiagnosticSink(alreadyListed: tree.diagnostics.count)
        var spec = Spec()
        var screenNames: [String: SourceRange] = [:]
        var deviceNames: [String: SourceRange] = [:]
        var unusableDevices: Set<String> = []
        let statements = tree.statements
        var batches = ScreenBatchLowering(tree, statements: statements, minimumBytes: minimumBytes)
        for (index, statement) in statements.enumerated() {
            switch statement {
            case .attribute(let attribute):
                sink.error(.expectedDeclaration, "attributes belong inside a block; put '\(attribute.name.text):' inside a 'screen' or 'device'", at: attribute.name.range)
            case .block(let block):
                switch block.keyword.text {
                case "screen":
                    let lowered: Screen?
                    if batches != nil {
                        let result = batches!.take(index, listed: tree.diagnostics.count + sink.diagnostics.count)
                        sink.absorb(result.diagnostics, unlistedErrorCount: result.unlistedErrorCount)
                        lowered = result.screen
                    } else {
                        lowered = ScreenLowering(sink: sink, source: tree.source.bytes).screen(block)
                    }
                    guard let screen = lowered else { continue }
                    if let first = screenNames[screen.id] {
                        sink.error(.duplicateId, "screen '\(screen.id)' is declared twice in this file; rename one", at: screen.nameRange, notes: [.init("first declared here", at: first)])
                        continue
                    }
                    screenNames[screen.id] = screen.nameRange
                    spec.screens.append(screen)
                case "device":
                    guard let device = DeviceLowering(sink: sink).device(block) else {
                        // Its errors are said; a screen naming it is not told again that it does not exist.
                        if let label = block.label { unusableDevices.insert(label.text) }
                        continue
                    }
                    if let first = deviceNames[device.id] {
                        sink.error(.duplicateId, "device '\(device.id)' is declared twice in this file; rename one", at: block.label?.range ?? block.keyword.range, notes: [.init("first declared here", at: first)])
                        continue
                    }
                    deviceNames[device.id] = block.label?.range ?? block.keyword.range
                    spec.devices.append(device)
                default:
                    let word = block.keyword.text
                    let known = Vocabulary.blocks[word] != nil
                    sink.error(
                        .unknownBlock,
                        known
                            ? "'\(word)' cannot stand at the top of a file; it belongs in \(Vocabulary.home(of: word))"
                            : "unknown block '\(word)' at the top of the file; a file holds 'screen' and 'device' blocks\(Suggestion.didYouMean(word, in: Vocabulary.fileBlocks))",
                        at: block.keyword.range,
                        fixIt: known ? nil : Suggestion.closest(to: word, in: Vocabulary.fileBlocks).map { .init("replace with '\($0)'", replacing: block.keyword.range, with: $0) })
                }
            case .error:
                continue
            }
        }
        // A line ended by a lone carriage return is not a line end here, though editors show one: said once, as
        // it is what makes a comment swallow the rest of the file.
        let loneReturn = LoneCarriageReturn.first(in: tree.source.bytes)
        if let loneReturn {
            sink.error(
                .invalidCharacter,
                "a carriage return (CR) that no line feed follows: editors show a line break here, but .bar lines end only at LF (or CRLF), so what follows is read as part of this line (after '//', as part of the comment); remove it, or save the file with LF line ends",
                at: SourceRange(start: loneReturn, end: loneReturn + 1))
        }
        // A file that declares nothing (empty, or only comments) gets one error, the same from every command:
        // checking, solving and drawing nothing are not three different successes.
        if tree.statements.isEmpty, tree.diagnostics.isEmpty, tree.unlistedErrorCount == 0, loneReturn == nil {
            sink.error(
                .emptySpec,
                "the file declares nothing; a spec holds at least one screen: screen <name> { stack { title: \"…\" } } (bar init writes a first one)",
                at: .at(tree.source.bytes.count))
        }
        // A screen may name a device declared in its own file or built in.
        let deviceIDs = Set(spec.devices.map(\.id)).union(BuiltInDevices.all.map(\.id))
        for screen in spec.screens {
            if let device = screen.settings.device, !deviceIDs.contains(device), !unusableDevices.contains(device) {
                let range = screen.deviceRange ?? screen.nameRange
                sink.error(.unknownReference, "unknown device '\(device)'; use one of: \(deviceIDs.sorted().joined(separator: ", ")), or declare it with a 'device' block\(Suggestion.didYouMean(device, in: deviceIDs))", at: range)
            }
        }
        var diagnostics = Diagnostic.sortedForOutput(tree.diagnostics + followingFromSyntax(sink.diagnostics, in: tree))
        let unlisted = tree.unlistedErrorCount + sink.unlistedErrorCount
        if unlisted > 0 { diagnostics.append(.unlistedErrorsNote(unlisted, endOfFile: tree.source.bytes.count)) }
        return LoadResult(tree: tree, spec: spec, diagnostics: diagnostics, unlistedErrorCount: unlisted)
    }

    /// `checks` without those about text the lexer or parser already reported: where there is a syntax
    /// error, the tree holds the parser's best guess, and checking the guess reports it rather than the
    /// mistake (`height: 720pt` is not also "not a number"; in `title: "A symbol: "x"` the stray `x` is not also
    /// an unknown block). A string left open damages its whole line; any other error, its own range. Checks
    /// elsewhere on the line stay: `fold-start 455.5px` still says the colon is missing.
    static func followingFromSyntax(_ checks: [Diagnostic], in tree: SyntaxTree) -> [Diagnostic] {
        let damaged: [SourceRange] = tree.diagnostics.filter { $0.severity == .error }.map { error in
            guard error.id == DiagnosticID.unterminatedString.rawValue else { return error.range }
            let line = tree.source.lineRange(tree.source.lineIndex(of: error.range.start))
            return SourceRange(start: line.lowerBound, end: line.upperBound)
        }
        guard !damaged.isEmpty else { return checks }
        return checks.filter { check in
            !damaged.contains { range in
                check.range.start < max(range.end, range.start + 1) && range.start < max(check.range.end, check.range.start + 1)
            }
        }
    }
}
