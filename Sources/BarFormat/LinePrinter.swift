/// Collects the formatter's output line by line, owning the two things every line shares: its indentation
/// and whether a blank line goes before it.
///
/// Blank lines are requested, not written: a request is remembered and turned into exactly one blank line
/// only when another line follows at the same or a deeper level. That one rule gives all the blank-line
/// guarantees at once — runs collapse to one, none right after `{` (nothing printed yet in the block), none
/// before `}` (closing a block drops the request), none at the start or end of the file.
struct LinePrinter {
    private(set) var text = ""
    private var depth = 0
    private var blankLineRequested = false
    /// Nothing has been printed yet in the current block (or the file).
    private var atStartOfBlock = true

    /// Columns the indentation of the current level takes.
    var indentationWidth: Int { depth * Formatter.indentation.count }

    /// Asks for a blank line before the next line if the writer left `count` (at least one) here.
    mutating func blankLines(_ count: Int) {
        if count > 0 && !atStartOfBlock { blankLineRequested = true }
    }

    /// Writes one line at the current indentation. `content` never holds a line break.
    mutating func line(_ content: String) {
        if blankLineRequested { text += "\n" }
        blankLineRequested = false
        atStartOfBlock = false
        for _ in 0..<depth { text += Formatter.indentation }
        text += content
        text += "\n"
    }

    /// After the line ending in `{`: what follows is indented one level more.
    mutating func openBlock() {
        depth += 1
        atStartOfBlock = true
    }

    /// Before the line holding `}`.
    mutating func closeBlock() {
        precondition(depth > 0, "closeBlock without openBlock")
        depth -= 1
        blankLineRequested = false
    }
}
