import BarDiagnostics
import Testing

@testable import BarImport

/// `InterfaceXML`: the elements and attributes of an Interface Builder document, and a failure at its place for
/// one that is not well-formed.
@Suite struct InterfaceXMLTests {
    static func parse(_ text: String) -> Result<InterfaceXML.Element, InterfaceXML.Failure> {
        InterfaceXML.parse(Array(text.utf8))
    }

    @Test func elementsAttributesAndNestingAreRead() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document>
            <document version='3.0'>
                <!-- a <comment> with a tag in it -->
                <scene id="a">
                    <barButtonItem title="Tom &amp; Jerry &quot;&#65;&#x42;&apos; &lt;&gt; &unknown; &" id="b"/>
                    <text><![CDATA[ <not an="element"/> ]]>loose text</text>
                </scene>
            </document>
            """
        let root = try Self.parse(text).get()
        #expect(root.name == "document")
        #expect(root.attribute("version") == "3.0")
        let scene = try #require(root.children.first)
        #expect(scene.name == "scene" && scene.attribute("id") == "a")
        #expect(scene.children.map(\.name) == ["barButtonItem", "text"])
        #expect(scene.children[0].attribute("title") == "Tom & Jerry \"AB' <> &unknown; &")
        #expect(scene.children[1].children.isEmpty)
        // The offset of the element's `<`.
        let offset = text.utf8.distance(from: text.startIndex, to: text.range(of: "<barButtonItem")!.lowerBound)
        #expect(scene.children[0].offset == offset)
    }

    @Test(arguments: [
        ("<document>\n  <scene>\n</document>", "</document> closes <scene>, opened before it; close that one first", 21),
        ("<document>\n  <scene>", "the document ends inside <scene>; close it with </scene>", 13),
        ("<document title=plain/>", "the value of 'title' in <document> is not in quotes", 16),
        ("<document title=\"open/>", "the value of 'title' in <document> is never closed with its quote", 16),
        ("<document title/>", "the attribute 'title' of <document> has no '=' and value", 10),
        ("<document", "the tag <document> is never closed with '>'", 0),
        ("<!-- never closed", "a comment is never closed with '-->'", 0),
        ("just text", "no element: this is not an Interface Builder document", 0),
        ("</document>", "</document> closes no open element", 0),
        ("<a/><b/>", "a second root element <b>", 4),
        ("<document>< scene/></document>", "'<' starts no element name", 10),
    ])
    func aDocumentThatIsNotWellFormedFailsAtItsPlace(_ text: String, _ message: String, _ offset: Int) {
        #expect(Self.parse(text) == .failure(InterfaceXML.Failure(message: message, offset: offset)))
    }

    @Test func descendantsAreEveryElementInsideInDocumentOrder() throws {
        let root = try Self.parse("<document><scene id=\"1\"><items><item id=\"2\"/></items></scene><scene id=\"3\"/></document>").get()
        #expect(root.descendants.map { $0.attribute("id") ?? $0.name } == ["1", "items", "2", "3"])
        #expect(root.children.map { $0.attribute("id") } == ["1", "3"])
        let scene = try #require(root.children.first)
        #expect(scene.descendants.map(\.name) == ["items", "item"])
        #expect(scene.isNamed("scene") && !scene.isNamed("scen") && !scene.isNamed("scenes") && !scene.isNamed(""))
        #expect(root.children(named: "scene").count == 2 && root.children(named: "item").isEmpty)
    }

    /// Attributes are looked up by their name as written; the first of a name is its value, as before a tree of
    /// ranges replaced one of strings. Many differently named attributes on one element take no table of names.
    @Test func attributesAreFoundByNameAmongMany() throws {
        let many = (0..<5_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let root = try Self.parse("<document \(many) title=\"first\" title=\"second\"/>").get()
        #expect(root.attribute("a4999") == "4999")
        #expect(root.attribute("a0") == "0")
        #expect(root.attribute("title") == "first")
        #expect(root.attribute("a5000") == nil && root.attribute("") == nil && root.attribute("a") == nil)
    }

    /// Nesting is followed without recursion, up to a depth no document reaches, and no further.
    @Test func nestingIsBounded() {
        let depth = InterfaceXML.maximumDepth
        let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect((try? Self.parse(fits).get()) != nil)
        let deeper = String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
        #expect(Self.parse(deeper) == .failure(InterfaceXML.Failure(message: "elements are nested more than \(depth) deep here", offset: depth * 3)))
    }
}

extension Result: @retroactive Equatable where Success == InterfaceXML.Element, Failure == InterfaceXML.Failure {
    public static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.failure(let x), .failure(let y)): x == y
        default: false
        }
    }
}
