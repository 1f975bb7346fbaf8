import BarDiagnostics
import BarModel
import BarSolver

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
    static let bigLabelSize = 22.0
    static let minimumLabelSize = 8.0
    /// How far a label may be squeezed (SVG `textLength`) before it is wrapped or cut instead.
    static let squeeze = 0.8
    static let panelGap = 16.0
    static let panelHeader = 30.0
    static let panelRow = 22.0
    static let panelNoteLine = 13.0
    static let panelPadding = 12.0
    static let captionSize = 12.0
    static let legendSize = 12.0
    static let panelTitleSize = 12.0
    static let panelTextSize = 13.0
    static let panelDetailSize = 10.0
    static let badgeSize = 10.0
    /// A symbol's drawing on a button: at most this big, and never smaller than the minimum (below it the
    /// title gives up its second line first).
    static let glyphSize = 20.0
    static let minimumGlyphSize = 12.0
    static let glyphGap = 2.0
}

extension PosturePicture {
    /// Lays out one posture of `screen` from the solver's placement (which carries the posture it was solved
    /// for).
    init(placement: Placement, screen: Screen) {
        let layout = PictureLayout(placement: placement, screen: screen)
        self = layout.picture()
    }
}

/// Decides where every part of a `PosturePicture` goes. Reads the placement and, for what the solver does not
/// decide (groups, the selected tab), the screen's outline through `ScreenFacts`.
private struct PictureLayout {
    let placement: Placement
    let screen: Screen
    let posture: Posture
    let facts: ScreenFacts
    let panels: [PanelContent]
    let windowWidth: Double
    let windowHeight: Double

    init(placement: Placement, screen: Screen) {
        self.placement = placement
        self.screen = screen
        self.posture = placement.posture
        self.facts = ScreenFacts(screen)
        self.windowWidth = placement.windowSize.width
        self.windowHeight = placement.windowSize.height
        self.panels = PanelContent.build(placement: placement)
    }

    var originX: Double { PictureMetrics.margin }
    var originY: Double { PictureMetrics.margin + PictureMetrics.captionHeight }
    var sideX: Double { originX + windowWidth + PictureMetrics.sideGap }
    var totalWidth: Double { sideX + PictureMetrics.sideWidth + PictureMetrics.margin }

    func picture() -> PosturePicture {
        let (tops, bottom) = panelTops()
        let trays = self.trays()
        return PosturePicture(
            screenID: screen.id, postureName: placement.postureName,
            title: "\(screen.id) in \(placement.postureName) on \(placement.deviceID)",
            width: totalWidth,
            height: max(originY + windowHeight + PictureMetrics.margin, bottom + PictureMetrics.margin),
            caption: caption(), legend: legend(groups: Set(trays.map(\.group))),
            windowOrigin: Point(x: originX, y: originY),
            window: window(trays: trays),
            panels: zip(panels, tops).map { panel(for: $0, top: $1) })
    }

    // MARK: Caption and legend

    func caption() -> [CaptionLine] {
        let size = "\(PointText.drawing(windowWidth)) × \(PointText.drawing(windowHeight)) pt"
        let heading = "\(placement.postureName) · \(PostureWords.display(placement.posture)) · \(size)"

        var details: [String] = [screen.title.map { "\(screen.id) “\($0)”" } ?? screen.id, placement.deviceID]
        details.append(PostureWords.bars(placement))
        if placement.verticalBehavior != .automatic { details.append("vertical-behavior \(placement.verticalBehavior.rawValue)") }
        if placement.compression != .automatic { details.append("compression \(placement.compression.rawValue)") }
        if placement.layoutDirection == .rtl { details.append("right-to-left") }
        let subtitle = TextLayout.truncated(
            details.joined(separator: " · "), maxWidth: totalWidth - 2 * PictureMetrics.margin, fontSize: PictureMetrics.captionSize)
        return [
            CaptionLine(style: .heading, text: PlacedText(text: heading, at: Point(x: PictureMetrics.margin, y: PictureMetrics.margin + 15))),
            CaptionLine(style: .details, text: PlacedText(text: subtitle, at: Point(x: PictureMetrics.margin, y: PictureMetrics.margin + 35))),
        ]
    }

