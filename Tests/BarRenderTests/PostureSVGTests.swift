import BarDiagnostics
import BarModel
@testable import BarRender
import BarSolver
import Foundation
import Testing

@Suite("BarRender: SVG pictures")
struct PostureSVGTests {
    /// Every spec in the repository, every screen, every posture of its device (plus the keyboard and PiP
    /// variants of the duo sample): each picture must be well-formed and drawn from the solver's frames.
    static let specs = [
        "Specs/duo-sample/toolbar.bar", "Specs/duo-sample/toolbar-prefers-toolbar-items.bar",
        "Specs/duo-sample/toolbar-vertical-disabled.bar", "Specs/duo-sample/toolbar-prefers-tab-bar.bar",
    ]

    @Test("well-formed, buttons inside their bars, no overlaps", arguments: specs)
    func picturesMatchTheSolver(path: String) throws {
        let result = try loadSpec(path)
        #expect(!result.hasErrors)
        for screen in result.spec.screens {
            for obstructions in [[], [BuiltInDevices.iphoneDuo.obstruction("keyboard")!], [BuiltInDevices.iphoneDuo.obstruction("pip")!]] {
                for rendering in renderings(screen, obstructions: obstructions).postures {
                    try checkPicture(rendering, screen: screen)
                }
            }
        }
    }

