import BarDiagnostics

/// Keeps at most `SyntaxLimits.maximumDiagnostics`, so a binary file cannot make millions of them.
///
/// Where junk can produce one diagnostic per byte (bytes that are not UTF-8, stray characters), the scanner
/// asks `isFull` first and only counts the rest, so junk past the limit costs a comparison per byte rather
/// than a formatted message.
struct CappedDiagnostics {
    var items: [Diagnostic] = []
    var dropped = 0

    var isFull: Bool { items.count >= SyntaxLimits.maximumDiagnostics }

    mutating func append(_ diagnostic: Diagnostic) {
        if !isFull { items.append(diagnostic) } else { dropped += 1 }
    }
}
