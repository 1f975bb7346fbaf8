import Foundation

/// Runs another program (a shell, the built `bar`, a browser) for a test, with a time limit so a test can
/// never hang: the program is killed when the limit passes and the run reports `timedOut`.
struct ExternalProcess {
    var status: Int32
    var output: String
    var error: String
    var timedOut: Bool

    /// The full path of `name` on `PATH`, or `nil` when it is not installed.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func run(
        _ executable: String, _ arguments: [String], stdin: String = "", cwd: String? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval = 30
    ) throws -> ExternalProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        if let environment { process.environment = environment }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files rather than pipes: a chatty program cannot fill a pipe and block while we wait for it.
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        let inURL = folder.appendingPathComponent("in")
        try Data(stdin.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        try out.close(); try err.close(); try input.close()
        return ExternalProcess(
            status: process.terminationStatus,
            output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            error: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
            timedOut: timedOut)
    }
}
