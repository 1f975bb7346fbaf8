import BarLanguageServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `bar lsp`: the language server, over standard input and output, for editors.
///
/// Everything it does lives in `BarLanguageServer`; the command only connects the process's streams to it.
public enum LanguageServerCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "lsp",
        abstract: "Run the language server (LSP 3.17) over standard input and output, for editors.",
        discussion: [
            "Speaks the Language Server Protocol 3.17 with JSON-RPC messages framed by Content-Length headers. An editor starts it and talks to it; it is not meant to be typed into. Documents the editor opens get bar check and bar lint findings (with the nearest .bar-lint), where each item and tab lands in every posture as inlay hints, hover with the placement table and the --explain trail, completion, definition, references and rename of ids, the outline, folding, formatting (bar fmt), semantic tokens and quick fixes.",
            "Exits 0 after the editor's shutdown and exit, 1 when the editor exits without shutting down or goes away. Setup for VS Code, Neovim, Helix, Zed and Sublime Text: docs/editors.md.",
        ],
        flags: [.init("stdio", help: "Talk over standard input and output (the default and only transport; accepted because editors pass it).")],
        examples: ["bar lsp"]
    )

    /// The server's status is the protocol's (0 after shutdown and exit, else 1): an editor that closes the
    /// pipe is how a session ends, and writes it never reads are no failure of the server.
    public static var failsOnLostOutput: Bool { false }

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        // An editor that goes away closes the pipe: writes then fail (and are dropped) instead of killing the
        // process, and the end of standard input ends the loop with its proper status.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(version: BarVersion.current)
        var input = StandardInput()
        let output = context.standardOutput
        return ServerLoop.run(server, input: &input) { output.write($0) }
    }
}
