/// The words the parser tells apart (keywords, modifiers, `#if`-family directives), classified once by the
/// lexer so that the parser compares a small number instead of building a `String` for every token it asks
/// about: deciding what a statement is used to decode and compare the first word of every statement against
/// some forty spellings.
///
/// Only what the parser branches on is here; every other identifier is `.none`, and its spelling is read
/// from the source when a name is needed.
public enum SwiftKeyword: UInt8, Sendable, Hashable {
    case none
    // Declarations.
    case `struct`, `class`, `enum`, actor, `extension`, `protocol`, `func`, `init`, `deinit`, `subscript`, `var`, `let`
    // Statements.
    case `if`, `else`, `guard`, `switch`, `case`, `default`, `for`, `while`, `repeat`, `do`, `catch`, `defer`, `return`
    case `import`, `typealias`, `associatedtype`, `operator`, `precedencegroup`, `break`, `continue`, `fallthrough`, `throw`
    case `in`, `where`, `as`, `is`
    // Effects, and words before an expression that do not change it.
    case async, `throws`, `rethrows`, reasync
    case `try`, await, consume, copy, some, any
    // Declaration modifiers.
    case `public`, `private`, `fileprivate`, `internal`, open, `static`, final, override, mutating, nonmutating, lazy
    case weak, unowned, nonisolated, dynamic, required, convenience, indirect, optional, package, isolated, consuming
    case borrowing, distributed, prefix, postfix, infix
    // `#if`-family directives (on `.pound` tokens).
    case poundIf, poundElseif, poundElse, poundEndif

    /// Declaration modifiers (`class` is one only before `func`, `var` or `let`; the parser asks that itself).
    var isModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .static, .final, .override, .mutating, .nonmutating, .lazy,
            .weak, .unowned, .nonisolated, .dynamic, .required, .convenience, .indirect, .optional, .package, .isolated,
            .consuming, .borrowing, .distributed, .prefix, .postfix, .infix:
            true
        default:
            false
        }
    }

    /// The keyword an identifier's bytes spell, or `.none`. Words are grouped by length, so a lookup compares
    /// at most a handful of spellings, each first by its first byte.
    static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SwiftKeyword {
        identifiers.identifier(bytes, start, end)
    }

    /// The directive a `#word` token spells, or `.none`.
    static func directive(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SwiftKeyword {
        let length = end - start
        guard length >= 3, length <= 7 else { return .none }
        return directiveTable.match(bytes, start, length)
    }

    /// Spellings stored end to end in one array, grouped by length and first letter, so a lookup touches no
    /// per-word array and compares at most the one or two words of its group.
    ///
    /// Built once and never freed: the lexer asks it of every name, and reads it through plain pointers (an
    /// array read from a static table retained it, checked the index and released it, at every lookup).
    struct Table: @unchecked Sendable {
        /// Every word's bytes, end to end.
        let spellings: UnsafePointer<UInt8>
        /// For group `g` (`length * 32 + first byte % 32`), its words are `entries[groups[g]..<groups[g + 1]]`.
        let groups: UnsafePointer<Int32>
        let offsets: UnsafePointer<Int32>
        let keywords: UnsafePointer<SwiftKeyword>

        init(_ words: [(String, SwiftKeyword)]) {
            var spellings: [UInt8] = []
            var groups: [Int32] = []
            var offsets: [Int32] = []
            var keywords: [SwiftKeyword] = []
            for group in 0..<(16 * 32) {
                groups.append(Int32(offsets.count))
                for (word, keyword) in words where word.utf8.count == group / 32 && Int(word.utf8.first ?? 0) % 32 == group % 32 {
                    offsets.append(Int32(spellings.count))
                    keywords.append(keyword)
                    spellings += Array(word.utf8)
                }
            }
            groups.append(Int32(offsets.count))
            self.spellings = Table.keep(spellings)
            self.groups = Table.keep(groups)
            self.offsets = Table.keep(offsets)
            self.keywords = Table.keep(keywords)
        }

        /// A copy of `array` that lives as long as the process.
        private static func keep<Element>(_ array: [Element]) -> UnsafePointer<Element> {
            let copy = UnsafeMutablePointer<Element>.allocate(capacity: max(array.count, 1))
            copy.initialize(from: array, count: array.count)
            return UnsafePointer(copy)
        }

        /// The keyword the identifier `bytes[start..<end]` spells, or `.none`: words are two to fifteen bytes and
        /// start with a lowercase letter, which rules out most names before the table is read.
        @inline(__always)
        func identifier(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SwiftKeyword {
            let length = end - start
            guard length >= 2, length <= 15, bytes[start] >= UInt8(ascii: "a") else { return .none }
            return match(bytes, start, length)
        }

        /// The keyword spelled by the `length` bytes at `start` (`length` below 16), or `.none`.
        func match(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> SwiftKeyword {
            let first = bytes[start]
            let group = length * 32 + Int(first % 32)
            var entry = Int(groups[group])
            let end = Int(groups[group + 1])
            while entry < end {
                let spelling = spellings + Int(offsets[entry])
                var offset = 0
                while offset < length && bytes[start + offset] == spelling[offset] { offset += 1 }
                if offset == length { return keywords[entry] }
                entry += 1
            }
            return .none
        }
    }

    static let words: [(String, SwiftKeyword)] = [
        ("struct", .struct), ("class", .class), ("enum", .enum), ("actor", .actor), ("extension", .extension),
        ("protocol", .protocol), ("func", .func), ("init", .`init`), ("deinit", .deinit), ("subscript", .subscript),
        ("var", .var), ("let", .let), ("if", .if), ("else", .else), ("guard", .guard), ("switch", .switch), ("case", .case),
        ("default", .default), ("for", .for), ("while", .while), ("repeat", .repeat), ("do", .do), ("catch", .catch),
        ("defer", .defer), ("return", .return), ("import", .import), ("typealias", .typealias),
        ("associatedtype", .associatedtype), ("operator", .operator), ("precedencegroup", .precedencegroup),
        ("break", .break), ("continue", .continue), ("fallthrough", .fallthrough), ("throw", .throw), ("in", .in),
        ("where", .where), ("as", .as), ("is", .is), ("async", .async), ("throws", .throws), ("rethrows", .rethrows),
        ("reasync", .reasync), ("try", .try), ("await", .await), ("consume", .consume), ("copy", .copy), ("some", .some),
        ("any", .any), ("public", .public), ("private", .private), ("fileprivate", .fileprivate), ("internal", .internal),
        ("open", .open), ("static", .static), ("final", .final), ("override", .override), ("mutating", .mutating),
        ("nonmutating", .nonmutating), ("lazy", .lazy), ("weak", .weak), ("unowned", .unowned),
        ("nonisolated", .nonisolated), ("dynamic", .dynamic), ("required", .required), ("convenience", .convenience),
        ("indirect", .indirect), ("optional", .optional), ("package", .package), ("isolated", .isolated),
        ("consuming", .consuming), ("borrowing", .borrowing), ("distributed", .distributed), ("prefix", .prefix),
        ("postfix", .postfix), ("infix", .infix),
    ]

    /// The table of `words`. The lexer keeps it in a property (`SwiftLexer.keywords`): read from here, each
    /// name paid for the check that the static is made.
    static let identifiers = Table(words)
    private static let directiveTable = Table([("#if", .poundIf), ("#elseif", .poundElseif), ("#else", .poundElse), ("#endif", .poundEndif)])
}
