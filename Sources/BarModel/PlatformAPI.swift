/// The one table from the language's values to the SwiftUI and UIKit API names of iOS 27.1 (Apple's reference),
/// both ways. `bar generate` writes code from it, `bar import` reads code with it, and diagnostics use it to
/// answer a spec written with an API name (`placement: primaryAction` → did you mean `primary`). Nothing else
/// in the project spells these API names.
///
/// Where a framework has no counterpart the spelling is nil and the row's note says why; where the counterpart
/// is only the place iOS gives a semantic value (UIKit has slots, not semantic placements) the note says so.
public enum PlatformAPI {
    /// `placement` ↔ SwiftUI `ToolbarItemPlacement`; UIKit has no placement type, so its spelling is the
    /// `UINavigationItem` (or view controller) property that holds the item: the slot iOS shows the SwiftUI
    /// placement in.
    public static let placements = SpellingTable<ItemPlacement>(
        attribute: "placement", swiftUIType: "ToolbarItemPlacement", uiKitType: nil,
        rows: [
            .init(.automatic, language: "automatic", swiftUI: "automatic", uiKit: "trailingItemGroups",
                  uiKitNote: "UIKit has no automatic placement; the navigation bar's trailing items are where iOS puts it"),
            .init(.primary, language: "primary", swiftUI: "primaryAction", uiKit: "trailingItemGroups",
                  uiKitNote: "UIKit has no primary-action placement; iOS shows it with the navigation bar's trailing items"),
            .init(.secondary, language: "secondary", swiftUI: "secondaryAction", uiKit: "trailingItemGroups",
                  uiKitNote: "UIKit has no secondary-action placement; the model treats it as a trailing item"),
            .init(.cancellation, language: "cancellation", swiftUI: "cancellationAction", uiKit: "leadingItemGroups",
                  uiKitNote: "UIKit has no cancellation placement; iOS shows it with the navigation bar's leading items"),
            .init(.confirmation, language: "confirmation", swiftUI: "confirmationAction", uiKit: "trailingItemGroups",
                  uiKitNote: "UIKit has no confirmation placement; iOS shows it with the navigation bar's trailing items"),
            .init(.navigation, language: "navigation", swiftUI: "navigation", uiKit: "leadingItemGroups",
                  uiKitNote: "UIKit has no navigation placement; iOS shows it with the navigation bar's leading items"),
            .init(.pinnedTrailing, language: "pinned-trailing", swiftUI: "topBarPinnedTrailing", uiKit: "pinnedTrailingGroup"),
            .init(.topLeading, language: "top-leading", swiftUI: "topBarLeading", uiKit: "leadingItemGroups",
                  swiftUIAliases: ["navigationBarLeading"], uiKitAliases: ["leftBarButtonItems", "leftBarButtonItem"]),
            .init(.topTrailing, language: "top-trailing", swiftUI: "topBarTrailing", uiKit: "trailingItemGroups",
                  swiftUIAliases: ["navigationBarTrailing"], uiKitAliases: ["rightBarButtonItems", "rightBarButtonItem"]),
            .init(.bottom, language: "bottom", swiftUI: "bottomBar", uiKit: "toolbarItems"),
            .init(.keyboard, language: "keyboard", swiftUI: "keyboard", uiKit: "inputAccessoryView",
                  uiKitNote: "UIKit has no bar-item slot for the keyboard's accessory bar: the items are those of a UIToolbar a responder returns as its inputAccessoryView (UIResponder), which UIKit shows above the keyboard while that responder is first responder"),
            .init(.principal, language: "principal", swiftUI: "principal", uiKit: "titleView",
                  uiKitNote: "UIKit has no principal placement for bar items; a view in the title's place is the navigation item's titleView"),
        ])

    /// `axis` ↔ SwiftUI `ToolbarItemAxisBehavior` (`.axisBehavior(_:)`) and UIKit `UIBarButtonItem.AxisBehavior`
    /// (`axisBehavior`).
    public static let axisBehaviors = SpellingTable<AxisBehavior>(
        attribute: "axis", swiftUIType: "ToolbarItemAxisBehavior", uiKitType: "UIBarButtonItem.AxisBehavior",
        rows: [
            .init(.automatic, language: "automatic", swiftUI: "automatic", uiKit: "automatic"),
            .init(.horizontalOnly, language: "horizontal-only", swiftUI: "horizontalOnly", uiKit: "horizontalOnly"),
            .init(.verticalPreferred, language: "vertical-preferred", swiftUI: "verticalPreferred", uiKit: "verticalPreferred"),
        ])

