import Testing

@testable import BarImport

/// The unattached-item check asks each file's set whether a block was declared at a line and column of that
/// file: the answer must be what one set of every location of every screen gave.
@Suite struct AttachedLocationsTests {
    private func block(_ path: String, _ line: Int, _ column: Int, children: [ImportedBlock] = []) -> ImportedBlock {
        ImportedBlock("item", children: children, location: SwiftLocation(path: path, line: line, column: column))
    }

    @Test func placesInOtherFilesAreHandedToThoseFiles() {
        // A.swift's screen follows a view declared in B.swift; C.swift is not named by any location.
        let screensA = [ImportedBlock("screen", children: [block("A.swift", 3, 5), block("B.swift", 7, 9, children: [block("B.swift", 8, 1)])])]
        var sets = [
            AttachedLocations(screens: screensA, path: "A.swift"),
            AttachedLocations(screens: [block("B.swift", 2, 2)], path: "B.swift"),
            AttachedLocations(screens: [], path: "C.swift"),
        ]
        AttachedLocations.share(&sets, paths: ["A.swift", "B.swift", "C.swift"])
        #expect(sets[0].contains(SwiftLocation(path: "A.swift", line: 3, column: 5)))
        #expect(!sets[0].contains(SwiftLocation(path: "A.swift", line: 7, column: 9)))
        #expect(sets[1].contains(SwiftLocation(path: "B.swift", line: 7, column: 9)))
        #expect(sets[1].contains(SwiftLocation(path: "B.swift", line: 8, column: 1)))
        #expect(sets[1].contains(SwiftLocation(path: "B.swift", line: 2, column: 2)))
        #expect(!sets[1].contains(SwiftLocation(path: "B.swift", line: 3, column: 5)))
        #expect(!sets[2].contains(SwiftLocation(path: "C.swift", line: 3, column: 5)))
    }

    /// A location names a path: two files given under one path answer alike.
    @Test func filesGivenTwiceUnderOnePathShareTheirPlaces() {
        var sets = [
            AttachedLocations(screens: [block("A.swift", 1, 1)], path: "A.swift"),
            AttachedLocations(screens: [block("A.swift", 2, 2)], path: "A.swift"),
            AttachedLocations(screens: [block("A.swift", 3, 3)], path: "B.swift"),
        ]
        AttachedLocations.share(&sets, paths: ["A.swift", "A.swift", "B.swift"])
        for index in 0..<2 {
            for line in 1...3 { #expect(sets[index].contains(SwiftLocation(path: "A.swift", line: line, column: line))) }
        }
        #expect(!sets[2].contains(SwiftLocation(path: "B.swift", line: 3, column: 3)))
    }
}
