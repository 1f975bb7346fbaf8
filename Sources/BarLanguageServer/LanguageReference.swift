import BarModel

/// What the editor says about the language's words: a one-line meaning for every block keyword and attribute
/// of `Vocabulary`, the values each attribute takes (read from the model's own enums, so they are exactly the
/// values the loader accepts), and a meaning for the values that need one. Hover, completion and the TextMate
/// grammar all read this one table; a test holds it to `Vocabulary`.
enum LanguageReference {
    /// What an attribute's value is.
    enum ValueKind: Equatable {
        /// One of these words.
        case words([String])
        case string
        case number
        /// `badge`: a whole number or a string.
        case countOrString
        /// `selected`: the id of a tab of the same tab view.
        case tabID
        /// `device` on a screen: a built-in device or one the file declares.
        case deviceID
        /// `base` on a device: a built-in device only (a device extends one the tool knows, never another of
        /// the file's: Grammar.md §9).
        case builtInDeviceID
        /// `base` on a posture: a posture the device already has, from its base device or declared earlier
        /// in its block.
        case postureID
    }

    static let booleans = ["false", "true"]

    /// The kind of value `attribute` takes inside a `block`.
    static func valueKind(of attribute: String, in block: String) -> ValueKind {
        switch attribute {
        case "title", "symbol", "image", "alternate-title", "alternate-symbol": .string
        case "badge": .countOrString
        case "sdk", "width", "height", "strip-width", "status-cluster", "top-inset", "horizontal-top-inset", "bottom-inset", "entry-length",
            "character-width", "wide-character-width", "text-padding", "group-gap", "fixed-spacer", "bar-margin", "bar-height", "tab-bar-capacity", "detail-share", "inspector-share", "fold-start", "fold-width", "strip-reduction",
            "bottom-reduction":
            .number
        case "vertical-behavior": .words(VerticalBehavior.allCases.map(\.rawValue))
        case "compression": .words(Compression.allCases.map(\.rawValue))
        case "layout-direction": .words(LayoutDirection.allCases.map(\.rawValue))
        case "navigation-bar": .words(NavigationBarVisibility.allCases.map(\.rawValue))
        case "immersive", "back-button", "presented", "keyboard": .words(booleans)
        case "placement": block == "sheet" ? .words(Sheet.Placement.allCases.map(\.rawValue)) : .words(ItemPlacement.allCases.map(\.rawValue))
        case "axis": .words(AxisBehavior.allCases.map(\.rawValue))
        case "view": .words(ItemView.allCases.map(\.rawValue))
        case "priority": .words(VisibilityPriority.allSpellings)
        case "style": .words(TabView.Style.allCases.map(\.rawValue))
        case "compact-column": .words(Column.Role.allCases.map(\.rawValue))
        case "edge": .words(HandMadeBar.Edge.allCases.map(\.rawValue))
        case "display": .words(Display.allCases.map(\.rawValue))
        case "orientation": .words(Orientation.allCases.map(\.rawValue))
        case "horizontal-size-class", "vertical-size-class": .words(SizeClass.allCases.map(\.rawValue))
        case "bars": .words(BarAxis.allCases.map(\.rawValue))
        case "strip-side": .words(PhysicalSide.allCases.map(\.rawValue))
        case "selected": .tabID
        case "device": .deviceID
        case "base": block == "posture" ? .postureID : .builtInDeviceID
        default: .string
        }
    }

    /// The words a block's label may be, for blocks labelled by a fixed word rather than an id.
    static let labelWords: [String: [String]] = ["spacer": ToolbarSpacer.Kind.allCases.map(\.rawValue)]