    /// `vertical-behavior` ↔ SwiftUI `ToolbarVerticalBehavior` (`.toolbarVerticalBehavior(_:)`) and UIKit
    /// `UIVerticalBarBehavior` (returned by an override of `UIViewController.preferredVerticalBarBehavior`).
    public static let verticalBehaviors = SpellingTable<VerticalBehavior>(
        attribute: "vertical-behavior", swiftUIType: "ToolbarVerticalBehavior", uiKitType: "UIVerticalBarBehavior",
        rows: [
            .init(.automatic, language: "automatic", swiftUI: "automatic", uiKit: "automatic"),
            .init(.disabled, language: "disabled", swiftUI: "disabled", uiKit: "disabled"),
        ])

    /// `compression` ↔ SwiftUI `ToolbarVerticalCompressionBehavior` (`.toolbarVerticalCompressionBehavior(_:)`)
    /// and UIKit `UIVerticalBarCompressionBehavior` (`UINavigationItem.verticalBarCompressionBehavior`).
    public static let compressions = SpellingTable<Compression>(
        attribute: "compression", swiftUIType: "ToolbarVerticalCompressionBehavior",
        uiKitType: "UIVerticalBarCompressionBehavior",
        rows: [
            .init(.automatic, language: "automatic", swiftUI: "automatic", uiKit: "automatic"),
            .init(.prefersToolbarItems, language: "prefers-toolbar-items", swiftUI: "prefersToolbarItems", uiKit: "prefersBarItems"),
            .init(.prefersTabBar, language: "prefers-tab-bar", swiftUI: "prefersTabBar", uiKit: "prefersTabBar"),
        ])

    /// The three system levels of `priority` ↔ SwiftUI `ToolbarItemVisibilityPriority` (`.visibilityPriority(_:)`)
    /// and UIKit `UIBarButtonItemVisibilityPriority` (`visibilityPriority`), whose default is `standard`.
    /// Relative values are written with `init(lowerThan:)` / `init(higherThan:)`: see `priorityExpression`.
    public static let priorityLevels = SpellingTable<VisibilityPriority.Level>(
        attribute: "priority", swiftUIType: priorityType(in: .swiftUI), uiKitType: priorityType(in: .uiKit),
        rows: [
            .init(.low, language: "low", swiftUI: "low", uiKit: "low"),
            .init(.automatic, language: "automatic", swiftUI: "automatic", uiKit: "standard"),
            .init(.high, language: "high", swiftUI: "high", uiKit: "high"),
        ])

    /// `spacer fixed|flexible` ↔ SwiftUI `SpacerSizing` (`ToolbarSpacer(_:)`) and UIKit's spacer items
    /// (`UIBarButtonItem.fixedSpace()`, `UIBarButtonItem.flexibleSpace()`).
    public static let spacers = SpellingTable<ToolbarSpacer.Kind>(
        attribute: "spacer", swiftUIType: "SpacerSizing", uiKitType: "UIBarButtonItem",
        rows: [
            .init(.fixed, language: "fixed", swiftUI: "fixed", uiKit: "fixedSpace"),
            .init(.flexible, language: "flexible", swiftUI: "flexible", uiKit: "flexibleSpace"),
        ])

    /// `navigation-bar` ↔ SwiftUI `Visibility` (`.toolbarVisibility(_:for: .navigationBar)`) and UIKit's
    /// `UINavigationController.isNavigationBarHidden`, spelled by its Boolean value.
    public static let navigationBarVisibilities = SpellingTable<NavigationBarVisibility>(
        attribute: "navigation-bar", swiftUIType: "Visibility", uiKitType: nil,
        rows: [
            .init(.visible, language: "visible", swiftUI: "visible", uiKit: "false"),
            .init(.hidden, language: "hidden", swiftUI: "hidden", uiKit: "true"),
        ])

    /// `tab-view style` ↔ SwiftUI `.tabViewStyle(_:)` members and UIKit `UITabBarController.Mode` (`mode`).
    public static let tabViewStyles = SpellingTable<TabView.Style>(
        attribute: "style", swiftUIType: "TabViewStyle", uiKitType: "UITabBarController.Mode",
        rows: [
            .init(.tabBar, language: "tab-bar", swiftUI: "tabBarOnly", uiKit: "tabBar"),
            .init(.sidebarAdaptable, language: "sidebar-adaptable", swiftUI: "sidebarAdaptable", uiKit: "tabSidebar"),
        ])

