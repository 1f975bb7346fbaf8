import BarDiagnostics
import Testing

@testable import BarImport

/// Bars under a `#if` for another platform are not imported, and the warning names the clause as written:
/// an `#else` has no condition to quote.
@Suite struct PlatformBranchWarningTests {
    private func warnings(_ swift: String) -> [String] {
        Importer.run(sources: [SourceFile(path: "V.swift", text: swift)], mode: .swiftUI).warnings
            .filter { $0.kind == .platformBranch }.map(\.message)
    }

    @Test func anElseClauseForAnotherPlatformIsNamedElse() {
        let swift = """
            import SwiftUI

            struct V: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
                            #if os(iOS)
                            ToolbarItem { Button("Phone", systemImage: "phone") {} }
                            #elseif os(watchOS)
                            ToolbarItem { Button("Watch", systemImage: "applewatch") {} }
                            #else
                            ToolbarItem { Button("Other", systemImage: "desktopcomputer") {} }
                            #endif
                        }
                    }
                }
            }

            """
        #expect(
            warnings(swift) == [
                "toolbar content under '#if os(watchOS)' is for another platform and is not imported",
                "toolbar content under '#else' is for another platform and is not imported",
            ])
    }
}
