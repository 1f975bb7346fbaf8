#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The elements of an Interface Builder document (a `.storyboard` or `.xib`), read from its XML.
///
/// Only what those documents use is read: elements, their attributes (entities decoded) and their nesting; text,
/// comments, processing instructions, CDATA and a document type are passed over. A document that is not
/// well-formed where it matters (a tag never closed, a closing tag for another element, an attribute without a
/// quoted value) gives a failure at its place, never a partial tree. The walk keeps its own stack, so nesting
/// costs no recursion, and stops at `maximumDepth`.
///
/// The tree is a few integers an element (`Tree`): its elements in document order, each attribute a range of the
/// document's bytes, decoded when read. A tree of values, each element with its own arrays and strings, took 19
/// bytes of memory for each byte of an 11.6 MB document of small items (218 MB at its peak).
enum InterfaceXML {
    /// A parsed document: every element in document order (an element's descendants follow it), and their
    /// attributes, as ranges of `bytes`.
    final class Tree: Sendable {
        struct Node: Sendable {
            /// The byte offset of the element's `<`; its name follows it.
            var offset: Int32
            var nameLength: Int32
            /// Its attributes are `attributes[firstAttribute..<firstAttribute + attributeCount]`, in the order written.
            var firstAttribute: Int32
            var attributeCount: Int32
            /// The index just past its last descendant: its next sibling's, when it has one.
            var end: Int32
        }

        /// Names are kept as written, not as one string for each distinct name: a document can give one
        /// element a million attributes, each named differently.
        struct Attribute: Sendable {
            var nameStart: Int32
            var nameEnd: Int32
            /// The value's bytes as written, between its quotes.
            var start: Int32
            var end: Int32
        }

        let bytes: [UInt8]
        let nodes: [Node]
        let attributes: [Attribute]

        init(bytes: [UInt8], nodes: [Node], attributes: [Attribute]) {
            self.bytes = bytes
            self.nodes = nodes
            self.attributes = attributes
        }

        /// Whether `bytes[start..<end]` spell `name`.
        func spells(_ name: String, from start: Int, to end: Int) -> Bool {
            var name = name
            return name.withUTF8 { written in
                guard written.count == end - start else { return false }
                guard let spelled = written.baseAddress else { return true }
                return bytes.withUnsafeBufferPointer { all in memcmp(all.baseAddress! + start, spelled, written.count) == 0 }
            }
        }
    }

    /// One element of a `Tree`.
    struct Element: Sendable {
        let tree: Tree
        let index: Int

        private var node: Tree.Node { tree.nodes[index] }

        var name: String {
            let start = Int(node.offset) + 1
            return String(decoding: tree.bytes[start..<start + Int(node.nameLength)], as: UTF8.self)
        }

        /// Whether the element is named `name` (without making a string of its name).
        func isNamed(_ name: String) -> Bool {
            let start = Int(node.offset) + 1
            return tree.spells(name, from: start, to: start + Int(node.nameLength))
        }

        /// The byte offset of the element's `<`.
        var offset: Int { Int(node.offset) }

        /// The value of the first attribute named `name`, its entities decoded.
        func attribute(_ name: String) -> String? {
            let node = node
            let first = Int(node.firstAttribute)
            for attribute in tree.attributes[first..<first + Int(node.attributeCount)] where tree.spells(name, from: Int(attribute.nameStart), to: Int(attribute.nameEnd)) {
                return Reader.decoded(tree.bytes[Int(attribute.start)..<Int(attribute.end)])
            }
            return nil
        }

        /// The elements directly inside this one, in order.
        var children: [Element] {
            var found: [Element] = []
            var child = index + 1
            let end = Int(node.end)
            while child < end {
                found.append(Element(tree: tree, index: child))
                child = Int(tree.nodes[child].end)
            }
            return found
        }

        /// The children named `name`, in order.
        func children(named name: String) -> [Element] {
            children.filter { $0.isNamed(name) }
        }

        /// Every element inside this one, at any depth, in document order; made as they are walked.
        var descendants: LazyMapSequence<Range<Int>, Element> {
            let tree = tree
            return (index + 1..<Int(node.end)).lazy.map { Element(tree: tree, index: $0) }
        }
    }

    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Deeper than any document Interface Builder writes (a few dozen levels).
    static let maximumDepth = 256

