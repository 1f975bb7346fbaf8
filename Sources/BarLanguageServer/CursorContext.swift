import BarDiagnostics
import BarSyntax

/// What the text at an offset is: a block's keyword or label, an attribute's name or value. Ranges count as
/// touching the offset at both ends, so a cursor just after a word is on it.
enum CursorTarget {
    case blockKeyword(block: Int)
    case blockLabel(block: Int)
    case attributeName(attribute: Int)
    case attributeValue(attribute: Int)
}

extension SyntaxOutline {
    func target(at offset: Int) -> CursorTarget? {
        func touches(_ range: SourceRange) -> Bool { range.start <= offset && offset <= range.end }
        for (index, attribute) in attributes.enumerated() where attribute.range.start <= offset && offset <= attribute.range.end {
            if touches(attribute.name.range) { return .attributeName(attribute: index) }
            if let value = attribute.value, touches(value.range) { return .attributeValue(attribute: index) }
        }
        var found: CursorTarget?
        for (index, block) in blocks.enumerated() where block.range.start <= offset {
            if touches(block.keyword.range) { found = .blockKeyword(block: index) }
            else if let label = block.label, touches(label.range) { found = .blockLabel(block: index) }
        }
        return found
    }

    /// The keyword of block `index`'s parent, or nil at the top level.
    func parentKeyword(of attribute: AttributeNode) -> String? {
        attribute.parent.map { blocks[$0].keyword.text }
    }

    /// The screen block (a top-level `screen`) block `index` is in.
    func screenID(of index: Int) -> String? {
        let root = blocks[blocks[index].root]
        guard root.keyword.text == "screen", let label = root.label else { return nil }
        return label.text
    }
}
