@testable import BarCommandLine
import Foundation
import Testing

@Suite("Frame: reading files")
struct FileSystemReadTests {
    /// Sizes around the chunk a read starts with (the file's size and one byte, at least 4 KiB, at most
    /// 64 KiB), so that a file is read in one pass, in exactly one chunk, and in several.
    @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 65_535, 65_536, 65_537, 200_003])
    func everyByteComesBackInOrder(size: Int) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(size)
        let bytes = (0..<size).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let path = folder.path + "/file.bin"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard case .success(let read) = FileSystem.readFile(path, limit: 1 << 20) else {
            Issue.record("reading \(size) bytes failed")
            return
        }
        #expect(read == bytes)
    }

    /// A listing says what each entry is without following links, as `lstat` would: what lets a folder search
    /// skip a system call per file.
    @Test func aListingSaysWhatEachEntryIs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", "screen a {}")
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/to-file.bar", withDestinationPath: folder.path + "/a.bar")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/to-folder", withDestinationPath: folder.path + "/sub")
        #expect(mkfifo(folder.path + "/pipe.bar", 0o600) == 0)
        let entries = try FileSystem.entries(ofDirectory: folder.path).get()
        var kinds: [String: FileSystem.DirectoryEntry.Kind] = [:]
        for entry in entries {
            // A file system that does not say is asked, as the search asks it.
            guard entry.kind == .unknown else {
                kinds[entry.name] = entry.kind
                continue
            }
            let status = try FileSystem.status(folder.path + "/" + entry.name, followingLinks: false).get()
            kinds[entry.name] = FileSystem.DirectoryEntry.Kind(status)
        }
        #expect(kinds == ["a.bar": .regularFile, "sub": .directory, "to-file.bar": .symbolicLink, "to-folder": .symbolicLink, "pipe.bar": .other])
        #expect(FileSystem.isRegularFile(folder.path + "/to-file.bar"))
        #expect(!FileSystem.isRegularFile(folder.path + "/pipe.bar"))
        #expect(!FileSystem.isRegularFile(folder.path + "/sub"))
        #expect(try FileSystem.contents(ofDirectory: folder.path).get().sorted() == ["a.bar", "pipe.bar", "sub", "to-file.bar", "to-folder"])
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("big.bar", String(repeating: "x", count: 10_001))
        guard case .failure(.tooLarge) = FileSystem.readFile(folder.path + "/big.bar", limit: 10_000) else {
            Issue.record("expected tooLarge")
            return
        }
        guard case .success(let read) = FileSystem.readFile(folder.path + "/big.bar", limit: 10_001) else {
            Issue.record("expected the file at the limit to be read")
            return
        }
        #expect(read.count == 10_001)
    }

    /// A file the system reports no size for is read to its end all the same.
    @Test func aFileWithoutASizeIsReadToItsEnd() {
        guard case .success(let read) = FileSystem.readFile("/proc/self/status", limit: 1 << 20) else {
            Issue.record("reading /proc/self/status failed")
            return
        }
        #expect(String(decoding: read, as: UTF8.self).contains("VmRSS:"))
    }

    /// A pipe that never ends (`yes | bar check -`) is refused once it passes the limit, without waiting for
    /// its end or keeping more than the limit: here the writer keeps writing until the reader closes its end.
    @Test func anEndlessPipeIsRefusedAtTheLimit() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let writer = ends[1]
        let thread = Thread {
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4_096)
            signal(SIGPIPE, SIG_IGN)
            while chunk.withUnsafeBytes({ write(writer, $0.baseAddress, $0.count) }) > 0 {}
            close(writer)
        }
        thread.start()
        let result = FileSystem.readAll(descriptor: ends[0], limit: 100_000)
        close(ends[0])
        guard case .failure(.tooLarge) = result else {
            Issue.record("expected the endless pipe to be refused as too large")
            return
        }
    }

    /// A read error is not the end of the input: standard input that is a folder (`bar check - < /tmp`) is
    /// unreadable, not an empty spec.
    @Test func aReadErrorIsAFailure() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let descriptor = open(folder.path, O_RDONLY)
        defer { close(descriptor) }
        guard case .failure(.system(let error)) = FileSystem.readAll(descriptor: descriptor, limit: 1_000) else {
            Issue.record("expected reading a folder to fail")
            return
        }
        #expect(error.code == EISDIR)
    }
}
