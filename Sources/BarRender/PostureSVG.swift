import BarDiagnostics
import BarModel
import BarSolver

/// How a picture is written.
public struct SVGOptions: Sendable, Hashable {
    /// Whether the picture carries its style sheet (a file of its own) or relies on the page it is inlined
    /// into (`HTMLReport` adds the style sheet once).
    public var standalone: Bool
    /// Prefix of the picture's ids (its clip path), so several pictures can share one page.
    public var idPrefix: String
    /// Whether a standalone picture starts with the comment that marks a file `bar render` wrote
    /// (`RenderedFile`): on for what render prints or writes, off for a picture handed to a page (the preview).
    public var marksRenderedFile: Bool

    public init(standalone: Bool = true, idPrefix: String = "bar-", marksRenderedFile: Bool = false) {
        self.standalone = standalone
        self.idPrefix = idPrefix
        self.marksRenderedFile = marksRenderedFile
    }
}

/// One posture of one screen as an SVG picture: writes a `PosturePicture` out, measuring nothing itself.
///
/// The window is drawn at true point scale (1 SVG unit = 1 pt) with the caption above it and, beside it, the
/// open overflow menus, the tabs folded into a tab button and the entries not shown. Every visible entry is a
/// `<rect>` carrying `data-entry`, `data-kind`, `data-bar` and `data-index`; every bar is a `<rect>` carrying
/// `data-bar-rect`. Both are in window coordinates (inside the window's `translate`), so tests and tools can
/// check the picture against the solver.
public enum PostureSVG {
    public static func render(_ placement: Placement, screen: Screen, options: SVGOptions = SVGOptions()) -> String {
        write(PosturePicture(placement: placement, screen: screen), options: options)
    }

    /// A picture already laid out, written as SVG.
    static func write(_ picture: PosturePicture, options: SVGOptions) -> String {
        var writer = PictureSVGWriter(options: options)
        if options.standalone && options.marksRenderedFile { writer.svg.raw(String(RenderedFile.headerLine.dropLast())) }
        writer.write(picture)
        return writer.svg.text
    }
}

/// Writes each part of a picture as SVG elements, in drawing order (later parts paint over earlier ones).
private struct PictureSVGWriter {
    let options: SVGOptions
    var svg = SVGWriter()

    init(options: SVGOptions) {
        self.options = options
    }

    mutating func write(_ picture: PosturePicture) {
        let width = picture.width
        let height = picture.height
        var root: [(String, SVGWriter.Value)] = []
        if options.standalone { root.append(("xmlns", "http://www.w3.org/2000/svg")) }
        root += [
            ("class", "bar-picture"), ("width", .number(width)), ("height", .number(height)),
            ("viewBox", .text("0 0 \(PointText.drawing(width)) \(PointText.drawing(height))")), ("role", "img"),
            ("data-screen", .text(picture.screenID)), ("data-posture", .text(picture.postureName)),
        ]
        svg.open("svg", root)
        svg.element("title", [], content: picture.title)
        if options.standalone {
            svg.raw("<style>\n\(Theme.pictureStyle)\n</style>")
        }
        svg.element("rect", [("class", "bar-bg"), ("x", 0), ("y", 0), ("width", .number(width)), ("height", .number(height))])
        for line in picture.caption {
            text(line.text, className: line.style == .heading ? "bar-caption" : "bar-caption-sub")
        }
        writeLegend(picture.legend)
        let origin = picture.windowOrigin
        svg.open("g", [("class", "bar-window-group"), ("transform", .text("translate(\(PointText.drawing(origin.x)) \(PointText.drawing(origin.y)))"))])
        writeWindow(picture.window)
        svg.close("g")
        for panel in picture.panels { writePanel(panel) }
        svg.close("svg")
    }

    // MARK: Parts

    private mutating func text(_ placed: PlacedText, className: String, extra: [(String, SVGWriter.Value)] = []) {
        var attributes: [(String, SVGWriter.Value)] = [("class", .text(className))] + extra
        attributes += [("x", .number(placed.at.x)), ("y", .number(placed.at.y))]
        switch placed.anchor {
        case .start: break
        case .middle: attributes.append(("text-anchor", "middle"))
        case .end: attributes.append(("text-anchor", "end"))
        }
        svg.element("text", attributes, content: placed.text)
    }

