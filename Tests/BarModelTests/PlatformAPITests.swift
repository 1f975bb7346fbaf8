import Testing

@testable import BarModel

/// The language ↔ API table: every value has a row, spellings read back to the value they came from, and a
/// missing counterpart always carries its reason.
@Suite struct PlatformAPITests {
    @Test func everyValueOfEveryAttributeHasExactlyOneRow() {
        #expect(PlatformAPI.placements.rows.map(\.value) == ItemPlacement.allCases)
        #expect(PlatformAPI.axisBehaviors.rows.map(\.value) == AxisBehavior.allCases)
        #expect(PlatformAPI.verticalBehaviors.rows.map(\.value) == VerticalBehavior.allCases)
        #expect(PlatformAPI.compressions.rows.map(\.value) == Compression.allCases)
        #expect(PlatformAPI.priorityLevels.rows.map(\.value) == VisibilityPriority.Level.allCases)
        #expect(PlatformAPI.spacers.rows.map(\.value) == ToolbarSpacer.Kind.allCases)
        #expect(PlatformAPI.navigationBarVisibilities.rows.map(\.value) == NavigationBarVisibility.allCases)
        #expect(PlatformAPI.tabViewStyles.rows.map(\.value) == TabView.Style.allCases)
        #expect(PlatformAPI.columns.rows.map(\.value) == Column.Role.allCases)
        #expect(PlatformAPI.sheetPlacements.rows.map(\.value) == Sheet.Placement.allCases)
    }

    @Test func languageSpellingsAreTheLanguagesOwn() {
        #expect(PlatformAPI.placements.rows.map(\.language) == ItemPlacement.allCases.map(\.rawValue))
        #expect(PlatformAPI.axisBehaviors.rows.map(\.language) == AxisBehavior.allCases.map(\.rawValue))
        #expect(PlatformAPI.compressions.rows.map(\.language) == Compression.allCases.map(\.rawValue))
        #expect(PlatformAPI.priorityLevels.rows.map(\.language) == VisibilityPriority.Level.allCases.map(\.rawValue))
        #expect(PlatformAPI.tabViewStyles.rows.map(\.language) == TabView.Style.allCases.map(\.rawValue))
    }

    /// Grammar.md §7 "Placements" names the SwiftUI member of every placement.
    @Test func placementsFollowTheGrammarTable() {
        let expected: [ItemPlacement: String] = [
            .automatic: "automatic", .primary: "primaryAction", .secondary: "secondaryAction",
            .navigation: "navigation", .cancellation: "cancellationAction", .topLeading: "topBarLeading",
            .topTrailing: "topBarTrailing", .confirmation: "confirmationAction", .pinnedTrailing: "topBarPinnedTrailing",
            .principal: "principal", .bottom: "bottomBar", .keyboard: "keyboard",
        ]
        for placement in ItemPlacement.allCases {
            #expect(PlatformAPI.placements.spelling(of: placement, in: .swiftUI) == expected[placement])
        }
    }

    @Test func swiftUISpellingsReadBackToTheirValue() {
        func roundTrips<V>(_ table: SpellingTable<V>) {
            for row in table.rows {
                guard let name = row.swiftUI else { continue }
                #expect(table.value(forAPIName: name, in: .swiftUI) == row.value, "\(table.attribute): \(name)")
            }
        }
        roundTrips(PlatformAPI.placements)
        roundTrips(PlatformAPI.axisBehaviors)
        roundTrips(PlatformAPI.verticalBehaviors)
        roundTrips(PlatformAPI.compressions)
        roundTrips(PlatformAPI.priorityLevels)
        roundTrips(PlatformAPI.spacers)
        roundTrips(PlatformAPI.tabViewStyles)
        roundTrips(PlatformAPI.columns)
    }

    /// UIKit spellings are one-to-one except placements, where several semantic values share a slot; an exact
    /// spelling then reads back to the value it spells exactly, and approximate ones always carry a note.
    @Test func uiKitSpellingsReadBackToTheValueTheySpellExactly() {
        #expect(PlatformAPI.compressions.value(forAPIName: "prefersBarItems", in: .uiKit) == .prefersToolbarItems)
        #expect(PlatformAPI.priorityLevels.value(forAPIName: ".standard", in: .uiKit) == .automatic)
        #expect(PlatformAPI.placements.value(forAPIName: "trailingItemGroups", in: .uiKit) == .topTrailing)
        #expect(PlatformAPI.placements.value(forAPIName: "leadingItemGroups", in: .uiKit) == .topLeading)
        #expect(PlatformAPI.placements.value(forAPIName: "pinnedTrailingGroup", in: .uiKit) == .pinnedTrailing)
        #expect(PlatformAPI.placements.value(forAPIName: "toolbarItems", in: .uiKit) == .bottom)
        #expect(PlatformAPI.placements.value(forAPIName: "rightBarButtonItems", in: .uiKit) == .topTrailing)
        for row in PlatformAPI.placements.rows {
            let sharing = PlatformAPI.placements.rows.filter { $0.uiKit != nil && $0.uiKit == row.uiKit }
            if sharing.count > 1 {
                #expect(sharing.filter { $0.isExact(in: .uiKit) }.count == 1, "\(row.uiKit ?? "") needs one exact value")
            }
        }
    }

