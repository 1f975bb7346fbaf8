/// A block of the spec being imported, before ids are chosen and text is written.
///
/// Recognizers build these directly, in the language's own shape (`screen`, `stack`, `toolbar`, `item`…),
/// so the writer is a plain printer and the recognizers are the only place that knows Swift.
public struct ImportedBlock: Sendable, Hashable {
    public var keyword: String
    /// A fixed label (a spacer's kind); ids are chosen later from `idHint`.
    public var label: String?
    /// What the id is derived from — an explicit id, a title or a symbol — for blocks that need one.
    public var idHint: String?
    public var attributes: [ImportedAttribute]
    public var children: [ImportedBlock]
    /// Comments written on lines of their own before the block (conditions, localized keys, assumptions).
    public var notes: [String]
    /// Where in the Swift source the block was declared.
    public var location: SwiftLocation?
    /// Other places that declare the same block (a UIKit item written out again in another branch that assigns
    /// it): not written, but in the spec as much as `location` is, for the unattached-items check.
    public var alsoDeclaredAt: [SwiftLocation] = []

    public init(
        _ keyword: String, label: String? = nil, idHint: String? = nil, attributes: [ImportedAttribute] = [],
        children: [ImportedBlock] = [], notes: [String] = [], location: SwiftLocation? = nil
    ) {
        self.keyword = keyword
        self.label = label
        self.idHint = idHint
        self.attributes = attributes
        self.children = children
        self.notes = notes
        self.location = location
    }

    /// Whether the block takes an id in the language. A switch, not an array literal's `contains`: it is asked of
    /// every block the writer names, and the literal built an array of six strings each time.
    /// Room made for a block's attributes when it takes its first.
    static let attributeCapacity = 4

    public var needsID: Bool {
        switch keyword {
        case "screen", "tab", "item", "menu", "group", "hand-made-bar": true
        default: false
        }
    }

    public func attribute(_ name: String) -> ImportedAttribute.Value? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets `name`, replacing an earlier value (a later modifier wins, as in Swift).
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
