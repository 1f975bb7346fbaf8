extension String {
    /// Every occurrence of `target` replaced by `replacement`, matched byte for byte in UTF-8 (so scalar by
    /// scalar) from the start, without overlaps. For escaping — shell quotes, Markdown table cells, regular
    /// expressions — that is what the consumer sees: a quote is a quote even when a combining mark follows it.
    /// (Foundation's `replacingOccurrences(of:with:)` compares composed character sequences and, unlike this,
    /// leaves such a quote alone; it also lives in the part of Foundation that loads ICU, which `bar` does
    /// not start with.)
    public func replacing(literal target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == first && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                out.append(contentsOf: bytes[copied..<index])
                out.append(contentsOf: replacement.utf8)
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }
}
