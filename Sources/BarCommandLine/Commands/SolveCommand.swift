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
        ],
        examples: [
            "bar solve Specs/duo-sample/toolbar.bar",
            "bar solve Specs/duo-sample/toolbar.bar --posture closed",
            "bar solve Specs/duo-sample/toolbar.bar --explain vertical",
            "bar solve Specs --format json",
        ]
    )

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        let noColor = arguments.flag("no-color")
        let format = arguments.value("format") ?? "text"
        let explainID = arguments.value("explain")
        let screenFilter = arguments.value("screen")
        let direction = arguments.value("layout-direction").flatMap(LayoutDirection.init(rawValue:))
        let style = SolveTextStyle(usesColor: context.useColor(flagNoColor: noColor))
        var files: [SolvedFile] = []
        var usageError: UsageError?
        var explained = false
        var knownIDs: Set<String> = []
        var knownScreens: Set<String> = []

        let request = SolveRequest(
            device: arguments.value("device"), postures: arguments.values("posture"),
            screens: screenFilter.map { [$0] } ?? [], layoutDirection: direction)

        let inputs = InputFiles(arguments.positionals, context: context)
        var status = inputs.forEachFile { source in
            let document = Document(source: source)
            guard usageError == nil, SpecLoading.report(document, context: context, noColor: noColor) else {
                return ExitCode.failure
            }
            knownScreens.formUnion(document.spec.screens.map(\.id))
            let solved: [SolvedScreen]
            switch document.solve(request) {
            case .success(let result): solved = result
            case .failure(let error):
                usageError = UsageError(error)
                return ExitCode.usage
            }
            let file = SolvedFile(path: source.path, screens: solved)
            if let explainID {
                knownIDs.formUnion(file.screens.flatMap { SolveExplanation.ids(in: $0) })
                let text = SolveExplanation.render(id: explainID, in: file, style: style)
                if !text.isEmpty { explained = true }
                context.standardOutput.write(text)
            } else if format == "text" {
                context.standardOutput.write(SolveTextReport.render(file, showBars: arguments.isGiven("posture"), style: style))
            }
            files.append(file)
            return ExitCode.success
        }
        if let usageError { return usageError.report(for: declaration, in: context) }
        if let screenFilter, !knownScreens.contains(screenFilter), status == ExitCode.success {
            return UsageError("no screen '\(screenFilter)' in the given files\(Suggestion.didYouMean(screenFilter, in: knownScreens))").report(for: declaration, in: context)
        }
        if let explainID, !explained, status == ExitCode.success {
            return UsageError("no item or tab '\(explainID)' in the given files\(Suggestion.didYouMean(explainID, in: knownIDs))").report(for: declaration, in: context)
        }
        if explainID == nil, format == "json" {
            context.standardOutput.write(SolveJSONReport.render(files))
        }
        if explainID == nil, format == "text", !arguments.flag("no-legend"), files.contains(where: { !$0.screens.isEmpty }) {
            context.standardOutput.write(SolveTextReport.legend + "\n")
        }
        if files.isEmpty, status == ExitCode.success { status = ExitCode.failure }
        return status
    }
}

/// The solved screens of one input file.
struct SolvedFile {
    let path: String
    let screens: [SolvedScreen]
}
