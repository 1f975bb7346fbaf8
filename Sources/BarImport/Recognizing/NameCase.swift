/// Whether a name starts with an uppercase or a lowercase letter: how the recognizers tell a type (`Button`) from
/// a modifier or a builder (`toolbar`, `shareButton`).
///
/// `first?.isUppercase` broke the name into characters and looked the first one up in Unicode's properties, some
/// 650 instructions a name, asked of every call a view's body makes. A first byte that is ASCII and followed by
/// another ASCII byte (or by nothing) is a character on its own, whose case is read from the byte; any other
/// start is asked of the character as before, so the answer is always the same.
extension String {
    /// `first?.isUppercase ?? false`.
    var startsUppercase: Bool {
        if let byte = asciiFirstCharacter { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase ?? false
    }

    /// `first?.isLowercase ?? false`.
    var startsLowercase: Bool {
        if let byte = asciiFirstCharacter { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        return first?.isLowercase ?? false
    }

    /// The first byte when it is the whole first character: ASCII, and not followed by a byte that could join
    /// it into one character (a combining mark, or the line feed after a carriage return).
    private var asciiFirstCharacter: UInt8? {
        var name = self
        return name.withUTF8 { bytes in
            guard let first = bytes.first, first < 0x80, first != 0x0D else { return nil }
            return bytes.count == 1 || bytes[1] < 0x80 ? first : nil
        }
    }
}
