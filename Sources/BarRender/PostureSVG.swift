import BarModel
import BarSolver

/// How a picture is written.
public struct SVGOptions: Sendable, Hashable {
    /// Whether the picture carries its style sheet (a file of its own) or relies on the page it is inlined
    /// into (`HTMLReport` adds the style sheet once).
    public var standalone: Bool
    /// Prefix of the picture's ids (its clip path), so several pictures can share one page.
    public var idPrefix: String

    public init(standalone: Bool = true, idPrefix: String = "bar-") {
        self.standalone = standalone
        self.idPrefix = idPrefix
    }
}

/// One posture of one screen as an SVG picture, drawn only from the solver's numbers.
///
/// The window is drawn at true point scale (1 SVG unit = 1 pt) with the caption above it and, beside it, the
/// open overflow menus, the tabs folded into a tab button and the entries not shown. Every visible entry is a
/// `<rect>` carrying `data-entry`, `data-kind`, `data-bar` and `data-index`; every bar is a `<rect>` carrying
/// `data-bar-rect`. Both are in window coordinates (inside the window's `translate`), so tests and tools can
/// check the picture against the solver.
public enum PostureSVG {
    public static func render(
        _ placement: Placement, screen: Screen, posture: Posture, options: SVGOptions = SVGOptions()
    ) -> String {
        var picture = Picture(placement: placement, screen: screen, posture: posture, options: options)
        return picture.render()
    }

    /// The picture's size in points, for pages that lay several pictures out.
    public static func size(of placement: Placement, screen: Screen, posture: Posture) -> (width: Double, height: Double) {
        let picture = Picture(placement: placement, screen: screen, posture: posture, options: SVGOptions())
        return (picture.totalWidth, picture.totalHeight)
    }
}

/// The fixed measures of the picture around the window [M]: none of them is a solver number.
enum PictureMetrics {
    static let margin = 24.0
    /// From the picture's top to the window's top: two caption lines and the legend.
    static let captionHeight = 78.0
    static let sideGap = 48.0
    static let sideWidth = 300.0
    static let cornerRadius = 34.0
    /// Space between a button and its frame, so neighbouring buttons are drawn apart.
    static let buttonInset = 3.0
    static let buttonRadius = 9.0
    static let labelSize = 10.0
    static let sublabelSize = 8.5
    static let minimumLabelSize = 8.0
    /// How far a label may be squeezed (SVG `textLength`) before it is wrapped or cut instead.
    static let squeeze = 0.8
    static let panelGap = 16.0
    static let panelHeader = 30.0
    static let panelRow = 22.0
    static let panelNoteLine = 13.0
    static let panelPadding = 12.0
}

private struct Picture {
    let placement: Placement
    let screen: Screen
    let posture: Posture
    let options: SVGOptions
    let facts: ScreenFacts
    let panels: [Panel]
    let windowWidth: Double
    let windowHeight: Double
    var writer = SVGWriter()


    init(placement: Placement, screen: Screen, posture: Posture, options: SVGOptions) {
        self.placement = placement
        self.screen = screen
        self.posture = posture
        self.options = options
        self.facts = ScreenFacts(screen)
        self.windowWidth = placement.windowSize.width
        self.windowHeight = placement.windowSize.height
        self.panels = Panel.build(placement: placement, facts: facts)
    }

    var originX: Double { PictureMetrics.margin }
    var originY: Double { PictureMetrics.margin + PictureMetrics.captionHeight }
    var sideX: Double { originX + windowWidth + PictureMetrics.sideGap }
    var totalWidth: Double { sideX + PictureMetrics.sideWidth + PictureMetrics.margin }
    var totalHeight: Double {
        max(originY + windowHeight + PictureMetrics.margin, panelLayout.bottom + PictureMetrics.margin)
    }

    /// Where each panel goes: beside the window, next to the button that opens it when there is one.
    var panelLayout: (tops: [Double], bottom: Double) {
        var tops: [Double] = []
        var cursor = originY
        for panel in panels {
            var top = cursor
            if let anchor = panel.anchor {
                top = max(cursor, originY + anchor.midY - PictureMetrics.panelHeader / 2)
            }
            tops.append(top)
            cursor = top + panel.height + PictureMetrics.panelGap
        }
        return (tops, cursor - PictureMetrics.panelGap)
    }

