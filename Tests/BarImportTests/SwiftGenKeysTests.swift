import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// SwiftGen's `L10n` constants when the program does not declare `L10n` (it is written at build time): each is
/// the `Localizable` key SwiftGen names so. Zotero's 30 such titles were imported as their code.
@Suite struct SwiftGenKeysTests {
    @Test func keysAreNamedAsSwiftGenNamesThem() {
        #expect(SwiftGenKeys.path(ofKey: "cancel") == "cancel")
        #expect(SwiftGenKeys.path(ofKey: "onboarding.sign_in") == "Onboarding.signIn")
        #expect(SwiftGenKeys.path(ofKey: "pdf.annotations_sidebar.filter.title") == "Pdf.AnnotationsSidebar.Filter.title")
        #expect(SwiftGenKeys.path(ofKey: "Done") == "done")
        #expect(SwiftGenKeys.path(ofKey: "URLString") == "urlString")
        #expect(SwiftGenKeys.path(ofKey: "settings.3d-touch") == "Settings._3dTouch")
        #expect(SwiftGenKeys.path(ofKey: "a..b") == nil)
        #expect(SwiftGenKeys.path(ofKey: "CANCEL_BUTTON") == "cancelButton")
        #expect(SwiftGenKeys.path(ofKey: "HOME.title") == "Home.title")
        #expect(SwiftGenKeys.path(ofKey: "Settings.NAV_TITLE") == "Settings.navTitle")
        #expect(SwiftGenKeys.lowerFirstWord("OK") == "ok")
        #expect(SwiftGenKeys.lowerFirstWord("SignIn") == "signIn")
    }

    private static let tables = StringTables(sources: [
        SourceFile(
            path: "en.lproj/Localizable.strings",
            text: """
                "cancel" = "Cancel";
                "onboarding.sign_in" = "Sign In";
                "sign_in" = "Log In";
                "signIn" = "Also Log In";
                """)
    ])

    private func imported(_ extra: String) -> (text: String, warnings: [String]) {
        let swift = """
            import UIKit

            \(extra)
            final class WelcomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = L10n.Onboarding.signIn
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: L10n.cancel, style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.signIn, style: .done, target: nil, action: nil)
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "Welcome.swift", text: swift)], mode: .uiKit, stringTables: Self.tables)
        return (result.files.map(\.text).joined(), result.warnings.map(\.message))
    }

    @Test func anUndeclaredL10nIsTheKeysText() {
        let (text, warnings) = imported("")
        #expect(text.contains("title: \"Sign In\""), "\(text)")
        #expect(text.contains("title from L10n.Onboarding.signIn, 'onboarding.sign_in' in the Localizable table (en)"), "\(text)")
        #expect(text.contains("item cancel { title: \"Cancel\" placement: top-leading }"), "\(text)")
        // Two keys named `signIn` (`sign_in`, `signIn`): neither is guessed.
        #expect(text.contains("title: \"L10n.signIn\""), "\(text)")
        #expect(warnings.count == 1 && warnings[0].contains("L10n.signIn"), "\(warnings)")
    }

    /// A percent sign written twice is one, as SwiftGen's formatting shows it; a backticked name is its word.
    @Test func formattingAndBackticks() {
        let tables = StringTables(sources: [SourceFile(path: "en.lproj/Localizable.strings", text: "\"discount\" = \"50%% off\";\n\"default\" = \"Standard\";\n")])
        let swift = """
            import UIKit
            final class SaleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = L10n.discount
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.`default`, style: .plain, target: nil, action: nil)
                }
            }
            """
        let text = Importer.run(sources: [SourceFile(path: "Sale.swift", text: swift)], mode: .uiKit, stringTables: tables).files.map(\.text).joined()
        #expect(text.contains("title: \"50% off\""), "\(text)")
        #expect(text.contains("title: \"Standard\""), "\(text)")
    }

    /// An `L10n` the program declares anywhere — nested in a type, or a `typealias` — is the program's: its
    /// members are read as declared (here, as code), never as table keys by name.
    @Test func anL10nDeclaredAnywhereIsThePrograms() {
        for declaration in ["struct Screen { enum L10n { static var cancel: String { load(\"x\") } } }", "enum Strings {}\ntypealias L10n = Strings"] {
            let (text, _) = imported(declaration)
            #expect(text.contains("title: \"L10n.cancel\""), "\(declaration)\n\(text)")
        }
    }

    /// An extension of the generated `L10n` (an app's own helpers) leaves the rest generated: its constant is read
    /// as declared, the other names as the keys SwiftGen names so.
    @Test func anExtensionOfL10nLeavesTheRestGenerated() {
        let (text, _) = imported(
            """
            extension L10n {
                static let signIn = "Log In Now"
            }
            """)
        #expect(text.contains("item cancel { title: \"Cancel\" placement: top-leading }"), "\(text)")
        #expect(text.contains("title: \"Sign In\""), "\(text)")
        #expect(text.contains("title: \"Log In Now\""), "\(text)")
    }

    /// A program that declares `L10n` has its constants read, not the tables' keys by name.
    @Test func aDeclaredL10nIsReadAsDeclared() {
        let (text, _) = imported(
            """
            enum L10n {
                static let cancel = "Dismiss"
            }
            """)
        #expect(text.contains("item dismiss { title: \"Dismiss\" placement: top-leading }"), "\(text)")
        #expect(text.contains("title: \"L10n.Onboarding.signIn\""), "\(text)")
    }
}
