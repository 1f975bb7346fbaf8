import BarCommandLine
import Testing

@Suite("Frame: command context")
struct CommandContextTests {
    @Test func colourOnlyOnATerminalWithoutOptOuts() {
        #expect(CommandContext.testing(isOutputTerminal: true).useColor(flagNoColor: false))
        #expect(!CommandContext.testing(isOutputTerminal: false).useColor(flagNoColor: false))
        #expect(!CommandContext.testing(isOutputTerminal: true).useColor(flagNoColor: true))
        #expect(!CommandContext.testing(isOutputTerminal: true, environment: ["NO_COLOR": "1"]).useColor(flagNoColor: false))
        // NO_COLOR only counts when set to something (https://no-color.org).
        #expect(CommandContext.testing(isOutputTerminal: true, environment: ["NO_COLOR": ""]).useColor(flagNoColor: false))
        #expect(!CommandContext.testing(isOutputTerminal: true, environment: ["TERM": "dumb"]).useColor(flagNoColor: false))
    }

    @Test func standardInputIsReadOnceAndRemembered() throws {
        let context = CommandContext.testing(stdin: [0xFF, 0x41])
        #expect(try context.readStandardInput() == [0xFF, 0x41])
        #expect(try context.readStandardInput() == [0xFF, 0x41])
    }

    @Test func outputIsCapturedPerStream() {
        let context = CommandContext.testing()
        context.standardOutput.write("a")
        context.standardOutput.writeLine("b")
        context.standardError.write(bytes: [0x63])
        #expect(context.capturedOutput == "ab\n")
        #expect(context.capturedError == "c")
    }

    @Test func relativePathsResolveAgainstTheCurrentDirectory() {
        let context = CommandContext.testing(cwd: "/home/user")
        #expect(context.resolve("a/b.bar") == "/home/user/a/b.bar")
        #expect(context.resolve("/abs.bar") == "/abs.bar")
        #expect(CommandContext.testing(cwd: "/").resolve("x") == "/x")
    }

    @Test func exitCodes() {
        #expect([ExitCode.success, ExitCode.failure, ExitCode.usage, ExitCode.noInput] == [0, 1, 64, 66])
        #expect(ExitCode.mostSevere(0, 66, 1) == 66)
        #expect(ExitCode.mostSevere() == 0)
    }
}
