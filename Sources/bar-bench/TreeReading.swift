import BarSyntax

/// Reads everything a syntax tree holds: every name, value and comment, decoded.
///
/// The parser keeps names and values as places in the source and decodes them when asked, so parse
/// throughput alone leaves that work out. The benchmark reports this walk after the parse as well, which is
/// what the JSON baseline produces (every string decoded) and so the fairer of the two comparisons.
enum TreeReading {
    /// A checksum of what was read, so the walk cannot be optimized away.
    static func readAll(_ tree: SyntaxTree) -> Int {
        var total = 0
        var pending = tree.statements
        for comment in tree.endComments { total &+= comment.text.utf8.count }
        while let statement = pending.popLast() {
            let trivia = statement.trivia
            for comment in trivia.comments { total &+= comment.text.utf8.count }
            switch statement {
            case .attribute(let attribute):
                total &+= attribute.name.text.utf8.count &+ (attribute.value?.text.utf8.count ?? 0)
            case .block(let block):
                total &+= block.keyword.text.utf8.count &+ (block.label?.text.utf8.count ?? 0)
                if let body = block.body {
                    for comment in body.comments { total &+= comment.text.utf8.count }
                    pending.append(contentsOf: body.statements)
                }
            case .error:
                total &+= 1
            }
        }
        return total
    }
}
