import BarDiagnostics
import BarModel

/// `bar generate`'s library: one Swift file per screen of a loaded spec, for SwiftUI or UIKit.
///
/// The code declares exactly the bars the spec describes, so what `bar solve` predicts is what the app shows:
/// every spelling comes from `PlatformAPI`, and a value with no counterpart in the framework becomes a comment
/// saying so (never a guessed API). Actions are not invented: each file declares an actions type with one
/// member per item, named after the item's id, that the app fills in. Output depends only on the spec, so the
/// same input gives byte-identical files.
public enum Generator {
    public struct Output: Sendable {
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
    }

    /// Generates `framework` code for every screen of `spec` (or only `screenID`), naming `specPath` in headers.
    public static func generate(_ spec: Spec, specPath: String, framework: UIFramework, screenID: String? = nil) -> Output {
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        for screen in spec.screens where screenID == nil || screen.id == screenID {
            let clashes = memberClashes(in: screen) + tabClashes(in: screen)
            if !clashes.isEmpty {
                diagnostics.append(contentsOf: clashes)
                continue
            }
            let header = GeneratedFile.header(framework: framework, specPath: specPath, screenID: screen.id)
            let text: String
            switch framework {
            case .swiftUI: text = SwiftUIGenerator(screen: screen).file(header: header)
            case .uiKit: text = UIKitGenerator(screen: screen).file(header: header)
            }
            let suffix = framework == .swiftUI ? "Screen" : "Bars"
            files.append(GeneratedFile(fileName: SwiftSpelling.type(screen.id) + suffix + ".swift", screenID: screen.id, text: text))
        }
        return Output(files: files, diagnostics: diagnostics)
    }

    /// Tabs whose ids become one Swift name (`Type` and `type`, `reply-all` and `replyAll`): each tab gets a pane
    /// in SwiftUI and a view controller in UIKit named after it, so the screen is refused with both places named.
    static func tabClashes(in screen: Screen) -> [Diagnostic] {
        var tabs: [Named] = []
        func walk(_ container: Container, _ path: [String]) {
            guard case .tabView(let tabView) = container else { return }
            for tab in tabView.tabs {
                tabs.append(Named(id: tab.id, swiftName: SwiftSpelling.type((path + [tab.id]).joined(separator: "-")), nameRange: tab.nameRange))
                if let content = tab.content { walk(content, path + [tab.id]) }
            }
        }
        walk(screen.root, [])
        return clashes(tabs, noun: "tabs")
    }

    /// Two ids of one screen that become the same Swift name (`reply-all` and `replyAll`): the generated actions
    /// type could not hold both, so the screen is refused with both places named.
    static func memberClashes(in screen: Screen) -> [Diagnostic] {
        clashes(ScreenItems.all(in: screen).map { Named(id: $0.id, swiftName: SwiftSpelling.member($0.id), nameRange: $0.nameRange) }, noun: "items")
    }

    /// A declaration's id, the Swift name it becomes, and where it is named.
    struct Named {
        var id: String
        var swiftName: String
        var nameRange: SourceRange
    }

    /// An error for each declaration whose Swift name an earlier one with another id already took (one id
    /// declared in several bars is one member).
    private static func clashes(_ declarations: [Named], noun: String) -> [Diagnostic] {
        var seen: [String: Named] = [:]
        var result: [Diagnostic] = []
        for declaration in declarations {
            if let first = seen[declaration.swiftName] {
                guard first.id != declaration.id else { continue }
                result.append(.error(
                    .generateNameClash,
                    "\(noun) '\(first.id)' and '\(declaration.id)' both become '\(declaration.swiftName)' in Swift; rename one of them",
                    at: declaration.nameRange, notes: [.init("'\(first.id)' is declared here", at: first.nameRange)]))
            } else {
                seen[declaration.swiftName] = declaration
            }
        }
        return result
    }
}
