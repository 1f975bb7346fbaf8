/// A name's length and its bytes as two machine words, read with two to four loads: what `WordTable` hashes
/// and compares, in place of a loop over the bytes.
///
/// `head` and `tail` are the first and the last eight bytes (four, two or one of each for a shorter name),
/// overlapping when the name is shorter than 16 bytes, so for names of one length, equal keys are equal bytes
/// up to 16 bytes; a longer name's middle is compared separately (`leavesOutMiddle`). The loads read the
/// name's own bytes and nothing past them, in the machine's byte order: a key is only ever compared with
/// keys made on the same machine.
struct WordKey: Equatable {
    var head: UInt64
    var tail: UInt64
    var count: Int

    /// The key of no name: no name's length is -1.
    static let none = WordKey(head: 0, tail: 0, count: -1)

    private init(head: UInt64, tail: UInt64, count: Int) {
        self.head = head
        self.tail = tail
        self.count = count
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        guard let start = bytes.baseAddress else {
            head = 0
            tail = 0
            return
        }
        let base = UnsafeRawPointer(start)
        switch count {
        case 8...:
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4...:
            head = UInt64(base.loadUnaligned(as: UInt32.self)) | UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) &<< 32
            tail = 0
        case 2...:
            head = UInt64(base.loadUnaligned(as: UInt16.self)) | UInt64(base.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) &<< 16
            tail = 0
        case 1:
            head = UInt64(start.pointee)
            tail = 0
        default:
            head = 0
            tail = 0
        }
    }

    /// Whether the name has bytes neither `head` nor `tail` holds: it is longer than 16 bytes.
    var leavesOutMiddle: Bool { count > 16 }

    /// A multiplicative hash, best read from its high bits.
    var hash: UInt64 {
        (((head &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) ^ tail) &* 0xBF58_476D_1CE4_E5B9
    }
}
