import BarDiagnostics

/// Keeps at most `SyntaxLimits.maximumDiagnostics`, so a binary file cannot make millions of them.
struct CappedDiagnostics {
    var items: [Diagnostic] = []
    var dropped = 0

    mutating func append(_ diagnostic: Diagnostic) {
        if items.count < SyntaxLimits.maximumDiagnostics { items.append(diagnostic) } else { dropped += 1 }
    }
}
