/// Builds SVG text one element per line, with attributes in the order written, so output is stable and
/// golden files diff line by line.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    enum Value {
        case text(String)
        case number(Double)
    }

    /// A self-closing element: `<rect x="1" … />`.
    mutating func element(_ name: String, _ attributes: [(String, Value)]) {
        line("<\(name)\(Self.render(attributes))/>")
    }

    /// An element with text content: `<text …>escaped</text>`.
    mutating func element(_ name: String, _ attributes: [(String, Value)], content: String) {
        line("<\(name)\(Self.render(attributes))>\(Markup.escape(content))</\(name)>")
    }

    mutating func open(_ name: String, _ attributes: [(String, Value)] = []) {
        line("<\(name)\(Self.render(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// Text written as is (already escaped or known safe).
    mutating func raw(_ markup: String) {
        line(markup)
    }

    private mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: max(0, depth)) + markup + "\n"
    }

    private static func render(_ attributes: [(String, Value)]) -> String {
        attributes.map { name, value in
            switch value {
            case .text(let string): Markup.attribute(name, string)
            case .number(let number): Markup.attribute(name, number)
            }
        }.joined()
    }
}

extension SVGWriter.Value: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
}
