import BarDiagnostics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `bar preview SPEC|FOLDER ...`: a local web page with every posture of every screen, the matrix and the
/// findings, redrawn by itself whenever a spec changes on disk.
public enum PreviewCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "preview",
        abstract: "Serve a live preview of specs on a local web page.",
        discussion: [
            "Serves a page on 127.0.0.1 only (never another interface) showing every posture of every screen, the placement matrix and the lint findings. Saving a spec redraws the page by itself. The page has a posture switcher and a light/dark choice; clicking an item or tab shows its --explain trail. Buttons show a drawing of their symbol where one exists, with the symbol's name in the tooltip.",
            "Runs until interrupted (Ctrl-C). Exits 64 for a usage error, 66 when an input does not exist and 74 when the port cannot be opened.",
        ],
        arguments: [.init("files", help: "Spec files or folders to preview.", isRepeated: true)],
        options: [
            .init("port", valueName: "port", help: "Port to listen on; 0 lets the system choose a free one.", defaultValue: "0"),
            .init("device", valueName: "name", help: "Device to solve for (default: each screen's device, else iphone-duo)."),
            .init("format", valueName: "format", help: "How to print the address once serving.", allowedValues: ["text", "json"], defaultValue: "text"),
        ],
        examples: ["bar preview Specs", "bar preview Specs/mail/inbox.bar --port 8700"]
    )

    /// The version of `--format json`'s one line (`{"version":1,"url":…,"port":…}`).
    public static let jsonVersion = 1

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        guard let portNumber = UInt16(arguments.value("port") ?? "0") else {
            return UsageError("invalid value '\(arguments.value("port") ?? "")' for '--port <port>' (expected a number from 0 to 65535)")
                .report(for: declaration, in: context)
        }
        for input in arguments.positionals where !FileManager.default.fileExists(atPath: context.resolve(input)) {
            let error = FileError.unreadableFile(input, errorNumber: ENOENT)
            context.standardError.writeLine(error.description)
            return error.exitCode
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(inputs: arguments.positionals, context: context, device: arguments.value("device"), port: portNumber)
        } catch {
            context.standardError.writeLine("error: \(error.description)")
            return ExitCode.ioError
        }
        if let unknown = server.site.unknownDevice {
            server.stop()
            return UsageError(unknown.description).report(for: declaration, in: context)
        }
        if let warning = server.site.noSpecsWarning { context.standardError.writeLine(warning) }
        server.start()
        let url = "http://127.0.0.1:\(server.port)/"
        if arguments.value("format") == "json" {
            context.standardOutput.writeLine(JSONValue.object([
                ("version", .int(jsonVersion)), ("url", .string(url)), ("port", .int(Int(server.port))),
            ]).rendered().replacing(literal: "\n", with: "").replacing(literal: "  ", with: ""))
        } else {
            context.standardOutput.writeLine("Serving \(url) — press Ctrl-C to stop")
        }
        while true { DetachedThread.sleep(seconds: 3600) }
    }
}

/// The preview's site and its HTTP server together: routes, the watcher, and stopping both.
final class PreviewServer: @unchecked Sendable {
    let site: PreviewSite
    private let http: LoopbackHTTPServer
    var port: UInt16 { http.port }

    init(inputs: [String], context: CommandContext, device: String?, port: UInt16) throws(LoopbackHTTPServer.StartError) {
        let site = PreviewSite(inputs: inputs, context: context, device: device)
        self.site = site
        http = try LoopbackHTTPServer(port: port) { request in PreviewServer.respond(to: request, site: site) }
    }

    func start() {
        http.start()
        site.watch(until: { [http] in http.isStopped })
    }

    func stop() { http.stop() }

    static func respond(to request: LoopbackHTTPServer.Request, site: PreviewSite) -> LoopbackHTTPServer.Response {
        switch request.path {
        case "/":
            return .text(200, PreviewPage.html, type: "text/html; charset=utf-8")
        case "/api/snapshot":
            return .text(200, site.snapshot, type: "application/json")
        case "/api/explain":
            guard let path = request.query["path"], let screen = request.query["screen"], let id = request.query["id"] else {
                return .text(400, "path, screen and id are required\n")
            }
            guard let text = site.explanation(path: path, screen: screen, id: id) else {
                return .text(404, "no entry '\(id)' in screen '\(screen)' of \(path)\n")
            }
            return .text(200, text)
        case "/api/events":
            return .events { send in
                // The current generation at once, then one event per change; a comment every 15 s keeps
                // proxies and the browser from closing an idle stream.
                var seen = site.generation
                guard send("event: hello\ndata: \(seen)\n\n") else { return }
                var idle = 0.0
                while true {
                    DetachedThread.sleep(seconds: 0.1)
                    idle += 0.1
                    let now = site.generation
                    if now != seen {
                        seen = now
                        idle = 0
                        guard send("event: change\ndata: \(now)\n\n") else { return }
                    } else if idle >= 15 {
                        idle = 0
                        guard send(": keep-alive\n\n") else { return }
                    }
                }
            }
        default:
            return .text(404, "not found\n")
        }
    }
}
