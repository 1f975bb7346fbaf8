/// Reads JSON text (RFC 8259) into a `JSONValue`: the language server's message bodies, and files bar wrote
/// itself (a lint baseline). It sits beside `JSONValue`, which writes the same values.
///
/// The server must never crash on what a client sends, so the parser is total: it returns an error for any
/// input that is not exactly one JSON value, and limits nesting so a hostile body cannot exhaust the stack.
/// Object members keep their written order; a repeated key keeps its last value when read (`JSONValue`
/// lookups take the last match).
public enum JSONParser {
    /// Nesting deeper than this is refused; LSP messages nest a handful of levels.
    public static let maximumDepth = 256

    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        public var offset: Int
    }

    public static func parse(_ bytes: [UInt8]) -> Result<JSONValue, Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            do {
                reader.skipWhitespace()
                let value = try reader.value(depth: 0)
                reader.skipWhitespace()
                guard reader.position == buffer.count else {
                    throw Failure(message: "unexpected text after the JSON value", offset: reader.position)
                }
                return .success(value)
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure(message: "\(error)", offset: reader.position))
            }
        }
    }

    public static func parse(_ text: String) -> Result<JSONValue, Failure> { parse(Array(text.utf8)) }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        func fail(_ message: String) -> Failure { Failure(message: message, offset: position) }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < JSONParser.maximumDepth else { throw fail("JSON nested more than \(JSONParser.maximumDepth) levels") }
            guard position < bytes.count else { throw fail("expected a JSON value, found the end of the text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw fail("unexpected character in JSON")
            }
        }

        mutating func literal(_ word: String) throws {
            let utf8 = Array(word.utf8)
            let count = utf8.count
            guard position + count <= bytes.count else { throw fail("invalid literal") }
            for index in 0..<count where bytes[position + index] != utf8[index] {
                throw fail("invalid literal")
            }
            position += count
        }

        mutating func object(depth: Int) throws -> JSONValue {
            position += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
                let key = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail("expected ':' after a member name") }
                position += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard position < bytes.count else { throw fail("object not closed") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                throw fail("expected ',' or '}' in an object")
            }
        }

        mutating func array(depth: Int) throws -> JSONValue {
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw fail("array not closed") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
                throw fail("expected ',' or ']' in an array")
            }
        }

        mutating func number() throws -> JSONValue {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            var isInteger = true
            func digits(_ reader: inout Reader) -> Int {
                let first = reader.position
                while reader.position < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.position]) {
                    reader.position += 1
                }
                return reader.position - first
            }
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw fail("invalid number") }
            if integerDigits > 1, bytes[position - integerDigits] == UInt8(ascii: "0") { throw fail("invalid number: leading zero") }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                isInteger = false
                position += 1
                guard digits(&self) > 0 else { throw fail("invalid number: no digits after '.'") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                isInteger = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits(&self) > 0 else { throw fail("invalid number: no exponent digits") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            if isInteger, let value = Int(text) { return .int(value) }
            guard let value = Double(text) else { throw fail("invalid number") }
            return .number(value)
        }

        mutating func string() throws -> String {
            position += 1
            // The string's UTF-8, gathered as bytes: runs between escapes are copied whole and each escape
            // adds its character's bytes, so a document of many lines (one `\n` escape each) costs a copy, not
            // a scalar-by-scalar append. It is validated once, at the end.
            var utf8: [UInt8] = []
            var runStart = position
            func flushRun(_ reader: Reader, into utf8: inout [UInt8]) {
                guard runStart < reader.position else { return }
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: reader.bytes[runStart..<reader.position]))
            }
            func finish(_ utf8: [UInt8]) throws -> String {
                guard let text = String(validating: utf8, as: UTF8.self) else { throw fail("a string holds invalid UTF-8") }
                return text
            }
            while true {
                guard position < bytes.count else { throw fail("string not closed") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    if utf8.isEmpty {
                        // No escape: the common case, read straight from the message.
                        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                        guard let text = String(validating: run, as: UTF8.self) else { throw fail("a string holds invalid UTF-8") }
                        position += 1
                        return text
                    }
                    flushRun(self, into: &utf8)
                    position += 1
                    return try finish(utf8)
                }
                if byte < 0x20 { throw fail("control character in a string") }
                if byte != UInt8(ascii: "\\") {
                    position += 1
                    continue
                }
                flushRun(self, into: &utf8)
                position += 1
                guard position < bytes.count else { throw fail("string not closed") }
                let escape = bytes[position]
                position += 1
                func add(_ scalar: Unicode.Scalar) { utf8.append(contentsOf: UTF8.encode(scalar)!) }
                switch escape {
                case UInt8(ascii: "\""): add("\"")
                case UInt8(ascii: "\\"): add("\\")
                case UInt8(ascii: "/"): add("/")
                case UInt8(ascii: "b"): add("\u{08}")
                case UInt8(ascii: "f"): add("\u{0C}")
                case UInt8(ascii: "n"): add("\n")
                case UInt8(ascii: "r"): add("\r")
                case UInt8(ascii: "t"): add("\t")
                case UInt8(ascii: "u"):
                    let unit = try hex4()
                    if (0xD800..<0xDC00).contains(unit) {
                        // A high surrogate must be followed by an escaped low one; a lone one becomes U+FFFD.
                        if position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                            let saved = position
                            position += 2
                            let low = try hex4()
                            if (0xDC00..<0xE000).contains(low) {
                                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                                add(Unicode.Scalar(value) ?? "\u{FFFD}")
                            } else {
                                add("\u{FFFD}")
                                position = saved
                            }
                        } else {
                            add("\u{FFFD}")
                        }
                    } else {
                        add(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    }
                default:
                    throw fail("invalid escape in a string")
                }
                runStart = position
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard position + 4 <= bytes.count else { throw fail("invalid \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw fail("invalid \\u escape")
                }
                value = value * 16 + digit
                position += 1
            }
            return value
        }
    }
}
