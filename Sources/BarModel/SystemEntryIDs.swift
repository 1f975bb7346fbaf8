import BarSyntax

/// The ids the solver gives the controls the system adds to a screen's bars: the back button (P18), the
/// overflow button `…` (P25), the collapsed tab button (P29) and a tab bar's "More" tab, the first two also
/// prefixed by their pane outside the main one (`sidebar.overflow`). A declared item or tab may not take one,
/// or `--explain back` and the JSON would name two entries with one id.
public enum SystemEntryIDs {
    /// In the main pane.
    public static let main = ["back", "overflow", "tab-button", "more-tab"]
    /// Controls that other panes carry too, under `<pane>.<id>`.
    public static let perPane = ["back", "overflow"]
    /// The pane prefixes: split-view columns and the inspector.
    public static let paneKeys = ["sidebar", "content", "detail", "inspector"]

    public static func isReserved(_ id: String) -> Bool {
        // Most ids end with a byte no reserved id ends with (`mayEndReservedID`): answered without comparing.
        guard let last = id.utf8.last, mayEndReservedID(last) else { return false }
        if main.contains(id) { return true }
        // Most ids have no dot; finding that out byte by byte spares walking them as characters.
        guard id.utf8.contains(UInt8(ascii: ".")) else { return false }
        guard let dot = id.firstIndex(of: ".") else { return false }
        return paneKeys.contains(String(id[..<dot])) && perPane.contains(String(id[id.index(after: dot)...]))
    }

    /// Every reserved id, spelled out (`main`, then each pane's), for looking an id up in place.
    static let spellings = WordTable(main + paneKeys.flatMap { pane in perPane.map { "\(pane).\($0)" } })

    /// Bit `b` is set when a reserved id ends with the byte `b` (the `k` of `back`, the `w` of `overflow`, …);
    /// every one is ASCII.
    private static let finalBytes: (low: UInt64, high: UInt64) = spellings.words.reduce((0, 0)) { bits, id in
        let byte = id.utf8.last!
        precondition(byte < 128, "reserved ids are ASCII")
        return byte < 64 ? (bits.low | 1 << UInt64(byte), bits.high) : (bits.low, bits.high | 1 << UInt64(byte - 64))
    }

    /// Whether an id that ends with `byte` can be a reserved one: most ids (`share`, `s0-detail-1`) end with a
    /// byte that ends none, and are answered without looking them up.
    static func mayEndReservedID(_ byte: UInt8) -> Bool {
        byte < 64 ? finalBytes.low & (1 << UInt64(byte)) != 0 : byte < 128 && finalBytes.high & (1 << UInt64(byte - 64)) != 0
    }

    /// `back, overflow, tab-button, more-tab, and sidebar.back, sidebar.overflow, … for other panes`.
    public static var listed: String {
        main.joined(separator: ", ") + ", and " + perPane.map { "<pane>.\($0)" }.joined(separator: ", ")
            + " (pane: " + paneKeys.joined(separator: ", ") + ")"
    }
}
