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

/// A small HTTP/1.1 server on the loopback interface only (127.0.0.1), enough for `bar preview`: GET requests,
/// whole responses, and long-lived server-sent-event streams. Each connection is served on its own thread;
/// requests are read with a time limit and a size limit, so a stuck or hostile client costs one thread for a
/// few seconds, never the server.
///
/// Requests whose `Host` is not the loopback address or `localhost` are refused, so a web page elsewhere cannot
/// reach the server through a DNS name that points at 127.0.0.1.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Request {
        var method: String
        var path: String
        var query: [String: String]
        /// `HTTP/1.0` or `HTTP/1.1`, as the request line gives it.
        var version: String = "HTTP/1.1"
    }

    enum Response {
        case whole(status: Int, contentType: String, body: [UInt8])
        /// Server-sent events: `stream` is called with a function that sends one chunk and tells whether the
        /// client is still there; it returns when the stream should end.
        case events(stream: @Sendable (_ send: (String) -> Bool) -> Void)

        static func text(_ status: Int, _ text: String, type: String = "text/plain; charset=utf-8") -> Response {
            .whole(status: status, contentType: type, body: Array(text.utf8))
        }
    }

    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    let port: UInt16
    private let socket: Int32
    private let handler: @Sendable (Request) -> Response
    /// How long a client may take to send a whole request head (`defaultHeadDeadline`; tests make it short).
    let headDeadline: Duration
    private let lock = Lock()
    private var stopped = false

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks; `port` then says which).
    init(port: UInt16, headDeadline: Duration = defaultHeadDeadline, handler: @escaping @Sendable (Request) -> Response) throws(StartError) {
        let descriptor = openSocket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StartError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1, never any other interface
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw StartError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        self.socket = descriptor
        self.handler = handler
        self.headDeadline = headDeadline
    }

    /// Accepts connections on a background thread until `stop()`.
    func start() {
        DetachedThread.start(stackSize: 1 << 20) { [self] in acceptLoop() }
    }

    func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped {
            shutdown(socket, Int32(SHUT_RDWR))
            close(socket)
        }
    }

    var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            let client = accept(socket, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            var noSignal: Int32 = 1
            #if os(macOS)
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
            #else
            _ = noSignal
            #endif
            DetachedThread.start(stackSize: 1 << 20) { [self] in serve(client) }
        }
    }

    /// The longest request head accepted, how long a client may wait between two pieces of it, and how long
    /// it may take for all of it (a client sending a byte a second kept its connection for ever).
    static let maximumRequestSize = 16 * 1024
    static let readTimeoutSeconds = 5
    static let defaultHeadDeadline = Duration.seconds(10)

    private func serve(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: Self.readTimeoutSeconds, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head: String
        switch readHead(client) {
        case .head(let text): head = text
        case .gone: return
        case .tooSlow:
            write(client, Self.head(status: 408, contentType: "text/plain", length: 0))
            return
        case .tooLarge:
            write(client, Self.head(status: 431, contentType: "text/plain", length: 0))
            return
        case .malformed:
            write(client, Self.head(status: 400, contentType: "text/plain", length: 0))
            return
        }
        guard let request = Self.parse(head) else {
            write(client, Self.head(status: 400, contentType: "text/plain", length: 0))
            return
        }
        let host = Self.header("host", in: head)
        if host == nil && request.version != "HTTP/1.0" {
            // HTTP/1.1 requires a Host. An HTTP/1.0 client may leave it out, and is served: no browser sends a
            // request without one, so no page that reached the port through DNS rebinding can.
            write(client, Self.head(status: 400, contentType: "text/plain", length: 0))
            return
        }
        if let host, !Self.isLoopbackHost(host) {
            let body = Array("only loopback hosts are served\n".utf8)
            write(client, Self.head(status: 403, contentType: "text/plain", length: body.count) + body)
            return
        }
        answer(request, on: client)
    }

    /// Answers a request whose head was read and accepted.
    private func answer(_ request: Request, on client: Int32) {
        guard request.method == "GET" || request.method == "HEAD" else {
            write(client, Self.head(status: 405, contentType: "text/plain", length: 0))
            return
        }
        switch handler(request) {
        case .whole(let status, let type, let body):
            write(client, Self.head(status: status, contentType: type, length: body.count) + (request.method == "HEAD" ? [] : body))
        case .events(let stream):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"
            guard write(client, Array(head.utf8)) else { return }
            stream { [self] chunk in !isStopped && write(client, Array(chunk.utf8)) }
        }
    }

    /// What reading a request head came to.
    enum HeadRead: Equatable {
        /// The head, its lines ended by CRLF.
        case head(String)
        /// Closed, or silent for `readTimeoutSeconds`: nothing to answer.
        case gone
        /// Still coming after `headDeadline` (408).
        case tooSlow
        /// No blank line within `maximumRequestSize` bytes (431).
        case tooLarge
        /// Not UTF-8 (400).
        case malformed
    }

    /// Reads up to the blank line that ends the request head. Lines may end in a bare LF, which HTTP/1.1
    /// allows a recipient to accept (RFC 9112 §2.2); they are given back ended by CRLF.
    private func readHead(_ client: Int32) -> HeadRead {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + headDeadline
        while true {
            if let end = Self.headEnd(bytes) { return Self.decodeHead(bytes[..<end]) }
            if bytes.count >= Self.maximumRequestSize { return .tooLarge }
            let left = deadline - ContinuousClock.now
            if left <= .zero { return .tooSlow }
            // Each read waits no longer than the time left, so the deadline holds to the read.
            let wait = min(left, .seconds(Self.readTimeoutSeconds)).components
            var timeout = timeval(tv_sec: Int(wait.seconds), tv_usec: max(1, Int(wait.attoseconds / 1_000_000_000_000)))
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, min($0.count, Self.maximumRequestSize - bytes.count), 0) }
            if count <= 0 { return ContinuousClock.now >= deadline && count < 0 ? .tooSlow : .gone }
            bytes += buffer[0..<count]
        }
    }

    /// Where the head's last line ends (before its blank line), if `bytes` hold the blank line yet.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var index = 0
        while index < bytes.count {
            if bytes[index] == newline {
                var next = index + 1
                if next < bytes.count, bytes[next] == carriageReturn { next += 1 }
                if next < bytes.count, bytes[next] == newline { return index }
            }
            index += 1
        }
        return nil
    }

    /// The head's bytes as text with CRLF line ends, or `.malformed` when they are not UTF-8.
    static func decodeHead(_ bytes: ArraySlice<UInt8>) -> HeadRead {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return .malformed }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        return .head(lines.joined(separator: "\r\n") + "\r\n\r\n")
    }

    @discardableResult
    private func write(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(client, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL_OR_ZERO)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    static func head(status: Int, contentType: String, length: Int) -> [UInt8] {
        let reason = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 431: "Request Header Fields Too Large"][status] ?? "Error"
        return Array("HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(length)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n".utf8)
    }

    /// `GET /api/explain?id=share HTTP/1.1` → method, path and the decoded query.
    static func parse(_ head: String) -> Request? {
        guard let line = head.split(separator: "\r\n", maxSplits: 1).first else { return nil }
        let words = line.split(separator: " ")
        guard words.count == 3, words[2].hasPrefix("HTTP/1.") else { return nil }
        let target = String(words[1])
        guard let components = URLComponents(string: target) else { return nil }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return Request(method: String(words[0]), path: components.path, query: query, version: String(words[2]))
    }

    static func header(_ name: String, in head: String) -> String? {
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name { return line[line.index(after: colon)...].trimmingSpaces() }
        }
        return nil
    }

    static func isLoopbackHost(_ host: String) -> Bool {
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }.dropFirst()) : String(host.split(separator: ":").first ?? "")
        // Host names are case-insensitive (`LOCALHOST`); the addresses are written one way.
        return name == "127.0.0.1" || name.lowercased() == "localhost" || name == "::1"
    }
}

/// `socket(2)`, named so the server (which has its own `socket`) reaches the system's.
private func openSocket(_ domain: Int32, _ type: Int32, _ protocol: Int32) -> Int32 {
    socket(domain, type, `protocol`)
}

extension Substring {
    /// Without spaces and tabs at either end (any space separator, as HTTP tolerates).
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        var scalars = unicodeScalars
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        return String(scalars)
    }
}

#if os(Linux)
let MSG_NOSIGNAL_OR_ZERO = Int32(MSG_NOSIGNAL)
#else
let MSG_NOSIGNAL_OR_ZERO: Int32 = 0
#endif
