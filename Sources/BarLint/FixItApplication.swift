import BarDiagnostics

/// Applies the fix-its that findings carry to a file's bytes: what `bar lint --fix` writes and what an editor's
/// "fix all" does.
///
/// Fix-its are applied from the end of the file backwards so each one's range still means what it meant when
/// the finding was made; one that overlaps another already taken is left for a later pass (after the file is
/// read again), never merged. Two fix-its with the same range and text count once.
public enum FixItApplication {
    public struct Outcome: Sendable, Equatable {
        public var bytes: [UInt8]
        /// The fix-its applied, in file order.
        public var applied: [Diagnostic.FixIt]
    }

    public static func apply(_ fixIts: [Diagnostic.FixIt], to bytes: [UInt8]) -> Outcome {
        var unique: [Diagnostic.FixIt] = []
        for fixIt in fixIts where !unique.contains(where: { $0.range == fixIt.range && $0.replacement == fixIt.replacement }) {
            guard fixIt.range.start >= 0, fixIt.range.end <= bytes.count else { continue }
            unique.append(fixIt)
        }
        unique.sort { ($0.range.start, $0.range.end, $0.replacement) < ($1.range.start, $1.range.end, $1.replacement) }
        var chosen: [Diagnostic.FixIt] = []
        var lastEnd = -1
        for fixIt in unique {
            // An insertion at the end of the previous edit, or any overlap, waits for the next pass.
            if fixIt.range.start < lastEnd || (fixIt.range.start == lastEnd && (fixIt.range.isEmpty || chosen.last?.range.isEmpty == true)) { continue }
            chosen.append(fixIt)
            lastEnd = fixIt.range.end
        }
        var result = bytes
        for fixIt in chosen.reversed() {
            result.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: fixIt.replacement.utf8)
        }
        return Outcome(bytes: result, applied: chosen)
    }
}