    /// The groups drawn in this picture, then the safe area and, on a folding display, the fold.
    func legend(groups present: Set<EntryGroup>) -> [LegendMark] {
        let y = PictureMetrics.margin + 50
        let size = PictureMetrics.legendSize
        var marks: [LegendMark] = []
        var x = PictureMetrics.margin
        for group in EntryGroup.allCases where present.contains(group) {
            marks.append(LegendMark(
                kind: .group(group), swatch: Rect(x: x, y: y, width: 14, height: 14),
                label: PlacedText(text: group.label, at: Point(x: x + 19, y: y + 11))))
            x += 19 + TextLayout.width(of: group.label, fontSize: size) + 16
        }
        marks.append(LegendMark(
            kind: .safeArea, swatch: Rect(x: x, y: y, width: 22, height: 14),
            label: PlacedText(text: "safe area", at: Point(x: x + 27, y: y + 11))))
        if placement.fold != nil {
            x += 27 + TextLayout.width(of: "safe area", fontSize: size) + 16
            marks.append(LegendMark(
                kind: .fold, swatch: Rect(x: x, y: y, width: 14, height: 14),
                label: PlacedText(text: "fold", at: Point(x: x + 19, y: y + 11))))
        }
        return marks
    }

    // MARK: The window

    var stripBar: BarFrame? { placement.bars.first { $0.kind == .vertical } }

    func window(trays: [Tray]) -> WindowLayer {
        let strip = stripBar
        return WindowLayer(
            width: windowWidth, height: windowHeight, cornerRadius: PictureMetrics.cornerRadius,
            strip: strip.map { Rect(x: $0.rect.x, y: 0, width: $0.rect.width, height: windowHeight) },
            statusBand: strip.flatMap { strip in
                posture.statusClusterLength > 0
                    ? Rect(x: strip.rect.x, y: 0, width: strip.rect.width, height: posture.statusClusterLength) : nil
            },
            stripTakers: stripTakers(),
            horizontalBars: placement.bars.filter { $0.kind != .vertical },
            fold: fold(),
            covers: placement.obstructions.compactMap { obstruction in
                obstruction.rect.map { rect in
                    CoverMark(id: obstruction.id, rect: rect, label: PlacedText(text: obstruction.id, at: Point(x: rect.midX, y: rect.midY + 4), anchor: .middle))
                }
            },
            safeArea: safeArea(), status: status(), verticalBar: strip, trays: trays,
            buttons: placement.entries.compactMap { entry in entry.frame.map { button(entry, frame: $0) } },
            homeIndicator: homeIndicator())
    }

    /// Competing UI that takes strip length without covering the window (Picture in Picture) is drawn where
    /// the strip lost it: just below its usable part.
    func stripTakers() -> [CoverMark] {
        guard let strip = stripBar else { return [] }
        var marks: [CoverMark] = []
        var cursor = strip.rect.maxY
        for obstruction in placement.obstructions where obstruction.rect == nil && obstruction.stripReduction > 0 {
            let height = min(obstruction.stripReduction, max(0, windowHeight - cursor))
            guard height > 0 else { continue }
            marks.append(CoverMark(
                id: obstruction.id, rect: Rect(x: strip.rect.x, y: cursor, width: strip.rect.width, height: height),
                label: PlacedText(text: obstruction.id, at: Point(x: strip.rect.midX, y: cursor + height / 2 + 4), anchor: .middle)))
            cursor += height
        }
        return marks
    }

