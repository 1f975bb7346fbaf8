import BarDiagnostics

/// Every comment of a file as the scanner sees it, whatever the parser made of the file: what `bar fmt`
/// compares the tree's comments against, so that no comment can be lost without notice.
public enum CommentScan {
    public static func comments(in source: SourceFile) -> [Comment] {
        source.bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes)
            while scanner.next().kind != .endOfFile {}
            return scanner.comments
        }
    }
}
