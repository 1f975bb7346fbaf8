import BarCommandLine
import Foundation
import Testing

/// `bar lint --fix`: the fix-its of findings applied to files, atomically, never to a file with errors.
@Suite("bar lint --fix")
struct LintFixTests {
    static let untitled = "screen s {\n  stack {\n    toolbar {\n      item compose { symbol: \"square.and.pencil\" }\n    }\n  }\n}\n"
    static let fixed = "screen s {\n  stack {\n    toolbar {\n      item compose { title: \"Compose\" symbol: \"square.and.pencil\" }\n    }\n  }\n}\n"

    private func run(_ arguments: [String], in folder: TemporaryDirectory) -> (status: Int32, output: String, error: String) {
        let context = CommandContext.testing(cwd: folder.path)
        let status = Bar.main(["lint"] + arguments, context: context)
        return (status, context.capturedOutput, context.capturedError)
    }

    private func read(_ folder: TemporaryDirectory, _ name: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
    }

    @Test("fixes, reports what changed, and a second run changes nothing")
    func fixesIdempotently() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.untitled)
        let first = run(["--fix", "a.bar"], in: folder)
        #expect(first.status == 0)
        #expect(first.error.contains("a.bar: fixed 1 finding"))
        #expect(!first.output.contains("item-missing-title"))
        #expect(try read(folder, "a.bar") == Self.fixed)
        let second = run(["--fix", "a.bar"], in: folder)
        #expect(!second.error.contains("fixed"))
        #expect(try read(folder, "a.bar") == Self.fixed)
    }

    /// An attribute inserted after a `{` that touches the next token gets a space after it too: it was
    /// written `{ title: "Fav"symbol: "heart"}`.
    @Test("an insertion never touches the token after it")
    func insertionKeepsASpace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", "screen s {\n  stack {\n    toolbar {\n      item fav {symbol: \"heart\"}\n      item e {}\n    }\n  }\n}\n")
        _ = run(["--fix", "a.bar"], in: folder)
        let text = try read(folder, "a.bar")
        #expect(text.contains("item fav { title: \"Fav\" symbol: \"heart\"}"))
        #expect(text.contains("item e { title: \"E\" }"))
    }

    /// A fix edits text in place: removing `spacer flexible` left a line of spaces, which `bar fmt --check`
    /// refused. A file that was formatted is formatted again after its fixes; one that was not keeps its own
    /// layout around them.
    @Test("a formatted file stays formatted after its fixes; an unformatted one keeps its layout")
    func formattedStaysFormatted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try String(contentsOfFile: RepositoryFiles.path("Specs/lint-examples/order-and-spacing.bar"), encoding: .utf8)
        try folder.write("a.bar", spec)
        #expect(run(["--fix", "a.bar"], in: folder).error.contains("a.bar: fixed"))
        let context = CommandContext.testing(cwd: folder.path)
        #expect(Bar.main(["fmt", "--check", "a.bar"], context: context) == 0, "\(context.capturedError)")
        #expect(!(try read(folder, "a.bar")).contains("spacer flexible"))

        let loose = "screen s {\n  stack {\n    toolbar {\n      item compose {   symbol: \"square.and.pencil\" }\n    }\n  }\n}\n"
        try folder.write("b.bar", loose)
        #expect(run(["--fix", "b.bar"], in: folder).error.contains("b.bar: fixed 1 finding"))
        #expect(try read(folder, "b.bar") == loose.replacingOccurrences(of: "{   symbol", with: "{ title: \"Compose\"   symbol"))
    }

    @Test("--dry-run and --diff print the change and write nothing")
    func preview() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.untitled)
        for flag in ["--dry-run", "--diff"] {
            let result = run(["--fix", flag, "a.bar"], in: folder)
            #expect(result.status == 0)
            #expect(result.output.contains("-      item compose { symbol: \"square.and.pencil\" }\n+      item compose { title: \"Compose\" symbol: \"square.and.pencil\" }"))
            #expect(result.error.contains("would fix 1 finding in 1 file"))
            #expect(try read(folder, "a.bar") == Self.untitled)
        }
    }

    /// A dry run exits as the fix would leave the files: 1 when an error remains (a file with errors is not
    /// fixed), or a warning with --strict; 0 when the fixes clear them. It always exited 0, so a CI dry run
    /// passed broken specs.
    @Test("--dry-run exits as --fix would")
    func previewExitsAsTheFixWould() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.untitled)
        #expect(run(["--fix", "--dry-run", "--strict", "a.bar"], in: folder).status == 0)
        let broken = Self.untitled.replacingOccurrences(of: "stack {", with: "stack { placment: x")
        try folder.write("b.bar", broken)
        let withErrors = run(["--fix", "--dry-run", "a.bar", "b.bar"], in: folder)
        #expect(withErrors.status == 1)
        #expect(withErrors.error.contains("b.bar: not fixed: the file has errors"))
        // A warning no fix clears: with --strict it fails, as the fixed files would.
        let spacer = try String(contentsOfFile: RepositoryFiles.path("Specs/duo-sample/toolbar.bar"), encoding: .utf8)
        try folder.write("c.bar", spacer)
        #expect(run(["--fix", "--dry-run", "c.bar"], in: folder).status == run(["c.bar"], in: folder).status)
        #expect(run(["--fix", "--dry-run", "--strict", "c.bar"], in: folder).status == run(["--strict", "c.bar"], in: folder).status)
        #expect(run(["--strict", "c.bar"], in: folder).status == 1)
        #expect(try read(folder, "a.bar") == Self.untitled && read(folder, "b.bar") == broken && read(folder, "c.bar") == spacer)
    }

    @Test("a file with errors is never touched")
    func errorsBlockFixing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let broken = Self.untitled.replacingOccurrences(of: "stack {", with: "stack { placment: x")
        try folder.write("b.bar", broken)
        let result = run(["--fix", "b.bar"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("b.bar: not fixed: the file has errors"))
        #expect(try read(folder, "b.bar") == broken)
    }

    @Test("rules the configuration disables are not fixed")
    func respectsConfiguration() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.untitled)
        try folder.write(".bar-lint", "lint {\n  disable: item-missing-title\n}\n")
        _ = run(["--fix", "a.bar"], in: folder)
        #expect(try read(folder, "a.bar") == Self.untitled)
    }

    @Test("--dry-run without --fix is a usage error")
    func usage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(run(["--dry-run", "a.bar"], in: folder).status == 64)
        // An empty path is a usage error, not the working folder read as a file ("Is a directory", 66).
        for (option, value) in [("--config", "a path"), ("--baseline", "a file"), ("--write-baseline", "a file")] {
            let empty = run([option, "", "a.bar"], in: folder)
            #expect(empty.status == 64)
            #expect(empty.error.hasPrefix("error: \(option) needs \(value); it was given an empty one\n"), "\(empty.error)")
        }
        // A dry run prints a diff: a report format asked for with it is refused, not silently ignored.
        for format in [["--format", "json"], ["--reporter", "sarif"], ["--format", "github"]] {
            let refused = run(["--fix", "--dry-run"] + format + ["a.bar"], in: folder)
            #expect(refused.status == 64)
            #expect(refused.error.hasPrefix("error: --dry-run and --diff print the fixes as a unified diff; they take no --format or --reporter '\(format[1])'"))
        }
        #expect(run(["--fix", "--dry-run", "--format", "text", "a.bar"], in: folder).status != 64)
    }
}