    /// One line per block keyword.
    static let blocks: [String: String] = [
        "screen": "One window or presentation whose bars are predicted together: an id, screen-wide settings, exactly one container and any hand-made bars.",
        "device": "A device of your own: a built-in `base` with postures and obstructions changed or added.",
        "stack": "A navigation stack: a top bar with a title and back button, a toolbar and an optional inspector.",
        "tab-view": "Tabs; `selected` names the tab on screen. Its tab bar joins the vertical bar while bars are vertical.",
        "tab": "One tab of a tab view, with its title, symbol or image, badge and content.",
        "split-view": "Columns side by side: a sidebar, an optional content column and a detail column.",
        "sidebar": "The split view's leading column.",
        "content": "The split view's middle column.",
        "detail": "The split view's main column: its toolbar takes the vertical bar.",
        "sheet": "A presented sheet with a toolbar of its own; `placement` says where it stands.",
        "inspector": "A panel beside the content with a toolbar of its own.",
        "toolbar": "The items a container declares, in order: `item`, `menu`, `group`, `spacer`, `overflow-menu`.",
        "item": "One toolbar item (SwiftUI `ToolbarItem`, UIKit `UIBarButtonItem`).",
        "menu": "A toolbar button that opens a menu of its own `item` entries; one entry in the bar.",
        "group": "Items that overflow together; its `priority` decides between groups.",
        "spacer": "`spacer fixed` keeps its size in the vertical bar; `spacer flexible` collapses to nothing there (P20).",
        "overflow-menu": "Items that always live in the system overflow menu (P25).",
        "hand-made-bar": "A bar the app builds itself (a UIToolbar, an HStack of buttons): it never moves (P5).",
        "posture": "One way the device is held: display, orientation, size and the geometry of its bars.",
        "obstruction": "Something that shortens the space in a posture: the keyboard, picture in picture.",
    ]

    /// One line per attribute; a block-specific meaning is keyed `block.attribute`.
    static let attributes: [String: String] = [
        "title": "The text people see (string).",
        "symbol": "An SF Symbol name (string); without one, or an image, a standard item is text-only.",
        "image": "The name of an image in the app's assets (string), shown instead of a symbol; an item with one may go vertical as a symbol item may.",
        "sdk": "The SDK the app is built with (27, 27.1, 27.1.2); bars go vertical only from 27.1.",
        "vertical-behavior": "Whether bars may fold into the vertical bar here (P6): automatic or disabled.",
        "compression": "When tabs and items share a vertical bar that is too short, which side gives way first.",
        "immersive": "A bar-less, full-screen experience; records that disabling the vertical bar is intended.",
        "layout-direction": "The reading direction: the vertical bar keeps its physical side; the reported edge flips in rtl.",
        "navigation-bar": "Whether the navigation bar is shown; hidden leaves horizontal-only items nowhere while bars are vertical.",
        "device": "The device to predict for when the command line names none (default iphone-duo).",
        "back-button": "Whether the stack's top view was pushed, so the system adds a back button (P18).",
        "selected": "The id of the tab on screen.",
        "style": "tab-bar, or sidebar-adaptable (a tab bar that can become a sidebar).",
        "badge": "A badge: a count (0…1000000) or a short text.",
        "compact-column": "The column shown when the split view collapses on the outer display.",
        "sheet.placement": "Where the sheet stands: center, leading or trailing.",
        "placement": "Where the app asks for the item to go (the SwiftUI placement it stands for).",
        "presented": "Whether the inspector is shown.",
        "axis": "Which bars the item may take: automatic, horizontal-only or vertical-preferred.",
        "priority": "The order in which items leave for the overflow menu: lower goes first.",
        "view": "label (standard), custom (no vertical layout) or custom-vertical.",
        "alternate-title": "The text the item switches to (Select ↔ Done) — such items belong in horizontal-only (P17).",
        "alternate-symbol": "The symbol the item switches to.",
        "edge": "The edge the hand-made bar is drawn at: top or bottom (required).",
        "base": "What this declaration starts from: a built-in device, or (on a posture) a posture the device already has.",
        "display": "The display in use: outer, inner or single.",
        "orientation": "portrait or landscape.",
        "width": "The window's width in points.",
        "height": "The window's height in points.",
        "horizontal-size-class": "compact or regular.",
        "vertical-size-class": "compact or regular.",
        "bars": "Whether bars fold into the vertical bar in this posture (vertical) or stay horizontal.",
        "strip-side": "The physical side of the vertical bar: left or right.",
        "strip-width": "The vertical bar's width in points.",
        "status-cluster": "Points at the top of the vertical bar taken by the status cluster.",
        "top-inset": "The window's top safe-area inset in points.",
        "horizontal-top-inset": "The top inset while a vertical-bar posture shows horizontal bars (clear of the camera and status bar).",
        "bottom-inset": "The window's bottom safe-area inset in points.",
        "entry-length": "Points each entry takes along a bar.",
        "character-width": "Points one character of a text entry's title takes in a horizontal bar.",
        "wide-character-width": "Points one East Asian wide or full-width character takes in a horizontal bar.",
        "text-padding": "Points at each end of a text entry's title in a horizontal bar.",
        "group-gap": "Points between neighbouring groups: the vertical bar's navigation, toolbar and tab groups, and declared groups in every bar.",
        "fixed-spacer": "Points a fixed spacer takes.",
        "bar-margin": "Points at each end of a bar.",
        "bar-height": "A horizontal bar's height in points.",
        "tab-bar-capacity": "How many tabs a horizontal tab bar shows before a More tab (whole number).",
        "detail-share": "The share of an expanded split view's width its detail column keeps on the inner display (0.5: even).",
        "inspector-share": "The share of the detail column's part a presented inspector takes on the inner display.",
        "fold-start": "Where the fold starts, in points from the window's leading edge.",
        "fold-width": "The fold's width in points.",
        "strip-reduction": "Points the obstruction takes from the vertical bar.",
        "bottom-reduction": "Points the obstruction takes from the bottom.",
        "keyboard": "Whether the obstruction is the keyboard (keyboard items then get their accessory bar).",
    ]

