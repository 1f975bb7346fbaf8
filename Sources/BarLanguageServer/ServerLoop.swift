#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the server reads the client's bytes from.
public protocol ServerInput {
    /// Blocks until some bytes are available; an empty array means the stream has ended.
    mutating func read() -> [UInt8]
    /// Whether bytes can be read now without waiting.
    mutating func hasAvailableBytes() -> Bool
}

/// Runs a `LanguageServer` over a byte stream until `exit` or the end of the input, and returns the exit
/// status.
///
/// It reads everything that has already arrived before handing a batch to the server, so a burst of edits is
/// analysed once, at its newest version; and it writes whatever the server has to say before blocking again
/// (each batch's output, and a log about skipped input that came with no message), so the client never waits
/// on the server's buffering.
public enum ServerLoop {
    /// Most frames handed to the server in one batch; the rest wait for the next one.
    static let maximumBatch = 512

    public static func run(_ server: LanguageServer, input: inout some ServerInput, output: (String) -> Void) -> Int32 {
        var framer = MessageFramer()
        var frames: [[UInt8]] = []
        var ended = false
        func writeOutgoing() {
            for message in server.takeOutgoing() {
                output(String(decoding: MessageFramer.frame(message.compactText()), as: UTF8.self))
            }
        }
        while true {
            // Take every complete frame; read (blocking) only when there is none.
            while frames.count < maximumBatch, let frame = framer.next() {
                switch frame {
                case .body(let body): frames.append(body)
                case .problem(let text): server.streamProblem(text)
                }
            }
            if frames.count < maximumBatch, !ended, frames.isEmpty || input.hasAvailableBytes() {
                // About to wait for the client: what the server already has to say goes out first, not when
                // more input happens to arrive.
                if frames.isEmpty { writeOutgoing() }
                let bytes = input.read()
                if bytes.isEmpty { ended = true } else { framer.append(bytes); continue }
            }
            if !frames.isEmpty {
                server.handle(batch: frames)
                frames.removeAll(keepingCapacity: true)
            }
            writeOutgoing()
            if let code = server.exitCode { return code }
            if ended, framer.next() == nil {
                // The client went away without `exit`: status 1 unless it had asked for a shutdown.
                return server.state == .shutDown ? 0 : 1
            }
        }
    }
}

/// Standard input, read with `read(2)` and polled with `poll(2)`.
public struct StandardInput: ServerInput {
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    public init() {}

    public mutating func read() -> [UInt8] {
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.read(STDIN_FILENO, raw.baseAddress, raw.count)
                #elseif canImport(Musl)
                Musl.read(STDIN_FILENO, raw.baseAddress, raw.count)
                #else
                Darwin.read(STDIN_FILENO, raw.baseAddress, raw.count)
                #endif
            }
            if count > 0 { return Array(buffer[0..<count]) }
            if count < 0, errno == EINTR { continue }
            return []
        }
    }

    public mutating func hasAvailableBytes() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}

/// Input from memory, for tests: groups of chunks. The chunks of one group arrive together (the client sent
/// them without waiting); between groups the client waits for the server's answers, so the server sees no
/// bytes available until it has handled the previous group. `onGroup` is told when each group starts.
public struct ScriptedInput: ServerInput {
    private var pending: [[[UInt8]]]
    /// What is left of the group being read.
    private var current: [[UInt8]] = []
    private var group = -1
    private let onGroup: (Int) -> Void

    public init(_ groups: [[[UInt8]]], onGroup: @escaping (Int) -> Void = { _ in }) {
        self.pending = groups
        self.onGroup = onGroup
    }

    public mutating func read() -> [UInt8] {
        while current.isEmpty {
            guard !pending.isEmpty else { return [] }
            current = pending.removeFirst()
            group += 1
            onGroup(group)
        }
        return current.removeFirst()
    }

    /// Only the rest of the group being read is already there.
    public mutating func hasAvailableBytes() -> Bool { !current.isEmpty }
}