    @Test("every spec in Specs draws cleanly")
    func everySpecDraws() throws {
        let specs = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".bar") }.sorted()
        #expect(!specs.isEmpty)
        for relative in specs {
            let result = try loadSpec("Specs/" + relative)
            guard !result.hasErrors else { continue }
            for screen in result.spec.screens {
                let device = screen.settings.device.flatMap { name in
                    result.spec.devices.first { $0.id == name } ?? BuiltInDevices.device(name)
                } ?? BuiltInDevices.iphoneDuo
                for rendering in renderings(screen, device: device).postures {
                    try checkPicture(rendering, screen: screen)
                }
            }
        }
    }

    private func checkPicture(_ rendering: PostureRendering, screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let placement = rendering.placement
        let where_ = "\(screen.id) in \(placement.postureName)"
        let svg = PostureSVG.render(placement, screen: screen)
        let parsed = ParsedSVG(svg)
        #expect(parsed.isWellFormed, "\(where_): \(String(describing: parsed.error))", sourceLocation: sourceLocation)

        var bars: [String: Rect] = [:]
        for element in parsed.rects(with: "data-bar-rect") {
            bars[element.attributes["data-bar-rect"]!] = element.rect
        }
        #expect(bars.count == placement.bars.count, "\(where_): every bar drawn once", sourceLocation: sourceLocation)

        let buttons = parsed.rects(with: "data-entry")
        let visible = placement.entries.filter { $0.frame != nil }
        #expect(buttons.count == visible.count, "\(where_): one button per visible entry", sourceLocation: sourceLocation)
        for entry in visible {
            let matching = buttons.filter { $0.attributes["data-entry"] == entry.id && $0.attributes["data-kind"] == entry.kind.name }
            #expect(matching.count == 1, "\(where_): \(entry.id) drawn once", sourceLocation: sourceLocation)
        }
        var drawn: [(id: String, rect: Rect)] = []
        for button in buttons {
            let id = button.attributes["data-entry"]!
            guard let rect = button.rect, let barID = button.attributes["data-bar"], let bar = bars[barID] else {
                Issue.record("\(where_): button \(id) has no bar", sourceLocation: sourceLocation)
                continue
            }
            #expect(rect.width > 0 && rect.height > 0, "\(where_): \(id) has a size", sourceLocation: sourceLocation)
            #expect(bar.contains(rect), "\(where_): \(id) \(rect) lies inside bar \(barID) \(bar)", sourceLocation: sourceLocation)
            for other in drawn {
                #expect(!rect.overlaps(other.rect), "\(where_): \(id) overlaps \(other.id)", sourceLocation: sourceLocation)
            }
            drawn.append((id, rect))
        }

        // The overflow menus beside the window list their entries, in order.
        let listed = parsed.elements.compactMap { $0.attributes["data-listed-entry"] }
        for entry in placement.entries where entry.bar == .overflow || entry.bar == .hidden || entry.bar == .collapsed {
            #expect(listed.contains(entry.id), "\(where_): \(entry.id) (\(entry.bar)) is listed beside the window", sourceLocation: sourceLocation)
        }
        let caption = parsed.allText.joined(separator: "\n")
        #expect(caption.contains(placement.postureName), sourceLocation: sourceLocation)
        #expect(caption.contains("edge \(placement.verticalEdge?.rawValue ?? "none")"), sourceLocation: sourceLocation)
        #expect(caption.contains(placement.barsAreVertical ? "one vertical bar on the" : "bars horizontal"), sourceLocation: sourceLocation)
    }

    @Test func textIsEscapedForXML() throws {
        let result = loadSpec(text: #"""
            screen odd {
              title: "A & B <\"quoted\"> 'single'"
              stack {
                toolbar {
                  item amp { title: "Save & <Close>" symbol: "square.and.arrow.down" badge: "<3" }
                  item jp { title: "共有する" }
                  overflow-menu {
                    item quote { title: "\"Export\" 'all' & more" symbol: "doc" }
                  }
                }
              }
            }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let screen = try #require(result.spec.screens.first)
        for rendering in renderings(screen).postures {
            let svg = PostureSVG.render(rendering.placement, screen: screen)
            let parsed = ParsedSVG(svg)
            #expect(parsed.isWellFormed, "\(String(describing: parsed.error))")
            let text = parsed.allText.joined(separator: "\n")
            #expect(text.contains("\"Export\" 'all' & more"))
            #expect(text.contains("A & B <\"quoted\"> 'single'"))
            #expect(!svg.contains("<Close>"))
            #expect(!svg.contains("& B"))
        }
    }

    @Test func deterministic() throws {
        let result = try loadSpec("Specs/duo-sample/toolbar.bar")
        let screen = try #require(result.spec.screens.first)
        let first = renderings(screen).postures.map { PostureSVG.render($0.placement, screen: screen) }
        let second = renderings(screen).postures.map { PostureSVG.render($0.placement, screen: screen) }
        #expect(first == second)
    }

    @Test func standaloneCarriesItsStyleAndEmbeddedDoesNot() throws {
        let result = try loadSpec("Specs/duo-sample/toolbar.bar")
        let screen = try #require(result.spec.screens.first)
        let rendering = try #require(renderings(screen).postures.first)
        let standalone = PostureSVG.render(rendering.placement, screen: screen)
        #expect(standalone.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(standalone.contains("<style>"))
        #expect(standalone.contains("prefers-color-scheme: dark"))
        let embedded = PostureSVG.render(rendering.placement, screen: screen, options: SVGOptions(standalone: false, idPrefix: "x-"))
        #expect(!embedded.contains("<style>"))
        #expect(!embedded.contains("http"))
        #expect(embedded.contains("id=\"x-window-clip\""))
    }

    /// §9 C1 as a picture: Done, Share, `…`, then five tabs in the strip; Horizontal Only in the top bar; the
    /// menu beside the window lists what overflowed.
    @Test func duoSampleClosedShowsC1() throws {
        let result = try loadSpec("Specs/duo-sample/toolbar.bar")
        let screen = try #require(result.spec.screens.first)
        let rendering = try #require(renderings(screen).postures.first { $0.posture.id == "closed" })
        let parsed = ParsedSVG(PostureSVG.render(rendering.placement, screen: screen))
        let strip = parsed.rects(with: "data-entry").filter { $0.attributes["data-bar"] == "vertical" }
            .sorted { ($0.number("y") ?? 0) < ($1.number("y") ?? 0) }.map { $0.attributes["data-entry"]! }
        #expect(strip == ["done", "share", "overflow", "hinge", "layout", "arrangement", "regions", "toolbar"])
        let menu = parsed.elements.filter { $0.attributes["data-listed-entry"] != nil }.map(\.text)
        #expect(menu == ["Automatic", "Vertical Preferred", "Delete", "Export"])
        let groups = parsed.rects(with: "data-group").map { $0.attributes["data-group"]! }
        #expect(groups.contains("pinned") && groups.contains("toolbar") && groups.contains("tabs"))
    }

    @Test("golden SVGs of the duo sample", arguments: ["closed", "closed-landscape", "open-landscape", "open-portrait"])
    func golden(posture: String) throws {
        let result = try loadSpec("Specs/duo-sample/toolbar.bar")
        let screen = try #require(result.spec.screens.first)
        let rendering = try #require(renderings(screen).postures.first { $0.posture.id == posture })
        try expectGolden(PostureSVG.render(rendering.placement, screen: screen), "toolbar-sample-\(posture).svg")
    }
}
