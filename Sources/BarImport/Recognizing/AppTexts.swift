/// Where a title's text can be found besides the expression that spells it: the program's text constants
/// (`UserText.done`) and its string tables (a localization key's text); and where an image's name is (its asset
/// catalog, for an image named by its generated symbol). `TextReader` is given one wherever it reads a title, a
/// symbol or a label.
struct AppTexts: Sendable {
    /// The program's constants, tables, assets and helpers, shared by every copy of these texts: each item read
    /// makes a copy (with the bindings of the type it is read in), and copied field by field their dictionaries
    /// were retained and released a dozen times an item, 2 % of an import's instructions.
    private final class Shared: Sendable {
        let constants: StringConstants?
        let tables: StringTables
        let assets: AssetCatalog
        let helpers: LocalizationHelpers
        let swiftGen: SwiftGenKeys

        init(constants: StringConstants?, tables: StringTables, assets: AssetCatalog, helpers: LocalizationHelpers, swiftGen: SwiftGenKeys) {
            self.constants = constants
            self.tables = tables
            self.assets = assets
            self.helpers = helpers
            self.swiftGen = swiftGen
        }
    }

    private let shared: Shared

    /// Nil while a constant's own value is read (`StringConstants` follows references itself, counting the steps).
    var constants: StringConstants? { shared.constants }
    var tables: StringTables { shared.tables }
    var assets: AssetCatalog { shared.assets }
    /// The app's own localization helpers (`"Close".localized`).
    var helpers: LocalizationHelpers { shared.helpers }
    /// The keys SwiftGen's `L10n` names, when the program does not declare it (`SwiftGenKeys`).
    var swiftGen: SwiftGenKeys { shared.swiftGen }
    /// Whether a plain string literal is a localization key (SwiftUI's `Text("settings.title")`, `Button`,
    /// `Label`, `.navigationTitle`, …, which take a `LocalizedStringKey`): its text is the `Localizable` table's
    /// when the tables have the key. UIKit's titles are plain strings, shown as written.
    var localizesPlainLiterals = false
    /// While a type's body is read for one use of it: what its properties hold (`ArgumentBindings`), so a title
    /// written `Button(title, …)` reads as what the use passed.
    var arguments: ArgumentBindings?

    init(
        constants: StringConstants?, tables: StringTables, assets: AssetCatalog = AssetCatalog(), helpers: LocalizationHelpers = LocalizationHelpers(),
        swiftGen: SwiftGenKeys = SwiftGenKeys()
    ) {
        shared = Shared(constants: constants, tables: tables, assets: assets, helpers: helpers, swiftGen: swiftGen)
    }

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
