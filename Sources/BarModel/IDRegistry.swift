import BarDiagnostics
import BarSyntax

/// The ids declared in one screen (items, menus, tabs, groups, hand-made bars), to find one declared twice:
/// one namespace, so any command can name any entry unambiguously.
///
/// An id is read as its bytes in the source, hashed in place (FNV-1a) and compared byte for byte with the
/// first declaration of the same hash; a `[String: SourceRange]` hashed every id with the standard hasher and
/// grew its table screen by screen, a tenth of lowering. Ids are compared as `String`s, and two different
/// byte sequences can be equal `String`s when they are not ASCII (the Kelvin sign `K` and `K` are canonically
/// equivalent), so the first id with a byte beyond ASCII moves the registry to a `String` dictionary for the
/// rest of the screen: the answers stay those of comparing `String`s.
///
/// The tables are class properties read and written by one lowering on one thread, never while another access
/// to them is under way, so they skip the runtime's exclusivity checks: a begin and an end access around every
/// read and write of them were a third of registering an id.
final class IDRegistry {
    private let source: [UInt8]
    /// Where each distinct id was first declared: the range of its name.
    @exclusivity(unchecked) private var firsts: [SourceRange] = []
    /// Open addressing over `firsts`: an index into it, or -1.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 64)
    /// Every id so far, once a screen has one that is not ASCII.
    @exclusivity(unchecked) private var strings: [String: SourceRange]?

    /// `source` is the file's bytes, where every registered id is read.
    init(source: [UInt8]) {
        self.source = source
        // As many as the slots take before they grow: a screen's ids are registered without growing the list
        // one step at a time (a tenth of registering was copying it into ever larger buffers).
        firsts.reserveCapacity(slots.count / 2)
    }

    /// Records `id`, whose name is the source's bytes in `range` (its text, as the tree decodes it). Returns
    /// the range of its first declaration when it was declared before, and then records nothing.
    func register(_ id: String, at range: SourceRange) -> SourceRange? {
        register(id, at: range, hash: strings == nil ? asciiHash(range, count: id.utf8.count) : nil)
    }

    /// Whether `id` (the source's bytes in `range`) is one the system gives its own controls, then `register`:
    /// for an item's or tab's id, its bytes hashed once for both.
    func registerEntry(_ id: String, at range: SourceRange) -> (isReserved: Bool, first: SourceRange?) {
        let hash = asciiHash(range, count: id.utf8.count)
        let isReserved = hash == nil ? SystemEntryIDs.isReserved(id) : isReservedSpelling(range)
        return (isReserved, register(id, at: range, hash: strings == nil ? hash : nil))
    }

    /// `register`, given the id's ASCII hash when the registry still compares bytes (nil otherwise).
    private func register(_ id: String, at range: SourceRange, hash: Int?) -> SourceRange? {
        if let hash { return register(range, hash: hash) }
        var strings = self.strings ?? moveToStrings()
        self.strings = nil
        defer { self.strings = strings }
        if let first = strings.updateValue(range, forKey: id) {
            strings[id] = first
            return first
        }
        return nil
    }

    /// Whether the ASCII bytes in `range` spell one of `SystemEntryIDs`; an id whose last byte ends none of
    /// them is not looked up.
    private func isReservedSpelling(_ range: SourceRange) -> Bool {
        source.withUnsafeBufferPointer { bytes in
            guard range.end > range.start, SystemEntryIDs.mayEndReservedID(bytes[range.end - 1]) else { return false }
            return SystemEntryIDs.spellings.index(of: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])) != nil
        }
    }

    /// The FNV-1a hash of the bytes in `range`; nil when one of them is not ASCII, or when they are not
    /// `count` bytes long (not the id's bytes after all).
    private func asciiHash(_ range: SourceRange, count: Int) -> Int? {
        guard range.end - range.start == count, range.start >= 0, range.end <= source.count else { return nil }
        return source.withUnsafeBufferPointer { bytes -> Int? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var any: UInt8 = 0
            for offset in range.start..<range.end {
                let byte = bytes[offset]
                any |= byte
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return any < 0x80 ? Int(truncatingIfNeeded: hash ^ (hash >> 29)) : nil
        }
    }

    private func register(_ range: SourceRange, hash: Int) -> SourceRange? {
        let mask = slots.count - 1
        var slot = hash & mask
        let found: SourceRange? = source.withUnsafeBufferPointer { bytes in
            while true {
                let index = Int(slots[slot])
                if index < 0 { return nil }
                let first = firsts[index]
                if first.end - first.start == range.end - range.start {
                    var offset = 0
                    while offset < range.end - range.start, bytes[first.start + offset] == bytes[range.start + offset] { offset += 1 }
                    if offset == range.end - range.start { return first }
                }
                slot = (slot + 1) & mask
            }
        }
        if let found { return found }
        slots[slot] = Int32(firsts.count)
        firsts.append(range)
        if firsts.count * 2 > slots.count { grow() }
        return nil
    }

    private func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, range) in firsts.enumerated() {
            var slot = (asciiHash(range, count: range.end - range.start) ?? 0) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// The ids so far as a `String` dictionary, for a screen with an id that is not ASCII.
    private func moveToStrings() -> [String: SourceRange] {
        var strings: [String: SourceRange] = [:]
        source.withUnsafeBufferPointer { bytes in
            for range in firsts {
                strings[String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)] = range
            }
        }
        firsts = []
        return strings
    }
}
