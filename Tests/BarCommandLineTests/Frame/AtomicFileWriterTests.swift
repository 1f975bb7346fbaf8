import BarCommandLine
import Foundation
import Testing

@Suite("Frame: atomic file writer")
struct AtomicFileWriterTests {
    func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    @Test func replacesContentAndKeepsPermissions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/spec.bar"
        try folder.write("spec.bar", "old contents that are longer than the new ones\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        try AtomicFileWriter.write(Array("new\n".utf8), to: path)

        #expect(try contents(path) == "new\n")
        #expect(try permissions(path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spec.bar"])
    }

    /// A page of thousands of screens is written piece by piece: each piece is made only after the one before
    /// it reached the (temporary) file, and the target is replaced once, after the last.
    @Test func chunksAreAskedForOneAtATimeAndReplaceTheFileOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/page.html"
        try folder.write("page.html", "old\n")
        var made = 0
        let chunks = (0..<5).lazy.map { index -> [UInt8] in
            // The target keeps its old bytes while pieces are still coming.
            #expect((try? self.contents(path)) == "old\n")
            made += 1
            return Array("piece \(index)\n".utf8)
        }
        try AtomicFileWriter.write(chunks: chunks, to: path, using: POSIXWriteSystem())
        #expect(made == 5)
        #expect(try contents(path) == (0..<5).map { "piece \($0)\n" }.joined())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    }

    @Test func keepsExecutableAndUnusualModes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/tool.bar"
        try folder.write("tool.bar", "x")
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
        try AtomicFileWriter.write([], to: path)
        #expect(try contents(path) == "")
        #expect(try permissions(path) == 0o751)
    }

    @Test func createsNewFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/new.bar"
        try AtomicFileWriter.write(Array("hello".utf8), to: path)
        #expect(try contents(path) == "hello")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["new.bar"])
    }

    @Test func writesThroughSymbolicLinksKeepingTheLink() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("real.bar", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.bar", withDestinationPath: "real.bar")
        try AtomicFileWriter.write(Array("new".utf8), to: folder.path + "/link.bar")
        #expect(try contents(folder.path + "/real.bar") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.bar") == "real.bar")
    }

    /// A link to nothing (yet) is kept, and the write creates the file it names, through a chain of links and
    /// relative to each link's folder; it used to replace the link with a regular file. Links in a loop fail.
    @Test func writesThroughADanglingLinkCreatingTheFileItNames() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.makeDirectory("sub")
        try folder.makeDirectory("made")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub/first.bar", withDestinationPath: "../second.bar")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/second.bar", withDestinationPath: "made/real.bar")
        try AtomicFileWriter.write(Array("new".utf8), to: folder.path + "/sub/first.bar")
        #expect(try contents(folder.path + "/made/real.bar") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/sub/first.bar") == "../second.bar")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/second.bar") == "made/real.bar")

        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop1", withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop2", withDestinationPath: "loop1")
        #expect(throws: FileError.unwritableFile(folder.path + "/loop1", errorNumber: ELOOP)) {
            try AtomicFileWriter.write(Array("x".utf8), to: folder.path + "/loop1")
        }
    }

    @Test func failureLeavesNothingBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let missing = folder.path + "/no-such-folder/spec.bar"
        #expect(throws: FileError.unwritableFile(missing, errorNumber: ENOENT)) {
            try AtomicFileWriter.write(Array("x".utf8), to: missing)
        }
        #expect(FileError.unwritableFile("a.bar", errorNumber: ENOENT).description
            == "a.bar: error: cannot write file: No such file or directory [unwritable-output]")

        try folder.makeDirectory("dir")
        #expect(throws: FileError.unwritableFile(folder.path + "/dir", errorNumber: EISDIR)) {
            try AtomicFileWriter.write(Array("x".utf8), to: folder.path + "/dir")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["dir"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/dir") == [])
    }
}
