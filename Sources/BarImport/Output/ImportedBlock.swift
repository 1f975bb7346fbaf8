/// A block of the spec being imported, before ids are chosen and text is written.
///
/// Recognizers build these directly, in the language's own shape (`screen`, `stack`, `toolbar`, `item`…),
/// so the writer is a plain printer and the recognizers are the only place that knows Swift.
public struct ImportedBlock: Sendable, Hashable {
    /// The block's parts, behind one reference: a block is copied far more often than it is changed (into
    /// lists, out of them, into every reader that walks a screen), and a copy of the parts themselves retained
    /// and released eight strings and arrays. Changed in place when no other copy shares it, copied first
    /// otherwise (`writable`), so a block still behaves as a value.
    private var storage: Storage

    public init(
        _ keyword: String, label: String? = nil, idHint: String? = nil, attributes: [ImportedAttribute] = [],
        children: [ImportedBlock] = [], notes: [String] = [], location: SwiftLocation? = nil
    ) {
        storage = Storage(keyword: keyword, label: label, idHint: idHint, attributes: attributes, children: children, notes: notes, location: location)
    }

    public var keyword: String {
        _read { yield storage.keyword }
        _modify { yield &writable.keyword }
    }
    /// A fixed label (a spacer's kind); ids are chosen later from `idHint`.
    public var label: String? {
        _read { yield storage.label }
        _modify { yield &writable.label }
    }
    /// What the id is derived from — an explicit id, a title or a symbol — for blocks that need one.
    public var idHint: String? {
        _read { yield storage.idHint }
        _modify { yield &writable.idHint }
    }
    public var attributes: [ImportedAttribute] {
        _read { yield storage.attributes }
        _modify { yield &writable.attributes }
    }
    public var children: [ImportedBlock] {
        _read { yield storage.children }
        _modify { yield &writable.children }
    }
    /// Comments written on lines of their own before the block (conditions, localized keys, assumptions).
    public var notes: [String] {
        _read { yield storage.notes }
        _modify { yield &writable.notes }
    }
    /// Where in the Swift source the block was declared.
    public var location: SwiftLocation? {
        _read { yield storage.location }
        _modify { yield &writable.location }
    }
    /// Other places that declare the same block (a UIKit item written out again in another branch that assigns
    /// it): not written, but in the spec as much as `location` is, for the unattached-items check.
    public var alsoDeclaredAt: [SwiftLocation] {
        _read { yield storage.alsoDeclaredAt }
        _modify { yield &writable.alsoDeclaredAt }
    }

    /// The storage, first copied if another block shares it.
    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    public static func == (a: ImportedBlock, b: ImportedBlock) -> Bool {
        if a.storage === b.storage { return true }
        return a.keyword == b.keyword && a.label == b.label && a.idHint == b.idHint && a.attributes == b.attributes && a.children == b.children
            && a.notes == b.notes && a.location == b.location && a.alsoDeclaredAt == b.alsoDeclaredAt
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyword)
        hasher.combine(label)
        hasher.combine(idHint)
        hasher.combine(attributes)
        hasher.combine(children)
        hasher.combine(notes)
        hasher.combine(location)
        hasher.combine(alsoDeclaredAt)
    }

    /// Changed only through a block that holds the one reference to it (`writable`), so never while another
    /// thread reads it: the same rule a standard library array's buffer keeps. For the same reason no two
    /// accesses to a part can overlap, and the parts are `@exclusivity(unchecked)`: a class's stored property
    /// is otherwise checked at run time at every access (`swift_beginAccess`), which cost more than the copies
    /// this storage saves (1,287.7 M instructions against 1,242.9 M before the storage, 1,206.8 M unchecked).
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var keyword: String
        @exclusivity(unchecked) var label: String?
        @exclusivity(unchecked) var idHint: String?
        @exclusivity(unchecked) var attributes: [ImportedAttribute]
        @exclusivity(unchecked) var children: [ImportedBlock]
        @exclusivity(unchecked) var notes: [String]
        @exclusivity(unchecked) var location: SwiftLocation?
        @exclusivity(unchecked) var alsoDeclaredAt: [SwiftLocation]

        init(
            keyword: String, label: String?, idHint: String?, attributes: [ImportedAttribute], children: [ImportedBlock], notes: [String],
            location: SwiftLocation?, alsoDeclaredAt: [SwiftLocation] = []
        ) {
            self.keyword = keyword
            self.label = label
            self.idHint = idHint
            self.attributes = attributes
            self.children = children
            self.notes = notes
            self.location = location
            self.alsoDeclaredAt = alsoDeclaredAt
        }

        func copy() -> Storage {
            Storage(
                keyword: keyword, label: label, idHint: idHint, attributes: attributes, children: children, notes: notes, location: location,
                alsoDeclaredAt: alsoDeclaredAt)
        }
    }

    /// Room made for a block's attributes when it takes its first.
    static let attributeCapacity = 4

    /// Whether the block takes an id in the language. A switch, not an array literal's `contains`: it is asked of
    /// every block the writer names, and the literal built an array of six strings each time.
    public var needsID: Bool {
        switch keyword {
        case "screen", "tab", "item", "menu", "group", "hand-made-bar": true
        default: false
        }
    }

    public func attribute(_ name: String) -> ImportedAttribute.Value? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets `name`, replacing an earlier value. An empty string is not written: the language has no empty
    /// titles or symbols, and a spec the importer writes must load (a name read from broken code can be empty).
    public mutating func set(_ name: String, _ value: ImportedAttribute.Value) {
        if case .string(let text) = value, text.isEmpty { return }
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            // Room for a few at the first: a block that takes attributes nearly always takes two to four, and
            // grown one at a time its list was allocated, copied and freed at the first, second and third.
            if attributes.isEmpty { attributes.reserveCapacity(ImportedBlock.attributeCapacity) }
            attributes.append(ImportedAttribute(name: name, value: value))
        }
    }

    /// Removes `name`, if set.
    public mutating func remove(_ name: String) {
        attributes.removeAll { $0.name == name }
    }

    public mutating func set(_ name: String, string: String?) {
        guard let string, !string.isEmpty else { return }
        set(name, .string(string))
    }
}

public struct ImportedAttribute: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        /// A word of the language: `primary`, `horizontal-only`, `true`.
        case word(String)
        case string(String)
        case number(Int)
        /// The id the block's child at this index is given when ids are chosen (a tab view's `selected`
        /// names one of its tabs, whose id does not exist yet while the code is read).
        case childID(Int)
    }

    public var name: String
    public var value: Value
}

/// A place in a Swift file, shown as `path:line` in the spec and `path:line:column` in warnings.
public struct SwiftLocation: Sendable, Hashable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line)" }

    public static func < (a: SwiftLocation, b: SwiftLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
