import BarDiagnostics

/// Building the protocol's structures from byte ranges of a document, in the negotiated encoding.
extension LanguageServer {
    func positionJSON(_ offset: Int, in document: TextDocument) -> JSONValue {
        let position = document.position(offset, encoding)
        return .object([("line", .int(position.line)), ("character", .int(position.character))])
    }

    func rangeJSON(_ range: SourceRange, in document: TextDocument) -> JSONValue {
        .object([("start", positionJSON(range.start, in: document)), ("end", positionJSON(range.end, in: document))])
    }

    func locationJSON(_ range: SourceRange, in document: TextDocument) -> JSONValue {
        .object([("uri", .string(document.uri)), ("range", rangeJSON(range, in: document))])
    }

    func textEditJSON(_ range: SourceRange, _ newText: String, in document: TextDocument) -> JSONValue {
        .object([("range", rangeJSON(range, in: document)), ("newText", .string(newText))])
    }

    /// The byte range of `params[key]` (a `Range`), or InvalidParams.
    func byteRange(_ params: JSONValue, _ key: String, in document: TextDocument) throws(ResponseError) -> SourceRange {
        guard let value = params[key], let (start, end) = Self.range(value) else { throw .invalidParams("\(key) is missing or not a range") }
        let startOffset = document.offset(start, encoding)
        let endOffset = document.offset(end, encoding)
        return SourceRange(start: min(startOffset, endOffset), end: max(startOffset, endOffset))
    }
}
