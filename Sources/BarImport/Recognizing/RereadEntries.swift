/// Entries read a second time from the same place in the code, removed from a screen.
///
/// A view shown in both branches of an `if` (`if isPhone { NavigationStack { content } } else { content }`) is
/// read once per branch, and only one branch exists at a time: its items were imported twice into one toolbar
/// (`refresh`, `refresh-2`), and the solver counted both. Inside each bar context — the screen's own level, a
/// stack, a tab, a column, a sheet, and the inside of each entry (a menu's entries, a hand-made bar's controls)
/// — the first reading is kept, showing under what both readings show under (`only when isGrid` and `only when
/// not isGrid` make no condition), and the others are removed. A second reading is the same entry
/// from the same place, notes aside: a toolbar type that wraps its caller's content makes different items at one
/// place, and two hand-made bars that show one control each keep it.
enum RereadEntries {
    /// Removes the re-read entries of `block`'s context, then of every context inside it.
    static func drop(inContext block: inout ImportedBlock) {
        // Nearly every screen has none, and is then left as it is: walked to change it, every block of a screen
        // whose storage it shares with another (a view's items imported into several screens) was copied.
        var places: [Int] = []
        guard hasRereadings(inContext: block, places: &places) else { return }
        dropRereadings(inContext: &block)
    }

    /// Whether `block`'s context or one inside it has two entries from one place, found without changing a
    /// block: by sorting each context's lines and columns, without hashing a location (with its path) or
    /// listing a path per entry. `places` is scratch space, reused from context to context.
    private static func hasRereadings(inContext block: ImportedBlock, places: inout [Int]) -> Bool {
        places.removeAll(keepingCapacity: true)
        collectPlaces(block, into: &places)
        places.sort()
        if zip(places, places.dropFirst()).contains(where: { $0 == $1 }) { return true }
        return hasRereadings(inside: block, places: &places)
    }

    /// `hasRereadings(inContext:)` of the contexts inside `block`, as `dropInside` walks them.
    private static func hasRereadings(inside block: ImportedBlock, places: inout [Int]) -> Bool {
        for child in block.children {
            if isWrapper(child.keyword) ? hasRereadings(inside: child, places: &places) : hasRereadings(inContext: child, places: &places) {
                return true
            }
        }
        return false
    }

    /// `drop(inContext:)` once a re-reading is known to be somewhere in `block`.
    private static func dropRereadings(inContext block: inout ImportedBlock) {
        var places: [Int] = []
        collectPlaces(block, into: &places)
        places.sort()
        if zip(places, places.dropFirst()).contains(where: { $0 == $1 }) {
            var entries: [(path: [Int], location: SwiftLocation)] = []
            collect(block, path: [], into: &entries)
            removeRereadings(of: entries, in: &block)
        }
        dropInside(&block)
    }

    /// The lines and columns of the entries of `block`'s context, one number each.
    private static func collectPlaces(_ block: ImportedBlock, into places: inout [Int]) {
        for child in block.children {
            if isEntry(child.keyword) {
                if let location = child.location { places.append(location.line << 24 | (location.column & 0xFF_FFFF)) }
            } else if isWrapper(child.keyword) {
                collectPlaces(child, into: &places)
            }
        }
    }

    /// Whether a block of this keyword is an entry of the context it stands in.
    private static func isEntry(_ keyword: String) -> Bool {
        switch keyword {
        case "item", "menu", "group", "spacer", "hand-made-bar": true
        default: false
        }
    }

    /// Blocks that hold entries of the context around them rather than a context of their own.
    private static func isWrapper(_ keyword: String) -> Bool { keyword == "toolbar" || keyword == "overflow-menu" }

    /// The entries of `block`'s context with a location, by their path of child indices from `block`.
    private static func collect(_ block: ImportedBlock, path: [Int], into entries: inout [(path: [Int], location: SwiftLocation)]) {
        for (index, child) in block.children.enumerated() {
            if isEntry(child.keyword) {
                if let location = child.location { entries.append((path + [index], location)) }
            } else if isWrapper(child.keyword) {
                collect(child, path: path + [index], into: &entries)
            }
        }
    }

    /// The contexts inside `block`: every entry's inside, and every block that is neither entry nor wrapper.
    private static func dropInside(_ block: inout ImportedBlock) {
        for index in block.children.indices {
            if isWrapper(block.children[index].keyword) {
                dropInside(&block.children[index])
            } else {
                dropRereadings(inContext: &block.children[index])
            }
        }
    }

    private static func removeRereadings(of entries: [(path: [Int], location: SwiftLocation)], in block: inout ImportedBlock) {
        var kept: [SwiftLocation: [(path: [Int], reading: ImportedBlock, conditions: [String])]] = [:]
        var removed: [[Int]] = []
        var conditionsOfKept: [[Int]: [String]] = [:]
        for (path, location) in entries {
            let entry = block.at(path)
            let reading = withoutNotes(entry)
            let conditions = entry.notes.filter(ConditionNote.isCondition)
            if let index = kept[location]?.firstIndex(where: { $0.reading == reading }) {
                let first = kept[location]![index]
                let merged = merge(conditionsOfKept[first.path] ?? first.conditions, conditions)
                conditionsOfKept[first.path] = merged
                removed.append(path)
            } else {
                kept[location, default: []].append((path, reading, conditions))
            }
        }
        for (path, conditions) in conditionsOfKept {
            block.change(at: path) { entry in
                // The conditions first, where they were; the other notes as they were.
                entry.notes = conditions + entry.notes.filter { !ConditionNote.isCondition($0) }
            }
        }
        // Later indices first, so the earlier paths still point where they did.
        for path in removed.sorted(by: { $0.lexicographicallyPrecedes($1) }).reversed() {
            block.change(at: path.dropLast()) { parent in parent.children.remove(at: path[path.count - 1]) }
        }
    }

    /// What an entry read under `first` and again under `second` shows under: what both share, and — when each
    /// has more — the two joined with "or" (`ConditionNote.anyOf`), or nothing more when between them they always
    /// hold (the two branches of one `if`).
    static func merge(_ first: [String], _ second: [String]) -> [String] {
        let common = first.filter { second.contains($0) }
        let onlyFirst = first.filter { !common.contains($0) }
        let onlySecond = second.filter { !common.contains($0) }
        // Shown with fewer conditions in one reading: shown under those.
        guard !onlyFirst.isEmpty, !onlySecond.isEmpty else { return common }
        guard let either = ConditionNote.anyOf([onlyFirst, onlySecond]) else { return common }
        return common + [either]
    }

    /// `block` and its children without their notes (a branch's condition, where a toolbar was declared).
    private static func withoutNotes(_ block: ImportedBlock) -> ImportedBlock {
        var copy = block
        copy.notes = []
        copy.children = copy.children.map(withoutNotes)
        return copy
    }
}

extension ImportedBlock {
    /// The block at `path` of child indices from this one.
    fileprivate func at(_ path: [Int]) -> ImportedBlock {
        var block = self
        for index in path { block = block.children[index] }
        return block
    }

    /// Changes the block at `path` in place.
    fileprivate mutating func change<Path: Collection>(at path: Path, _ body: (inout ImportedBlock) -> Void) where Path.Element == Int {
        guard let first = path.first else {
            body(&self)
            return
        }
        children[first].change(at: path.dropFirst(), body)
    }
}
