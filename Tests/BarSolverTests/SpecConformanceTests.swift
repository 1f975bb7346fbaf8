import BarModel
import BarSolver
import Foundation
import Testing

/// C1–C6 again, this time from `Specs/duo-sample/*.bar` through the spec loader.
@Suite("Observations from Specs/duo-sample")
struct SpecConformanceTests {
    func screen(_ file: String) throws -> Screen {
        let result = try SpecFiles.load(SpecFiles.root.appendingPathComponent("duo-sample/\(file).bar"))
        #expect(!result.hasErrors, "\(file).bar: \(result.diagnostics.map(\.message))")
        return try #require(result.spec.screens.first)
    }

    @Test("the sample specs load and describe the same screen as the Swift-built one")
    func sameScreen() throws {
        let loaded = try screen("toolbar")
        for posture in ["closed", "closed-landscape", "open-landscape", "open-portrait"] {
            let fromSpec = DuoSample.solve(loaded, posture)
            let fromSwift = DuoSample.solve(DuoSample.screen(), posture)
            #expect(fromSpec.entries.map(\.id) == fromSwift.entries.map(\.id), "\(posture)")
            #expect(fromSpec.entries.map(\.bar) == fromSwift.entries.map(\.bar), "\(posture)")
        }
    }

    @Test func c1AndC2() throws {
        let loaded = try screen("toolbar")
        let c1 = DuoSample.solve(loaded, "closed")
        #expect(c1.ids(in: "vertical") == ["done", "share", "…"] + DuoSample.tabIDs)
        #expect(c1.ids(in: "top") == ["horizontal"])
        #expect(c1.ids(in: "overflow") == ["automatic", "vertical", "delete", "export"])
        #expect(c1.verticalEdge == .trailing)
        let c2 = DuoSample.solve(loaded, "open-landscape")
        #expect(c2.ids(in: "vertical") == ["done", "automatic", "share", "…"] + DuoSample.tabIDs)
        #expect(c2.ids(in: "overflow") == ["vertical", "delete", "export"])
    }

    @Test func c3AndC4() throws {
        let loaded = try screen("toolbar-vertical-disabled")
        let c3 = DuoSample.solve(loaded, "closed")
        #expect(c3.ids(in: "top") == ["automatic", "share", "…", "done"])
        #expect(c3.ids(in: "overflow") == ["horizontal", "vertical", "delete", "export"])
        #expect(c3.ids(in: "tab-bar") == DuoSample.tabIDs)
        #expect(c3.verticalEdge == nil)
        let c4 = DuoSample.solve(loaded, "open-landscape")
        #expect(c4.ids(in: "top") == ["automatic", "horizontal", "vertical", "share", "delete", "…", "done"])
        #expect(c4.ids(in: "overflow") == ["export"])
        #expect(c4.verticalEdge == nil)
    }

    @Test func c5() throws {
        let c5 = DuoSample.solve(try screen("toolbar-prefers-toolbar-items"), "closed")
        #expect(c5.ids(in: "vertical") == ["done", "automatic", "vertical", "share", "delete", "…", "tab-button"])
        #expect(c5.ids(in: "top") == ["horizontal"])
        #expect(c5.ids(in: "overflow") == ["export"])
        #expect(c5.ids(.collapsed) == DuoSample.tabIDs)
        #expect(c5.verticalEdge == .trailing)
    }

    @Test func c6() throws {
        let c6 = DuoSample.solve(try screen("toolbar-prefers-tab-bar"), "closed")
        #expect(c6.ids(in: "vertical") == ["done", "share", "…"] + DuoSample.tabIDs)
        #expect(c6.ids(in: "top") == ["horizontal"])
        #expect(c6.ids(in: "overflow") == ["automatic", "vertical", "delete", "export"])
        #expect(c6.verticalEdge == .trailing)
    }
}
