/// The elements of an Interface Builder document (a `.storyboard` or `.xib`), read from its XML.
///
/// Only what those documents use is read: elements, their attributes (entities decoded) and their nesting; text,
/// comments, processing instructions, CDATA and a document type are passed over. A document that is not
/// well-formed where it matters (a tag never closed, a closing tag for another element, an attribute without a
/// quoted value) gives a failure at its place, never a partial tree. The walk keeps its own stack, so nesting
/// costs no recursion, and stops at `maximumDepth`.
enum InterfaceXML {
    struct Element: Sendable {
        var name: String
        /// In the order written.
        var attributes: [(name: String, value: String)]
        var children: [Element] = []
        /// The byte offset of the element's `<`.
        var offset: Int

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The children named `name`, in order.
        func children(named name: String) -> [Element] {
            children.filter { $0.name == name }
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
        var reader = Reader(bytes: bytes)
        return reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        /// Elements opened and not yet closed, the innermost last.
        var open: [Element] = []
        var root: Element?

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
                return fail("the document ends inside <\(unclosed.name)>; close it with </\(unclosed.name)>", at: unclosed.offset)
            }
            guard let root else { return fail("no element: this is not an Interface Builder document", at: 0) }
            return .success(root)
        }

        private mutating func openTag(at start: Int) -> Failure? {
            index = start + 1
            let name = readName()
            guard !name.isEmpty else { return Failure(message: "'<' starts no element name", offset: start) }
            var element = Element(name: name, attributes: [], offset: start)
            while true {
                skipSpace()
                guard index < bytes.count else { return Failure(message: "the tag <\(name)> is never closed with '>'", offset: start) }
                if bytes[index] == UInt8(ascii: "/") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                        return Failure(message: "'/' in the tag <\(name)> is not followed by '>'", offset: index)
                    }
                    index += 2
                    return close(element)
                }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    guard open.count < InterfaceXML.maximumDepth else {
                        return Failure(message: "elements are nested more than \(InterfaceXML.maximumDepth) deep here", offset: start)
                    }
                    open.append(element)
                    return nil
                }
                let attributeStart = index
                let attribute = readName()
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
                element.attributes.append((attribute, Self.decoded(bytes[valueStart..<valueEnd])))
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
            guard innermost.name == name else {
                return Failure(message: "</\(name)> closes <\(innermost.name)>, opened before it; close that one first", offset: start)
            }
            return close(innermost)
        }

        /// Adds a finished element to the one around it, or makes it the root.
        private mutating func close(_ element: Element) -> Failure? {
            if open.isEmpty {
                guard root == nil else { return Failure(message: "a second root element <\(element.name)>", offset: element.offset) }
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
            return nil
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
