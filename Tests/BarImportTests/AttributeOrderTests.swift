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
}
