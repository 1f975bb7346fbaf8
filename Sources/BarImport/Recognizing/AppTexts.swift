/// Where a title's text can be found besides the expression that spells it: the program's text constants
/// (`UserText.done`) and its string tables (a localization key's text); and where an image's name is (its asset
/// catalog, for an image named by its generated symbol). `TextReader` is given one wherever it reads a title, a
/// symbol or a label.
struct AppTexts: Sendable {
    /// Nil while a constant's own value is read (`StringConstants` follows references itself, counting the steps).
    var constants: StringConstants?
    var tables: StringTables
    var assets = AssetCatalog()
    /// The app's own localization helpers (`"Close".localized`).
    var helpers = LocalizationHelpers()
    /// Whether a plain string literal is a localization key (SwiftUI's `Text("settings.title")`, `Button`,
    /// `Label`, `.navigationTitle`, …, which take a `LocalizedStringKey`): its text is the `Localizable` table's
    /// when the tables have the key. UIKit's titles are plain strings, shown as written.
    var localizesPlainLiterals = false
    /// While a type's body is read for one use of it: what its properties hold (`ArgumentBindings`), so a title
    /// written `Button(title, …)` reads as what the use passed.
    var arguments: ArgumentBindings?

    /// These texts with `arguments` as the bindings.
    func binding(_ arguments: ArgumentBindings?) -> AppTexts {
        var texts = self
        texts.arguments = arguments
        return texts
    }

    /// These texts with plain literals read as written: for what is a name, not a text (a symbol's).
    var asWritten: AppTexts {
        var texts = self
        texts.localizesPlainLiterals = false
        return texts
    }
}
