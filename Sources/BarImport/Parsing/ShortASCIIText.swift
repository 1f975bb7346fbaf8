/// Strings of at most 15 ASCII bytes — nearly every name, label, number and operator the parser reads — made
/// directly in the form Swift stores them in: in the `String` value itself, no allocation.
///
/// `String(decoding:as:)` validates the bytes as UTF-8 and then copies them into that same form one at a time,
/// which cost about 180 instructions a name and, over the 80,000 names of a 1 MB import, 5 % of the import. The
/// bytes a token spells are checked to be ASCII (which is valid UTF-8) while they are packed, eight to a word.
///
/// The form is the one the standard library's `_SmallString` documents for 64-bit platforms: the first eight
/// bytes in the first word, the next seven in the second, whose top byte is `0xE0` (small, ASCII, immortal)
/// plus the count; unused bytes are zero. `isUsable` checks once that this build of Swift agrees, comparing
/// with strings it made itself; where it does not (another platform, a changed layout), every string is made by
/// `String(decoding:as:)` as before.
enum ShortASCIIText {
    /// Longer text is stored out of line and made by `String(decoding:as:)`.
    static let maximumCount = 15

    /// Whether strings packed here equal the standard library's own, in value, count and hash. Read it once per
    /// file (it is a lazily made global).
    static let isUsable: Bool = {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            guard MemoryLayout<String>.size == 16 else { return false }
        #else
            return false
        #endif
        let samples = ["", "a", "id", "Button", "toolbar", "abcdefgh", "abcdefghi", "primaryAction", "ABCDEFGHIJKLMNO"]
        return samples.allSatisfy { sample in
            let bytes = Array(sample.utf8)
            let packed = bytes.withUnsafeBufferPointer { pack($0) }
            return packed.map { $0 == sample && $0.utf8.count == sample.utf8.count && $0.hashValue == sample.hashValue } ?? false
        }
    }()

    /// The string spelled by `bytes`; `usable` is `isUsable`, read by the caller once rather than at every name.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, usable: Bool) -> String {
        if usable, let packed = pack(bytes) { return packed }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` as a small ASCII string, or nil when there are more than 15 or one is not ASCII.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        guard count <= maximumCount else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var combined: UInt8 = 0
        var index = 0
        while index < count && index < 8 {
            let byte = bytes[index]
            combined |= byte
            low |= UInt64(byte) << UInt64(index * 8)
            index += 1
        }
        while index < count {
            let byte = bytes[index]
            combined |= byte
            high |= UInt64(byte) << UInt64((index - 8) * 8)
            index += 1
        }
        guard combined < 0x80 else { return nil }
        high |= (0xE0 | UInt64(count)) << 56
        return unsafeBitCast((low, high), to: String.self)
    }
}