    /// The document's root element, or why it cannot be read.
    static func parse(_ bytes: [UInt8]) -> Result<Element, Failure> {
        // Offsets are kept in 32 bits; `bar import` reads no document over 16 MiB.
        guard bytes.count < Int(Int32.max) else { return .failure(Failure(message: "the document is larger than 2 GB", offset: 0)) }
        var reader = Reader(bytes: bytes)
        return reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var nodes: [Tree.Node] = []
        var attributes: [Tree.Attribute] = []
        /// Elements opened and not yet closed (indices into `nodes`), the innermost last.
        var open: [Int] = []
        var hasRoot = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func document() -> Result<Element, Failure> {
            while true {
                guard let start = next(UInt8(ascii: "<")) else { break }
                index = start
                if starts(with: "<?") {
                    guard skip(past: "?>") else { return fail("a processing instruction is never closed with '?>'", at: start) }
                } else if starts(with: "<!--") {
                    guard skip(past: "-->") else { return fail("a comment is never closed with '-->'", at: start) }
                } else if starts(with: "<![CDATA[") {
                    guard skip(past: "]]>") else { return fail("a CDATA section is never closed with ']]>'", at: start) }
                } else if starts(with: "<!") {
                    guard skip(past: ">") else { return fail("a declaration is never closed with '>'", at: start) }
                } else if starts(with: "</") {
                    if let failure = closeTag(at: start) { return .failure(failure) }
                } else {
                    if let failure = openTag(at: start) { return .failure(failure) }
                }
            }
            if let unclosed = open.last {
                let name = nameOf(unclosed)
                return fail("the document ends inside <\(name)>; close it with </\(name)>", at: Int(nodes[unclosed].offset))
            }
            guard hasRoot else { return fail("no element: this is not an Interface Builder document", at: 0) }
            return .success(Element(tree: Tree(bytes: bytes, nodes: nodes, attributes: attributes), index: 0))
        }

        /// The name of the element `node` is.
        private func nameOf(_ node: Int) -> String {
            let start = Int(nodes[node].offset) + 1
            return String(decoding: bytes[start..<start + Int(nodes[node].nameLength)], as: UTF8.self)
        }

        private mutating func openTag(at start: Int) -> Failure? {
            index = start + 1
            let name = readName()
            guard !name.isEmpty else { return Failure(message: "'<' starts no element name", offset: start) }
            if open.isEmpty && hasRoot { return Failure(message: "a second root element <\(name)>", offset: start) }
            let node = nodes.count
            nodes.append(Tree.Node(offset: Int32(start), nameLength: Int32(index - start - 1), firstAttribute: Int32(attributes.count), attributeCount: 0, end: 0))
            while true {
                skipSpace()
                guard index < bytes.count else { return Failure(message: "the tag <\(name)> is never closed with '>'", offset: start) }
                if bytes[index] == UInt8(ascii: "/") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                        return Failure(message: "'/' in the tag <\(name)> is not followed by '>'", offset: index)
                    }
                    index += 2
                    close(node)
                    return nil
                }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    guard open.count < InterfaceXML.maximumDepth else {
                        return Failure(message: "elements are nested more than \(InterfaceXML.maximumDepth) deep here", offset: start)
                    }
                    open.append(node)
                    return nil
                }
                let attributeStart = index
                let attribute = readName()
                let attributeEnd = index
                guard !attribute.isEmpty else { return Failure(message: "an unexpected character in the tag <\(name)>", offset: attributeStart) }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    return Failure(message: "the attribute '\(attribute)' of <\(name)> has no '=' and value", offset: attributeStart)
                }
                index += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    return Failure(message: "the value of '\(attribute)' in <\(name)> is not in quotes", offset: index)
                }
                let quote = bytes[index]
                let valueStart = index + 1
                guard let valueEnd = next(quote, from: valueStart) else {
                    return Failure(message: "the value of '\(attribute)' in <\(name)> is never closed with its quote", offset: index)
                }
                attributes.append(Tree.Attribute(nameStart: Int32(attributeStart), nameEnd: Int32(attributeEnd), start: Int32(valueStart), end: Int32(valueEnd)))
                nodes[node].attributeCount += 1
                index = valueEnd + 1
            }
        }

        private mutating func closeTag(at start: Int) -> Failure? {
            index = start + 2
            let name = readName()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                return Failure(message: "the closing tag </\(name)> is never closed with '>'", offset: start)
            }
            index += 1
            guard let innermost = open.popLast() else { return Failure(message: "</\(name)> closes no open element", offset: start) }
            guard nameOf(innermost) == name else {
                return Failure(message: "</\(name)> closes <\(nameOf(innermost))>, opened before it; close that one first", offset: start)
            }
            close(innermost)
            return nil
        }

        /// Ends an element: its descendants are every element added since it.
        private mutating func close(_ node: Int) {
            nodes[node].end = Int32(nodes.count)
            if open.isEmpty { hasRoot = true }
        }

        private func fail(_ message: String, at offset: Int) -> Result<Element, Failure> {
            .failure(Failure(message: message, offset: offset))
        }

        private func next(_ byte: UInt8, from start: Int? = nil) -> Int? {
            var position = start ?? index
            while position < bytes.count {
                if bytes[position] == byte { return position }
                position += 1
            }
            return nil
        }

        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return text.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
        }

        /// Moves past the next `text`; false when there is none.
        private mutating func skip(past text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            var position = index
            while position + count <= bytes.count {
                if text.withUTF8Buffer({ $0.elementsEqual(bytes[position..<position + count]) }) {
                    index = position + count
                    return true
                }
                position += 1
            }
            return false
        }

        private mutating func skipSpace() {
            while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
                index += 1
            }
        }

        /// The name at `index` (up to a space, `/`, `>`, `=` or a quote), and moves past it.
        private mutating func readName() -> String {
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">"),
                    UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
                    return String(decoding: bytes[start..<index], as: UTF8.self)
                default:
                    index += 1
                }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// An attribute's value with its entities (`&amp;`, `&quot;`, `&#10;`, `&#x2026;`) decoded; an entity that
        /// is not one stays as written.
        static func decoded(_ value: ArraySlice<UInt8>) -> String {
            guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
            var result = ""
            var position = value.startIndex
            while position < value.endIndex {
                guard value[position] == UInt8(ascii: "&"),
                    let end = value[position...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
                else {
                    let stop = value[(position + 1)...].firstIndex(of: UInt8(ascii: "&")) ?? value.endIndex
                    result += String(decoding: value[position..<stop], as: UTF8.self)
                    position = stop
                    continue
                }
                let entity = String(decoding: value[(position + 1)..<end], as: UTF8.self)
                if let character = character(entity) {
                    result.unicodeScalars.append(character)
                } else {
                    result += "&" + entity + ";"
                }
                position = end + 1
            }
            return result
        }

        private static func character(_ entity: String) -> Unicode.Scalar? {
            switch entity {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                guard entity.hasPrefix("#") else { return nil }
                let digits = entity.dropFirst()
                let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                return value.flatMap(Unicode.Scalar.init)
            }
        }
    }
}
