import BarDiagnostics

/// One finding with the file it is in: what every reporter takes.
public struct LintFinding: Sendable {
    public let diagnostic: Diagnostic
    public let source: SourceFile
    /// The declaration it is about (`screen inbox · item share`, see `FindingEntities`); `""` when it is about
    /// no declaration. What a baseline fingerprint remembers.
    public let entity: String
    /// `start` and `end` as 32-bit lines and columns, worked out when the finding is made: `bar lint` makes it
    /// in the worker that linted the file, while the file's bytes and line table are in the cache, and every
    /// reporter reads both places of every finding long after (for 10,000 files, a cold read of the source for
    /// each). Inputs are at most 16 MB, so 32 bits hold them; a larger source made by a caller of its own is
    /// clamped rather than trapped on.
    private let places: (startLine: UInt32, startColumn: UInt32, endLine: UInt32, endColumn: UInt32)

    /// For the note that ends a file's listed errors (`too-many-errors`), the errors it stands for: counted as
    /// errors in every summary and the exit status, as `bar check` counts them. 0 for any other finding.
    public let unlistedErrors: Int

    /// `unlistedErrors` is the count of the file's errors past those listed (`LoadResult.unlistedErrorCount`):
    /// the too-many-errors note stands for them, and any other finding for none.
    public init(_ diagnostic: Diagnostic, in source: SourceFile, entity: String = "", unlistedErrors: Int = 0) {
        self.diagnostic = diagnostic
        self.source = source
        self.entity = entity
        self.unlistedErrors = diagnostic.id == DiagnosticID.tooManyErrors.rawValue ? unlistedErrors : 0
        let start = source.location(of: diagnostic.range.start)
        let end = source.location(of: diagnostic.range.end)
        places = (UInt32(clamping: start.line), UInt32(clamping: start.column), UInt32(clamping: end.line), UInt32(clamping: end.column))
    }

    /// The path as the user wrote it (or `<stdin>`).
    public var path: String { source.path }
    public var ruleID: String { diagnostic.id }
    public var severity: Severity { diagnostic.severity }
    public var message: String { diagnostic.message }

    /// 1-based line and column (in characters) where the finding starts and ends.
    public var start: SourceFile.Location { SourceFile.Location(line: Int(places.startLine), column: Int(places.startColumn)) }
    public var end: SourceFile.Location { SourceFile.Location(line: Int(places.endLine), column: Int(places.endColumn)) }

    /// 1-based column counted in Unicode scalars, as SARIF's `unicodeCodePoints` column kind wants.
    public func codePointColumn(of offset: Int) -> Int {
        source.scalarColumn(of: offset)
    }

    /// How many of `findings` are errors, warnings and infos, in one pass that reads each severity in place
    /// (counting with a closure per severity copied every finding, with its strings and arrays, three times).
    public static func severityCounts(_ findings: [LintFinding]) -> (errors: Int, warnings: Int, infos: Int) {
        var counts = (errors: 0, warnings: 0, infos: 0)
        for index in findings.indices {
            // The note on errors not listed is those errors, not an info of its own.
            if findings[index].unlistedErrors > 0 {
                counts.errors += findings[index].unlistedErrors
                continue
            }
            switch findings[index].diagnostic.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .info: counts.infos += 1
            }
        }
        return counts
    }

    /// The order every reporter prints in: path (byte-wise), line, column, rule id, then message.
    public static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        findings.sorted { a, b in
            if a.path != b.path { return ByteOrder.precedes(a.path, b.path) }
            let (first, second) = (a.start, b.start)
            if first != second { return first < second }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            if a.message != b.message { return a.message < b.message }
            return a.diagnostic.range < b.diagnostic.range
        }
    }

    /// `sorted(groups.joined())`, for groups that are each sorted already and each of one path (one file's
    /// findings): only the groups are ordered, by path, so a run over ten thousand files sorts ten thousand
    /// paths rather than every finding again on one thread. Groups of the same path are sorted together; a
    /// group of several paths, which no caller makes, falls back to the whole sort.
    ///
    /// The groups are taken, and their findings moved into the result rather than copied: a copy retains
    /// every string and array a finding holds, and dropping the groups then released them all: two visits to
    /// each of a large run's findings long after the workers that made them had moved on, which made the
    /// merge of 10,000 files take 12.7 × the time of 1,000 (a move touches only the finding itself).
    public static func merged(_ groups: consuming [[LintFinding]]) -> [LintFinding] {
        var groups = groups
        groups.removeAll { $0.isEmpty }
        guard groups.allSatisfy({ group in group.allSatisfy { $0.path == group[0].path } }) else {
            return sorted(Array(groups.joined()))
        }
        // By path byte by byte; groups of one path keep their order, as the whole (stable) sort would. Each
        // group's path is read once.
        let paths = groups.map { $0[0].path }
        let order = ByteOrder.stableOrder(paths)
        var merged: [LintFinding] = []
        merged.reserveCapacity(groups.reduce(0) { $0 + $1.count })
        var position = 0
        while position < order.count {
            var end = position + 1
            while end < order.count, paths[order[end]] == paths[order[position]] { end += 1 }
            if end == position + 1 {
                // Taken out of `groups` (which then holds an empty array in its place), reversed in place and
                // popped from its end: each finding is moved, never copied.
                var group: [LintFinding] = []
                swap(&group, &groups[order[position]])
                group.reverse()
                while let finding = group.popLast() { merged.append(finding) }
            } else {
                merged += sorted(order[position..<end].flatMap { groups[$0] })
            }
            position = end
        }
        return merged
    }
}
