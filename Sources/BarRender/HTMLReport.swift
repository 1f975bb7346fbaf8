import BarDiagnostics
import BarModel
import BarSolver

/// One posture of a screen, ready to draw.
public struct PostureRendering: Sendable {
    public var posture: Posture
    public var placement: Placement

    public init(posture: Posture, placement: Placement) {
        self.posture = posture
        self.placement = placement
    }
}

/// A screen and its placements in the postures to show, in the order to show them.
public struct ScreenRendering: Sendable {
    public var screen: Screen
    public var postures: [PostureRendering]

    public init(screen: Screen, postures: [PostureRendering]) {
        self.screen = screen
        self.postures = postures
    }
}

/// One self-contained HTML page for a spec file: for each screen its pictures side by side and its solve
/// matrix, then the file's findings. Everything is inline (style sheet, SVG); nothing is loaded from
/// anywhere, no script runs. Light and dark colours follow `prefers-color-scheme`.
public enum HTMLReport {
    /// The whole page at once; the same bytes as `pieces(…)` joined.
    ///
    /// - Parameters:
    ///   - source: the spec file, for its path and for the line and column of each finding.
    ///   - screens: what to draw, in page order.
    ///   - findings: diagnostics to list (loader diagnostics and lint findings), shown in `sortedForOutput` order.
    public static func page(source: SourceFile, screens: [ScreenRendering], findings: [Diagnostic]) -> String {
        pieces(source: source, screens: screens.map(\.screen), findings: findings) { index, _ in screens[index] }.joined()
    }

    /// The page as a lazy sequence of pieces — the head, each screen's section in parts (its heading, each
    /// posture's picture, its matrix), the findings and the end — so a caller can write each piece as it comes
    /// and hold one screen's placements and one of its pictures at a time, however many screens the file has
    /// (issue 18) and however long a screen's toolbar is. `rendering` is asked for each screen, in order, once,
    /// when its first piece is due.
    public static func pieces(
        source: SourceFile, screens: [Screen], findings: [Diagnostic],
        rendering: @escaping (_ index: Int, _ screen: Screen) -> ScreenRendering
    ) -> some Sequence<String> {
        let sorted = Diagnostic.sortedForOutput(findings)
        let head = CollectionOfOne(self.head(source: source, screens: screens, findings: sorted))
        let sections = screens.indices.lazy.flatMap { index in sectionPieces(rendering(index, screens[index]), number: index) }
        let end = CollectionOfOne(findingsSection(sorted, source: source) + "</body>\n</html>\n")
        return [AnySequence(head), AnySequence(sections), AnySequence(end)].joined()
    }

    /// Everything before the first screen: the style sheet, the file's name, the counts, the screen index and
    /// the switch between true scale and one row per screen.
    private static func head(source: SourceFile, screens: [Screen], findings sorted: [Diagnostic]) -> String {
        var html = ""
        html += "<!DOCTYPE html>\n" + RenderedFile.headerLine + "<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>\(Markup.escape("bar render — \(source.path)"))</title>\n"
        html += "<style>\n\(Theme.variables)\n\(Theme.pictureRules)\n\(pageRules)\n</style>\n</head>\n<body>\n"

        html += "<header>\n<h1>\(Markup.escape(source.path))</h1>\n"
        var summary = ["\(screens.count) screen\(screens.count == 1 ? "" : "s")"]
        summary.append(findingSummary(sorted))
        html += "<p class=\"summary\">\(Markup.escape(summary.joined(separator: " · ")))</p>\n"
        if screens.count > 1 {
            html += "<nav><ul>\n"
            for screen in screens {
                html += "<li><a href=\"#\(anchor(for: screen))\">\(Markup.escape(screen.id))</a></li>\n"
            }
            html += "<li><a href=\"#findings\">findings</a></li>\n</ul></nav>\n"
        }
        html += "</header>\n"
        // Pictures are at true scale (1 pt = 1 CSS px), where every label is readable, and wrap onto more rows;
        // a check box, not a script, shrinks each screen's postures into one row to compare them at a glance.
        html += "<input type=\"checkbox\" id=\"one-row\" class=\"scale-toggle\">"
        html += "<label for=\"one-row\" class=\"scale-label\">Fit each screen’s postures in one row (smaller than true scale)</label>\n"
        return html
    }

    // MARK: Screens

    private static func anchor(for screen: Screen) -> String { "screen-" + Markup.identifier(screen.id) }

    /// One screen's section as pieces made when asked for: the heading and device legend, each posture's
    /// figure, then the matrix and the section's end.
    private static func sectionPieces(_ rendering: ScreenRendering, number: Int) -> some Sequence<String> {
        let postures = rendering.postures.count
        return (0..<(postures + 2)).lazy.map { part -> String in
            switch part {
            case 0: sectionHead(rendering)
            case postures + 1: "</div>\n" + matrixTable(SolveMatrix(screen: rendering.screen, placements: rendering.postures.map(\.placement))) + "</section>\n"
            default: figure(rendering.postures[part - 1], screen: rendering.screen, prefix: "s\(number)p\(part - 1)-")
            }
        }
    }

