import BarDiagnostics
import BarLanguageServer
import Testing

/// Completion where the language leaves the word to the author (`CompletionFeature`), at positions marked in
/// the text as in `DeviceHoverTests`.
@Suite("Completion")
struct CompletionFeatureTests {
    @Test("nothing after the keyword of a block that takes an id: accepting a keyword there wrote `item item`")
    func nothingWhereAnIDIsWritten() {
        let session = DeviceHoverTests.Session("""
            screen 1️⃣
            screen s {
              tab-view {
                tab 2️⃣
              }
            }
            screen t {
              stack {
                toolbar {
                  item 3️⃣
                }
              }
            }
            device 4️⃣

            """)
        for marker in 1...4 {
            #expect(session.completionLabels(at: marker) == [], "marker \(marker)")
        }
    }

    @Test("a keyword that is an attribute's value ends its statement: the next statement is offered after it")
    func statementsAfterAValueSpelledLikeAKeyword() {
        let session = DeviceHoverTests.Session("""
            screen s {
              tab-view {
                selected: tab 1️⃣
                tab tab { title: "Tab" symbol: "square" }
              }
            }

            """)
        #expect(session.completionLabels(at: 1) == ["style", "vertical-behavior", "compression", "tab"])
    }
}
