import BarModel

/// What an `if #available(…)` or `if #unavailable(…)` says about the iOS the specs are for (27.1, the release
/// with vertical bars, `SDKVersion.verticalBars`), and a check of the device's idiom about the iPhone they are for.
///
/// Code commonly keeps an older toolbar beside the new one (`if #available(iOS 26, *) { new } else { old }`).
/// Read as an ordinary condition, both were imported into one toolbar, or the older one replaced the newer in
/// a UIKit slot (the last assignment wins). On iOS 27.1 the check has one answer, so only the branch that runs
/// there is read.
enum AvailabilityCheck {
    /// Whether the branch under `condition` runs on iOS 27.1: nil when it depends on more than an availability
    /// check or the device's idiom (`#available(iOS 26, *), isEditing` is an ordinary condition as well, and is
    /// read as one). Such a check joined with others is answered when it decides the whole: `idiom == .pad &&
    /// isWide` and `idiom == .pad, !showsColumn` never hold on the iPhone, `idiom == .phone || isWide` always does;
    /// the iPad's branch was kept beside the iPhone's when the check was not alone.
    static func runsOnTarget(_ condition: String, target: SDKVersion = .verticalBars) -> Bool? {
        // Nearly every condition is neither check: told from its bytes before it is copied without its spaces and
        // searched as characters, which cost half of a UIKit app's import (Zotero: 1.25 G of 2.42 G instructions).
        guard condition.containsBytes("#") || condition.containsBytes("userInterfaceIdiom") else { return nil }
        // Split and matched as bytes: as characters, the splitting was two thirds of a UIKit project's import
        // whose conditions check the idiom (8.8 G instructions before conjunctions were read, 15.5 G with them).
        let text = condition.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") }
        return answer(text[...], target: target, depth: 0)
    }

    /// The most levels of operators and parentheses `answer` reads into; past it a condition is an ordinary one.
    private static let maximumDepth = 32

    /// `text` (UTF-8, without spaces) as iOS 27.1 on the iPhone answers it: a list joined by commas or `&&` is
    /// false when one of its conditions is and true when all are, one joined by `||` true when one is and false
    /// when all are; nil otherwise.
    private static func answer(_ text: ArraySlice<UInt8>, target: SDKVersion, depth: Int) -> Bool? {
        guard depth < maximumDepth else { return nil }
        var text = text
        while text.first == UInt8(ascii: "("), text.last == UInt8(ascii: ")"), ConditionScan.balanced(text.dropFirst().dropLast()) {
            text = text.dropFirst().dropLast()
        }
        for (separator, isConjunction) in [(Array(",".utf8), true), (Array("||".utf8), false), (Array("&&".utf8), true)] {
            let parts = ConditionScan.topLevelParts(text, separatedBy: separator)
            guard parts.count > 1 else { continue }
            var unknown = false
            for part in parts {
                guard let value = answer(part, target: target, depth: depth + 1) else {
                    unknown = true
                    continue
                }
                // A false condition in a conjunction decides it, and a true one in a disjunction.
                if value != isConjunction { return value }
            }
            return unknown ? nil : isConjunction
        }
        if text.starts(with: "!(".utf8), text.last == UInt8(ascii: ")"), ConditionScan.balanced(text.dropFirst(2).dropLast()) {
            return answer(text.dropFirst(), target: target, depth: depth + 1).map { !$0 }
        }
        let leaf = String(decoding: text, as: UTF8.self)
        if let idiom = idiomCheck(leaf) { return idiom }
        return availabilityCheck(Substring(leaf), target: target)
    }

    /// `#available(iOS 26, *)` or `#unavailable(…)` (without spaces) as iOS 27.1 answers it; nil for anything else.
    private static func availabilityCheck(_ text: Substring, target: SDKVersion) -> Bool? {
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
        // Each named once, in order, kept as the chain goes (`ConditionNote.afterFailing(distinct:seen:when:)`).
        var before: [String] = []
        var seen: Set<String> = []
        for (index, branch) in conditional.branches.enumerated() {
            if branch.condition.isEmpty {
                read.append((index, before.isEmpty ? nil : ConditionNote.afterFailing(distinct: before, seen: seen, when: nil)))
                break
            }
            switch runsOnTarget(branch.condition) {
            case true?:
                read.append((index, before.isEmpty ? nil : ConditionNote.afterFailing(distinct: before, seen: seen, when: nil)))
                return read
            case false?:
                continue
            case nil:
                // An `else if` runs only when the conditions before it fail as well: "only when isCurrent" for
                // `if !isSupported { … } else if isCurrent { … }` claimed it showed when the first branch ran.
                read.append((index, ConditionNote.afterFailing(distinct: before, seen: seen, when: branch.condition)))
                if seen.insert(branch.condition).inserted { before.append(branch.condition) }
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