    mutating func render() -> String {
        let width = totalWidth
        let height = totalHeight
        var root: [(String, SVGWriter.Value)] = []
        if options.standalone { root.append(("xmlns", "http://www.w3.org/2000/svg")) }
        root += [
            ("class", "bar-picture"), ("width", .number(width)), ("height", .number(height)),
            ("viewBox", .text("0 0 \(Markup.number(width)) \(Markup.number(height))")), ("role", "img"),
            ("data-screen", .text(screen.id)), ("data-posture", .text(placement.postureName)),
        ]
        writer.open("svg", root)
        writer.element("title", [], content: "\(screen.id) in \(placement.postureName) on \(placement.deviceID)")
        if options.standalone {
            writer.raw("<style>\n\(Theme.pictureStyle)\n</style>")
        }
        writer.element("rect", [("class", "bar-bg"), ("x", 0), ("y", 0), ("width", .number(width)), ("height", .number(height))])
        drawCaption()
        writer.open("g", [("class", "bar-window-group"), ("transform", .text("translate(\(Markup.number(originX)) \(Markup.number(originY)))"))])
        drawWindow()
        writer.close("g")
        drawPanels()
        writer.close("svg")
        return writer.text
    }

    // MARK: Caption

    private mutating func drawCaption() {
        let edge = placement.verticalEdge?.rawValue ?? "none"
        let size = "\(Markup.number(windowWidth)) × \(Markup.number(windowHeight)) pt"
        let first = "\(placement.postureName) · \(size) · edge: \(edge)"
        writer.element("text", [("class", "bar-caption"), ("x", .number(PictureMetrics.margin)), ("y", .number(PictureMetrics.margin + 15))], content: first)

        var details: [String] = [screen.title.map { "\(screen.id) “\($0)”" } ?? screen.id, placement.deviceID]
        if let side = placement.physicalSide {
            details.append("vertical bar, strip on the \(side.rawValue)")
        } else {
            details.append("horizontal bars")
        }
        if placement.verticalBehavior != .automatic { details.append("vertical-behavior \(placement.verticalBehavior.rawValue)") }
        if placement.compression != .automatic { details.append("compression \(placement.compression.rawValue)") }
        if placement.layoutDirection == .rtl { details.append("right-to-left") }
        let subtitle = TextLayout.truncated(details.joined(separator: " · "), maxWidth: totalWidth - 2 * PictureMetrics.margin, fontSize: 12)
        writer.element("text", [("class", "bar-caption-sub"), ("x", .number(PictureMetrics.margin)), ("y", .number(PictureMetrics.margin + 35))], content: subtitle)
        drawLegend(y: PictureMetrics.margin + 50)
    }

    private mutating func drawLegend(y: Double) {
        let present = Set(trays.map(\.group))
        var x = PictureMetrics.margin
        writer.open("g", [("class", "bar-legend-group")])
        for group in EntryGroup.allCases where present.contains(group) {
            writer.element("rect", [("class", .text("bar-group bar-group-\(group.rawValue)")), ("x", .number(x)), ("y", .number(y)), ("width", 14), ("height", 14), ("rx", 4)])
            writer.element("text", [("class", "bar-legend"), ("x", .number(x + 19)), ("y", .number(y + 11))], content: group.label)
            x += 19 + TextLayout.width(of: group.label, fontSize: 12) + 16
        }
        writer.element("line", [("class", "bar-safe"), ("x1", .number(x)), ("y1", .number(y + 7)), ("x2", .number(x + 22)), ("y2", .number(y + 7))])
        writer.element("text", [("class", "bar-legend"), ("x", .number(x + 27)), ("y", .number(y + 11))], content: "safe area")
        if placement.fold != nil {
            x += 27 + TextLayout.width(of: "safe area", fontSize: 12) + 16
            writer.element("rect", [("class", "bar-fold"), ("x", .number(x)), ("y", .number(y)), ("width", 14), ("height", 14)])
            writer.element("text", [("class", "bar-legend"), ("x", .number(x + 19)), ("y", .number(y + 11))], content: "fold")
        }
        writer.close("g")
    }

