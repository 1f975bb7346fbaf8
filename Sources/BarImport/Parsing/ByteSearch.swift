/// Whether code text contains a fragment, compared byte by byte.
///
/// The recognizers ask this of short spans of code (`some ToolbarContent`, `#if` conditions) for every
/// declaration they read. `String.contains(_:)` answers by Unicode characters through a general searcher, which
/// cost a tenth of an import's instructions; the fragments asked for are ASCII names and operators, for which
/// comparing UTF-8 bytes gives the same answer in code.
extension StringProtocol {
    func containsBytes(_ fragment: String) -> Bool {
        var fragment = fragment
        var text = String(self)
        return text.withUTF8 { haystack in
            fragment.withUTF8 { needle in
                guard needle.count <= haystack.count else { return false }
                guard let first = needle.first else { return true }
                var index = 0
                let last = haystack.count - needle.count
                while index <= last {
                    if haystack[index] == first {
                        var offset = 1
                        while offset < needle.count && haystack[index + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
