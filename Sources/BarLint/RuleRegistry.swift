import BarDiagnostics

/// Every lint rule, in id order. A new rule is a new file under `Rules/` and one line here; the example tests,
/// the rule list, `--explain`, SARIF and docs/rules.md pick it up from this list.
public enum RuleRegistry {
    public static let all: [LintRule] = [
        .amountBesideSymbol,
        .countBesideSymbol,
        .customOverflowMenu,
        .ellipsisSymbol,
        .groupSplitByOverflow,
        .handMadeBar,
        .highPriorityOverflows,
        .horizontalOnlyHidden,
        .inconsistentVerticalBehavior,
        .inspectorIconOnly,
        .itemMissingSymbol,
        .itemMissingTitle,
        .keyboardItemVertical,
        .manualSpacer,
        .menuMissingTitle,
        .mixedAxisGroup,
        .navigationOrder,
        .oldSDK,
        .switchingRepresentationAxis,
        .tabMissingSymbol,
        .tabMissingTitle,
        .textItemVerticalPreferred,
        .unknownRuleInSuppression,
        .unstablePosition,
        .verticalDisabled,
    ].sorted { $0.id < $1.id }

    public static var descriptions: [RuleDescription] { all.map(\.description) }

    public static var ids: [String] { all.map(\.id) }

    public static func rule(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