    // MARK: The window

    private var stripBar: BarFrame? { placement.bars.first { $0.kind == .vertical } }

    private mutating func drawWindow() {
        let clipID = options.idPrefix + "window-clip"
        writer.open("clipPath", [("id", .text(clipID))])
        writer.element("rect", [("x", 0), ("y", 0), ("width", .number(windowWidth)), ("height", .number(windowHeight)), ("rx", .number(PictureMetrics.cornerRadius))])
        writer.close("clipPath")
        writer.element("rect", [("class", "bar-window"), ("x", 0), ("y", 0), ("width", .number(windowWidth)), ("height", .number(windowHeight)), ("rx", .number(PictureMetrics.cornerRadius))])

        writer.open("g", [("clip-path", .text("url(#\(clipID))"))])
        drawStripBackground()
        drawHorizontalBars()
        drawFold()
        drawCovers()
        writer.close("g")

        drawSafeArea()
        drawStatus()
        if let strip = stripBar {
            writer.element("rect", [
                ("class", "bar-strip-usable"), ("data-bar-rect", .text(strip.id)), ("data-role", .text(strip.role.rawValue)),
                ("x", .number(strip.rect.x)), ("y", .number(strip.rect.y)), ("width", .number(strip.rect.width)), ("height", .number(strip.rect.height)),
            ])
        }
        drawTrays()
        for entry in placement.entries {
            if let frame = entry.frame { drawEntry(entry, frame: frame) }
        }
        drawHomeIndicator()
        writer.element("rect", [("class", "bar-window-edge"), ("x", 0), ("y", 0), ("width", .number(windowWidth)), ("height", .number(windowHeight)), ("rx", .number(PictureMetrics.cornerRadius))])
    }

    private mutating func drawStripBackground() {
        guard let strip = stripBar else { return }
        writer.element("rect", [("class", "bar-strip"), ("x", .number(strip.rect.x)), ("y", 0), ("width", .number(strip.rect.width)), ("height", .number(windowHeight))])
        if posture.statusClusterLength > 0 {
            writer.element("rect", [("class", "bar-status"), ("x", .number(strip.rect.x)), ("y", 0), ("width", .number(strip.rect.width)), ("height", .number(posture.statusClusterLength))])
        }
        // Competing UI that takes strip length without covering the window (Picture in Picture) is drawn where
        // the strip lost it: just below its usable part.
        var cursor = strip.rect.maxY
        for obstruction in placement.obstructions where obstruction.rect == nil && obstruction.stripReduction > 0 {
            let height = min(obstruction.stripReduction, max(0, windowHeight - cursor))
            guard height > 0 else { continue }
            writer.element("rect", [("class", "bar-cover"), ("data-obstruction", .text(obstruction.id)), ("x", .number(strip.rect.x)), ("y", .number(cursor)), ("width", .number(strip.rect.width)), ("height", .number(height))])
            writer.element("text", [("class", "bar-cover-label"), ("x", .number(strip.rect.midX)), ("y", .number(cursor + height / 2 + 4)), ("text-anchor", "middle")], content: obstruction.id)
            cursor += height
        }
    }

    private mutating func drawHorizontalBars() {
        for bar in placement.bars where bar.kind != .vertical {
            writer.element("rect", [
                ("class", "bar-hbar"), ("data-bar-rect", .text(bar.id)), ("data-role", .text(bar.role.rawValue)),
                ("x", .number(bar.rect.x)), ("y", .number(bar.rect.y)), ("width", .number(bar.rect.width)), ("height", .number(bar.rect.height)),
            ])
        }
    }

