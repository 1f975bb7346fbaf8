import BarDiagnostics
import BarModel
import BarSolver
import BarWorkspace

/// `bar solve`: where every item and tab lands in every posture, and why.
public enum SolveCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "solve",
        abstract: "Show where every toolbar item and tab lands in each posture.",
        discussion: [
            "For each screen, prints a matrix: rows are items and tabs in declaration order, columns are postures. A cell says where the entry is: V2 = 2nd in the vertical bar (top to bottom), T1 = 1st in a top bar, B3 = 3rd in a bottom bar (leading to trailing), ⋯ = in the overflow menu, ▣ = folded into the tab button, – = not shown.",
            "With --posture, each bar of that posture is also listed in order. With --explain, prints the decision trail of one entry in each posture: which axes it could take, the room the bar had, its place in the overflow order, the rules applied and what would change the outcome.",
            "Postures may carry obstructions that shorten the space: closed+keyboard, closed-landscape+pip.",
            "Reports are written one screen at a time as each is solved, so a file of thousands of screens needs the memory of one; every name given (device, posture, screen) is checked in every file before anything is written.",
        ],
        arguments: [.init("files", help: "Spec files or folders to solve (- for standard input).", isRepeated: true)],
        options: [
            .init("device", short: "d", valueName: "name", help: "Device to solve for; a built-in one (iphone-duo, iphone) or one the spec declares. Default: the screen's own device setting, else iphone-duo."),
            .init("posture", valueName: "name", help: "Posture to solve, optionally with obstructions (closed+keyboard). Repeat for several. Default: every posture of the device.", isRepeatable: true),
            .init("screen", valueName: "name", help: "Only this screen (by id)."),
            .init("format", valueName: "format", help: "Output format.", allowedValues: ["text", "json"], defaultValue: "text"),
            .init("explain", valueName: "id", help: "Explain the placement of one item or tab (by id) in each posture."),
            .init("layout-direction", valueName: "direction", help: "Override the screens' layout direction.", allowedValues: ["ltr", "rtl"]),
        ],
        flags: [
            .init("no-color", help: "Never colour the output."),
            .init("no-legend", help: "Leave out the line under the matrices that says what V2, T1, B3, ⋯, ▣ and – mean."),
            .init("compact", help: "With --format json: no indentation or line breaks (well under half the size); the same document."),
        ],
        examples: [
            "bar solve Specs/duo-sample/toolbar.bar",
            "bar solve Specs/duo-sample/toolbar.bar --posture closed",
            "bar solve Specs/duo-sample/toolbar.bar --explain vertical",
            "bar solve Specs --format json",
            "bar solve Specs --format json --compact",
        ]
    )

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        let noColor = arguments.flag("no-color")
        let format = arguments.value("format") ?? "text"
        let explainID = arguments.value("explain")
        let screenFilter = arguments.value("screen")
        let direction = arguments.value("layout-direction").flatMap(LayoutDirection.init(rawValue:))
        let style = SolveTextStyle(usesColor: context.useColor(flagNoColor: noColor))
        if explainID != nil && format == "json" {
            // A script piping `--explain --format json` to a JSON reader must not get text and a success.
            return UsageError("--explain prints its trail as text only; leave out --format json (the JSON of a solve holds each entry's reason and rules)").report(for: declaration, in: context)
        }
        if arguments.flag("compact") && (format != "json" || explainID != nil) {
            return UsageError("--compact goes with --format json").report(for: declaration, in: context)
        }

        // The table alone reads where entries are, never why: its solves put no reason into words (a screen of
        // 250,000 items held 650 MB for them). JSON, the bars of a posture and --explain print reasons.
        let readsReasons = format == "json" || explainID != nil || arguments.isGiven("posture")
        let request = SolveRequest(
            device: arguments.value("device"), postures: arguments.values("posture"),
            screens: screenFilter.map { [$0] } ?? [], layoutDirection: direction, explanations: readsReasons ? .eager : .whenRead)

        // Load every input and check every name in each before writing anything: the report is then written
        // one screen at a time as it is solved, and a mistake must not leave half a report behind.
        var documents: [Document] = []
        var status = InputFiles(arguments.positionals, context: context).forEachFile { source in
            let document = Document(source: source)
            guard SpecLoading.report(document, context: context, noColor: noColor) else { return ExitCode.failure }
            documents.append(document)
            return ExitCode.success
        }
        for document in documents {
            if let error = document.check(request) { return UsageError(error).report(for: declaration, in: context) }
        }
        if let screenFilter, status == ExitCode.success {
            let knownScreens = Set(documents.flatMap { $0.spec.screens.map(\.id) })
            if !knownScreens.contains(screenFilter) {
                return UsageError("no screen '\(screenFilter)' in the given files\(Suggestion.didYouMean(screenFilter, in: knownScreens))").report(for: declaration, in: context)
            }
        }

        let writesJSON = explainID == nil && format == "json"
        var json = JSONStreamWriter(compact: arguments.flag("compact"))
        if writesJSON {
            json.beginObject()
            json.value(.int(SolveJSONReport.version), "version")
            json.beginArray("files")
        }
        var solvedAny = false
        var explained = false
        var knownIDs: Set<String> = []
        for document in documents {
            if writesJSON {
                json.beginObject()
                json.value(.string(document.path), "path")
                json.beginArray("screens")
            }
            // Checked above, so no name can fail here.
            _ = document.forEachSolved(request) { solved in
                solvedAny = true
                let file = SolvedFile(path: document.path, screens: [solved])
                if let explainID {
                    knownIDs.formUnion(SolveExplanation.ids(in: solved))
                    let text = SolveExplanation.render(id: explainID, in: file, style: style)
                    if !text.isEmpty { explained = true }
                    context.standardOutput.write(text)
                } else if writesJSON {
                    SolveJSONReport.write(solved, into: &json) { context.standardOutput.write($0) }
                    context.standardOutput.write(json.take())
                } else {
                    context.standardOutput.write(SolveTextReport.render(file, showBars: arguments.isGiven("posture"), style: style))
                }
            }
            if writesJSON {
                json.end()
                json.end()
            }
        }
        if let explainID, !explained, status == ExitCode.success {
            // With --screen only that screen was looked in: say so, rather than that no file has the id.
            let place = screenFilter.map { "in screen '\($0)'" } ?? "in the given files"
            return UsageError("no item or tab '\(explainID)' \(place)\(Suggestion.didYouMean(explainID, in: knownIDs))").report(for: declaration, in: context)
        }
        if writesJSON {
            json.end()
            json.end()
            context.standardOutput.write(json.take())
        }
        if explainID == nil, format == "text", !arguments.flag("no-legend"), solvedAny {
            context.standardOutput.write(SolveTextReport.legend + "\n")
        }
        if documents.isEmpty, status == ExitCode.success { status = ExitCode.failure }
        return status
    }
}

/// The solved screens of one input file.
struct SolvedFile {
    let path: String
    let screens: [SolvedScreen]
}
