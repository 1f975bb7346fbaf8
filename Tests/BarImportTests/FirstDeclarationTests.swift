import Testing

@testable import BarImport

/// The indexes of declarations keep the first declaration of a name, and read the value only when they keep it.
@Suite struct FirstDeclarationTests {
    @Test func theFirstValueOfAKeyIsKept() {
        var index: [String: Int] = [:]
        var made = 0
        func value(_ number: Int) -> Int {
            made += 1
            return number
        }
        index.keepFirst(value(1), forKey: "Inbox")
        index.keepFirst(value(2), forKey: "Inbox")
        index.keepFirst(value(3), forKey: "Detail")
        #expect(index == ["Inbox": 1, "Detail": 3])
        #expect(made == 2)
    }

    @Test func shortNamesAreTheLastPart() {
        #expect(SwiftProgram.shortName("InboxView") == "InboxView")
        #expect(SwiftProgram.shortName("Mail.InboxView") == "InboxView")
        #expect(SwiftProgram.shortName("A.B.VeryLongNestedTypeNameView") == "VeryLongNestedTypeNameView")
    }
}
