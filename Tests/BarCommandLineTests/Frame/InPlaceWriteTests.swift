import BarCommandLine
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Outputs that are not regular files: a device or a named pipe is written in place, as a shell's `>` writes
/// it, and never replaced by a file; anything else is refused (`AtomicFileWriter.writeInPlace`).
@Suite("Frame: writes to devices and named pipes")
struct InPlaceWriteTests {
    /// The file type bits of `path` (`S_IFCHR`, `S_IFIFO`, …), not following a link.
    private func type(_ path: String, followingLinks: Bool = true) -> mode_t {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/null")))
    func aCharacterDeviceIsWrittenNotReplaced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // Through a link in a folder bar may write to: the device at the end of it must stay a device.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/page.html", withDestinationPath: "/dev/null")
        try AtomicFileWriter.write(Array("<html>\n".utf8), to: folder.path + "/page.html")
        #expect(type("/dev/null") == S_IFCHR)
        #expect(type(folder.path + "/page.html", followingLinks: false) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDeviceIsAnErrorAndStaysADevice() throws {
        #expect(throws: FileError.unwritableFile("/dev/full", errorNumber: ENOSPC)) {
            try AtomicFileWriter.write(Array("x".utf8), to: "/dev/full")
        }
        #expect(type("/dev/full") == S_IFCHR)
    }

    @Test func aNamedPipeIsWrittenForItsReader() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let pipe = folder.path + "/out.svg"
        #expect(mkfifo(pipe, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            // Opening waits for the writer; reading ends when it closes.
            let descriptor = open(pipe, O_RDONLY)
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                data.append(contentsOf: buffer[..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            received.set(data)
        }
        reader.start()
        // The reader has the pipe open once a writer can open it without waiting.
        var written = false
        for _ in 0..<500 where !written {
            do {
                try AtomicFileWriter.write(Array("<svg/>\n".utf8), to: pipe)
                written = true
            } catch {
                #expect(error == FileError.unreadPipe(pipe))
                usleep(10_000)
            }
        }
        #expect(written)
        for _ in 0..<500 where received.value == nil { usleep(10_000) }
        #expect(received.value.map { String(decoding: $0, as: UTF8.self) } == "<svg/>\n")
        #expect(type(pipe) == S_IFIFO)
    }

    @Test func aNamedPipeNobodyReadsIsAnErrorNotAWait() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let pipe = folder.path + "/out.svg"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: FileError.unreadPipe(pipe)) { try AtomicFileWriter.write(Array("x".utf8), to: pipe) }
        #expect(type(pipe) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.svg"])
    }

    @Test func aSocketIsRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/out.html"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(throws: FileError.notRegularFile(path)) { try AtomicFileWriter.write(Array("x".utf8), to: path) }
        #expect(type(path) == S_IFSOCK)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/null")))
    func aDeviceThatCannotBeOpenedIsAnError() throws {
        var system = FaultyWriteSystem()
        system.failing = .openExisting
        system.errorNumber = EACCES
        #expect(throws: FileError.unwritableFile("/dev/null", errorNumber: EACCES)) {
            try AtomicFileWriter.write(Array("x".utf8), to: "/dev/null", using: system)
        }
        #expect(type("/dev/null") == S_IFCHR)
    }
}

/// Bytes a reader thread hands over.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: Data?
    func set(_ data: Data) { lock.withLock { bytes = data } }
    var value: Data? { lock.withLock { bytes } }
}
