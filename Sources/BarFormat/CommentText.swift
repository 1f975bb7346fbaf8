import BarSyntax

/// How a comment is printed: `//` followed by its text exactly as written, less trailing white space.
///
/// The text is otherwise never touched — no space is inserted after `//`, nothing is re-wrapped — because a
/// comment may be a ruler (`//------`), an aligned table or commented-out code, and only its writer knows.
/// Trailing white space is invisible and editors strip it anyway; `\r` from CRLF files goes with it.
enum CommentText {
    static func render(_ comment: Comment) -> String {
        "//" + canonical(comment.text)
    }

    /// `text` without trailing ASCII white space (space, tab, carriage return, vertical tab, form feed).
    /// Only ASCII is removed: other Unicode spaces may be deliberate and are kept.
    static func canonical(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, isTrailingSpace(last) {
            scalars.removeLast()
        }
        return String(scalars)
    }

    private static func isTrailingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\r", "\u{0B}", "\u{0C}": true
        default: false
        }
    }
}
