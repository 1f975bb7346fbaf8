import BarModel

/// The framework a spelling belongs to.
public enum SourceFramework: String, Sendable, Hashable {
    case swiftUI = "swiftui"
    case uiKit = "uikit"
}

/// API member spellings read back as the language's values (`.topBarTrailing` → `top-trailing`).
///
/// Recognizers ask only this type, so that the one shared table of spellings in BarModel (which `bar
/// generate` writes code from) is the single source for both directions once it is in place.
enum APIVocabulary {
    /// `topBarTrailing`, `.topBarTrailing` or `ToolbarItemPlacement.topBarTrailing` → the member name.
    static func member(_ text: String) -> String {
        let trimmed = text.split(separator: ".").last.map(String.init) ?? text
        return String(trimmed.filter { $0 != " " && $0 != "\t" })
    }

    static func placement(_ name: String, in framework: SourceFramework) -> ItemPlacement? {
        switch member(name) {
        case "automatic": .automatic
        case "primaryAction": .primary
        case "secondaryAction": .secondary
        case "navigation": .navigation
        case "cancellationAction": .cancellation
        case "confirmationAction": .confirmation
        case "destructiveAction": nil
        case "topBarLeading", "navigationBarLeading": .topLeading
        case "topBarTrailing", "navigationBarTrailing": .topTrailing
        case "topBarPinnedTrailing": .pinnedTrailing
        case "principal": .principal
        case "bottomBar": .bottom
        case "keyboard": .keyboard
        default: nil
        }
    }

    static func axis(_ name: String, in framework: SourceFramework) -> AxisBehavior? {
        AxisBehavior.allCases.first { $0.apiName == member(name) }
    }

    static func verticalBehavior(_ name: String, in framework: SourceFramework) -> VerticalBehavior? {
        VerticalBehavior(rawValue: member(name))
    }

    static func compression(_ name: String, in framework: SourceFramework) -> Compression? {
        switch member(name) {
        case "automatic": .automatic
        case "prefersToolbarItems", "prefersBarItems": .prefersToolbarItems
        case "prefersTabBar": .prefersTabBar
        default: nil
        }
    }

    static func priorityLevel(_ name: String, in framework: SourceFramework) -> VisibilityPriority.Level? {
        switch member(name) {
        case "low": .low
        case "automatic", "standard": .automatic
        case "high": .high
        default: nil
        }
    }

    static func spacer(_ name: String, in framework: SourceFramework) -> ToolbarSpacer.Kind? {
        switch member(name) {
        case "fixed", "fixedSpace": .fixed
        case "flexible", "flexibleSpace": .flexible
        default: nil
        }
    }
}

extension AxisBehavior {
    fileprivate var apiName: String {
        switch self {
        case .automatic: "automatic"
        case .horizontalOnly: "horizontalOnly"
        case .verticalPreferred: "verticalPreferred"
        }
    }
}