    private mutating func drawFold() {
        guard let fold = placement.fold else { return }
        writer.open("g", [("class", "bar-fold-group")])
        writer.element("rect", [("class", "bar-fold"), ("x", .number(fold.x)), ("y", .number(fold.y)), ("width", .number(fold.width)), ("height", .number(fold.height))])
        if fold.height >= fold.width {
            for x in [fold.minX, fold.maxX] {
                writer.element("line", [("class", "bar-fold-edge"), ("x1", .number(x)), ("y1", .number(fold.minY)), ("x2", .number(x)), ("y2", .number(fold.maxY))])
            }
            writer.element("text", [("class", "bar-fold-label"), ("x", .number(fold.midX)), ("y", .number(fold.maxY - 44)), ("text-anchor", "middle")], content: "fold")
        } else {
            for y in [fold.minY, fold.maxY] {
                writer.element("line", [("class", "bar-fold-edge"), ("x1", .number(fold.minX)), ("y1", .number(y)), ("x2", .number(fold.maxX)), ("y2", .number(y))])
            }
            writer.element("text", [("class", "bar-fold-label"), ("x", .number(fold.minX + 12)), ("y", .number(fold.midY + 4))], content: "fold")
        }
        writer.close("g")
    }

    private mutating func drawCovers() {
        for obstruction in placement.obstructions {
            guard let rect = obstruction.rect else { continue }
            writer.element("rect", [("class", "bar-cover"), ("data-obstruction", .text(obstruction.id)), ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
            writer.element("text", [("class", "bar-cover-label"), ("x", .number(rect.midX)), ("y", .number(rect.midY + 4)), ("text-anchor", "middle")], content: obstruction.id)
        }
    }

    /// The solver's content area: the window less its top and bottom insets and, while bars are vertical,
    /// less the strip on its physical side.
    private mutating func drawSafeArea() {
        let content = placement.contentRect
        guard content.width > 0, content.height > 0 else { return }
        writer.element("rect", [("class", "bar-safe"), ("x", .number(content.x + 1)), ("y", .number(content.y + 1)), ("width", .number(content.width - 2)), ("height", .number(content.height - 2)), ("rx", 6)])
    }

    /// The status cluster (camera, time, Wi-Fi) at the top of the strip; without a strip, a status bar in
    /// the top inset when there is room for one.
    private mutating func drawStatus() {
        if let strip = stripBar {
            let length = posture.statusClusterLength
            guard length >= 40 else { return }
            let stack = 80.0
            let top = max(6, (length - stack) / 2)
            let x = strip.rect.midX
            writer.open("g", [("class", "bar-status-cluster")])
            writer.element("circle", [("class", "bar-status-fg"), ("cx", .number(x)), ("cy", .number(top + 9)), ("r", 8)])
            writer.element("text", [("class", "bar-status-text"), ("x", .number(x)), ("y", .number(top + 45)), ("text-anchor", "middle")], content: "9:41")
            drawWiFi(centerX: x, bottom: top + 78)
            writer.close("g")
        } else if posture.topInset >= 24 {
            let band = min(posture.topInset, 54)
            writer.open("g", [("class", "bar-status-cluster")])
            writer.element("text", [("class", "bar-status-text"), ("x", .number(PictureMetrics.cornerRadius)), ("y", .number(band / 2 + 6))], content: "9:41")
            drawWiFi(centerX: windowWidth - PictureMetrics.cornerRadius - 6, bottom: band / 2 + 7)
            writer.close("g")
        }
    }

    private mutating func drawWiFi(centerX x: Double, bottom y: Double) {
        writer.element("circle", [("class", "bar-status-fg"), ("cx", .number(x)), ("cy", .number(y - 1.5)), ("r", 2)])
        for radius in [6.0, 10.5, 15] {
            let dx = radius * 0.7071
            let dy = y - radius * 0.7071
            writer.element("path", [("class", "bar-status-line"), ("d", .text("M\(Markup.number(x - dx)) \(Markup.number(dy))A\(Markup.number(radius)) \(Markup.number(radius)) 0 0 1 \(Markup.number(x + dx)) \(Markup.number(dy))"))])
        }
    }

    private mutating func drawHomeIndicator() {
        guard posture.bottomInset >= 12 else { return }
        let width = min(134, windowWidth * 0.3)
        writer.element("rect", [("class", "bar-home"), ("x", .number((windowWidth - width) / 2)), ("y", .number(windowHeight - posture.bottomInset / 2 - 2.5)), ("width", .number(width)), ("height", 5), ("rx", 2.5)])
    }

    // MARK: Groups

    struct Tray {
        var barID: String
        var group: EntryGroup
        var explicitGroup: String?
        var rect: Rect
    }

    /// Runs of neighbouring entries of one group in one bar; a run ends where the group changes or where the
    /// solver left a gap between frames.
    var trays: [Tray] {
        var result: [Tray] = []
        for bar in placement.bars {
            var current: Tray?
            var last: Rect?
            for entry in placement.entries(in: bar.id) {
                guard let frame = entry.frame else { continue }
                let group = facts.group(for: entry)
                let explicit = facts.explicitGroup(for: entry)
                if var tray = current, tray.group == group, tray.explicitGroup == explicit, let last, Self.touches(last, frame) {
                    tray.rect = Self.union(tray.rect, frame)
                    current = tray
                } else {
                    if let tray = current { result.append(tray) }
                    current = Tray(barID: bar.id, group: group, explicitGroup: explicit, rect: frame)
                }
                last = frame
            }
            if let tray = current { result.append(tray) }
        }
        return result
    }

    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        let gapX = max(b.minX - a.maxX, a.minX - b.maxX)
        let gapY = max(b.minY - a.maxY, a.minY - b.maxY)
        return gapX <= 0.5 && gapY <= 0.5
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    private mutating func drawTrays() {
        for tray in trays {
            let rect = tray.rect
            var attributes: [(String, SVGWriter.Value)] = [
                ("class", .text("bar-group bar-group-\(tray.group.rawValue)")), ("data-group", .text(tray.group.rawValue)),
                ("data-bar", .text(tray.barID)),
            ]
            if let explicit = tray.explicitGroup { attributes.append(("data-explicit-group", .text(explicit))) }
            attributes += [("x", .number(rect.x + 1)), ("y", .number(rect.y + 1)), ("width", .number(rect.width - 2)), ("height", .number(rect.height - 2)), ("rx", 12)]
            writer.element("rect", attributes)
        }
    }

    // MARK: Entries

    private mutating func drawEntry(_ entry: PlacedEntry, frame: Rect) {
        let inset = PictureMetrics.buttonInset
        let button = Rect(x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
        var classes = "bar-button"
        if entry.kind == .overflowButton { classes += " bar-button-overflow" }
        if entry.kind == .tab, entry.id == facts.selectedTab?.id { classes += " bar-button-selected" }
        if entry.kind == .tabButton { classes += " bar-button-selected" }

        writer.open("g", [("class", "bar-entry")])
        writer.element("title", [], content: tooltip(for: entry))
        writer.element("rect", [
            ("class", .text(classes)), ("data-entry", .text(entry.id)), ("data-kind", .text(entry.kind.name)),
            ("data-bar", .text(entry.barID ?? "")), ("data-index", .number(Double(entry.index ?? 0))),
            ("data-frame", .text("\(Markup.number(frame.x)) \(Markup.number(frame.y)) \(Markup.number(frame.width)) \(Markup.number(frame.height))")),
            ("x", .number(button.x)), ("y", .number(button.y)), ("width", .number(button.width)), ("height", .number(button.height)),
            ("rx", .number(min(PictureMetrics.buttonRadius, button.height / 2))),
        ])
        drawLabel(lines(for: entry, in: button), in: button)
        if let badge = entry.badge { drawBadge(badge.description, on: button) }
        writer.close("g")
    }

    private func tooltip(for entry: PlacedEntry) -> String {
        var text = entry.title
        if let symbol = entry.symbol { text += " (\(symbol))" }
        text += " · \(PlacementCell.text(for: entry)) · \(entry.reason)"
        return text
    }

    struct LabelLine {
        var text: String
        var className: String
        var size: Double
    }

    /// The button's text: the symbol's short form with the title under it, or the title alone when there is
    /// no symbol; system controls have fixed marks.
    private func lines(for entry: PlacedEntry, in button: Rect) -> [LabelLine] {
        let width = button.width - 6
        let height = button.height - 4
        let lineWidth = width / PictureMetrics.squeeze
        let lineHeight = PictureMetrics.labelSize * 1.2
        let subHeight = PictureMetrics.sublabelSize * 1.2
        func main(_ text: String, maxLines: Int) -> [LabelLine] {
            TextLayout.lines(text, maxWidth: lineWidth, fontSize: PictureMetrics.labelSize, maxLines: max(1, maxLines)).map { LabelLine(text: $0, className: "bar-label", size: PictureMetrics.labelSize) }
        }
        func sub(_ text: String) -> [LabelLine] {
            [LabelLine(text: TextLayout.truncated(text, maxWidth: lineWidth, fontSize: PictureMetrics.sublabelSize), className: "bar-sublabel", size: PictureMetrics.sublabelSize)]
        }
        let roomForLines = max(1, Int(((height - subHeight) / lineHeight).rounded(.down)))
        switch entry.kind {
        case .overflowButton:
            return [LabelLine(text: "⋯", className: "bar-label-big", size: 22)]
        case .backButton:
            return main("‹ \(entry.title)", maxLines: 1)
        case .tabButton, .moreTab:
            let folded = placement.entries.filter { $0.bar == .collapsed && $0.barID == entry.id }.count
            let summary = "▣ \(folded) tab\(folded == 1 ? "" : "s")"
            if entry.kind == .moreTab { return main("More", maxLines: 1) + sub(summary) }
            let symbol = entry.symbol.map(SymbolLabel.short) ?? facts.selectedTab?.displayName ?? entry.title
            return main(symbol, maxLines: min(2, roomForLines)) + sub(summary)
        case .item, .tab:
            if let raw = entry.symbol, !raw.isEmpty {
                let symbol = SymbolLabel.short(raw)
                // The symbol with the title under it; a symbol that needs every line goes alone.
                let allLines = max(1, Int((height / lineHeight).rounded(.down)))
                let whole = TextLayout.lines(symbol, maxWidth: lineWidth, fontSize: PictureMetrics.labelSize, maxLines: .max)
                if whole.count <= min(2, roomForLines) {
                    return main(symbol, maxLines: whole.count) + sub(entry.title)
                }
                return main(symbol, maxLines: allLines)
            }
            return main(entry.title, maxLines: max(1, Int((height / lineHeight).rounded(.down))))
        }
    }

    private mutating func drawLabel(_ lines: [LabelLine], in button: Rect) {
        guard !lines.isEmpty else { return }
        let heights = lines.map { $0.size * 1.2 }
        let total = heights.reduce(0, +)
        var top = button.midY - total / 2
        for (line, height) in zip(lines, heights) {
            // A baseline sits about 0.8 of the line's font size below the line's top, centring cap height.
            let baseline = top + (height - line.size) / 2 + line.size * 0.82
            fittedText(line.text, className: line.className, size: line.size, x: button.midX, y: baseline, maxWidth: button.width - 6, shrinks: line.className == "bar-label")
            top += height
        }
    }

    /// Centred text; when its estimated width exceeds `maxWidth`, SVG squeezes it to exactly that width, so a
    /// label never runs out of its button whatever font the viewer has.
    /// With `shrinks`, a line too wide is first set smaller, down to `minimumLabelSize`.
    private mutating func fittedText(_ text: String, className: String, size: Double, x: Double, y: Double, maxWidth: Double, shrinks: Bool = false) {
        var attributes: [(String, SVGWriter.Value)] = [("class", .text(className)), ("x", .number(x)), ("y", .number(y)), ("text-anchor", "middle")]
        var size = size
        let natural = TextLayout.width(of: text, fontSize: size)
        if shrinks, natural > maxWidth {
            size = max(PictureMetrics.minimumLabelSize, (size * maxWidth / natural * 4).rounded(.down) / 4)
            // A style, not the font-size attribute: the class's font size would win over an attribute.
            attributes.append(("style", .text("font-size: \(Markup.number(size))px")))
        }
        if TextLayout.width(of: text, fontSize: size) > maxWidth {
            attributes += [("textLength", .number(maxWidth)), ("lengthAdjust", "spacingAndGlyphs")]
        }
        writer.element("text", attributes, content: text)
    }

    private mutating func drawBadge(_ text: String, on button: Rect) {
        let label = TextLayout.truncated(text, maxWidth: max(12, button.width - 8), fontSize: 10)
        let width = max(17, TextLayout.width(of: label, fontSize: 10) + 9)
        let x = button.maxX - width + 5
        let y = button.minY - 5
        writer.element("rect", [("class", "bar-badge"), ("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", 17), ("rx", 8.5)])
        writer.element("text", [("class", "bar-badge-text"), ("x", .number(x + width / 2)), ("y", .number(y + 12.5)), ("text-anchor", "middle")], content: label)
    }

    // MARK: Panels beside the window

    private mutating func drawPanels() {
        let tops = panelLayout.tops
        for (panel, top) in zip(panels, tops) {
            drawPanel(panel, top: top)
        }
    }

    /// A dashed line from the button that opens a panel to the panel, leaving the button on a side where no
    /// other button is: sideways out of a strip on the window's right edge, down out of a top bar, up out of a
    /// bottom bar.
    private mutating func drawConnector(from anchor: Rect, barKind: BarKind?, toX x: Double, y endY: Double) {
        let button = Rect(x: originX + anchor.x, y: originY + anchor.y, width: anchor.width, height: anchor.height)
        let path: String
        let start: (x: Double, y: Double)
        let number = Markup.number
        switch barKind {
        case .top?, .bottom?:
            let down = barKind == .top
            start = (button.midX, down ? button.maxY - PictureMetrics.buttonInset : button.minY + PictureMetrics.buttonInset)
            let turnY = down ? button.maxY + 10 : button.minY - 10
            path = "M\(number(start.x)) \(number(start.y))V\(number(turnY))H\(number(x - 16))L\(number(x)) \(number(endY))"
        default:
            start = (button.maxX - PictureMetrics.buttonInset, button.midY)
            path = "M\(number(start.x)) \(number(start.y))H\(number(x - 16))L\(number(x)) \(number(endY))"
        }
        writer.element("path", [("class", "bar-connector"), ("d", .text(path))])
        writer.element("circle", [("class", "bar-connector-dot"), ("cx", .number(start.x)), ("cy", .number(start.y)), ("r", 3)])
    }

    private mutating func drawPanel(_ panel: Panel, top: Double) {
        let x = sideX
        let width = PictureMetrics.sideWidth
        writer.open("g", [("class", "bar-side-panel"), ("data-panel", .text(panel.kind)), ("data-for", .text(panel.owner))])
        if let anchor = panel.anchor {
            drawConnector(from: anchor, barKind: panel.anchorBar, toX: x, y: top + PictureMetrics.panelHeader / 2)
        }
        writer.element("rect", [("class", "bar-panel"), ("x", .number(x)), ("y", .number(top)), ("width", .number(width)), ("height", .number(panel.height)), ("rx", 10)])
        let textWidth = width - 2 * PictureMetrics.panelPadding
        writer.element("text", [("class", "bar-panel-title"), ("x", .number(x + PictureMetrics.panelPadding)), ("y", .number(top + 20))],
                       content: TextLayout.truncated(panel.title, maxWidth: textWidth, fontSize: 12))
        var y = top + PictureMetrics.panelHeader
        for row in panel.rows {
            var detailWidth = 0.0
            if let detail = row.detail {
                // The title has the first claim on the row; the symbol name gets what is left (at least a third).
                let room = max(textWidth / 3, min(textWidth / 2, textWidth - TextLayout.width(of: row.text, fontSize: 13) - 10))
                let shown = TextLayout.truncated(detail, maxWidth: room, fontSize: 10)
                detailWidth = TextLayout.width(of: shown, fontSize: 10) + 8
                writer.element("text", [("class", "bar-panel-muted"), ("x", .number(x + width - PictureMetrics.panelPadding)), ("y", .number(y + 15)), ("text-anchor", "end")], content: shown)
            }
            let title = TextLayout.truncated(row.text, maxWidth: textWidth - detailWidth, fontSize: 13)
            var attributes: [(String, SVGWriter.Value)] = [("class", "bar-panel-text")]
            if let entry = row.entryID { attributes.append(("data-listed-entry", .text(entry))) }
            attributes += [("x", .number(x + PictureMetrics.panelPadding)), ("y", .number(y + 15))]
            writer.element("text", attributes, content: title)
            y += PictureMetrics.panelRow
            for note in row.notes {
                writer.element("text", [("class", "bar-panel-muted"), ("x", .number(x + PictureMetrics.panelPadding + 8)), ("y", .number(y + 8))], content: note)
                y += PictureMetrics.panelNoteLine
            }
        }
        writer.close("g")
    }
}

/// A list drawn beside the window: an open overflow menu, the tabs folded into a tab button, the entries not
/// shown.
private struct Panel {
    var kind: String
    /// The id of the control that opens it, or the posture's name for the note of hidden entries.
    var owner: String
    var title: String
    var rows: [Row]
    /// The frame of the button that opens it, in window coordinates, and the kind of bar it sits in.
    var anchor: Rect?
    var anchorBar: BarKind? = nil

    struct Row {
        var text: String
        var detail: String?
        var notes: [String] = []
        var entryID: String?
    }

    var height: Double {
        PictureMetrics.panelHeader + rows.reduce(0) { $0 + PictureMetrics.panelRow + Double($1.notes.count) * PictureMetrics.panelNoteLine } + 8
    }

    static func build(placement: Placement, facts: ScreenFacts) -> [Panel] {
        var panels: [Panel] = []
        let noteWidth = PictureMetrics.sideWidth - 2 * PictureMetrics.panelPadding - 8
        func row(_ entry: PlacedEntry) -> Row {
            // A badge out of sight is worth saying (P26): it shows before the symbol's name.
            let detail = [entry.badge.map { "badge \($0.description)" }, entry.symbol.map(SymbolLabel.short)]
                .compactMap { $0 }.joined(separator: " · ")
            return Row(text: entry.title, detail: detail.isEmpty ? nil : detail, entryID: entry.id)
        }

        // Overflow menus, each next to its `…` button; menus whose button is not drawn come after.
        let menuEntries = placement.entries.filter { $0.bar == .overflow }
        var menuIDs: [String] = []
        for entry in placement.entries where entry.kind == .overflowButton && !menuIDs.contains(entry.id) { menuIDs.append(entry.id) }
        for entry in menuEntries {
            if let id = entry.barID, !menuIDs.contains(id) { menuIDs.append(id) }
        }
        for id in menuIDs {
            let button = placement.entries.first { $0.kind == .overflowButton && $0.id == id }
            let rows = menuEntries.filter { $0.barID == id }.sorted { ($0.index ?? 0) < ($1.index ?? 0) }.map(row)
            guard !rows.isEmpty || button?.frame != nil else { continue }
            let pane = (button ?? menuEntries.first { $0.barID == id })?.pane.key ?? ""
            var title = "⋯ Overflow menu" + (pane.isEmpty ? "" : " (\(pane))")
            if button?.frame == nil { title += " — its button is not shown" }
            panels.append(Panel(kind: "overflow-menu", owner: id, title: title, rows: rows.isEmpty ? [Row(text: "(empty)")] : rows, anchor: button?.frame, anchorBar: button?.bar))
        }

        // Tabs folded into a tab button.
        var buttonIDs: [String] = []
        for entry in placement.entries where entry.bar == .collapsed {
            if let id = entry.barID, !buttonIDs.contains(id) { buttonIDs.append(id) }
        }
        for id in buttonIDs {
            let button = placement.entries.first { $0.id == id && $0.kind.standsForTabs }
            let folded = placement.entries.filter { $0.bar == .collapsed && $0.barID == id }
            let rows = folded.sorted { ($0.index ?? 0) < ($1.index ?? 0) }.map(row)
            let inMoreTab = button?.kind == .moreTab || folded.first?.collapsedInto == .moreTab
            let title = inMoreTab ? "“More” tab lists" : "▣ Tab button (long press) lists"
            panels.append(Panel(kind: "collapsed-tabs", owner: id, title: title, rows: rows, anchor: button?.frame, anchorBar: button?.bar))
        }

        // Entries not shown in this posture, with why.
        let hidden = placement.entries.filter { $0.bar == .hidden }
        if !hidden.isEmpty {
            let rows = hidden.map { entry -> Row in
                // The panel's title already says "not shown": list the reason's statement without the label.
                let reason = entry.hiddenReason?.statement ?? entry.reason
                var result = row(entry)
                result.notes = TextLayout.lines(reason, maxWidth: noteWidth, fontSize: 10, maxLines: 3)
                return result
            }
            panels.append(Panel(kind: "hidden", owner: placement.postureName, title: "Not shown in this posture", rows: rows, anchor: nil))
        }
        return panels
    }
}
