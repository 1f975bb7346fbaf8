import BarDiagnostics
import Testing

@testable import BarModel

/// `ToolbarItem` keeps its rarely declared attributes (badge, alternate title and symbol, menu entries) behind
/// one shared reference; as a value it must behave exactly as if they were stored in place.
@Suite struct ToolbarItemTests {
    private static let plain = ToolbarItem(id: "share", title: "Share", symbol: "square.and.arrow.up")

    @Test func anItemWithoutExtrasIsNoLargerThanItsCommonFields() {
        // What the solver reads of 100,000 items is their declarations: 96 bytes each, not 152.
        #expect(MemoryLayout<ToolbarItem>.stride == 96)
    }

    @Test func everyExtraReadsBackWhatWasSet() {
        let entry = ToolbarItem(id: "reply", title: "Reply")
        var item = Self.plain
        item.badge = .count(3)
        item.alternateTitle = "Done"
        item.alternateSymbol = "checkmark"
        item.image = "share-arrow"
        item.menuEntries = [entry]
        #expect(item.badge == .count(3))
        #expect(item.alternateTitle == "Done")
        #expect(item.alternateSymbol == "checkmark")
        #expect(item.image == "share-arrow")
        #expect(item.menuEntries == [entry])
        // Setting one leaves the others as they were.
        item.badge = .text("New")
        #expect(item.alternateTitle == "Done" && item.alternateSymbol == "checkmark" && item.image == "share-arrow" && item.menuEntries == [entry])
        #expect(item != Self.plain)
        #expect(item.badge == .text("New"))
    }

    @Test func anImageIsAnIconLikeASymbol() {
        // P12 with Apple's "image items support both axes": an image of the app's own presents the item as an icon.
        let image = ToolbarItem(id: "compose", title: "Compose", image: "compose-pen")
        #expect(image.hasIcon && image.hasIconPresentation)
        let text = ToolbarItem(id: "edit", title: "Edit")
        #expect(!text.hasIcon && !text.hasIconPresentation)
        // A custom view without a vertical layout stays horizontal whatever its icon.
        let custom = ToolbarItem(id: "gauge", view: .custom, image: "gauge")
        #expect(custom.hasIcon && !custom.hasIconPresentation)
        #expect(image != ToolbarItem(id: "compose", title: "Compose", image: "compose"))
    }

    @Test func aCopyIsIndependentOfTheOriginal() {
        var original = Self.plain
        original.badge = .count(1)
        var copy = original
        copy.badge = .count(2)
        copy.menuEntries.append(ToolbarItem(id: "more"))
        #expect(original.badge == .count(1))
        #expect(original.menuEntries.isEmpty)
        #expect(copy.badge == .count(2))
        #expect(copy.menuEntries.map(\.id) == ["more"])
    }

    @Test func equalityAndHashingFollowTheValuesNotTheirStorage() {
        var set = Self.plain
        set.alternateTitle = "Done"
        let built = ToolbarItem(id: "share", title: "Share", symbol: "square.and.arrow.up", alternateTitle: "Done")
        #expect(set == built)
        #expect(set.hashValue == built.hashValue)
        #expect(set != Self.plain)

        // Extras set and then removed again compare equal to an item that never had any.
        set.alternateTitle = nil
        #expect(set == Self.plain)
        #expect(set.hashValue == Self.plain.hashValue)
        #expect(Set([set, Self.plain, built]).count == 2)
    }
}
