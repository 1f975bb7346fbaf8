#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// The whole-file questions (does this file spell `NavigationLink` at all?) read every byte of a file that
    /// does not, and a byte-at-a-time loop cost 3 % of an import there. The C library's `memchr` finds the
    /// candidates instead, looking for the needle's first capital letter (rarer in code than its first
    /// letter), and `memcmp` checks each.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ fragment: String) -> Bool {
        if fragment.utf8.isEmpty { return true }
        return !allOccurrences(of: fragment, in: haystack) { _ in false }
    }

    /// Whether `accept` holds for the offset of every place `fragment` is spelled in `haystack` (overlapping
    /// places included, in order); stops at the first place it does not hold.
    static func allOccurrences(of fragment: String, in haystack: UnsafeBufferPointer<UInt8>, satisfy accept: (Int) -> Bool) -> Bool {
        var fragment = fragment
        return fragment.withUTF8 { needle in
            guard needle.count <= haystack.count, let haystackStart = haystack.baseAddress else { return true }
            guard let needleStart = needle.baseAddress, !needle.isEmpty else { return true }
            let anchor = needle.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
            let anchorByte = Int32(needle[anchor])
            let last = haystack.count - needle.count
            var start = 0
            while start <= last {
                guard let found = memchr(haystackStart + start + anchor, anchorByte, last - start + 1) else { return true }
                let candidate = haystackStart.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
                if memcmp(haystackStart + candidate, needleStart, needle.count) == 0, !accept(candidate) { return false }
                start = candidate + 1
            }
            return true
        }
    }

    /// Whether every byte is below 0x80, read eight at a time: ASCII is valid UTF-8, so a file that is all
    /// ASCII (nearly every Swift file) needs no validation scalar by scalar.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            var high: UInt64 = 0
            while index + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < raw.count {
                high |= UInt64(raw[index])
                index += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
    }
}