    /// A section's opening: its heading, the device legend and the start of the row of pictures.
    private static func sectionHead(_ rendering: ScreenRendering) -> String {
        let screen = rendering.screen
        var html = "<section class=\"screen\" id=\"\(anchor(for: screen))\">\n"
        var heading = Markup.escape(screen.id)
        if let title = screen.title { heading += " <span class=\"screen-title\">“\(Markup.escape(title))”</span>" }
        html += "<h2>\(heading)</h2>\n"
        html += deviceLegend(rendering.postures.map(\.placement))
        html += "<div class=\"postures\">\n"
        return html
    }

    /// One posture's picture in its figure, its ids prefixed with `prefix` so the page's pictures stay apart.
    private static func figure(_ posture: PostureRendering, screen: Screen, prefix: String) -> String {
        // Laid out once: its size sizes the figure, then it is written.
        let picture = PosturePicture(placement: posture.placement, screen: screen)
        let width = PointText.drawing(picture.width)
        let height = PointText.drawing(picture.height)
        // In one row, each picture's share of the row is its true width, so all stay at one scale.
        return "<figure class=\"posture\" style=\"flex-grow: \(width); --w: \(width)px; --h: \(height)px\">\n"
            + PostureSVG.write(picture, options: SVGOptions(standalone: false, idPrefix: prefix)) + "</figure>\n"
    }

