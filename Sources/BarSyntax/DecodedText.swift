/// A `String` made from bytes of the source, exactly as `String(decoding:as: UTF8.self)` makes it, for the
/// texts a later layer asks the tree for (every id and quoted value the model's lowering reads: 60,000 of
/// them in a 2 MB spec), and for the names, labels and literals `bar import` reads from Swift (80,000 in a
/// 1 MB import).
///
/// `String(decoding:)` validates the bytes as UTF-8, scans them again to learn whether they are ASCII and
/// only then builds the string: about 200 instructions for a four-letter title. Most of these texts fit in a
/// `String`'s inline storage (15 bytes), which `String(unsafeUninitializedCapacity:initializingUTF8With:)`
/// fills in place; it checks the bytes are ASCII with a mask over that storage and repairs anything else with
/// the same routine `String(decoding:)` uses, so the text is the same either way. Longer texts take the
/// ordinary path.
package enum DecodedText {
    /// The most bytes a `String` keeps inline, without storage of its own.
    package static let inlineCapacity = 15

    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= inlineCapacity, let source = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        let count = bytes.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.initialize(from: source, count: count)
            return count
        }
    }
}
