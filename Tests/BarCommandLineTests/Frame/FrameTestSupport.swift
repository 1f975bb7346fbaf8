import BarCommandLine
import Foundation

/// A command shaped like `bar solve`, declared only for the frame's tests; `run` echoes what it parsed so
/// tests can check parsing end to end.
enum SolveTestCommand: BarCommand {
    static let declaration = CommandDeclaration(
        name: "solve",
        abstract: "Solve toolbar layouts for a device.",
        discussion: [
            "Reads each spec, lays out its toolbars for every posture of the device and prints which items are shown, which overflow and why.",
        ],
        arguments: [
            .init("files", help: "Spec files or folders to read (- for standard input).", isRepeated: true)
        ],
        options: [
            .init("device", short: "d", valueName: "name", help: "Device to solve for.", defaultValue: "iphone-duo"),
            .init("posture", valueName: "name", help: "Posture to solve for; repeat the option for several postures.", isRepeatable: true),
            .init("format", help: "Output format.", allowedValues: ["text", "json"], defaultValue: "text"),
        ],
        flags: [
            .init("strict", short: "s", help: "Treat warnings as errors."),
            .init("no-color", help: "Never colour the output."),
        ],
        examples: [
            "bar solve Specs/duo-sample/toolbar.bar",
            "bar solve --device iphone-duo --posture open --posture closed Specs/",
        ]
    )

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        context.standardOutput.writeLine("files=\(arguments.positionals)")
        context.standardOutput.writeLine("device=\(arguments.value("device") ?? "nil")")
        context.standardOutput.writeLine("postures=\(arguments.values("--posture"))")
        context.standardOutput.writeLine("format=\(arguments.value("format") ?? "nil")")
        context.standardOutput.writeLine("strict=\(arguments.flag("strict")) no-color=\(arguments.flag("no-color"))")
        return ExitCode.success
    }
}

/// A command with two required arguments and an optional one, like `bar diff <old> <new> [<output>]`.
enum DiffTestCommand: BarCommand {
    static let declaration = CommandDeclaration(
        name: "diff",
        abstract: "Compare two specs.",
        arguments: [
            .init("old", help: "The spec before."),
            .init("new", help: "The spec after."),
            .init("output", help: "Where to write the report.", isOptional: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        context.standardOutput.writeLine(arguments.positionals.joined(separator: " "))
        return ExitCode.failure
    }
}

let testCommands: [any BarCommand.Type] = [SolveTestCommand.self, DiffTestCommand.self]

/// What one in-process run of `bar` produced.
struct RunResult {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `bar` in-process with the test commands.
func runBar(_ arguments: [String], stdin: String = "", cwd: String? = nil) -> RunResult {
    let context = CommandContext.testing(stdin: stdin, cwd: cwd)
    let status = Bar.main(arguments, context: context, commands: testCommands)
    return RunResult(status: status, output: context.capturedOutput, error: context.capturedError)
}

/// A fresh folder under the system temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/bar-frame-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `relativePath`, creating folders on the way.
    func write(_ relativePath: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func makeDirectory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
