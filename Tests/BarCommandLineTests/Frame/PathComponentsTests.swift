import Foundation
import Testing

@testable import BarCommandLine

@Suite struct PathComponentsTests {
    @Test func lastComponentAndFolderAsNSStringGivesThem() {
        for path in [
            "", "/", "//", "///", "/a", "/a/", "a/b", "/a/b", "a/b/", "a//b", "a/b//", "/a//b", "./a", "../a", "..",
            "a/.", "/x/.hidden", "//a", "/a/b/c.bar", "/a/./b", "/a/b/..", "Specs/日本語.bar",
        ] {
            #expect(PathComponents.last(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(PathComponents.deletingLast(path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    @Test func aPathWithoutASlashHasNoFolder() {
        // NSString traps on these.
        #expect(PathComponents.deletingLast("a") == "")
        #expect(PathComponents.deletingLast("a/") == "")
        #expect(PathComponents.deletingLast(".") == "")
        #expect(PathComponents.last("a/") == "a")
    }
}