    /// The hinge, labelled near its bottom when it runs top to bottom, near its start when it runs across.
    func fold() -> FoldMark? {
        guard let fold = placement.fold else { return nil }
        if fold.height >= fold.width {
            return FoldMark(
                rect: fold,
                edges: [fold.minX, fold.maxX].map { x in (Point(x: x, y: fold.minY), Point(x: x, y: fold.maxY)) },
                label: PlacedText(text: "fold", at: Point(x: fold.midX, y: fold.maxY - 44), anchor: .middle))
        }
        return FoldMark(
            rect: fold,
            edges: [fold.minY, fold.maxY].map { y in (Point(x: fold.minX, y: y), Point(x: fold.maxX, y: y)) },
            label: PlacedText(text: "fold", at: Point(x: fold.minX + 12, y: fold.midY + 4)))
    }

    /// The solver's content area (the window less its insets and the strip), drawn one point inside.
    func safeArea() -> Rect? {
        let content = placement.contentRect
        guard content.width > 0, content.height > 0 else { return nil }
        return Rect(x: content.x + 1, y: content.y + 1, width: content.width - 2, height: content.height - 2)
    }

    /// The status cluster (camera, time, Wi-Fi) at the top of the strip; without a strip, a status bar in
    /// the top inset when there is room for one.
    func status() -> StatusCluster? {
        if let strip = stripBar {
            let length = posture.statusClusterLength
            guard length >= 40 else { return nil }
            let stack = 80.0
            let top = max(6, (length - stack) / 2)
            let x = strip.rect.midX
            return StatusCluster(
                camera: (Point(x: x, y: top + 9), 8),
                time: PlacedText(text: "9:41", at: Point(x: x, y: top + 45), anchor: .middle),
                wifi: wifi(centerX: x, bottom: top + 78))
        }
        // The inset the solver used: on the outer display with bars turned off, the band below the camera.
        let inset = posture.topInset(barsVertical: placement.barsAreVertical)
        guard inset >= 24 else { return nil }
        let band = min(inset, 54)
        return StatusCluster(
            camera: nil,
            time: PlacedText(text: "9:41", at: Point(x: PictureMetrics.cornerRadius, y: band / 2 + 6)),
            wifi: wifi(centerX: windowWidth - PictureMetrics.cornerRadius - 6, bottom: band / 2 + 7))
    }

    func wifi(centerX x: Double, bottom y: Double) -> WiFiMark {
        WiFiMark(
            dot: Point(x: x, y: y - 1.5), dotRadius: 2,
            arcs: [6.0, 10.5, 15].map { radius in
                let dx = radius * 0.7071
                let dy = y - radius * 0.7071
                return WiFiMark.Arc(from: Point(x: x - dx, y: dy), to: Point(x: x + dx, y: dy), radius: radius)
            })
    }

    func homeIndicator() -> Rect? {
        guard posture.bottomInset >= 12 else { return nil }
        let width = min(134, windowWidth * 0.3)
        return Rect(x: (windowWidth - width) / 2, y: windowHeight - posture.bottomInset / 2 - 2.5, width: width, height: 5)
    }

    // MARK: Groups

