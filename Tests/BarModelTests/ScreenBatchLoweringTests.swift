import BarDiagnostics
import BarSyntax
import Testing

@testable import BarModel

/// `ScreenBatchLowering` must give exactly what lowering one screen after another gives: the same model and
/// the same diagnostics in the same order, under the same cap.
@Suite struct ScreenBatchLoweringTests {
    /// A good screen, a device, a screen with errors (an unknown attribute, a repeated item id, an unknown
    /// device), and now and then a screen id declared twice and an attribute at the top of the file.
    private static func mixedFile(screens: Int) -> String {
        var text = ""
        for index in 0..<screens {
            switch index % 5 {
            case 0:
                text += """
                    screen good-\(index) {
                      compression: prefers-tab-bar
                      tab-view {
                        selected: home
                        tab home { title: "Home" symbol: "house" stack { title: "Home" toolbar {
                          item add-\(index) { title: "Add" symbol: "plus" priority: high }
                          group tools { priority: low item cut { title: "Cut" symbol: "scissors" } item copy { title: "Copy" symbol: "doc.on.doc" } }
                          overflow-menu { item print { title: "Print" symbol: "printer" } }
                        } } }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }

                    """
            case 1:
                text += "device wide-\(index) { base: iphone-duo }\n"
            case 2:
                text += """
                    screen bad-\(index) {
                      device: nowhere
                      stack { toolbar {
                        item x { titel: "X" symbol: "xmark" }
                        item x { title: "Again" symbol: "xmark" placement: sideways }
                      } }
                    }

                    """
            case 3:
                text += index % 10 == 3 ? "screen good-\(index - 3) { stack { title: \"Twice\" } }\n" : "title: \"stray\"\n"
            default:
                text += "screen plain-\(index) { split-view { column sidebar { title: \"List\" } column detail { title: \"Detail\" } } }\n"
            }
        }
        return text
    }

    private static func bothWays(_ text: String) -> (sequential: LoadResult, parallel: LoadResult) {
        let tree = Parser.parse(SourceFile(path: "big.bar", text: text))
        return (SpecLoader.lower(tree, screensInParallelFrom: .max), SpecLoader.lower(tree, screensInParallelFrom: 0))
    }

    @Test(arguments: [3, 7, 64, 65, 300])
    func sameModelAndDiagnosticsAsOneScreenAfterAnother(screens: Int) {
        let (sequential, parallel) = Self.bothWays(Self.mixedFile(screens: screens))
        #expect(!sequential.diagnostics.isEmpty)
        #expect(parallel.spec == sequential.spec)
        #expect(parallel.diagnostics == sequential.diagnostics)
        #expect(parallel.unlistedErrorCount == sequential.unlistedErrorCount)
    }

    /// Hundreds of errors past the cap: the cap of listed diagnostics falls inside a batch, and in a later batch nothing
    /// more is listed, only counted.
    @Test func theCapFallsWhereItWouldHaveFallen() {
        let (sequential, parallel) = Self.bothWays(Self.mixedFile(screens: 800))
        #expect(sequential.unlistedErrorCount > 200)
        #expect(parallel.diagnostics == sequential.diagnostics)
        #expect(parallel.unlistedErrorCount == sequential.unlistedErrorCount)
        #expect(parallel.spec == sequential.spec)
    }

    /// The public entry lowers a file past the threshold in batches, and that file's result is the same.
    @Test func aLargeFileGoesInBatchesWithTheSameResult() throws {
        var text = Self.mixedFile(screens: 40)
        while text.utf8.count < ScreenBatchLowering.minimumBytes { text += Self.mixedFile(screens: 40).replacingOccurrences(of: "-", with: "-\(text.utf8.count)-") }
        let tree = Parser.parse(SourceFile(path: "big.bar", text: text))
        let statements = tree.statements
        #expect(ScreenBatchLowering(tree, statements: statements) != nil)
        #expect(ScreenBatchLowering(Parser.parse(SourceFile(path: "small.bar", text: Self.mixedFile(screens: 40))), statements: statements) == nil)
        let result = SpecLoader.lower(tree)
        let sequential = SpecLoader.lower(tree, screensInParallelFrom: .max)
        #expect(result.spec == sequential.spec)
        #expect(result.diagnostics == sequential.diagnostics)
    }
}