    /// Meanings of values that need one, keyed `attribute.value`.
    static let values: [String: String] = [
        "placement.automatic": "The system decides (the top bar's trailing items).",
        "placement.primary": "The primary action (`.primaryAction`).",
        "placement.secondary": "A secondary action (`.secondaryAction`).",
        "placement.navigation": "A navigation item: with back and close, at the start of the vertical bar.",
        "placement.cancellation": "Close or cancel: a navigation item.",
        "placement.top-leading": "The top bar's leading end: a navigation item.",
        "placement.top-trailing": "The top bar's trailing items.",
        "placement.confirmation": "Done, Save, Send (`.confirmationAction`).",
        "placement.pinned-trailing": "A prominent action near the top of the vertical bar; it never overflows.",
        "placement.principal": "The centre of the top bar.",
        "placement.bottom": "The bottom bar; in the vertical bar, after a gap below the top-bar items.",
        "placement.keyboard": "The keyboard's accessory bar: stays with the keyboard, never vertical.",
        "axis.automatic": "An item with a symbol or an image may go vertical; text-only items and custom views stay horizontal.",
        "axis.horizontal-only": "Only ever in a horizontal bar; with none available the item is not shown at all.",
        "axis.vertical-preferred": "Takes the vertical bar when there is one, even text-only.",
        "compression.automatic": "As prefers-tab-bar on iOS: toolbar items overflow first, the tab bar stays whole.",
        "compression.prefers-toolbar-items": "The tab bar collapses into one button showing the selected tab.",
        "compression.prefers-tab-bar": "Toolbar items overflow first; the tab bar stays whole.",
        "vertical-behavior.automatic": "Bars fold into the vertical bar where the posture has one.",
        "vertical-behavior.disabled": "Bars stay horizontal at the top and bottom.",
        "view.label": "A standard title-and-symbol item.",
        "view.custom": "A custom view with no vertical layout: horizontal only, like a text-only item.",
        "view.custom-vertical": "A custom view that also has a layout for the vertical bar.",
    ]

    /// The meaning of `attribute` in `block`.
    static func attributeDoc(_ attribute: String, in block: String?) -> String? {
        if let block, let specific = attributes["\(block).\(attribute)"] { return specific }
        return attributes[attribute]
    }

    /// The meaning of a value, with the SwiftUI and UIKit spellings where the model records them.
    static func valueDoc(_ value: String, of attribute: String, in block: String?) -> String? {
        var lines: [String] = []
        if let meaning = values["\(attribute).\(value)"] { lines.append(meaning) }
        if let priority = VisibilityPriority(spelling: value), attribute == "priority" {
            lines.append("Rank \(priority.rank) (lower ranks overflow first).")
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
}
