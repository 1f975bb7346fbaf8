import BarDiagnostics
import BarModel

/// How wide an entry is along a horizontal bar (P17, [S2]: in a horizontal bar an item's height is fixed and its
/// width flexible). An item shown by its symbol, the back button, `…` and custom views take `entryLength`; an
/// item shown as text (a label without a symbol) is as wide as its title: `text-padding` at both ends plus
/// `character-width` per character, `wide-character-width` per East Asian wide or full-width character, and
/// never narrower than `entryLength` [M]. The numbers are the posture's, so a spec can override them;
/// docs/geometry.md gives them and why.
enum EntryWidth {
    /// The numbers the model reads from a posture, taken once: a posture is a large value, and measuring a
    /// toolbar of any size should not copy it per item.
    struct Metrics {
        var entryLength: Double
        var textPadding: Double
        var characterWidth: Double
        var wideCharacterWidth: Double

        init(_ posture: Posture) {
            entryLength = posture.entryLength
            textPadding = posture.textPadding
            characterWidth = posture.characterWidth
            wideCharacterWidth = posture.wideCharacterWidth
        }
    }

    /// The width of `item` in a horizontal bar of `posture`.
    static func horizontal(_ item: ToolbarItem, posture: Posture) -> Double {
        horizontal(title: item.title, isText: isText(item), Metrics(posture))
    }

    /// The same from what is read of the declaration (callers that measure declarations in place).
    static func horizontal(title: String?, isText: Bool, _ metrics: Metrics) -> Double {
        guard let title, isText else { return metrics.entryLength }
        return Swift.max(metrics.entryLength, text(title, metrics))
    }

    /// Whether a horizontal bar shows `item` as text: a standard label without an icon, symbol or image ([S2]:
    /// the icon when there is one, the text when there is none). Custom views declare no size and keep
    /// `entryLength` [M].
    static func isText(_ item: ToolbarItem) -> Bool {
        isText(view: item.view, hasSymbol: item.hasIcon, hasTitle: item.title != nil)
    }

    static func isText(view: ItemView, hasSymbol: Bool, hasTitle: Bool) -> Bool {
        view == .label && !hasSymbol && hasTitle
    }

    /// The width the per-character model gives `title`, padding included.
    static func text(_ title: String, _ metrics: Metrics) -> Double {
        var width = 2 * metrics.textPadding
        // Printable ASCII, the common case, is one character per byte and one cell per character
        // (`DisplayWidth`): counted without breaking the title into characters, the same sum.
        var asciiCount = 0
        for byte in title.utf8 {
            guard (0x20..<0x7F).contains(byte) else {
                asciiCount = -1
                break
            }
            asciiCount += 1
        }
        if asciiCount >= 0 {
            for _ in 0..<asciiCount { width += metrics.characterWidth }
            return width
        }
        for character in title {
            width += DisplayWidth.of(character) > 1 ? metrics.wideCharacterWidth : metrics.characterWidth
        }
        return width
    }
}
