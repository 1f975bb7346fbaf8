import BarSyntax

/// A word of the language — a block keyword or an attribute name — as the lowering reads it: looked up in
/// place in the source (`WordTable`) rather than decoded into a `String` and hashed, and compared as a value.
///
/// The spellings are `Vocabulary`'s, which stays the one table of what each block accepts (a test checks the
/// two list the same words); `allowed` is that table turned into bit sets for the lowering.
enum Word: String, CaseIterable, Sendable {
    case alternateSymbol = "alternate-symbol"
    case alternateTitle = "alternate-title"
    case axis
    case backButton = "back-button"
    case badge
    case barHeight = "bar-height"
    case barMargin = "bar-margin"
    case bars
    case base
    case bottomInset = "bottom-inset"
    case bottomReduction = "bottom-reduction"
    case characterWidth = "character-width"
    case compactColumn = "compact-column"
    case compression
    case content
    case detail
    case detailShare = "detail-share"
    case device
    case display
    case edge
    case entryLength = "entry-length"
    case fixedSpacer = "fixed-spacer"
    case foldStart = "fold-start"
    case foldWidth = "fold-width"
    case group
    case groupGap = "group-gap"
    case handMadeBar = "hand-made-bar"
    case height
    case horizontalSizeClass = "horizontal-size-class"
    case horizontalTopInset = "horizontal-top-inset"
    case image
    case immersive
    case inspector
    case inspectorShare = "inspector-share"
    case item
    case keyboard
    case layoutDirection = "layout-direction"
    case menu
    case navigationBar = "navigation-bar"
    case obstruction
    case orientation
    case overflowMenu = "overflow-menu"
    case placement
    case posture
    case presented
    case priority
    case screen
    case sdk
    case selected
    case sheet
    case sidebar
    case spacer
    case splitView = "split-view"
    case stack
    case statusCluster = "status-cluster"
    case stripReduction = "strip-reduction"
    case stripSide = "strip-side"
    case stripWidth = "strip-width"
    case style
    case symbol
    case tab
    case tabBarCapacity = "tab-bar-capacity"
    case tabView = "tab-view"
    case textPadding = "text-padding"
    case title
    case toolbar
    case topInset = "top-inset"
    case verticalBehavior = "vertical-behavior"
    case verticalSizeClass = "vertical-size-class"
    case view
    case wideCharacterWidth = "wide-character-width"
    case width

    /// Every word, in the order of `table`.
    static let ordered = allCases

    /// The word's index in `ordered` and `table`, read without a lookup: an enum without payloads keeps its
    /// case as the case's position in the declaration, in one byte while it has at most 256 cases (a
    /// mismatch of sizes stops the program, and a test checks every word's index).
    var index: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
    static let table = WordTable(ordered.map(\.rawValue))

    /// What each block keyword accepts (by its index in `table`), from `Vocabulary.blocks`; nothing for a word
    /// that is no block.
    static let allowed: [(attributes: WordSet, blocks: WordSet)] = ordered.map { word in
        let entry = Vocabulary.blocks[word.rawValue] ?? ([], [])
        return (WordSet(entry.attributes), WordSet(entry.blocks))
    }
}

/// A set of the language's words, by their index in `Word.table`: two machine words of bits.
struct WordSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    init(_ spellings: [String]) {
        precondition(Word.ordered.count <= 128, "a word set holds at most 128 words")
        for spelling in spellings {
            guard let index = Word.table.index(of: spelling) else { preconditionFailure("'\(spelling)' is not a word of the vocabulary") }
            if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
        }
    }

    /// Whether the word at `index` in `Word.table` (so below 128) is in the set. Inlined, with shifts that mask
    /// their count (`&>>`, so word 70 is bit 6 of `high`): the checked shifts of `<<` and a call cost 15
    /// instructions a test, and lowering tests about 1.6 million names and attributes of a 10 MB spec.
    @inline(__always) func contains(_ index: Int) -> Bool {
        (index < 64 ? low : high) &>> UInt64(truncatingIfNeeded: index) & 1 != 0
    }

    @inline(__always) func contains(_ word: Word) -> Bool { contains(word.index) }

    /// Adds the word at `index` in `Word.table` (so below 128).
    @inline(__always) mutating func insert(_ index: Int) {
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: index)
        if index < 64 { low |= bit } else { high |= bit }
    }
}
