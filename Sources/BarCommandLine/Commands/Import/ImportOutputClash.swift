import BarDiagnostics

/// Two Swift files whose specs `bar import --output` would write to the same path.
///
/// A spec's path is the Swift file's path under the folder given, so `A/ContentView.swift` and
/// `B/ContentView.swift` given as `A` and `B` both become `DIR/ContentView.bar`: written one after the other,
/// the second replaced the first and the run still counted two specs. As `bar generate` does with two screens
/// that would write one file (`generate-file-clash`), the import writes neither and says how to tell them apart.
struct ImportOutputClash: CustomStringConvertible {
    /// The Swift file whose spec would have been written first, and the one that would have replaced it.
    var first: String
    var second: String
    /// The spec path both map to, as shown.
    var target: String

    var description: String {
        "\(target): error: \(first) and \(second) would both be imported to this spec, one replacing the other; nothing was written. Give a folder that holds both (each then keeps its own folder under the output), or import them in separate runs with different --output folders [\(DiagnosticID.importFileClash)]"
    }

    /// Every Swift file (after the first) whose target, once resolved, is another's, in the order given.
    static func find(sources: [String], targets: [String], resolve: (String) -> String) -> [ImportOutputClash] {
        var firstByTarget: [String: String] = [:]
        var clashes: [ImportOutputClash] = []
        for (source, target) in zip(sources, targets) {
            let key = resolve(target)
            if let first = firstByTarget[key] {
                clashes.append(ImportOutputClash(first: first, second: source, target: target))
            } else {
                firstByTarget[key] = source
            }
        }
        return clashes
    }
}
