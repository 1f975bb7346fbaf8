import BarCommandLine
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A command whose status is its own whatever becomes of its output, as `bar lsp`'s is.
private enum SessionTestCommand: BarCommand {
    static let declaration = CommandDeclaration(name: "session", abstract: "Talk until the other side goes away.")
    static var failsOnLostOutput: Bool { false }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        context.standardOutput.writeLine("hello")
        return ExitCode.failure
    }
}

/// Standard output that cannot be written (a full disk: `/dev/full` answers every write with ENOSPC).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct LostOutputTests {
    /// A context whose standard output is a full disk, and the descriptor to close after.
    private func fullDiskContext() throws -> (CommandContext, Int32) {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        var context = CommandContext.testing()
        context.standardOutput = FileHandleWriter(descriptor: descriptor)
        return (context, descriptor)
    }

    @Test func aWriterRemembersItsFirstFailedWrite() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = FileHandleWriter(descriptor: descriptor)
        #expect(writer.failedWrite == nil)
        writer.write("lost")
        #expect(writer.failedWrite == ENOSPC)
        writer.write("also lost")
        #expect(writer.failedWrite == ENOSPC)
        #expect(OutputBuffer().failedWrite == nil)
    }

    @Test func aCommandWhoseOutputIsLostExits74AndSaysSo() throws {
        for arguments in [["completion", "bash"], ["--version"], ["help", "solve"]] {
            let (context, descriptor) = try fullDiskContext()
            defer { close(descriptor) }
            #expect(Bar.main(arguments, context: context) == ExitCode.ioError, "\(arguments)")
            #expect(
                context.capturedError
                    == "<stdout>: error: cannot write standard output: No space left on device; the output is incomplete [unwritable-output]\n")
        }
    }

    @Test func aCommandThatOwnsItsStatusKeepsIt() throws {
        let (context, descriptor) = try fullDiskContext()
        defer { close(descriptor) }
        #expect(Bar.main(["session"], context: context, commands: [SessionTestCommand.self]) == ExitCode.failure)
        #expect(context.capturedError == "")
    }

    @Test func outputThatIsWrittenChangesNothing() {
        let result = runBar(["--version"])
        #expect(result.status == 0 && result.error == "")
    }
}