    private mutating func rect(_ rect: Rect, className: String, extra: [(String, SVGWriter.Value)] = [], radius: Double? = nil) {
        var attributes: [(String, SVGWriter.Value)] = [("class", .text(className))] + extra
        attributes += [("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))]
        if let radius { attributes.append(("rx", .number(radius))) }
        svg.element("rect", attributes)
    }

    private mutating func writeLegend(_ legend: [LegendMark]) {
        svg.open("g", [("class", "bar-legend-group")])
        for mark in legend {
            switch mark.kind {
            case .group(let group):
                rect(mark.swatch, className: "bar-group bar-group-\(group.rawValue)", radius: 4)
            case .safeArea:
                let swatch = mark.swatch
                svg.element("line", [("class", "bar-safe"), ("x1", .number(swatch.minX)), ("y1", .number(swatch.midY)), ("x2", .number(swatch.maxX)), ("y2", .number(swatch.midY))])
            case .fold:
                rect(mark.swatch, className: "bar-fold")
            }
            text(mark.label, className: "bar-legend")
        }
        svg.close("g")
    }

    private mutating func writeWindow(_ window: WindowLayer) {
        let frame = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let clipID = options.idPrefix + "window-clip"
        svg.open("clipPath", [("id", .text(clipID))])
        svg.element("rect", [("x", 0), ("y", 0), ("width", .number(frame.width)), ("height", .number(frame.height)), ("rx", .number(window.cornerRadius))])
        svg.close("clipPath")
        rect(frame, className: "bar-window", radius: window.cornerRadius)

        svg.open("g", [("clip-path", .text("url(#\(clipID))"))])
        if let strip = window.strip { rect(strip, className: "bar-strip") }
        if let band = window.statusBand { rect(band, className: "bar-status") }
        for taker in window.stripTakers { writeCover(taker) }
        for bar in window.horizontalBars { writeBar(bar, className: "bar-hbar") }
        if let fold = window.fold { writeFold(fold) }
        for cover in window.covers { writeCover(cover) }
        svg.close("g")

        if let safeArea = window.safeArea { rect(safeArea, className: "bar-safe", radius: 6) }
        if let status = window.status { writeStatus(status) }
        if let bar = window.verticalBar { writeBar(bar, className: "bar-strip-usable") }
        for tray in window.trays { writeTray(tray) }
        for button in window.buttons { writeButton(button) }
        if let home = window.homeIndicator { rect(home, className: "bar-home", radius: 2.5) }
        rect(frame, className: "bar-window-edge", radius: window.cornerRadius)
    }

    private mutating func writeBar(_ bar: BarFrame, className: String) {
        rect(bar.rect, className: className, extra: [("data-bar-rect", .text(bar.id)), ("data-role", .text(bar.role.rawValue))])
    }

    private mutating func writeCover(_ cover: CoverMark) {
        rect(cover.rect, className: "bar-cover", extra: [("data-obstruction", .text(cover.id))])
        text(cover.label, className: "bar-cover-label")
    }

    private mutating func writeFold(_ fold: FoldMark) {
        svg.open("g", [("class", "bar-fold-group")])
        rect(fold.rect, className: "bar-fold")
        for edge in fold.edges {
            svg.element("line", [("class", "bar-fold-edge"), ("x1", .number(edge.from.x)), ("y1", .number(edge.from.y)), ("x2", .number(edge.to.x)), ("y2", .number(edge.to.y))])
        }
        text(fold.label, className: "bar-fold-label")
        svg.close("g")
    }

    private mutating func writeStatus(_ status: StatusCluster) {
        svg.open("g", [("class", "bar-status-cluster")])
        if let camera = status.camera {
            svg.element("circle", [("class", "bar-status-fg"), ("cx", .number(camera.center.x)), ("cy", .number(camera.center.y)), ("r", .number(camera.radius))])
        }
        text(status.time, className: "bar-status-text")
        let wifi = status.wifi
        svg.element("circle", [("class", "bar-status-fg"), ("cx", .number(wifi.dot.x)), ("cy", .number(wifi.dot.y)), ("r", .number(wifi.dotRadius))])
        let number = PointText.drawing
        for arc in wifi.arcs {
            let d = "M\(number(arc.from.x)) \(number(arc.from.y))A\(number(arc.radius)) \(number(arc.radius)) 0 0 1 \(number(arc.to.x)) \(number(arc.to.y))"
            svg.element("path", [("class", "bar-status-line"), ("d", .text(d))])
        }
        svg.close("g")
    }

    private mutating func writeTray(_ tray: Tray) {
        var extra: [(String, SVGWriter.Value)] = [("data-group", .text(tray.group.rawValue)), ("data-bar", .text(tray.barID))]
        if let explicit = tray.explicitGroup { extra.append(("data-explicit-group", .text(explicit))) }
        let inner = Rect(x: tray.rect.x + 1, y: tray.rect.y + 1, width: tray.rect.width - 2, height: tray.rect.height - 2)
        rect(inner, className: "bar-group bar-group-\(tray.group.rawValue)", extra: extra, radius: 12)
    }

    /// A symbol's drawing: its strokes on the 24 × 24 grid, scaled into the glyph's box. A circled symbol draws
    /// the circle at full size and the base drawing smaller inside it; a slashed one is crossed out.
    private mutating func writeGlyph(_ mark: GlyphMark) {
        let scale = mark.rect.width / 24
        let number = PointText.drawing
        svg.open("g", [
            ("class", "bar-glyph"), ("data-symbol", .text(mark.symbol)),
            ("transform", .text("translate(\(number(mark.rect.x)) \(number(mark.rect.y))) scale(\(number(scale)))")),
        ])
        if mark.glyph.circled {
            svg.element("circle", [("cx", .number(12)), ("cy", .number(12)), ("r", .number(11))])
            svg.open("g", [("transform", "translate(4.8 4.8) scale(0.6)")])
        }
        for path in mark.glyph.paths { svg.element("path", [("d", .text(path))]) }
        if mark.glyph.circled { svg.close("g") }
        if mark.glyph.slashed { svg.element("path", [("d", "M3 3l18 18")]) }
        svg.close("g")
    }

    private mutating func writeButton(_ mark: ButtonMark) {
        let entry = mark.entry
        let frame = mark.frame
        var classes = "bar-button"
        switch mark.look {
        case .plain: break
        case .overflow: classes += " bar-button-overflow"
        case .selected: classes += " bar-button-selected"
        }
        let number = PointText.drawing
        svg.open("g", [("class", "bar-entry")])
        svg.element("title", [], content: mark.tooltip)
        rect(mark.button, className: classes, extra: [
            ("data-entry", .text(entry.id)), ("data-kind", .text(entry.kind.name)),
            ("data-bar", .text(entry.barID ?? "")), ("data-index", .number(Double(entry.index ?? 0))),
            ("data-frame", .text("\(number(frame.x)) \(number(frame.y)) \(number(frame.width)) \(number(frame.height))")),
        ], radius: mark.cornerRadius)
        if let glyph = mark.glyph { writeGlyph(glyph) }
        for line in mark.label {
            let className =
                switch line.style {
                case .main: "bar-label"
                case .sub: "bar-sublabel"
                case .big: "bar-label-big"
                }
            var attributes: [(String, SVGWriter.Value)] = [("class", .text(className)), ("x", .number(line.text.at.x)), ("y", .number(line.text.at.y)), ("text-anchor", "middle")]
            // A style, not the font-size attribute: the class's font size would win over an attribute.
            if let size = line.shrunkSize { attributes.append(("style", .text("font-size: \(number(size))px"))) }
            if let width = line.squeezedTo { attributes += [("textLength", .number(width)), ("lengthAdjust", "spacingAndGlyphs")] }
            svg.element("text", attributes, content: line.text.text)
        }
        if let badge = mark.badge {
            rect(badge.rect, className: "bar-badge", radius: 8.5)
            text(badge.label, className: "bar-badge-text")
        }
        svg.close("g")
    }

    private mutating func writePanel(_ panel: PanelLayout) {
        svg.open("g", [("class", "bar-side-panel"), ("data-panel", .text(panel.kind.rawValue)), ("data-for", .text(panel.owner))])
        if let connector = panel.connector {
            let number = PointText.drawing
            let d = connector.steps.map { step in
                switch step {
                case .move(let point): "M\(number(point.x)) \(number(point.y))"
                case .vertical(let y): "V\(number(y))"
                case .horizontal(let x): "H\(number(x))"
                case .line(let point): "L\(number(point.x)) \(number(point.y))"
                }
            }.joined()
            svg.element("path", [("class", "bar-connector"), ("d", .text(d))])
            svg.element("circle", [("class", "bar-connector-dot"), ("cx", .number(connector.start.x)), ("cy", .number(connector.start.y)), ("r", 3)])
        }
        rect(panel.rect, className: "bar-panel", radius: 10)
        text(panel.title, className: "bar-panel-title")
        for row in panel.rows {
            if let detail = row.detail { text(detail, className: "bar-panel-muted") }
            text(row.text, className: "bar-panel-text", extra: row.entryID.map { [("data-listed-entry", .text($0))] } ?? [])
            for note in row.notes { text(note, className: "bar-panel-muted") }
        }
        svg.close("g")
    }
}
