import BarModel

/// What an `if #available(…)` or `if #unavailable(…)` says about the iOS the specs are for (27.1, the release
/// with vertical bars, `SDKVersion.verticalBars`), and a check of the device's idiom about the iPhone they are for.
///
/// Code commonly keeps an older toolbar beside the new one (`if #available(iOS 26, *) { new } else { old }`).
/// Read as an ordinary condition, both were imported into one toolbar, or the older one replaced the newer in
/// a UIKit slot (the last assignment wins). On iOS 27.1 the check has one answer, so only the branch that runs
/// there is read.
enum AvailabilityCheck {
    /// Whether the branch under `condition` runs on iOS 27.1: nil when the condition is not an availability
    /// check alone (`#available(iOS 26, *), isEditing` is an ordinary condition as well, and is read as one).
    static func runsOnTarget(_ condition: String, target: SDKVersion = .verticalBars) -> Bool? {
        // Nearly every condition is neither check: told from its bytes before it is copied without its spaces and
        // searched as characters, which cost half of a UIKit app's import (Zotero: 1.25 G of 2.42 G instructions).
        guard condition.containsBytes("#") || condition.containsBytes("userInterfaceIdiom") else { return nil }
        let text = condition.filter { $0 != " " && $0 != "\t" }
        if let idiom = idiomCheck(text) { return idiom }
        let negated: Bool
        let rest: Substring
        if text.hasPrefix("#available(") {
            (negated, rest) = (false, text.dropFirst("#available(".count))
        } else if text.hasPrefix("#unavailable(") {
            (negated, rest) = (true, text.dropFirst("#unavailable(".count))
        } else {
            return nil
        }
        guard rest.hasSuffix(")"), !rest.dropLast().contains(where: { $0 == "(" || $0 == ")" }) else { return nil }
        // `iOS 26.0, macOS 15, *`: the iOS entry decides; without one, `*` stands for the deployment target,
        // which every iOS 27.1 device meets.
        var available = true
        for platform in rest.dropLast().split(separator: ",") {
            guard platform.hasPrefix("iOS"), !platform.hasPrefix("iOSApplicationExtension") else { continue }
            guard let version = SDKVersion(parsing: String(platform.dropFirst(3))) else { return nil }
            available = version <= target
        }
        return available != negated
    }

    /// Whether a check of the device's idiom alone holds on the iPhone (`UIDevice.current.userInterfaceIdiom ==
    /// .pad` does not, `!= .pad` and `== .phone` do; `traitCollection.userInterfaceIdiom` alike): nil for any other
    /// condition. An app's iPad layout beside its iPhone one was imported instead of it (a split view where the
    /// iPhone shows a tab view).
    static func idiomCheck(_ text: String) -> Bool? {
        let equal: Bool
        let sides: [Substring]
        if text.contains("!=") {
            (equal, sides) = (false, text.split(separator: "!=", omittingEmptySubsequences: false))
        } else if text.contains("==") {
            (equal, sides) = (true, text.split(separator: "==", omittingEmptySubsequences: false))
        } else {
            return nil
        }
        guard sides.count == 2, !text.contains("&&"), !text.contains("||"), !text.contains(",") else { return nil }
        let (device, value) = sides[0].hasSuffix(".userInterfaceIdiom") ? (sides[0], sides[1]) : (sides[1], sides[0])
        guard device == "UIDevice.current.userInterfaceIdiom" || device == "traitCollection.userInterfaceIdiom"
            || device == "self.traitCollection.userInterfaceIdiom" || device == "UITraitCollection.current.userInterfaceIdiom"
        else { return nil }
        let idiom = value.hasPrefix("UIUserInterfaceIdiom.") ? value.dropFirst("UIUserInterfaceIdiom".count) : value
        guard idiom.hasPrefix(".") else { return nil }
        switch idiom.dropFirst() {
        case "phone": return equal
        case "pad", "mac", "tv", "carPlay", "vision": return !equal
        default: return nil
        }
    }

    /// The branches of `if … else if … else` that can run on iOS 27.1, in order, each with the note it is read
    /// under: `only when …` for an ordinary condition, and none for a branch that runs there whenever the chain
    /// gets to it first (an availability check that holds, or the `else` after checks that do not); an `else if`'s
    /// note names the ordinary conditions before it as failing. A branch
    /// behind an availability check that fails is left out, and so is every branch after one that holds.
    static func branches(of conditional: SwiftConditional) -> [(body: [SwiftStatement], note: String?)] {
        runningBranches(of: conditional).map { (conditional.branches[$0.index].body, $0.note) }
    }

    /// The positions in `conditional.branches` of the branches that can run on iOS 27.1 (`branches(of:)`'s).
    static func runningBranchIndices(of conditional: SwiftConditional) -> [Int] {
        runningBranches(of: conditional).map(\.index)
    }

    /// Whether one branch of `conditional` always runs on iOS 27.1: it ends in `else`, or in an availability check
    /// that holds.
    static func isExhaustive(_ conditional: SwiftConditional) -> Bool {
        guard let last = runningBranches(of: conditional).last else { return false }
        let condition = conditional.branches[last.index].condition
        return condition.isEmpty || runsOnTarget(condition) == true
    }

    /// The conditions of `conditional` that can go either way on iOS 27.1, in order (availability checks, which
    /// have one answer there, left out).
    static func ordinaryConditions(of conditional: SwiftConditional) -> [String] {
        runningBranches(of: conditional).map { conditional.branches[$0.index].condition }.filter { !$0.isEmpty && runsOnTarget($0) == nil }
    }

    private static func runningBranches(of conditional: SwiftConditional) -> [(index: Int, note: String?)] {
        var read: [(index: Int, note: String?)] = []
        // The ordinary conditions before this branch (availability checks that fail here are none): the branch is
        // reached for sure when there are none.
        var before: [String] = []
        for (index, branch) in conditional.branches.enumerated() {
            if branch.condition.isEmpty {
                read.append((index, before.isEmpty ? nil : ConditionNote.otherwise(before)))
                break
            }
            switch runsOnTarget(branch.condition) {
            case true?:
                read.append((index, before.isEmpty ? nil : ConditionNote.otherwise(before)))
                return read
            case false?:
                continue
            case nil:
                // An `else if` runs only when the conditions before it fail as well: "only when isCurrent" for
                // `if !isSupported { … } else if isCurrent { … }` claimed it showed when the first branch ran.
                read.append((index, ConditionNote.afterFailing(before, when: branch.condition)))
                before.append(branch.condition)
            }
        }
        return read
    }

    /// Every expression directly inside `statements`, as `SwiftParser.expressions(in:)` lists them, but through
    /// only the branches of an `if` that can run on iOS 27.1 (`ToolbarItem { if #available(iOS 26, *) { Close }
    /// else { Done } }` is one view, not a view and its alternative).
    static func expressions(in statements: [SwiftStatement]) -> [SwiftExpression] {
        var result: [SwiftExpression] = []
        for statement in statements {
            switch statement {
            case .conditional(let conditional):
                for (body, _) in branches(of: conditional) { result += expressions(in: body) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { result += expressions(in: item.body) }
            case .other(let inner, _):
                result += expressions(in: inner)
            default:
                result += SwiftParser.expressions(in: [statement])
            }
        }
        return result
    }
}
