@testable import BarCommandLine
import Foundation
import Testing

/// `bar preview`: the server answers on 127.0.0.1 only, serves the page, the snapshot and explanations, and
/// tells the page when a spec changes. Every socket read has a time limit, so no test can hang.
@Suite("bar preview")
struct PreviewCommandTests {
    static let spec = """
        screen inbox {
          title: "Inbox"

          stack {
            title: "Inbox"

            toolbar {
              item compose { title: "Compose" symbol: "square.and.pencil" }
              item archive { title: "Archive" symbol: "archivebox" }
            }
          }
        }

        """

    /// A temporary folder holding `inbox.bar`, and a running server for it.
    func start() throws -> (folder: String, server: PreviewServer) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-preview-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.spec.write(toFile: folder + "/inbox.bar", atomically: true, encoding: .utf8)
        let server = try PreviewServer(inputs: ["."], context: .testing(cwd: folder), device: nil, port: 0)
        server.start()
        return (folder, server)
    }

    /// A socket connected to 127.0.0.1:`port` whose reads give up after `timeout` seconds.
    static func connection(_ port: UInt16, timeout: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// One raw request to 127.0.0.1; the status and body, or what arrived before `timeout`.
    static func request(_ port: UInt16, _ path: String, host: String = "127.0.0.1", timeout: Int = 5, until stop: ((String) -> Bool)? = nil) -> (status: Int, body: String) {
        guard let descriptor = connection(port, timeout: timeout) else { return (0, "") }
        defer { close(descriptor) }
        let head = Array("GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\n\r\n".utf8)
        _ = head.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(TimeInterval(timeout))
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if let stop, stop(String(decoding: bytes, as: UTF8.self)) { break }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (status, body)
    }

    @Test func servesThePageSnapshotAndExplanations() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        let page = Self.request(server.port, "/")
        #expect(page.status == 200)
        #expect(page.body.contains("<title>bar preview</title>"))
        #expect(page.body.contains("new EventSource(\"/api/events\")"))

        let snapshot = Self.request(server.port, "/api/snapshot")
        #expect(snapshot.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(snapshot.body.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == PreviewSite.jsonVersion)
        #expect(json["generation"] as? Int == 1)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["./inbox.bar"])
        let screen = try #require((files[0]["screens"] as? [[String: Any]])?.first)
        #expect(screen["id"] as? String == "inbox")
        #expect(screen["postures"] as? [String] == ["closed", "closed-landscape", "open-landscape", "open-portrait"])
        let pictures = try #require(screen["pictures"] as? [[String: Any]])
        #expect(pictures.count == 4)
        #expect(pictures.allSatisfy { ($0["svg"] as? String)?.hasPrefix("<svg") == true })
        // Symbols are drawn into the pictures on the server (BarRender), not by the page.
        #expect(pictures.contains { ($0["svg"] as? String)?.contains("class=\"bar-glyph\" data-symbol=\"archivebox\"") == true })

        let trail = Self.request(server.port, "/api/explain?path=./inbox.bar&screen=inbox&id=archive")
        #expect(trail.status == 200)
        #expect(trail.body.contains("closed:"))
        #expect(Self.request(server.port, "/api/explain?path=./inbox.bar&screen=inbox&id=nothing").status == 404)
        #expect(Self.request(server.port, "/nowhere").status == 404)
    }

    /// The status line the server answers `bytes` with, sent as they are.
    static func rawStatus(_ port: UInt16, _ bytes: [UInt8]) -> String {
        guard let descriptor = connection(port, timeout: 5) else { return "" }
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return "" }
        return String(decoding: buffer[..<count], as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
    }

    /// Bytes that are not UTF-8 got no answer (the connection idled until the time limit); lines ended by a
    /// bare LF too; a head over the size limit got a reset.
    @Test func malformedRequestsGetAStatus() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.rawStatus(server.port, Array("GET /".utf8) + [0xFF] + Array(" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)) == "HTTP/1.1 400 Bad Request")
        #expect(Self.rawStatus(server.port, Array("GET / HTTP/1.1\nHost: 127.0.0.1\n\n".utf8)) == "HTTP/1.1 200 OK")
        let huge = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + String(repeating: "a", count: LoopbackHTTPServer.maximumRequestSize) + "\r\n\r\n"
        #expect(Self.rawStatus(server.port, Array(huge.utf8)) == "HTTP/1.1 431 Request Header Fields Too Large")
    }

    /// A client dripping its request head is answered 408 once the head's time is up, however long each
    /// read may wait: the deadline was checked only between reads, each up to 5 s.
    @Test func aHeadThatTakesTooLongIsAnsweredOnTime() throws {
        let server = try LoopbackHTTPServer(port: 0, headDeadline: .milliseconds(800)) { _ in .whole(status: 200, contentType: "text/plain", body: []) }
        server.start()
        defer { server.stop() }
        let descriptor = try #require(Self.connection(server.port, timeout: 10))
        defer { close(descriptor) }
        let started = ContinuousClock.now
        _ = Array("GET / HTTP/1.1\r\n".utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        let waited = ContinuousClock.now - started
        #expect(count > 0 && String(decoding: buffer[..<max(count, 0)], as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout"))
        // Well before the 5 s a single read may wait.
        #expect(waited < .seconds(4), "answered after \(waited)")
    }

    @Test func aHeadEndsAtItsBlankLineWhateverItsLineEnds() {
        #expect(LoopbackHTTPServer.headEnd(Array("GET / HTTP/1.1\r\nA: b\r\n\r\nbody".utf8)) == 21)
        #expect(LoopbackHTTPServer.headEnd(Array("GET / HTTP/1.1\nA: b\n\n".utf8)) == 19)
        #expect(LoopbackHTTPServer.headEnd(Array("GET / HTTP/1.1\r\nA: b\r\n".utf8)) == nil)
        #expect(LoopbackHTTPServer.decodeHead(ArraySlice(Array("GET / HTTP/1.1\nA: b".utf8))) == .head("GET / HTTP/1.1\r\nA: b\r\n\r\n"))
        #expect(LoopbackHTTPServer.decodeHead(ArraySlice([0x47, 0xFF])) == .malformed)
    }

    /// Only loopback names are answered: a page elsewhere cannot reach the server through DNS rebinding.
    @Test func refusesOtherHosts() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.request(server.port, "/", host: "attacker.example").status == 403)
        #expect(Self.request(server.port, "/", host: "localhost").status == 200)
        // Host names are case-insensitive: `LOCALHOST` was refused with 403.
        #expect(Self.request(server.port, "/", host: "LOCALHOST").status == 200)
        #expect(Self.request(server.port, "/", host: "LocalHost.example").status == 403)
    }

    /// HTTP/1.1 requires a Host: a request without one was served as if it named the loopback address. An
    /// HTTP/1.0 request may leave it out (no browser sends one, so no rebinding page can).
    @Test func aRequestWithoutHostIsServedOnlyInHTTP10() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.rawStatus(server.port, Array("GET / HTTP/1.1\r\n\r\n".utf8)) == "HTTP/1.1 400 Bad Request")
        #expect(Self.rawStatus(server.port, Array("GET / HTTP/1.0\r\n\r\n".utf8)) == "HTTP/1.1 200 OK")
        #expect(Self.rawStatus(server.port, Array("GET / HTTP/1.0\r\nHost: attacker.example\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 403"))
    }

    @Test func anEditOnDiskRaisesTheGenerationAndSendsAnEvent() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        // The event stream: the current generation at once, then a change event after the edit.
        let edited = Self.spec.replacingOccurrences(of: "item archive", with: "item flag { title: \"Flag\" symbol: \"flag\" }\n      item archive")
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.8)
            try? edited.write(toFile: folder + "/inbox.bar", atomically: true, encoding: .utf8)
        }
        writer.start()
        let stream = Self.request(server.port, "/api/events", timeout: 10) { $0.contains("event: change") }
        #expect(stream.body.hasPrefix("event: hello\ndata: 1\n\n"))
        #expect(stream.body.contains("event: change\ndata: 2\n\n"))
        let snapshot = Self.request(server.port, "/api/snapshot").body
        #expect(snapshot.contains("\"generation\": 2") || snapshot.contains("\"generation\":2"))
        #expect(snapshot.contains("\"flag\""))
    }

    /// A spec that is not UTF-8 is reported where the other commands report it; decoded as a `String`, a failure
    /// was an empty file ("the file declares nothing").
    @Test func aSpecThatIsNotUTF8IsReportedAsSuch() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        var bytes = Array(Self.spec.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "I"))!] = 0xC3
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/latin.bar"))
        try Data([0xFF, 0xFE] + Array("s\0".utf8)).write(to: URL(fileURLWithPath: folder + "/wide.bar"))
        #expect(server.site.refreshIfChanged())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.request(server.port, "/api/snapshot").body.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        func findings(_ path: String) -> [[String: Any]] {
            files.first { $0["path"] as? String == path }?["findings"] as? [[String: Any]] ?? []
        }
        let latin = findings("./latin.bar")
        #expect(latin.first?["id"] as? String == "invalid-utf8")
        #expect(latin.first?["line"] as? Int == 2 && latin.first?["column"] as? Int == 11)
        let wide = findings("./wide.bar")
        #expect(wide.map { $0["id"] as? String } == ["not-text"])
        #expect((wide.first?["message"] as? String)?.contains("UTF-16") == true)
    }

    /// A spec named on its own and inside a named folder is one file on the page, not two; a folder with no
    /// spec yet is served with a warning.
    @Test func aSpecReachedTwiceIsListedOnceAndNoSpecsIsSaid() throws {
        let (folder, server) = try start()
        defer { server.stop(); try? FileManager.default.removeItem(atPath: folder) }
        let site = PreviewSite(inputs: [".", "inbox.bar", "./inbox.bar"], context: .testing(cwd: folder), device: nil)
        #expect(site.specFiles().map(\.shown) == ["./inbox.bar"])
        #expect(site.noSpecsWarning == nil)
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let empty = PreviewSite(inputs: ["empty"], context: .testing(cwd: folder), device: nil)
        #expect(empty.noSpecsWarning == "warning: no .bar files in 'empty' yet; the page shows them as they appear")
    }

    @Test func missingInputAndBadPortAreReported() {
        let missing = CheckRun.bar(["preview", "/nonexistent/specs"])
        #expect(missing.status == 66)
        let port = CheckRun.bar(["preview", ".", "--port", "70000"])
        #expect(port.status == 64)
        #expect(port.error.hasPrefix("error: invalid value '70000' for '--port <port>'"))
        // A device no spec and no built-in has is refused as render and diff refuse it, not served.
        let device = CheckRun.bar(["preview", "Specs/mail", "--device", "iphone-dou", "--port", "0"], cwd: RepositoryFiles.root)
        #expect(device.status == 64)
        #expect(device.error.hasPrefix("error: unknown device 'iphone-dou'; known devices: iphone, iphone-duo; did you mean 'iphone-duo'?\n"))
    }
}