    @Test func aMissingCounterpartAlwaysSaysWhy() {
        // Every placement has a spelling in both frameworks; UIKit's keyboard placement is the items of the
        // toolbar a responder returns as its `inputAccessoryView`, an approximation that carries a note.
        #expect(PlatformAPI.placements.gaps(in: .uiKit).isEmpty)
        #expect(PlatformAPI.placements.gaps(in: .swiftUI).isEmpty)
        #expect(PlatformAPI.placements.spelling(of: .keyboard, in: .uiKit) == "inputAccessoryView")
        #expect(PlatformAPI.placements.row(for: .keyboard)?.uiKitNote?.isEmpty == false)
    }

    /// iOS 27 chooses a sheet's side with `presentationPlacement(_:)` (SwiftUI) and `preferredPlacement`
    /// (UIKit); their `automatic` is the centered default of P9.
    @Test func sheetPlacementsAreSpelledInBothFrameworks() {
        for framework in UIFramework.allCases {
            #expect(PlatformAPI.sheetPlacements.gaps(in: framework).isEmpty)
            for placement in Sheet.Placement.allCases {
                #expect(PlatformAPI.sheetPlacements.spelling(of: placement, in: framework) == placement.rawValue)
                #expect(PlatformAPI.sheetPlacements.value(forAPIName: "." + placement.rawValue, in: framework) == placement)
            }
            #expect(PlatformAPI.sheetPlacements.value(forAPIName: ".automatic", in: framework) == .center)
        }
    }

    @Test func apiNamesAreAcceptedDottedAndQualified() {
        let table = PlatformAPI.placements
        #expect(table.value(forAPIName: "primaryAction", in: .swiftUI) == .primary)
        #expect(table.value(forAPIName: ".primaryAction", in: .swiftUI) == .primary)
        #expect(table.value(forAPIName: " ToolbarItemPlacement.topBarPinnedTrailing ", in: .swiftUI) == .pinnedTrailing)
        #expect(table.value(forAPIName: "navigationBarTrailing", in: .swiftUI) == .topTrailing)
        #expect(table.value(forAPIName: "primary", in: .swiftUI) == nil)
        #expect(table.value(forAPIName: "ToolbarItemPlacement.", in: .swiftUI) == nil)
        #expect(PlatformAPI.axisBehaviors.value(forAPIName: "UIBarButtonItem.AxisBehavior.horizontalOnly", in: .uiKit) == .horizontalOnly)
    }

    @Test func didYouMeanTurnsAnAPINameIntoTheLanguagesWord() {
        #expect(PlatformAPI.languageSpelling(forAPIName: "primaryAction", attribute: "placement") == "primary")
        #expect(PlatformAPI.languageSpelling(forAPIName: "topBarPinnedTrailing", attribute: "placement") == "pinned-trailing")
        #expect(PlatformAPI.languageSpelling(forAPIName: "bottomBar", attribute: "placement") == "bottom")
        #expect(PlatformAPI.languageSpelling(forAPIName: "horizontalOnly", attribute: "axis") == "horizontal-only")
        #expect(PlatformAPI.languageSpelling(forAPIName: "prefersBarItems", attribute: "compression") == "prefers-toolbar-items")
        #expect(PlatformAPI.languageSpelling(forAPIName: "prefersToolbarItems", attribute: "compression") == "prefers-toolbar-items")
        #expect(PlatformAPI.languageSpelling(forAPIName: "standard", attribute: "priority") == "automatic")
        #expect(PlatformAPI.languageSpelling(forAPIName: "ToolbarItemVisibilityPriority(lowerThan: .high)", attribute: "priority") == "lower-than-high")
        #expect(PlatformAPI.languageSpelling(forAPIName: "sidebarAdaptable", attribute: "style") == "sidebar-adaptable")
        #expect(PlatformAPI.languageSpelling(forAPIName: "supplementary", attribute: "compact-column") == "content")
        #expect(PlatformAPI.languageSpelling(forAPIName: "banana", attribute: "placement") == nil)
        #expect(PlatformAPI.languageSpelling(forAPIName: "primaryAction", attribute: "title") == nil)
    }

    @Test func everyPriorityIsWrittenAndReadBackInBothFrameworks() {
        for spelling in VisibilityPriority.allSpellings {
            let priority = try! #require(VisibilityPriority(spelling: spelling))
            for framework in UIFramework.allCases {
                let expression = PlatformAPI.priorityExpression(priority, in: framework)
                #expect(PlatformAPI.priority(fromExpression: expression) == priority, "\(expression)")
            }
        }
        #expect(PlatformAPI.priorityExpression(.automatic, in: .uiKit) == ".standard")
        #expect(PlatformAPI.priorityExpression(VisibilityPriority(.high, .lowerThan), in: .swiftUI)
            == "ToolbarItemVisibilityPriority(lowerThan: .high)")
        #expect(PlatformAPI.priorityExpression(VisibilityPriority(.low, .higherThan), in: .uiKit)
            == "UIBarButtonItemVisibilityPriority(higherThan: .low)")
        #expect(PlatformAPI.priority(fromExpression: ".init(higherThan: .low)") == VisibilityPriority(.low, .higherThan))
        #expect(PlatformAPI.priority(fromExpression: "ToolbarItemVisibilityPriority(lowerThan: .standard)") == nil)
        #expect(PlatformAPI.priority(fromExpression: ".medium") == nil)
    }
}
