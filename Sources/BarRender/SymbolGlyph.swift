/// Simple line drawings of the SF Symbols the specs use most, so a picture's buttons show a drawing with the
/// item's title under it instead of a symbol's name in small type (the name stays in the button's tooltip and
/// in the panels beside the window).
///
/// They are this project's own drawings: a few strokes each on a 24 × 24 grid, drawn with round caps and no
/// fill, recognisable at button size rather than faithful. Variants resolve to a base drawing: `.fill` is
/// dropped, `.circle` draws the base smaller inside a circle, `.slash` crosses it out, and trailing name parts
/// are dropped one at a time (`person.crop.circle.badge.plus` → `person`) until a drawing is found.
public struct SymbolGlyph: Sendable, Hashable {
    /// SVG path data on a 24 × 24 grid, stroked.
    public var paths: [String]
    /// Drawn smaller inside a circle (`….circle`).
    public var circled: Bool = false
    /// Crossed out (`….slash`).
    public var slashed: Bool = false

    /// The drawing for `symbol`, or nil when no drawing comes close (the button then shows the name).
    public static func resolve(_ symbol: String) -> SymbolGlyph? {
        var parts = symbol.split(separator: ".").map(String.init)
        parts.removeAll { $0 == "fill" }
        var circled = false, slashed = false
        while !parts.isEmpty {
            if parts.last == "slash" { slashed = true; parts.removeLast(); continue }
            if let paths = drawings[parts.joined(separator: ".")] {
                return SymbolGlyph(paths: paths, circled: circled, slashed: slashed)
            }
            if parts.last == "circle" && parts.count > 1 { circled = true }
            parts.removeLast()
        }
        return nil
    }

