import BarDiagnostics

/// The `{` a file leaves open at its end, found from its tokens alone (strings and comments skipped): each
/// `}` closes the latest `{` still open. A quick fix that closes a block at the end of the file must close
/// every brace opened after it too, including braces the parser skipped as stray, which no block stands for.
public enum OpenBraces {
    /// The offsets of the `{` still open at the end of `source`, in order.
    public static func atEnd(of source: SourceFile) -> [Int] {
        source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            var open: [Int] = []
            while true {
                let token = scanner.next()
                switch token.kind {
                case .leftBrace: open.append(token.range.start)
                case .rightBrace: _ = open.popLast()
                case .endOfFile: return open
                default: continue
                }
            }
        }
    }
}
