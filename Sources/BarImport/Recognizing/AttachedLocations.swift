/// The places in one Swift file where a block of an imported screen was declared: what the unattached-item
/// check of that file asks, once for each bar item it finds (is the item at this line and column in a spec?).
///
/// Each file's screens are read for their places on every core; most of a screen is declared in its own file,
/// and the few places in another file (a followed view, a toolbar content type) are handed to that file's
/// set afterwards (`share`). A set of lines and columns per file hashes two numbers where one set of every
/// location, built on one core, hashed each location's path as well.
struct AttachedLocations: Sendable {
    struct Place: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// Where blocks were declared in this file.
    private var places: Set<Place> = []
    /// Where blocks of this file's screens were declared in other files, until `share` hands them on.
    private var elsewhere: [SwiftLocation] = []

    /// No places.
    init() {}

    /// The places of every block of `screens` (those of the file at `path`).
    init(screens: [ImportedBlock], path: String) {
        // Walked in place: `forEach` copied every block, retaining each of its strings and arrays.
        func collect(_ blocks: UnsafeBufferPointer<ImportedBlock>) {
            func add(_ location: SwiftLocation) {
                if location.path == path {
                    places.insert(Place(line: location.line, column: location.column))
                } else {
                    elsewhere.append(location)
                }
            }
            for index in blocks.indices {
                if let location = blocks[index].location { add(location) }
                // The places of the copies of it the block stands for (`ImportedBlock.alsoDeclaredAt`).
                for location in blocks[index].alsoDeclaredAt { add(location) }
                blocks[index].children.withUnsafeBufferPointer(collect)
            }
        }
        screens.withUnsafeBufferPointer(collect)
    }

    /// Whether a block was declared at `location`, a place in this set's file.
    func contains(_ location: SwiftLocation) -> Bool {
        places.contains(Place(line: location.line, column: location.column))
    }

    /// Hands each place declared in another file to the set of that file (`paths[index]` is the path of
    /// `sets[index]`). A location names a path, not a file: files given twice under one path share one set.
    static func share(_ sets: inout [AttachedLocations], paths: [String]) {
        var filesByPath: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() { filesByPath[path, default: []].append(index) }
        for files in filesByPath.values where files.count > 1 {
            let union = files.reduce(into: Set<Place>()) { $0.formUnion(sets[$1].places) }
            for index in files { sets[index].places = union }
        }
        for index in sets.indices {
            for location in sets[index].elsewhere {
                for file in filesByPath[location.path] ?? [] {
                    sets[file].places.insert(Place(line: location.line, column: location.column))
                }
            }
            sets[index].elsewhere = []
        }
    }
}
