import BarModel
@testable import BarRender
import BarSolver
import Foundation
import Testing

/// The picture model is laid out before any SVG is written; these check its geometry directly, for every
/// posture of every bundled spec, so a writer (SVG today) never has to measure.
@Suite("Posture picture: the layout a writer draws")
struct PosturePictureTests {
    static let specs = [
        "Specs/duo-sample/toolbar-prefers-tab-bar.bar", "Specs/mail/inbox.bar", "Specs/notes/folder.bar",
        "Specs/calculator/keypad.bar", "Specs/compose/new-message.bar",
    ]

    static func pictures() throws -> [(String, PosturePicture, Placement)] {
        var result: [(String, PosturePicture, Placement)] = []
        for path in specs {
            let spec = try loadSpec(path).spec
            for screen in spec.screens {
                for posture in renderings(screen).postures {
                    let picture = PosturePicture(placement: posture.placement, screen: screen)
                    result.append(("\(path) \(screen.id) \(posture.posture.id)", picture, posture.placement))
                }
            }
        }
        return result
    }

    @Test("every visible entry is one button, drawn inside its solver frame")
    func buttonsSitInTheirFrames() throws {
        for (name, picture, placement) in try Self.pictures() {
            let visible = placement.entries.filter(\.isVisible)
            #expect(picture.window.buttons.map(\.entry.id) == visible.map(\.id), "\(name)")
            for button in picture.window.buttons {
                let frame = try #require(button.entry.frame)
                #expect(button.frame == frame, "\(name) \(button.entry.id)")
                #expect(button.button.minX >= frame.minX && button.button.maxX <= frame.maxX, "\(name) \(button.entry.id)")
                #expect(button.button.minY >= frame.minY && button.button.maxY <= frame.maxY, "\(name) \(button.entry.id)")
                for line in button.label {
                    #expect(line.text.at.x == button.button.midX, "\(name) \(button.entry.id): label not centred")
                    #expect(line.text.at.y > button.button.minY && line.text.at.y < button.button.maxY + 1, "\(name) \(button.entry.id): baseline outside the button")
                }
            }
        }
    }

    @Test("panels stand beside the window, do not overlap, and the picture holds them all")
    func panelsBesideTheWindow() throws {
        for (name, picture, _) in try Self.pictures() {
            let windowRight = picture.windowOrigin.x + picture.window.width
            var previousBottom = -Double.infinity
            for panel in picture.panels {
                #expect(panel.rect.minX > windowRight, "\(name) \(panel.owner)")
                #expect(panel.rect.minY >= previousBottom, "\(name) \(panel.owner) overlaps the panel above")
                #expect(panel.rect.maxX <= picture.width && panel.rect.maxY <= picture.height, "\(name) \(panel.owner)")
                previousBottom = panel.rect.maxY
            }
            #expect(picture.windowOrigin.y + picture.window.height <= picture.height, "\(name)")
        }
    }

    @Test("a panel's connector starts on the button that opens it and ends at the panel")
    func connectorsJoinButtonAndPanel() throws {
        var seen = 0
        for (name, picture, _) in try Self.pictures() {
            for panel in picture.panels {
                guard let connector = panel.connector else { continue }
                seen += 1
                guard case .line(let end)? = connector.steps.last else {
                    Issue.record("\(name) \(panel.owner): the connector does not end with a line")
                    continue
                }
                #expect(end.x == panel.rect.minX, "\(name) \(panel.owner)")
                let opener = try #require(picture.window.buttons.first { $0.entry.id == panel.owner }, "\(name) \(panel.owner)")
                let button = opener.frame
                let start = Point(x: connector.start.x - picture.windowOrigin.x, y: connector.start.y - picture.windowOrigin.y)
                #expect(start.x >= button.minX && start.x <= button.maxX && start.y >= button.minY && start.y <= button.maxY, "\(name) \(panel.owner)")
            }
        }
        #expect(seen > 0, "no spec opened a panel from a button; the test checks nothing")
    }

    @Test("the legend lists exactly the groups drawn, then the safe area, then the fold on a folding display")
    func legendMatchesTheTrays() throws {
        for (name, picture, placement) in try Self.pictures() {
            let drawn = Set(picture.window.trays.map(\.group))
            let listed = picture.legend.compactMap { mark -> EntryGroup? in
                if case .group(let group) = mark.kind { return group }
                return nil
            }
            #expect(Set(listed) == drawn && listed.count == drawn.count, "\(name)")
            let hasFold = picture.legend.contains { if case .fold = $0.kind { return true } else { return false } }
            #expect(hasFold == (placement.fold != nil), "\(name)")
        }
    }

