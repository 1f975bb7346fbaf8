/// What a byte can start, looked up in a table: the lexer's main loop branches once per token on it.
enum ByteClass: UInt8 {
    /// Anything else: `/`, and bytes handled by `Scanner.recover`.
    case other
    /// A space, tab or carriage return.
    case space
    case newline
    case nameStart
    case digit
    case quote
    case leftBrace
    case rightBrace
    case colon

    /// Bit 7 of an entry: the byte continues a name (a letter, digit, '-', '_' or '.').
    private static let continuesNameBit: UInt8 = 0x80

    /// The table, made once for the process and never freed. A scanner keeps the pointer: reading a global
    /// `let` checks that it is initialised (a call) on every access, which at two reads a token was 3 % of a
    /// parse.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0...255 { table[value] = entry(UInt8(value)) }
        return UnsafePointer(table)
    }()

    private static func entry(_ byte: UInt8) -> UInt8 {
        let kind: ByteClass =
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): .space
            case UInt8(ascii: "\n"): .newline
            case UInt8(ascii: "\""): .quote
            case UInt8(ascii: "{"): .leftBrace
            case UInt8(ascii: "}"): .rightBrace
            case UInt8(ascii: ":"): .colon
            case _ where isDigit(byte): .digit
            case _ where isNameStart(byte): .nameStart
            default: .other
            }
        return kind.rawValue | (isNameByte(byte) ? continuesNameBit : 0)
    }

    /// The class of `byte`, read from `table` (which is `ByteClass.table`).
    @inline(__always) static func of(_ byte: UInt8, in table: UnsafePointer<UInt8>) -> ByteClass {
        ByteClass(rawValue: table[Int(byte)] & 0x7F)!
    }

    @inline(__always) static func continuesName(_ byte: UInt8, in table: UnsafePointer<UInt8>) -> Bool {
        table[Int(byte)] & continuesNameBit != 0
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

@inline(__always) func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
}

@inline(__always) func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
}