    /// Which posture is which: the display, the window, the hinge and what the bars do in each, and one line
    /// saying what `edge` means, all read from the placements (nothing here is about one device only).
    private static func deviceLegend(_ placements: [Placement]) -> String {
        guard let first = placements.first else { return "" }
        var html = "<p class=\"device\">device <strong>\(Markup.escape(first.deviceID))</strong> · \(placements.count) posture\(placements.count == 1 ? "" : "s")</p>\n"
        html += "<div class=\"table-scroll\">\n<table class=\"device-legend\">\n<thead><tr><th>posture</th><th>display</th><th>window</th><th>hinge</th><th>bars</th></tr></thead>\n<tbody>\n"
        for placement in placements {
            let size = "\(PointText.drawing(placement.windowSize.width)) × \(PointText.drawing(placement.windowSize.height)) pt"
            var hinge = "none"
            if let fold = placement.fold {
                hinge = fold.height >= fold.width ? "top to bottom" : "left to right"
                hinge += ", \(PointText.drawing(min(fold.width, fold.height))) pt band"
            }
            html += "<tr><td><strong>\(Markup.escape(placement.postureName))</strong></td><td>\(Markup.escape(PostureWords.display(placement.posture)))</td>"
            html += "<td>\(size)</td><td>\(hinge)</td><td>\(Markup.escape(PostureWords.bars(placement)))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        html += "<p class=\"legend\">Where the bars fold into one vertical bar, <code>edge</code> is its side as the app reads it (leading or trailing in the layout direction); <code>edge none</code>: the bars stay horizontal. The hinge is drawn as a shaded band marked “fold”.</p>\n"
        return html
    }

    private static func matrixTable(_ matrix: SolveMatrix) -> String {
        var html = "<h3>Solve matrix</h3>\n<div class=\"table-scroll\">\n<table class=\"matrix\">\n<thead><tr><th>entry</th><th>kind</th>"
        for column in matrix.columns { html += "<th class=\"cell\">\(Markup.escape(column))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in matrix.rows {
            html += "<tr data-entry=\"\(Markup.escape(row.id))\"><td>\(Markup.escape(row.title))"
            if row.title != row.id { html += " <code class=\"id\">\(Markup.escape(row.id))</code>" }
            html += "</td><td class=\"kind\">\(Markup.escape(row.kind.name))</td>"
            for (entry, text) in zip(row.entries, row.cells) {
                if let entry {
                    html += "<td class=\"cell cell-\(entry.bar.rawValue)\" title=\"\(Markup.escape(entry.reason))\">\(Markup.escape(text))</td>"
                } else {
                    html += "<td class=\"cell cell-absent\"></td>"
                }
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        html += "<p class=\"legend\"><code>V2</code> 2nd in the vertical bar (top to bottom) · <code>T1</code> 1st in a top bar · <code>B3</code> 3rd in a bottom bar (leading to trailing) · <code>\(PlacementCell.overflow)</code> overflow menu · <code>\(PlacementCell.collapsed)</code> folded into the tab button · <code>\(PlacementCell.hidden)</code> not shown. Hover a cell for the reason.</p>\n"
        return html
    }

    // MARK: Findings

    private static func findingSummary(_ findings: [Diagnostic]) -> String {
        if findings.isEmpty { return "no findings" }
        var parts: [String] = []
        for severity in [Severity.error, .warning, .info] {
            let count = findings.filter { $0.severity == severity }.count
            if count > 0 { parts.append("\(count) \(severity.label)\(count == 1 ? "" : "s")") }
        }
        return parts.joined(separator: ", ")
    }

    private static func findingsSection(_ findings: [Diagnostic], source: SourceFile) -> String {
        var html = "<section class=\"findings\" id=\"findings\">\n<h2>Findings</h2>\n"
        guard !findings.isEmpty else {
            return html + "<p class=\"clean\">No findings in this file.</p>\n</section>\n"
        }
        html += "<div class=\"table-scroll\">\n<table class=\"findings-table\">\n<thead><tr><th>severity</th><th>where</th><th>finding</th></tr></thead>\n<tbody>\n"
        for finding in findings {
            let location = source.location(of: finding.range.start)
            html += "<tr class=\"severity-\(finding.severity.rawValue)\"><td class=\"severity\">\(finding.severity.label)</td>"
            html += "<td class=\"where\">\(Markup.escape(source.path)):\(location.line):\(location.column)</td>"
            html += "<td>\(Markup.escape(finding.message)) <code class=\"rule\">[\(Markup.escape(finding.id))]</code>"
            for note in finding.notes {
                var text = "note: \(note.message)"
                if let range = note.range {
                    let place = source.location(of: range.start)
                    text += " (line \(place.line))"
                }
                html += "<div class=\"note\">\(Markup.escape(text))</div>"
            }
            if let fix = finding.fixIt {
                html += "<div class=\"note\">fix: \(Markup.escape(fix.message))</div>"
            }
            html += "</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n</section>\n"
        return html
    }

    /// The page's own rules; the pictures' come from `Theme`.
    static let pageRules = """
        html { background: var(--bar-bg); color: var(--bar-text); }
        body { margin: 0; padding: 24px 32px 48px; font-family: \(Theme.fontStack); font-size: 14px; line-height: 1.45; }
        h1 { font-size: 22px; margin: 0 0 4px; word-break: break-all; }
        h2 { font-size: 19px; margin: 32px 0 4px; }
        h3 { font-size: 15px; margin: 20px 0 8px; }
        .screen-title, .summary, .device, .legend { color: var(--bar-muted); }
        .summary, .device { margin: 0 0 12px; }
        nav ul { list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 6px 16px; }
        a { color: var(--bar-accent); }
        code { font-family: \(Theme.monospaceStack); font-size: 12px; }
        code.id { color: var(--bar-muted); }
        code.rule { white-space: nowrap; color: var(--bar-muted); }
        .scale-toggle { margin: 16px 6px 0 0; }
        .scale-label { color: var(--bar-muted); font-size: 13px; }
        .postures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; padding-bottom: 8px; }
        figure.posture { margin: 0; flex: none; max-width: 100%; border: 1px solid var(--bar-panel-edge); border-radius: 14px; overflow: hidden; background: var(--bar-bg); }
        figure.posture svg { display: block; width: var(--w); max-width: 100%; height: auto; }
        .scale-toggle:checked ~ .screen .postures { flex-wrap: nowrap; }
        .scale-toggle:checked ~ .screen figure.posture { flex-shrink: 1; flex-basis: 0; min-width: 0; }
        .scale-toggle:checked ~ .screen figure.posture svg { width: 100%; }
        .table-scroll { overflow-x: auto; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { text-align: left; padding: 4px 12px; border-bottom: 1px solid var(--bar-panel-edge); vertical-align: top; }
        th { font-weight: 600; color: var(--bar-muted); }
        td.kind { color: var(--bar-muted); }
        .cell { text-align: center; font-family: \(Theme.monospaceStack); min-width: 3.5em; }
        td.cell-vertical { color: var(--bar-g-toolbar-edge); font-weight: 700; }
        td.cell-top, td.cell-bottom { color: var(--bar-g-navigation-edge); font-weight: 700; }
        td.cell-overflow { color: var(--bar-g-pinned-edge); }
        td.cell-collapsed { color: var(--bar-g-tabs-edge); }
        td.cell-hidden { color: var(--bar-muted); }
        .legend { font-size: 12px; }
        table.device-legend { margin-bottom: 4px; }
        .severity-error .severity { color: var(--bar-badge); font-weight: 700; }
        .severity-warning .severity { color: var(--bar-g-pinned-edge); font-weight: 700; }
        .severity-info .severity { color: var(--bar-muted); }
        td.where { font-family: \(Theme.monospaceStack); font-size: 12px; white-space: nowrap; }
        .note { color: var(--bar-muted); font-size: 12px; }
        .clean { color: var(--bar-muted); }
        """
}
