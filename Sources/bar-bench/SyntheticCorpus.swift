/// A deterministic corpus of realistic screens, so every run measures the same input.
///
/// Screens mix the constructs real specs use (tab views with per-tab stacks, split views with inspectors,
/// groups, spacers, overflow menus, badges, comments, Japanese titles), chosen by a fixed-seed generator.
struct SyntheticCorpus {
    /// A tiny linear congruential generator: deterministic on every platform, unlike the system RNG.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let symbols = ["square.and.arrow.up", "trash", "folder", "tray", "paperplane", "star", "flag", "pencil", "magnifyingglass", "gear", "bell", "bookmark", "heart", "paperclip", "calendar"]
    static let titles = ["Share", "Delete", "Move", "Archive", "Send", "Favourite", "Flag", "Edit", "Search", "Settings", "Notify", "Save", "Like", "Attach", "Schedule", "共有", "削除", "編集"]
    static let priorities = ["low", "automatic", "high", "lower-than-high", "higher-than-low"]
    static let axes = ["automatic", "horizontal-only", "vertical-preferred"]
    static let placements = ["automatic", "primary", "secondary", "bottom", "navigation"]

    /// Spec text of at least `bytes` bytes, one screen after another.
    static func text(bytes: Int, seed: UInt64 = 1) -> String {
        var generator = Generator(state: seed)
        var out = ""
        out.reserveCapacity(bytes + 4096)
        var index = 0
        while out.utf8.count < bytes {
            out += screen(index, &generator)
            index += 1
        }
        return out
    }

    /// One file's worth: a single realistic screen.
    static func screen(_ index: Int, _ generator: inout Generator) -> String {
        var out = "// Screen \(index): generated for the benchmark.\nscreen screen-\(index) {\n  title: \"Screen \(index)\"\n"
        out += "  compression: \(["automatic", "prefers-toolbar-items", "prefers-tab-bar"][generator.next(3)])\n\n"
        if generator.next(3) == 0 {
            out += "  split-view {\n"
            for column in ["sidebar", "content", "detail"] {
                out += "    \(column) {\n      title: \"\(column.capitalized)\"\n"
                out += toolbar(prefix: "s\(index)-\(column)", count: 2 + generator.next(4), indent: "      ", &generator)
                if column == "detail" {
                    out += "      inspector {\n        title: \"Info\"\n"
                    out += toolbar(prefix: "s\(index)-info", count: 2, indent: "        ", &generator)
                    out += "      }\n"
                }
                out += "    }\n"
            }
            out += "  }\n}\n\n"
            return out
        }
        let tabs = 3 + generator.next(3)
        out += "  tab-view {\n    selected: t\(index)-0\n\n"
        for tab in 0..<tabs {
            let title = titles[generator.next(titles.count)]
            let badge = generator.next(4) == 0 ? " badge: \(1 + generator.next(20))" : ""
            if tab == 0 {
                out += "    tab t\(index)-\(tab) {\n      title: \"\(title)\"\n      symbol: \"\(symbols[generator.next(symbols.count)])\"\(badge.isEmpty ? "" : "\n     \(badge)")\n\n"
                out += "      stack {\n        title: \"\(title)\"\n"
                out += toolbar(prefix: "s\(index)", count: 4 + generator.next(8), indent: "        ", &generator)
                out += "      }\n    }\n"
            } else {
                out += "    tab t\(index)-\(tab) { title: \"\(title)\" symbol: \"\(symbols[generator.next(symbols.count)])\"\(badge) }\n"
            }
        }
        out += "  }\n}\n\n"
        return out
    }

    static func toolbar(prefix: String, count: Int, indent: String, _ generator: inout Generator) -> String {
        var out = "\(indent)toolbar {\n"
        var grouped = false
        for item in 0..<count {
            if item == 2, generator.next(2) == 0 {
                out += "\(indent)  group \(prefix)-g {\n\(indent)    priority: high\n"
                grouped = true
            }
            let pad = grouped ? "    " : "  "
            var attributes = "title: \"\(titles[generator.next(titles.count)])\" symbol: \"\(symbols[generator.next(symbols.count)])\""
            if generator.next(3) == 0 { attributes += " priority: \(priorities[generator.next(priorities.count)])" }
            if generator.next(5) == 0 { attributes += " axis: \(axes[generator.next(axes.count)])" }
            if generator.next(4) == 0 { attributes += " placement: \(placements[generator.next(placements.count)])" }
            out += "\(indent)\(pad)item \(prefix)-\(item) { \(attributes) }\n"
            if grouped, item == 3 {
                out += "\(indent)  }\n"
                grouped = false
            }
        }
        if grouped { out += "\(indent)  }\n" }
        out += "\(indent)  item \(prefix)-done { title: \"Done\" symbol: \"checkmark\" placement: pinned-trailing } // confirms\n"
        out += "\(indent)  overflow-menu {\n\(indent)    item \(prefix)-export { title: \"Export\" symbol: \"square.and.arrow.down\" }\n\(indent)  }\n"
        out += "\(indent)}\n"
        return out
    }
}