    /// Issue 19 (6): with the vertical bar turned off on the outer display the status bar moves to the top, in
    /// the inset the solver keeps clear of the camera; the picture draws it there.
    @Test("bars turned off on the outer display: the status cluster sits in the top inset the solver used")
    func statusInTheTopInsetWhenBarsAreOff() throws {
        let spec = try loadSpec("Specs/duo-sample/toolbar-vertical-disabled.bar").spec
        let screen = try #require(spec.screens.first)
        let closed = try #require(renderings(screen).postures.first { $0.posture.id == "closed" })
        #expect(!closed.placement.barsAreVertical)
        let picture = PosturePicture(placement: closed.placement, screen: screen)
        let status = try #require(picture.window.status, "no status cluster drawn")
        #expect(status.camera == nil)
        #expect(status.time.at.y < closed.posture.topInset(barsVertical: false))
    }

    // MARK: Issue 18 item 9: pictures a newcomer can read

    @Test("a symbol with a drawing is drawn, with the item's title under it")
    func drawnSymbolsKeepTheirTitles() throws {
        var drawn = 0
        for (name, picture, _) in try Self.pictures() {
            for button in picture.window.buttons where button.entry.kind == .item {
                guard let symbol = button.entry.symbol, SymbolGlyph.resolve(symbol) != nil else { continue }
                drawn += 1
                let glyph = try #require(button.glyph, "\(name) \(button.entry.id): \(symbol) has a drawing but none is drawn")
                #expect(glyph.rect.minY >= button.button.minY && glyph.rect.maxY <= button.button.maxY, "\(name) \(button.entry.id)")
                #expect(glyph.rect.width >= PictureMetrics.minimumGlyphSize, "\(name) \(button.entry.id)")
                // The title is under the drawing: its words, wrapped or ended with `…`, never another text.
                let title = button.label.map(\.text.text).joined(separator: " ")
                let firstWord = String(button.entry.title.split(separator: " ").first ?? "")
                #expect(!title.isEmpty && (title.hasPrefix(firstWord) || firstWord.hasPrefix(title.replacingOccurrences(of: "…", with: ""))),
                        "\(name) \(button.entry.id): label \(title) is not the title \(button.entry.title)")
                #expect(button.label.allSatisfy { $0.text.at.y > glyph.rect.maxY }, "\(name) \(button.entry.id): text over the drawing")
            }
        }
        #expect(drawn > 20)
    }

    @Test("a symbol without a drawing is written from its first letter, and the title keeps a line when there is room")
    func symbolNamesAreNotCutFromTheFront() throws {
        let spec = loadSpec(text: """
            screen s {
              title: "S"
              stack {
                toolbar {
                  item one { title: "Settings" symbol: "square.and.zigzag.unknown" }
                  item two { title: "Share" symbol: "square.and.arrow.up" }
                }
              }
            }
            """)
        #expect(!spec.hasErrors, "\(spec.diagnostics)")
        let screen = try #require(spec.spec.screens.first)
        var checked = 0
        for posture in renderings(screen).postures {
            let picture = PosturePicture(placement: posture.placement, screen: screen)
            for button in picture.window.buttons where button.entry.id == "one" {
                checked += 1
                #expect(button.glyph == nil)
                let text = button.label.map(\.text.text)
                #expect(text.first?.hasPrefix("square.") == true, "\(posture.posture.id): \(text)")
                if button.button.height - 4 >= PictureMetrics.labelSize * 1.2 + PictureMetrics.sublabelSize * 1.2 {
                    #expect(button.label.last?.style == .sub && button.label.last?.text.text == "Settings", "\(posture.posture.id): \(text)")
                }
            }
            for button in picture.window.buttons where button.entry.id == "two" {
                #expect(button.glyph?.symbol == "square.and.arrow.up", "\(posture.posture.id)")
            }
        }
        #expect(checked == 4)
    }

    @Test("the caption says which display, and what the bars and the edge are")
    func captionsNameDisplayAndBars() throws {
        let spec = try loadSpec("Specs/mail/inbox.bar").spec
        let screen = try #require(spec.screens.first)
        var seen: [String: (String, String)] = [:]
        for posture in renderings(screen).postures {
            let picture = PosturePicture(placement: posture.placement, screen: screen)
            seen[posture.posture.id] = (picture.caption[0].text.text, picture.caption[1].text.text)
        }
        #expect(seen["closed"]?.0 == "closed · outer display, portrait · 466 × 678 pt")
        #expect(seen["closed"]?.1.contains("one vertical bar on the right, edge trailing") == true)
        #expect(seen["open-portrait"]?.0.hasPrefix("open-portrait · inner display, portrait · ") == true)
        #expect(seen["open-portrait"]?.1.contains("bars horizontal, edge none") == true)
    }
}