    /// Split-view columns and `compact-column` ↔ SwiftUI `NavigationSplitViewColumn` and UIKit
    /// `UISplitViewController.Column`.
    public static let columns = SpellingTable<Column.Role>(
        attribute: "compact-column", swiftUIType: "NavigationSplitViewColumn", uiKitType: "UISplitViewController.Column",
        rows: [
            .init(.sidebar, language: "sidebar", swiftUI: "sidebar", uiKit: "primary"),
            .init(.content, language: "content", swiftUI: "content", uiKit: "supplementary"),
            .init(.detail, language: "detail", swiftUI: "detail", uiKit: "secondary"),
        ])

    /// `sheet placement` ↔ SwiftUI `PresentationPlacement` (`.presentationPlacement(_:)` on the sheet's content)
    /// and UIKit `UISheetPresentationController.Placement` (the sheet presentation controller's
    /// `preferredPlacement`), both new in iOS 27. Their `automatic` lets the system choose; P9 calls the
    /// default sheet centered, so it reads back as `center`.
    public static let sheetPlacements = SpellingTable<Sheet.Placement>(
        attribute: "placement", swiftUIType: "PresentationPlacement", uiKitType: "UISheetPresentationController.Placement",
        rows: [
            .init(.center, language: "center", swiftUI: "center", uiKit: "center", swiftUIAliases: ["automatic"], uiKitAliases: ["automatic"]),
            .init(.leading, language: "leading", swiftUI: "leading", uiKit: "leading"),
            .init(.trailing, language: "trailing", swiftUI: "trailing", uiKit: "trailing"),
        ])

    // MARK: Visibility priorities, relative values included

    /// The type name spelling priorities in `framework`.
    public static func priorityType(in framework: UIFramework) -> String {
        switch framework {
        case .swiftUI: "ToolbarItemVisibilityPriority"
        case .uiKit: "UIBarButtonItemVisibilityPriority"
        }
    }

    /// A priority as an expression of `framework`: `.high`, `.standard`, or
    /// `ToolbarItemVisibilityPriority(lowerThan: .high)` for a relative value.
    public static func priorityExpression(_ priority: VisibilityPriority, in framework: UIFramework) -> String {
        let level = "." + (priorityLevels.spelling(of: priority.level, in: framework) ?? priority.level.rawValue)
        switch priority.relation {
        case .exactly: return level
        case .lowerThan: return "\(priorityType(in: framework))(lowerThan: \(level))"
        case .higherThan: return "\(priorityType(in: framework))(higherThan: \(level))"
        }
    }

    /// Reads a priority expression of either framework back: `.high`, `UIBarButtonItemVisibilityPriority.standard`,
    /// `ToolbarItemVisibilityPriority(lowerThan: .high)` or `.init(higherThan: .low)`. Nil for anything else.
    public static func priority(fromExpression text: String) -> VisibilityPriority? {
        let compact = text.filter { !$0.isWhitespace }
        for framework in UIFramework.allCases {
            for prefix in [priorityType(in: framework), ".init"] {
                for (label, relation) in [("lowerThan:", VisibilityPriority.Relation.lowerThan), ("higherThan:", .higherThan)] {
                    let opening = prefix + "(" + label
                    guard compact.hasPrefix(opening), compact.hasSuffix(")") else { continue }
                    let inner = String(compact.dropFirst(opening.count).dropLast())
                    if let level = priorityLevels.value(forAPIName: inner, in: framework) {
                        return VisibilityPriority(level, relation)
                    }
                }
            }
            if let level = priorityLevels.value(forAPIName: compact, in: framework) { return VisibilityPriority(level) }
        }
        return nil
    }

    // MARK: Did you mean

    /// Every table, by the language attribute it serves, for diagnostics that look an API name up.
    public static func languageSpelling(forAPIName name: String, attribute: String) -> String? {
        switch attribute {
        case "placement": placements.languageSpelling(forAPIName: name)
        case "axis": axisBehaviors.languageSpelling(forAPIName: name)
        case "vertical-behavior": verticalBehaviors.languageSpelling(forAPIName: name)
        case "compression": compressions.languageSpelling(forAPIName: name)
        case "priority": priority(fromExpression: name)?.description
        case "navigation-bar": navigationBarVisibilities.value(forAPIName: name, in: .swiftUI).map(\.rawValue)
        case "style": tabViewStyles.languageSpelling(forAPIName: name)
        case "compact-column": columns.languageSpelling(forAPIName: name)
        default: nil
        }
    }
}
