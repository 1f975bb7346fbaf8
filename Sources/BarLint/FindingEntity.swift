import BarDiagnostics
import BarSyntax

/// What a finding is about, by name: the top-level declaration (`screen inbox`, `device fold-mini`) and the
/// innermost declaration with an id that holds the finding (`item share`, `tab library`). A baseline
/// fingerprints findings by it (with the rule and the file), so editing around a finding — other items, its own
/// attributes, its line, or the postures its message lists — keeps it matched; renaming the item does not.
public struct FindingEntities: Sendable {
    private struct Declaration {
        var range: SourceRange
        /// Its name (`item share`) is made only for a finding inside it: most declarations hold none.
        var block: Block
        /// Index of the enclosing declaration with an id, or -1.
        var parent: Int
        var topLevel: Int

        var name: String { "\(block.keyword.text) \(block.label?.text ?? "")" }
    }

    /// Declarations with an id, in source order (a parent before its children).
    private var declarations: [Declaration] = []

    public init(_ tree: SyntaxTree) {
        for statement in tree.statements { if case .block(let block) = statement { add(block, parent: -1, topLevel: -1) } }
    }

    /// Walks the tree in place: decoding every block's label and building every body's statements to find
    /// the declarations was a twentieth of linting a file.
    private mutating func add(_ block: Block, parent: Int, topLevel: Int) {
        var parent = parent
        var topLevel = topLevel
        if block.hasLabelText {
            declarations.append(Declaration(range: block.range, block: block, parent: parent, topLevel: topLevel))
            parent = declarations.count - 1
            if topLevel < 0 { topLevel = parent }
        }
        block.forEachChildBlock { child in add(child, parent: parent, topLevel: topLevel) }
    }

    /// `screen inbox · item share`, `screen inbox` for a finding on the screen itself, `""` outside any
    /// declaration.
    public func entity(at offset: Int) -> String {
        // The last declaration starting at or before `offset`, then out through its parents to one holding it.
        var low = 0
        var high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0, !(declarations[index].range.start <= offset && offset < max(declarations[index].range.end, declarations[index].range.start + 1)) {
            index = declarations[index].parent
        }
        guard index >= 0 else { return "" }
        let declaration = declarations[index]
        guard declaration.topLevel >= 0 else { return declaration.name }
        return "\(declarations[declaration.topLevel].name) · \(declaration.name)"
    }
}
