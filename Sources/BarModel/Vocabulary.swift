/// The words of the language: which blocks and attributes each kind of block accepts. One table drives
/// validation, "did you mean" suggestions and the quick reference, so they cannot disagree.
public enum Vocabulary {
    /// Blocks allowed at the top of a file.
    public static let fileBlocks = ["device", "screen"]

    /// For each block keyword: the attributes and the child blocks it accepts.
    public static let blocks: [String: (attributes: [String], blocks: [String])] = [
        "screen": (
            ["title", "sdk", "vertical-behavior", "compression", "immersive", "layout-direction", "navigation-bar", "device"],
            ["stack", "tab-view", "split-view", "sheet", "hand-made-bar"]
        ),
        "stack": (["title", "back-button", "navigation-bar", "vertical-behavior", "compression"], ["toolbar", "inspector"]),
        "tab-view": (["selected", "style", "vertical-behavior", "compression"], ["tab"]),
        "tab": (["title", "symbol", "image", "badge", "vertical-behavior", "compression"], ["stack", "split-view"]),
        "split-view": (["compact-column", "vertical-behavior", "compression"], ["sidebar", "content", "detail"]),
        "sidebar": (columnAttributes, ["toolbar", "inspector"]),
        "content": (columnAttributes, ["toolbar", "inspector"]),
        "detail": (columnAttributes, ["toolbar", "inspector"]),
        "sheet": (["placement", "title", "vertical-behavior", "compression"], ["toolbar"]),
        "inspector": (["title", "presented"], ["toolbar"]),
        "toolbar": ([], ["item", "menu", "group", "spacer", "overflow-menu"]),
        "group": (["priority"], ["item", "menu", "spacer"]),
        "overflow-menu": ([], ["item", "menu"]),
        "item": (itemAttributes, []),
        "menu": (itemAttributes, ["item"]),
        "spacer": ([], []),
        "hand-made-bar": (["edge"], ["item", "menu", "spacer"]),
        "device": (["base"], ["posture", "obstruction"]),
        "posture": (postureAttributes, []),
        "obstruction": (["strip-reduction", "bottom-reduction", "keyboard"], []),
    ]

    static let columnAttributes = ["title", "vertical-behavior", "compression"]

    public static let itemAttributes = [
        "title", "symbol", "image", "placement", "axis", "priority", "badge", "view", "alternate-title", "alternate-symbol",
    ]

    public static let postureAttributes = [
        "base", "display", "orientation", "width", "height", "horizontal-size-class", "vertical-size-class", "bars",
        "strip-side", "strip-width", "status-cluster", "top-inset", "horizontal-top-inset", "bottom-inset",
        "entry-length", "character-width", "wide-character-width", "text-padding", "group-gap",
        "fixed-spacer", "bar-margin", "bar-height", "tab-bar-capacity", "detail-share", "inspector-share", "fold-start",
        "fold-width",
    ]

    /// Blocks that must be named (`item share`), and those that take a fixed word (`spacer flexible`).
    public static let namedBlocks: Set<String> = ["screen", "tab", "item", "menu", "group", "hand-made-bar", "device", "posture", "obstruction"]

    /// Blocks written without braces.
    public static let bracelessBlocks: Set<String> = ["spacer"]

    /// Where a block may be written, for "it belongs in …" messages: `'stack', 'sidebar', … or 'inspector'`.
    public static func home(of keyword: String) -> String {
        if fileBlocks.contains(keyword) { return "the top of the file" }
        let parents = blocks.filter { $0.value.blocks.contains(keyword) }.map(\.key).sorted()
        guard !parents.isEmpty else { return "no block" }
        let quoted = parents.map { "'\($0)'" }
        return quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// Every keyword and attribute name, for the fuzzer's dictionary and for suggestions.
    public static var allWords: [String] {
        Set(blocks.keys).union(blocks.values.flatMap { $0.attributes + $0.blocks }).sorted()
    }
}
