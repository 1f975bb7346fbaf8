import BarDiagnostics
import BarLint
import BarWorkspace

/// `bar lint --fix` for one file: applies the fix-its its findings carry, reads the result again and repeats
/// until nothing is left to fix, so running it twice changes nothing the second time.
///
/// A file with errors is never fixed (what it means is not known, so a fix could lose what the user wrote),
/// and a pass whose result would have errors is not kept: the file stays at the last text that loaded
/// cleanly. A file that was as `bar fmt` writes it is formatted again after its fixes, so that `bar fmt
/// --check` still passes (a fix edits text in place and can leave, say, a line of spaces where it removed
/// an attribute); any other file keeps its own layout outside the fixes.
enum LintFixing {
    enum Outcome {
        /// The file has errors; nothing was done.
        case hasErrors
        /// No finding carries a fix-it.
        case nothingToFix
        /// The fixed file, how many fix-its went into it, and its findings after fixing.
        case fixed(document: Document, applied: Int, findings: [Diagnostic])
    }

    /// Passes at most: each pass applies every fix-it that does not overlap another, so a handful suffice.
    static let maximumPasses = 8

    static func fix(_ document: Document, options: LintOptions) -> Outcome {
        guard !document.hasErrors else { return .hasErrors }
        var current = document
        var findings = current.lint(configuration: options.configuration, deviceOverride: options.deviceOverride, postures: options.postures)
        var applied = 0
        for _ in 0..<maximumPasses {
            let fixIts = findings.compactMap(\.fixIt)
            guard !fixIts.isEmpty else { break }
            let outcome = FixItApplication.apply(fixIts, to: current.source.bytes)
            guard !outcome.applied.isEmpty, outcome.bytes != current.source.bytes else { break }
            let next = Document(source: SourceFile(path: current.source.path, bytes: outcome.bytes))
            guard !next.hasErrors else { break }
            current = next
            applied += outcome.applied.count
            findings = current.lint(configuration: options.configuration, deviceOverride: options.deviceOverride, postures: options.postures)
        }
        guard applied > 0 else { return .nothingToFix }
        if case .success(let canonical) = CanonicalText.bytes(of: document.loaded), canonical == document.source.bytes,
            case .success(let formatted) = CanonicalText.bytes(of: current.loaded), formatted != current.source.bytes
        {
            let next = Document(source: SourceFile(path: current.source.path, bytes: formatted))
            if !next.hasErrors {
                current = next
                findings = current.lint(configuration: options.configuration, deviceOverride: options.deviceOverride, postures: options.postures)
            }
        }
        return .fixed(document: current, applied: applied, findings: findings)
    }
}
