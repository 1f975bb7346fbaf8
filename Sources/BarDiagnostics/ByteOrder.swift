#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings ordered by their UTF-8 bytes: the one order of paths every output uses, so it is the same on every
/// machine and locale — the files a folder search finds, lint's findings, the files an import reads (so that
/// which of two same-named declarations wins never depends on the order of the arguments).
package enum ByteOrder {
    /// Whether `a`'s UTF-8 bytes come before `b`'s: `a.utf8.lexicographicallyPrecedes(b.utf8)`, compared by
    /// `memcmp` over the bytes in place, where stepping through the two views cost a few instructions a byte of
    /// every path, for every comparison of the sort. The bytes are read where they lie (`utf8`'s contiguous
    /// storage): `withUTF8` needs a mutable copy of each string, a retain and a release per comparison.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        let inPlace = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in precedes(left, right) }
        }
        if let inPlace, let result = inPlace { return result }
        var a = a
        var b = b
        return a.withUTF8 { left in b.withUTF8 { right in precedes(left, right) } }
    }

    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(left.count, right.count)
        if common > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress {
            let order = memcmp(leftStart, rightStart, common)
            if order != 0 { return order < 0 }
        }
        return left.count < right.count
    }

    /// The positions of `paths` in byte order (`precedes`), paths equal as strings keeping their order, as a
    /// stable sort of them would give: what orders lint's per-file findings, or per-file report parts, by
    /// path. Paths already in order (a folder's files are listed sorted) are only checked, not sorted.
    package static func stableOrder(_ paths: [String]) -> [Int] {
        var order = Array(paths.indices)
        guard !zip(paths, paths.dropFirst()).allSatisfy({ !precedes($1, $0) }) else { return order }
        order.sort { a, b in
            if paths[a] != paths[b] { return precedes(paths[a], paths[b]) }
            return a < b
        }
        return order
    }

    /// Whether `a` and `b` are the same UTF-8 bytes: `a.utf8.elementsEqual(b.utf8)`, by `memcmp` in place. Not
    /// `==`, which equates canonically equivalent spellings (`é` as one scalar or two) that name different files.
    package static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                guard left.count == right.count else { return false }
                guard left.count > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
                return memcmp(leftStart, rightStart, left.count) == 0
            }
        }
    }
}
