/// Whether code contains a fragment, compared byte by byte.
///
/// The recognizers ask this of short spans of code (`some ToolbarContent`, `#if` conditions) for every
/// declaration they read, and of whole files before walking them for one construct (a file that never spells
/// `NavigationLink` pushes no view). `String.contains(_:)` answers by Unicode characters through a general
/// searcher, which cost a tenth of an import's instructions; the fragments asked for are ASCII names and
/// operators, for which comparing UTF-8 bytes gives the same answer in code.
extension StringProtocol {
    func containsBytes(_ fragment: String) -> Bool {
        var text = String(self)
        return text.withUTF8 { ByteSearch.contains($0, fragment) }
    }
}

extension Array where Element == UInt8 {
    func containsBytes(_ fragment: String) -> Bool {
        withUnsafeBufferPointer { ByteSearch.contains($0, fragment) }
    }
}

enum ByteSearch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ fragment: String) -> Bool {
        var fragment = fragment
        return fragment.withUTF8 { needle in
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
