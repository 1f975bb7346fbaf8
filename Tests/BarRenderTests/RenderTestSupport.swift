import BarDiagnostics
import BarModel
import BarRender
import BarSolver
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Golden files: `Tests/BarRenderTests/Golden`. Run the tests with `BAR_UPDATE_GOLDEN=1` to rewrite them.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// Loads a spec by its path relative to the package root; the source keeps that relative path so output that
/// names the file is the same on every machine.
func loadSpec(_ relativePath: String) throws -> LoadResult {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    return SpecLoader.load(SourceFile(path: relativePath, text: text))
}

func loadSpec(text: String, path: String = "test.bar") -> LoadResult {
    SpecLoader.load(SourceFile(path: path, text: text))
}

/// Every posture of the screen's device (the built-in iPhone Duo unless the screen names another).
func renderings(_ screen: Screen, device: Device = BuiltInDevices.iphoneDuo, obstructions: [Obstruction] = []) -> ScreenRendering {
    ScreenRendering(screen: screen, postures: device.postures.map { posture in
        let selection = PostureSelection(posture: posture, obstructions: obstructions)
        return PostureRendering(posture: posture, placement: Solver.solve(screen, device: device, posture: selection))
    })
}

/// What an SVG says about itself: every element with its attributes, in document order, and its text.
final class ParsedSVG: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String = ""
    }

    private(set) var elements: [Element] = []
    private(set) var error: Error?
    private var open: [Int] = []

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    var isWellFormed: Bool { error == nil }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = parseError
    }

    /// The `<rect>`s carrying `attribute`.
    func rects(with attribute: String) -> [Element] {
        elements.filter { $0.name == "rect" && $0.attributes[attribute] != nil }
    }

    /// All text content, for "is this title shown" checks.
    var allText: [String] { elements.map(\.text).filter { !$0.isEmpty } }
}

extension ParsedSVG.Element {
    /// The element's x, y, width and height as a rectangle.
    var rect: Rect? {
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
}

/// Compares `actual` with the golden file `name`, or rewrites it when `BAR_UPDATE_GOLDEN=1`.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = goldenFolder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["BAR_UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden file \(name); run the tests with BAR_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let show = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "<end of file>" }
        Issue.record(
            "\(name) differs from its golden file at line \(first + 1):\n  golden: \(show(expectedLines))\n  actual: \(show(actualLines))\nIf the change is intended, run the tests with BAR_UPDATE_GOLDEN=1 and review the diff.",
            sourceLocation: sourceLocation)
    }
}
