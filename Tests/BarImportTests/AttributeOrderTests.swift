import Testing

@testable import BarImport

@Suite struct AttributeOrderTests {
    /// The switch that ranks a name gives each name of the reference's list its place in it.
    @Test func rankIsThePlaceInTheList() {
        for (place, name) in AttributeOrder.order.enumerated() {
            #expect(AttributeOrder.rank(name) == place, "\(name)")
        }
        #expect(AttributeOrder.rank("unlisted") == AttributeOrder.order.count)
        #expect(AttributeOrder.rank("") == AttributeOrder.order.count)
    }

    /// Attributes out of order are sorted by rank, keeping the order of equal ranks (unlisted names last); those
    /// in order, in every block of the tree, are left as they are.
    @Test func normalizeSortsStablyAndLeavesOrderedBlocks() {
        func attribute(_ name: String) -> ImportedAttribute { ImportedAttribute(name: name, value: .word(name)) }
        var outOfOrder = ImportedBlock("item")
        outOfOrder.attributes = ["zeta", "placement", "alpha", "title", "symbol"].map(attribute)
        var ordered = ImportedBlock("item")
        ordered.attributes = ["title", "symbol", "placement", "unlisted"].map(attribute)
        var screen = ImportedBlock("screen", children: [ordered, ImportedBlock("stack", children: [outOfOrder])])
        screen.attributes = ["placement", "title"].map(attribute)
        var screens = [screen]
        AttributeOrder.normalize(&screens)
        #expect(screens[0].attributes.map(\.name) == ["title", "placement"])
        #expect(screens[0].children[0].attributes.map(\.name) == ["title", "symbol", "placement", "unlisted"])
        #expect(screens[0].children[1].children[0].attributes.map(\.name) == ["title", "symbol", "placement", "zeta", "alpha"])
    }
}
