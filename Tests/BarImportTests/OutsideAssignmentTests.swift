import BarDiagnostics
import Testing

@testable import BarImport

/// `OutsideAssignment.isSet`: a property of that name set on another object, whole, by `=` alone.
@Suite struct OutsideAssignmentTests {
    static func isSet(_ name: String, in code: String) -> Bool {
        let file = SwiftParser.parse(SourceFile(path: "Routing.swift", text: code))
        return OutsideAssignment.isSet(name, in: [file])
    }

    @Test(arguments: [
        "controller.moreButton = item",
        "controller?.moreButton = item",
        "controller!.moreButton=item",
        "shelves[0].moreButton\t= item",
        "myself.moreButton = item",
    ])
    func anAssignmentOnAnotherObjectCounts(_ code: String) {
        #expect(Self.isSet("moreButton", in: code))
    }

    @Test(arguments: [
        "self.moreButton = item",
        "super.moreButton = item",
        "moreButton = item",
        "controller.moreButton == item",
        "controller.moreButtonItem = item",
        "controller.extraMoreButton = item",
        "let button = controller.moreButton",
        "controller.moreButton",
        "",
    ])
    func anythingElseDoesNot(_ code: String) {
        #expect(!Self.isSet("moreButton", in: code))
    }
}
