import BarDiagnostics
import BarModel

/// What was worked out about each screen of one document, kept from one version of the document to the next
/// so that an edit costs what it changed: after typing in one screen of a long file, the other screens'
/// placement-rule findings and placements are taken over instead of solved again.
///
/// A result is reused only when everything it was computed from is the same:
/// - the text of the lines holding the screen's block, byte for byte (the screen is lowered from its block
///   alone, so equal text gives the same screen, moved);
/// - the device the screen is solved for, as resolved in the new version (a `device` block edited elsewhere
///   in the file changes it);
/// - what was asked (`purpose`: for lint, the configuration, device override and postures).
/// A result that names a place outside those lines (a note about another block) is never kept, and a kept one
/// is moved by the distance its screen moved, so a reused result is the one a fresh analysis gives. The
/// language server's test edits documents in many ways and compares every answer with a fresh server's.
///
/// Results of two versions are kept: those the current version used or computed, and the previous
/// version's, from which the current one takes over; the rest is dropped, so memory follows the document.
final class ScreenMemo: @unchecked Sendable {
    struct Key: Hashable {
        var purpose: AnyHashable
        var text: [UInt8]
        var device: Device?

        /// The text is hashed as one block of bytes: byte by byte, hashing every screen's lines at every
        /// edit cost more than the rest of looking results up.
        func hash(into hasher: inout Hasher) {
            hasher.combine(purpose)
            hasher.combine(device)
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        static func == (a: Key, b: Key) -> Bool {
            a.text == b.text && a.purpose == b.purpose && a.device == b.device
        }
    }

    private struct Entry {
        var value: Any
        /// Where the text of the key started when the value was computed.
        var start: Int
    }

    private let lock = Lock()
    private var current: [Key: Entry] = [:]
    private var previous: [Key: Entry] = [:]
    /// The serial of the document version `current` belongs to.
    private var generation = -1

    /// How many results are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    /// The value for `key`, whose text starts at `start` in document version `serial`: taken over (moved to
    /// `start`) when an earlier or the same version computed it, else computed and kept if every place it
    /// names lies within `span`. A version older than the newest one asking is answered without the memo.
    func value<Value: ScreenRelocatable>(_ key: Key, start: Int, span: Range<Int>, serial: Int, compute: () -> Value) -> Value {
        lock.lock()
        if serial > generation {
            previous = current
            current = [:]
            generation = serial
        }
        guard serial == generation else {
            lock.unlock()
            return compute()
        }
        if let entry = current[key] ?? previous[key], let value = entry.value as? Value {
            current[key] = Entry(value: value, start: entry.start)
            lock.unlock()
            return value.moved(by: start - entry.start)
        }
        lock.unlock()
        let value = compute()
        guard value.lies(within: span) else { return value }
        lock.lock()
        if serial == generation { current[key] = Entry(value: value, start: start) }
        lock.unlock()
        return value
    }
}

/// A result about one screen that names places in the document, so that it can follow the screen when text
/// before it changes length.
public protocol ScreenRelocatable {
    /// The same result with every place moved by `delta` bytes.
    func moved(by delta: Int) -> Self
    /// Whether every place it names lies within `span` (a result that names none does).
    func lies(within span: Range<Int>) -> Bool
}

extension SourceRange {
    func moved(by delta: Int) -> SourceRange { SourceRange(start: start + delta, end: end + delta) }
    func lies(within span: Range<Int>) -> Bool { start >= span.lowerBound && end <= span.upperBound && start <= end }
}

extension Diagnostic: ScreenRelocatable {
    public func moved(by delta: Int) -> Diagnostic {
        guard delta != 0 else { return self }
        var moved = self
        moved.range = range.moved(by: delta)
        moved.notes = notes.map { Note($0.message, at: $0.range?.moved(by: delta)) }
        moved.fixIt = fixIt.map { FixIt($0.message, replacing: $0.range.moved(by: delta), with: $0.replacement) }
        return moved
    }

    public func lies(within span: Range<Int>) -> Bool {
        range.lies(within: span) && notes.allSatisfy { $0.range?.lies(within: span) ?? true } && (fixIt?.range.lies(within: span) ?? true)
    }
}

extension Array: ScreenRelocatable where Element: ScreenRelocatable {
    public func moved(by delta: Int) -> [Element] { delta == 0 ? self : map { $0.moved(by: delta) } }
    public func lies(within span: Range<Int>) -> Bool { allSatisfy { $0.lies(within: span) } }
}
