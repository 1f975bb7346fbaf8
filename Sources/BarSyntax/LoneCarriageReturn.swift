#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A line end written as a carriage return alone (old Mac OS files). `.bar` lines end at `\n` (or `\r\n`), so
/// such a file reads as one long line: its first comment runs to the end of the file, and what follows it is
/// silently not there. Editors and the language server's positions (LSP 3.17) see the lines; the loader says
/// why `bar` does not.
public enum LoneCarriageReturn {
    /// The offset of the first `\r` followed by something other than `\n`, or nil. One that ends the file has
    /// nothing after it to run on, and is passed over. A `memchr` scan: most files hold no `\r`.
    public static func first(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0D, buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 1 < buffer.count && buffer[index + 1] != 0x0A { return index }
                offset = index + 2
            }
            return nil
        }
    }
}