    public static let drawings: [String: [String]] = [
        "plus": ["M12 5v14M5 12h14"],
        "xmark": ["M6 6l12 12M18 6L6 18"],
        "checkmark": ["M5 12.5l4.5 4.5L19 7"],
        "trash": ["M5 7h14M10 7V4.5h4V7M7 7l1 13h8l1-13M10.5 10.5v6M13.5 10.5v6"],
        "magnifyingglass": ["M4.5 10.5a6 6 0 1 0 12 0a6 6 0 1 0-12 0M15 15l5 5"],
        "square.and.arrow.up": ["M12 3v12M8 7l4-4 4 4M8 10H5v11h14V10h-3"],
        "square.and.arrow.down": ["M12 3v12M8 11l4 4 4-4M8 10H5v11h14V10h-3"],
        "tray.and.arrow.down": ["M12 3v9M8.5 8.5L12 12l3.5-3.5M3 14h5l1 3h6l1-3h5M3 14v6h18v-6"],
        "folder": ["M3 6h6l2 2.5h10V19H3z"],
        "arrowshape.turn.up.left": ["M10 5L4 11l6 6M4 11h10a6 6 0 0 1 6 6v2"],
        "arrowshape.turn.up.right": ["M14 5l6 6-6 6M20 11H10a6 6 0 0 0-6 6v2"],
        "square.and.pencil": ["M11 4H4v16h16v-7M17.5 3.5l3 3L12 15H9v-3z"],
        "pencil": ["M16 4l4 4L9 19H5v-4z"],
        "calendar": ["M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"],
        "archivebox": ["M3 5h18v4H3zM5 9v11h14V9M10 13h4"],
        "flag": ["M5 21V4M5 4h12l-2.5 4L17 12H5"],
        "bell": ["M6 17v-6a6 6 0 0 1 12 0v6l2 2H4zM10 21h4"],
        "star": ["M12 3l2.6 5.8 6.4.6-4.8 4.3 1.4 6.3L12 16.8 6.4 20l1.4-6.3L3 9.4l6.4-.6z"],
        "heart": ["M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"],
        "house": ["M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5"],
        "gear": ["M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8"],
        "gearshape": ["M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8"],
        "paperclip": ["M8 12l6-6a3 3 0 0 1 4.2 4.2l-8 8a4.5 4.5 0 0 1-6.4-6.4l7-7"],
        "printer": ["M7 9V3h10v6M7 17H4V9h16v8h-3M7 14h10v7H7z"],
        "tag": ["M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01"],
        "link": ["M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"],
        "lock": ["M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4"],
        "clock": ["M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 3"],
        "timer": ["M4 13a8 8 0 1 0 16 0a8 8 0 1 0-16 0M12 13V9M10 2h4"],
        "person": ["M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0"],
        "person.2": ["M5 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M2 20a6 6 0 0 1 12 0M14 5.5a3 3 0 1 1 2 5.5M17 14a6 6 0 0 1 5 6"],
        "envelope": ["M3 5h18v14H3zM3 5l9 8 9-8"],
        "list.bullet": ["M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01"],
        "line.3.horizontal.decrease": ["M4 6h16M7 12h10M10 18h4"],
        "slider.horizontal.3": ["M4 6h16M4 12h16M4 18h16M8 4v4M15 10v4M11 16v4"],
        "square.grid.2x2": ["M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"],
        "square.grid.3x3": ["M4 4h16v16H4zM9.3 4v16M14.7 4v16M4 9.3h16M4 14.7h16"],
        "square.stack": ["M7 7h13v13H7zM4 17V4h13"],
        "square.dashed": ["M4 4h3M10 4h4M17 4h3v3M20 10v4M20 17v3h-3M14 20h-4M7 20H4v-3M4 14v-4M4 7V4"],
        "plus.square.on.square": ["M8 8h12v12H8zM4 16V4h12M14 11v6M11 14h6"],
        "doc": ["M6 3h8l4 4v14H6zM14 3v4h4"],
        "note.text": ["M5 4h14v16H5zM8 8h8M8 12h8M8 16h5"],
        "play": ["M7 4l13 8-13 8z"],
        "play.rectangle": ["M3 5h18v14H3zM10 9l5 3-5 3z"],
        "photo": ["M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M16 9h.01"],
        "camera": ["M3 8h4l2-3h6l2 3h4v12H3zM8.5 14a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0"],
        "paperplane": ["M3 11l18-8-8 18-2-8z"],
        "eye": ["M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0"],
        "pin": ["M9 3h6M10 3v6l-3 4h10l-3-4V3M12 13v8"],
        "mappin": ["M12 21s-6-6.5-6-11a6 6 0 0 1 12 0c0 4.5-6 11-6 11zM12 10h.01"],
        "ellipsis": ["M6 12h.01M12 12h.01M18 12h.01"],
        "arrow.clockwise": ["M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"],
        "repeat": ["M4 11V9a3 3 0 0 1 3-3h13M17 3l3 3-3 3M20 13v2a3 3 0 0 1-3 3H4M7 21l-3-3 3-3"],
        "arrow.up.arrow.down": ["M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4"],
        "arrow.up.and.down": ["M12 3v18M8 7l4-4 4 4M8 17l4 4 4-4"],
        "arrow.left.and.right": ["M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4"],
        "arrow.down": ["M12 4v16M6 14l6 6 6-6"],
        "arrow.up": ["M12 20V4M6 10l6-6 6 6"],
        "chevron.up": ["M6 15l6-6 6 6"],
        "chevron.down": ["M6 9l6 6 6-6"],
        "bubble.left": ["M4 5h16v11H9l-5 4z"],
        "bubble.left.and.bubble.right": ["M3 4h12v8H7l-4 3zM9 14v2h8l4 3V8h-4"],
        "exclamationmark.bubble": ["M4 5h16v11H9l-5 4zM12 8v3.5M12 13.5h.01"],
        "exclamationmark": ["M12 4v11M12 19h.01"],
        "number": ["M10 3L8 21M16 3l-2 18M4 8.5h17M3 15.5h17"],
        "bold": ["M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z"],
        "textformat": ["M3 19l5-14 5 14M5 14h6M15 12h3.5a2.5 2.5 0 0 1 0 5H15zM15 12V9h3a1.5 1.5 0 0 1 0 3"],
        "sun.max": ["M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.4 1.4M17.6 17.6L19 19M5 19l1.4-1.4M17.6 6.4L19 5"],
        "checklist": ["M4 6l1.5 1.5L8 5M11 6h9M4 12l1.5 1.5L8 11M11 12h9M4 18l1.5 1.5L8 17M11 18h9"],
        "keyboard": ["M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10"],
        "tablecells": ["M3 5h18v14H3zM3 10h18M3 14.5h18M9 5v14M15 5v14"],
        "menubar.rectangle": ["M3 5h18v14H3zM3 9h18M6 7h4"],
        "rectangle.portrait.split.2x1": ["M3 4h18v16H3zM12 4v16"],
        "rectangle.3.group": ["M3 5h8v6H3zM13 5h8v6h-8zM8 13h8v6H8z"],
        "increase.indent": ["M4 5h16M10 10h10M10 14h10M4 19h16M4 9.5l3 2.5-3 2.5"],
        "hand.raised": ["M8 12V6a1.5 1.5 0 0 1 3 0v5M11 11V4.5a1.5 1.5 0 0 1 3 0V11M14 11V6a1.5 1.5 0 0 1 3 0v8a7 7 0 0 1-7 7 6 6 0 0 1-5-3l-2.5-4.5a1.5 1.5 0 0 1 2.6-1.5L8 15"],
        "wand.and.stars": ["M4 20L15 9M13 7l4 4M18 3v3M16.5 4.5h3M7 4v2M6 5h2M19 14v2M18 15h2"],
        "doc.viewfinder": ["M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M9 7h4l2 2v8H9z"],
        "a": ["M7 18l5-12 5 12M9 14h6"],
    ]
}
