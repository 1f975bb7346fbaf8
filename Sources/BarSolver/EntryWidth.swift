import BarDiagnostics
import BarModel

/// How wide an entry is along a horizontal bar (P17, [S2]: in a horizontal bar an item's height is fixed and its
/// width flexible). An item shown by its symbol, the back button, `…` and custom views take `entryLength`; an
/// item shown as text (a label without a symbol) is as wide as its title: `text-padding` at both ends plus
/// `character-width` per character, `wide-character-width` per East Asian wide or full-width character, and
/// never narrower than `entryLength` [M]. The numbers are the posture's, so a spec can override them;
/// docs/geometry.md gives them and why.
enum EntryWidth {
    /// The width of `item` in a horizontal bar of `posture`.
    static func horizontal(_ item: ToolbarItem, posture: Posture) -> Double {
        guard let title = item.title, isText(item) else { return posture.entryLength }
        return Swift.max(posture.entryLength, text(title, posture: posture))
    }

    /// Whether a horizontal bar shows `item` as text: a standard label without a symbol ([S2]: the icon when
    /// there is one, the text when there is none). Custom views declare no size and keep `entryLength` [M].
    static func isText(_ item: ToolbarItem) -> Bool {
        item.view == .label && item.symbol == nil && item.title != nil
    }

    /// The width the per-character model gives `title`, padding included.
    static func text(_ title: String, posture: Posture) -> Double {
        var width = 2 * posture.textPadding
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
            for _ in 0..<asciiCount { width += posture.characterWidth }
            return width
        }
        for character in title {
            width += DisplayWidth.of(character) > 1 ? posture.wideCharacterWidth : posture.characterWidth
        }
        return width
    }
}
