import BarSyntax
import BarModel

/// API member spellings read back as the language's values (`.topBarTrailing` → `top-trailing`), through
/// the one shared table in BarModel (`PlatformAPI`), which `bar generate` writes code from: both directions
/// stay in step because neither keeps a list of its own.
enum APIVocabulary {
    /// `topBarTrailing`, `.topBarTrailing` or `ToolbarItemPlacement.topBarTrailing` → the member name.
    static func member(_ text: String) -> String {
        var text = text
        // The last piece between periods, without spaces, tabs and line breaks. Read as bytes when the text's
        // characters are its bytes (a member is looked up for nearly every item); by characters otherwise.
        if let member = text.withUTF8({ bytes -> String? in
            guard CollapsedText.isPlainASCII(bytes) else { return nil }
            var last: Range<Int>?
            var pieceStart = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") {
                if index > pieceStart { last = pieceStart..<index }
                pieceStart = index + 1
            }
            if bytes.count > pieceStart { last = pieceStart..<bytes.count }
            let piece = UnsafeBufferPointer(rebasing: bytes[last ?? 0..<bytes.count])
            func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
            // Nearly every member has no white space in it: decoded in place, without a buffer of kept bytes.
            guard piece.contains(where: isWhiteSpace) else { return DecodedText.string(piece) }
            var kept: [UInt8] = []
            for byte in piece where !isWhiteSpace(byte) { kept.append(byte) }
            return String(decoding: kept, as: UTF8.self)
        }) {
            return member
        }
        let trimmed = text.split(separator: ".").last.map(String.init) ?? text
        return String(trimmed.filter { $0 != " " && $0 != "\t" && $0 != "\n" })
    }

    static func placement(_ name: String, in framework: UIFramework) -> ItemPlacement? {
        placements.value(member(name), in: framework)
    }

    static func axis(_ name: String, in framework: UIFramework) -> AxisBehavior? {
        axisBehaviors.value(member(name), in: framework)
    }

    static func verticalBehavior(_ name: String, in framework: UIFramework) -> VerticalBehavior? {
        verticalBehaviors.value(member(name), in: framework)
    }

    static func compression(_ name: String, in framework: UIFramework) -> Compression? {
        compressions.value(member(name), in: framework)
    }

    static func spacer(_ name: String, in framework: UIFramework) -> ToolbarSpacer.Kind? {
        spacers.value(member(name), in: framework)
    }

    static func tabViewStyle(_ name: String, in framework: UIFramework) -> TabView.Style? {
        tabViewStyles.value(member(name), in: framework)
    }

    /// `.high`, `.init(lowerThan: .automatic)`, `ToolbarItemVisibilityPriority(higherThan: .low)`,
    /// `UIBarButtonItemVisibilityPriority.standard`.
    ///
    /// A level's name alone (`.high`, `standard`: what nearly every item writes) is looked up in the table's
    /// dictionaries; `PlatformAPI` reads everything else, and gives these the same answer (the SwiftUI name
    /// first, then UIKit's) by filtering the text by characters, building the eight relative spellings to
    /// compare with and scanning the table: 18,000 instructions a priority.
    static func priority(_ code: String) -> VisibilityPriority? {
        if let name = plainMember(code) {
            return (priorityLevels.value(name, in: .swiftUI) ?? priorityLevels.value(name, in: .uiKit)).map { VisibilityPriority($0) }
        }
        return PlatformAPI.priority(fromExpression: code)
    }

    /// `.name` or `name` made of ASCII letters, digits and underscores only → `name`; nil for any other text.
    private static func plainMember(_ code: String) -> String? {
        var bytes = Substring(code).utf8[...]
        if bytes.first == UInt8(ascii: ".") { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty else { return nil }
        for byte in bytes {
            let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            guard isWordByte else { return nil }
        }
        return String(Substring(bytes))
    }

    // The shared tables as dictionaries, built once: an import looks a member up for nearly every item, and
    // the table's own lookup scans its rows and builds their name lists each time.
    private static let placements = NameLookup(PlatformAPI.placements)
    private static let axisBehaviors = NameLookup(PlatformAPI.axisBehaviors)
    private static let verticalBehaviors = NameLookup(PlatformAPI.verticalBehaviors)
    private static let compressions = NameLookup(PlatformAPI.compressions)
    private static let spacers = NameLookup(PlatformAPI.spacers)
    private static let tabViewStyles = NameLookup(PlatformAPI.tabViewStyles)
    private static let priorityLevels = NameLookup(PlatformAPI.priorityLevels)
}

/// A `SpellingTable` read by member name (no type, no dot: what `APIVocabulary.member` gives), with the table's
/// own rule for a name several rows share: the row that spells the value exactly, else the first.
struct NameLookup<Value: Hashable & Sendable>: Sendable {
    private let swiftUI: [String: Value]
    private let uiKit: [String: Value]

    init(_ table: SpellingTable<Value>) {
        func names(_ framework: UIFramework) -> [String: Value] {
            var result: [String: (value: Value, isExact: Bool)] = [:]
            for row in table.rows {
                for name in row.names(in: framework) {
                    if let found = result[name], found.isExact || !row.isExact(in: framework) { continue }
                    result[name] = (row.value, row.isExact(in: framework))
                }
            }
            return result.mapValues { $0.value }
        }
        swiftUI = names(.swiftUI)
        uiKit = names(.uiKit)
    }

    func value(_ member: String, in framework: UIFramework) -> Value? {
        switch framework {
        case .swiftUI: swiftUI[member]
        case .uiKit: uiKit[member]
        }
    }
}