    /// Runs of neighbouring entries of one group in one bar; a run ends where the group changes or where the
    /// solver left a gap between frames.
    func trays() -> [Tray] {
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

    // MARK: Buttons

    func button(_ entry: PlacedEntry, frame: Rect) -> ButtonMark {
        let inset = PictureMetrics.buttonInset
        let button = Rect(x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
        let look: ButtonMark.Look =
            switch entry.kind {
            case .overflowButton: .overflow
            case .tabButton: .selected
            case .tab where entry.id == facts.selectedTab?.id: .selected
            default: .plain
            }
        var tooltip = entry.title
        if let symbol = entry.symbol { tooltip += " (\(symbol))" }
        if let image = entry.image { tooltip += " (image '\(image)')" }
        tooltip += " · \(PlacementCell.text(for: entry)) · \(entry.reason)"
        let content = placed(label(for: entry, in: button), in: button)
        return ButtonMark(
            entry: entry, frame: frame, button: button, cornerRadius: min(PictureMetrics.buttonRadius, button.height / 2),
            look: look, tooltip: tooltip, glyph: content.glyph, label: content.lines,
            badge: entry.badge.map { badge(String(describing: $0), on: button) })
    }

    /// A label line before it is placed: its text and style.
    private struct Line {
        var text: String
        var style: LabelLine.Style
        var size: Double
    }

    /// What a button shows before it is placed: a symbol's drawing, if it has one, and the lines under it.
    private struct Label {
        var glyph: (symbol: String, drawing: SymbolGlyph, size: Double)?
        var lines: [Line]
    }

    /// What a button shows. A symbol with a drawing is drawn, with the title under it (two lines when they
    /// leave the drawing its minimum size). A symbol without one is written out whole — wrapped at its dots,
    /// never shortened from the front — with the title under it whenever the button has room for both: the
    /// symbol's name gives way with `…`, not the title. Without a symbol, the title alone. System controls
    /// have fixed marks. The tooltip always has the title and the symbol's whole name.
    private func label(for entry: PlacedEntry, in button: Rect) -> Label {
        let width = button.width - 6
        let height = button.height - 4
        let lineWidth = width / PictureMetrics.squeeze
        let lineHeight = PictureMetrics.labelSize * 1.2
        let subHeight = PictureMetrics.sublabelSize * 1.2
        func main(_ text: String, maxLines: Int) -> [Line] {
            TextLayout.lines(text, maxWidth: lineWidth, fontSize: PictureMetrics.labelSize, maxLines: max(1, maxLines))
                .map { Line(text: $0, style: .main, size: PictureMetrics.labelSize) }
        }
        func sub(_ text: String, maxLines: Int = 1) -> [Line] {
            TextLayout.lines(text, maxWidth: lineWidth, fontSize: PictureMetrics.sublabelSize, maxLines: max(1, maxLines))
                .map { Line(text: $0, style: .sub, size: PictureMetrics.sublabelSize) }
        }
        /// The drawing with `text` under it, the drawing as big as the lines leave room for.
        func drawn(_ symbol: String, _ drawing: SymbolGlyph, over text: String) -> Label {
            let room = { (lines: Int) in min(PictureMetrics.glyphSize, width, height - Double(lines) * subHeight - PictureMetrics.glyphGap) }
            var under = sub(text, maxLines: 2)
            if under.count > 1, room(under.count) < PictureMetrics.minimumGlyphSize { under = sub(text, maxLines: 1) }
            return Label(glyph: (symbol, drawing, max(PictureMetrics.minimumGlyphSize, room(under.count))), lines: under)
        }
        /// A symbol's whole name with `text` under it, or the name alone in a button too low for two lines.
        func written(_ symbol: String, over text: String) -> Label {
            guard height >= lineHeight + subHeight else {
                return Label(lines: main(symbol, maxLines: max(1, Int((height / lineHeight).rounded(.down)))))
            }
            let room = max(1, Int(((height - subHeight) / lineHeight).rounded(.down)))
            return Label(lines: main(symbol, maxLines: room) + sub(text))
        }
        switch entry.kind {
        case .overflowButton:
            return Label(lines: [Line(text: "⋯", style: .big, size: PictureMetrics.bigLabelSize)])
        case .backButton:
            return Label(lines: main("‹ \(entry.title)", maxLines: 1))
        case .tabButton, .moreTab:
            let folded = placement.entries.filter { $0.bar == .collapsed && $0.barID == entry.id }.count
            let summary = "▣ \(folded) tab\(folded == 1 ? "" : "s")"
            if entry.kind == .moreTab { return Label(lines: main("More", maxLines: 1) + sub(summary)) }
            if let symbol = entry.symbol, !symbol.isEmpty {
                if let drawing = SymbolGlyph.resolve(symbol) { return drawn(symbol, drawing, over: summary) }
                return written(symbol, over: summary)
            }
            if let image = entry.image, !image.isEmpty { return written(image, over: summary) }
            return written(facts.selectedTab?.displayName ?? entry.title, over: summary)
        case .item, .tab:
            if let symbol = entry.symbol, !symbol.isEmpty {
                if let drawing = SymbolGlyph.resolve(symbol) { return drawn(symbol, drawing, over: entry.title) }
                return written(symbol, over: entry.title)
            }
            // An image of the app's own: no drawing of it is known, so its name stands where it would be.
            if let image = entry.image, !image.isEmpty { return written(image, over: entry.title) }
            return Label(lines: main(entry.title, maxLines: max(1, Int((height / lineHeight).rounded(.down)))))
        }
    }

    /// Stacks the drawing and the lines around the button's middle and fits each line into the button's
    /// width: a main line too wide is first set smaller, down to `minimumLabelSize`; any line still too wide
    /// is squeezed to exactly the width, so a label never runs out of its button whatever font the viewer has.
    private func placed(_ label: Label, in button: Rect) -> (glyph: GlyphMark?, lines: [LabelLine]) {
        let heights = label.lines.map { $0.size * 1.2 }
        let glyphHeight = label.glyph.map { $0.size + PictureMetrics.glyphGap } ?? 0
        var top = button.midY - (glyphHeight + heights.reduce(0, +)) / 2
        var glyph: GlyphMark?
        if let drawn = label.glyph {
            glyph = GlyphMark(
                symbol: drawn.symbol, glyph: drawn.drawing,
                rect: Rect(x: button.midX - drawn.size / 2, y: top, width: drawn.size, height: drawn.size))
            top += glyphHeight
        }
        let maxWidth = button.width - 6
        var placed: [LabelLine] = []
        for (line, height) in zip(label.lines, heights) {
            // A baseline sits about 0.8 of the line's font size below the line's top, centring cap height.
            let baseline = top + (height - line.size) / 2 + line.size * 0.82
            var size = line.size
            var shrunk: Double?
            let natural = TextLayout.width(of: line.text, fontSize: size)
            if line.style == .main, natural > maxWidth {
                size = max(PictureMetrics.minimumLabelSize, (size * maxWidth / natural * 4).rounded(.down) / 4)
                shrunk = size
            }
            let squeezed = TextLayout.width(of: line.text, fontSize: size) > maxWidth ? maxWidth : nil
            placed.append(LabelLine(
                style: line.style, text: PlacedText(text: line.text, at: Point(x: button.midX, y: baseline), anchor: .middle),
                shrunkSize: shrunk, squeezedTo: squeezed))
            top += height
        }
        return (glyph, placed)
    }

    private func badge(_ text: String, on button: Rect) -> BadgeMark {
        let size = PictureMetrics.badgeSize
        let label = TextLayout.truncated(text, maxWidth: max(12, button.width - 8), fontSize: size)
        let width = max(17, TextLayout.width(of: label, fontSize: size) + 9)
        let x = button.maxX - width + 5
        let y = button.minY - 5
        return BadgeMark(
            rect: Rect(x: x, y: y, width: width, height: 17),
            label: PlacedText(text: label, at: Point(x: x + width / 2, y: y + 12.5), anchor: .middle))
    }

    // MARK: Panels beside the window

    /// Where each panel goes: beside the window, next to the button that opens it when there is one.
    func panelTops() -> (tops: [Double], bottom: Double) {
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

    func panel(for content: PanelContent, top: Double) -> PanelLayout {
        let x = sideX
        let width = PictureMetrics.sideWidth
        let padding = PictureMetrics.panelPadding
        let textWidth = width - 2 * padding
        var rows: [PanelLayout.Row] = []
        var y = top + PictureMetrics.panelHeader
        for row in content.rows {
            var detailWidth = 0.0
            var detail: PlacedText?
            if let text = row.detail {
                // The title has the first claim on the row; the symbol name gets what is left (at least a third).
                let room = max(textWidth / 3, min(textWidth / 2, textWidth - TextLayout.width(of: row.text, fontSize: PictureMetrics.panelTextSize) - 10))
                let shown = TextLayout.truncated(text, maxWidth: room, fontSize: PictureMetrics.panelDetailSize)
                detailWidth = TextLayout.width(of: shown, fontSize: PictureMetrics.panelDetailSize) + 8
                detail = PlacedText(text: shown, at: Point(x: x + width - padding, y: y + 15), anchor: .end)
            }
            let title = TextLayout.truncated(row.text, maxWidth: textWidth - detailWidth, fontSize: PictureMetrics.panelTextSize)
            let text = PlacedText(text: title, at: Point(x: x + padding, y: y + 15))
            y += PictureMetrics.panelRow
            var notes: [PlacedText] = []
            for note in row.notes {
                notes.append(PlacedText(text: note, at: Point(x: x + padding + 8, y: y + 8)))
                y += PictureMetrics.panelNoteLine
            }
            rows.append(PanelLayout.Row(text: text, entryID: row.entryID, detail: detail, notes: notes))
        }
        return PanelLayout(
            kind: content.kind, owner: content.owner,
            rect: Rect(x: x, y: top, width: width, height: content.height),
            title: PlacedText(
                text: TextLayout.truncated(content.title, maxWidth: textWidth, fontSize: PictureMetrics.panelTitleSize),
                at: Point(x: x + padding, y: top + 20)),
            rows: rows,
            connector: content.anchor.map { connector(from: $0, barKind: content.anchorBar, toX: x, y: top + PictureMetrics.panelHeader / 2) })
    }

    /// A dashed line from the button that opens a panel to the panel, leaving the button on a side where no
    /// other button is: sideways out of a strip on the window's right edge, down out of a top bar, up out of a
    /// bottom bar.
    func connector(from anchor: Rect, barKind: BarKind?, toX x: Double, y endY: Double) -> PanelLayout.Connector {
        let button = Rect(x: originX + anchor.x, y: originY + anchor.y, width: anchor.width, height: anchor.height)
        switch barKind {
        case .top?, .bottom?:
            let down = barKind == .top
            let start = Point(x: button.midX, y: down ? button.maxY - PictureMetrics.buttonInset : button.minY + PictureMetrics.buttonInset)
            let turnY = down ? button.maxY + 10 : button.minY - 10
            return PanelLayout.Connector(
                steps: [.move(start), .vertical(toY: turnY), .horizontal(toX: x - 16), .line(Point(x: x, y: endY))], start: start)
        default:
            let start = Point(x: button.maxX - PictureMetrics.buttonInset, y: button.midY)
            return PanelLayout.Connector(steps: [.move(start), .horizontal(toX: x - 16), .line(Point(x: x, y: endY))], start: start)
        }
    }
}

/// What a panel lists, before it is laid out: an open overflow menu, the tabs folded into a tab button, the
/// entries not shown.
private struct PanelContent {
    var kind: PanelLayout.Kind
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

    static func build(placement: Placement) -> [PanelContent] {
        var panels: [PanelContent] = []
        let noteWidth = PictureMetrics.sideWidth - 2 * PictureMetrics.panelPadding - 8
        func row(_ entry: PlacedEntry) -> Row {
            // A badge out of sight is worth saying (P26): it shows before the symbol's name.
            let detail = [entry.badge.map { "badge \($0.description)" }, entry.symbol, entry.image.map { "image \($0)" }]
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
            panels.append(PanelContent(
                kind: .overflowMenu, owner: id, title: title, rows: rows.isEmpty ? [Row(text: "(empty)")] : rows,
                anchor: button?.frame, anchorBar: button?.bar))
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
            panels.append(PanelContent(kind: .collapsedTabs, owner: id, title: title, rows: rows, anchor: button?.frame, anchorBar: button?.bar))
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
            panels.append(PanelContent(kind: .hidden, owner: placement.postureName, title: "Not shown in this posture", rows: rows, anchor: nil))
        }
        return panels
    }
}
