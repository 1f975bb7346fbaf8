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

    /// A file that imports a framework iOS does not have (a watch app's `import WatchKit`) is another platform's:
    /// its screens were imported as the phone's (a watch `UpNextView` beside the phone's). An import under `#if`
    /// decides nothing.
    @Test func aFileForAnotherPlatformIsNotImported() {
        let watch = """
            import SwiftUI
            @preconcurrency import WatchKit

            struct UpNextView: View {
                var body: some View { NavigationStack { List {}.toolbar { Button("Play", systemImage: "play") {} } } }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "Watch/UpNextView.swift", text: watch)], mode: .auto)
        #expect(result.files.isEmpty)
        #expect(result.warnings.map(\.message) == [
            "this file imports WatchKit, which iOS does not have: it is watchOS code, and its bars are not imported (give bar import the iOS target's folders: that target's other files cannot be told from iOS code)"
        ])
        // A file of that target with no bars to lose is not said to be left out.
        let delegate = "import WatchKit\n\nfinal class ExtensionDelegate: NSObject, WKApplicationDelegate {}\n"
        #expect(Importer.run(sources: [SourceFile(path: "Watch/ExtensionDelegate.swift", text: delegate)], mode: .auto).warnings.isEmpty)
        let shared = """
            import SwiftUI
            #if canImport(AppKit)
            import AppKit
            #endif

            struct UpNextView: View {
                var body: some View { NavigationStack { List {}.toolbar { Button("Play", systemImage: "play") {} } } }
            }
            """
        #expect(Importer.run(sources: [SourceFile(path: "UpNextView.swift", text: shared)], mode: .auto).files.count == 1)
    }

    /// A condition is evaluated for the iPhone: `os(macOS) || os(visionOS)` is never compiled there (its Mac
    /// screen was imported as the phone's), `os(iOS) && DEBUG` depends on the build, `#elseif` after an iOS clause
    /// never compiles; a whole view left out at the top level is said (it was left out in silence).
    @Test func conditionsAreEvaluatedForTheIPhone() {
        #expect(PlatformCondition.classify("os(macOS) || os(visionOS)", isElse: false) == .otherPlatform)
        #expect(PlatformCondition.classify("!(os(macOS) || os(watchOS))", isElse: false) == .iOS)
        #expect(PlatformCondition.classify("os(iOS) && DEBUG", isElse: false) == .other)
        #expect(PlatformCondition.classify("os(iOS) || DEBUG", isElse: false) == .iOS)
        #expect(PlatformCondition.classify("DEBUG && targetEnvironment(macCatalyst)", isElse: false) == .otherPlatform)
        #expect(PlatformCondition.classify("canImport(UIKit) && !os(visionOS)", isElse: false) == .iOS)
        #expect(PlatformCondition.classify("swift(>=5.9)", isElse: false) == .other)
        #expect(PlatformCondition.classify("false", isElse: false) == .otherPlatform)
        #expect(PlatformCondition.classify("os(iOS", isElse: false) == .other)
        let clauses = [
            SwiftDirectiveClause(condition: "os(iOS)", isElse: false, body: [], range: .at(0)),
            SwiftDirectiveClause(condition: "DEBUG", isElse: false, body: [], range: .at(0)),
        ]
        #expect(PlatformCondition.classify(clauses) == [.iOS, .otherPlatform])

        let mac = """
            #if os(macOS) || os(visionOS)
            import SwiftUI

            struct ChatView: View {
                var body: some View { NavigationStack { Text("Chat").toolbar { Button("New", systemImage: "plus") {} } } }
            }
            #endif
            """
        let result = Importer.run(sources: [SourceFile(path: "ChatView.swift", text: mac)], mode: .auto)
        #expect(result.files.isEmpty)
        #expect(result.warnings.map(\.message) == ["bars under '#if os(macOS) || os(visionOS)' are not compiled for iOS and are not imported"])

        // An AppKit window controller whose comment speaks of style sheets declares no screen: nothing is said.
        let appKit = """
            #if os(macOS)
            import AppKit

            // Shows the style sheets in a window with its own toolbar.
            final class StyleWindowController: NSWindowController {
                let toolbar = NSToolbar(identifier: "styles")
            }
            #endif
            """
        #expect(Importer.run(sources: [SourceFile(path: "Style.swift", text: appKit)], mode: .auto).warnings.isEmpty)
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
                "toolbar content under '#if os(watchOS)' is not compiled for iOS and is not imported",
                "toolbar content under '#else' is not compiled for iOS and is not imported",
            ])
    }
}
