import BarModel
import Testing

@Suite("Platform rule references: typed, spelled and ordered as reports print them")
struct PlatformRuleTests {
    @Test("a rule is spelled P<number>, a section §<number>")
    func spelling() {
        #expect(PlatformRule.p7.description == "P7")
        #expect(PlatformRule.rule(31).description == "P31")
        #expect(PlatformRule.section(8).description == "§8")
        #expect([PlatformRule.p4, .p10].listed == "P4, P10")
        #expect([PlatformRule]().listed == "")
    }

    @Test("rules sort by number, not by spelling, and before sections")
    func ordering() {
        let sorted = [PlatformRule.section(8), .p10, .p9, .p1, .section(4)].sorted()
        #expect(sorted == [.p1, .p9, .p10, .section(4), .section(8)])
    }
}
