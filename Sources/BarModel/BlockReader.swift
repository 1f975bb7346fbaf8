import BarDiagnostics
import BarSyntax

/// Reads one block against the vocabulary: reports unknown, misplaced and repeated attributes and blocks
/// once, then hands out typed attribute values, each checked and explained when wrong.
struct BlockReader {
    let block: Block
    /// The block's keyword as a word of the language; nil for a keyword the language does not have (the
    /// block holding it has reported it).
    let word: Word?
    /// Where this reader's entries are, shared with the readers of the same top-level block, with the sink they
    /// report to: a reader holds two references (this and its block's tree), each retained and released
    /// whenever a reader is made or copied, once per block and more.
    private let entries: BlockEntries
    /// The first occurrence of each valid attribute, in order: `entries.attributes[attributeStart..<attributeEnd]`.
    /// A block has a handful of attributes, so a search through them is cheaper than hashing every name
    /// (lowering a large file was a third hashing); names are looked up in the source as words (`Word.table`),
    /// never decoded unless something is wrong. Kept as nodes of the tree, plain data: an `Attribute` retains
    /// the tree's storage, and searching a list of them retained and released it at every step.
    private let attributeStart: Int
    private let attributeEnd: Int
    /// The words of those attributes. Most attributes a lowering asks for are not written (an item is read for
    /// ten and sets two or three): those are answered by a bit, without a search.
    private let attributeWords: WordSet
    /// Child blocks whose keyword is valid here are `entries.children[childStart..<childEnd]`.
    private let childStart: Int
    private let childEnd: Int

    var sink: DiagnosticSink { entries.sink }

    /// Child blocks whose keyword is valid here, in order, with their keyword.
    var children: Children { Children(entries: entries, startIndex: childStart, endIndex: childEnd) }

    /// A child block and its keyword: plain data, read with `reader(_:)` or `block(_:)`.
    struct Child {
        let word: Word
        /// The word's index in `Word.table`.
        fileprivate let wordIndex: Int
        let node: StatementNode
    }

    var keyword: String { Self.keyword(of: block, word) }

    /// The keyword of `block`, whose word is `word`.
    private static func keyword(of block: Block, _ word: Word?) -> String { word?.rawValue ?? block.keyword.text }

    /// Appends the valid attributes and child blocks of `block` (whose keyword is `word`) to `entries`, and
    /// reports the others; returns the words of the attributes appended. Static, so that the walk's closure
    /// captures no reader: capturing the one being built copied it, retaining each of its references, for
    /// every block.
    private static func readBody(_ block: Block, word: Word?, allowed: (attributes: WordSet, blocks: WordSet), into entries: BlockEntries) -> WordSet {
        let attributeStart = entries.attributes.count
        var found = WordSet()
        block.forEachStatement(wordsIn: Word.table) { node, index in
            switch node.kind {
            case .attribute:
                guard let index, allowed.attributes.contains(index) else {
                    reportAttribute(block.attribute(node), isBlock: index.map { allowed.blocks.contains($0) } ?? false, in: block, word, sink: entries.sink)
                    return
                }
                let name = Word.ordered[index]
                if found.contains(index), let first = entries.attribute(name, in: attributeStart..<entries.attributes.count) {
                    let attribute = block.attribute(node)
                    entries.sink.error(.duplicateAttribute, "'\(name.rawValue)' is set twice in '\(keyword(of: block, word))'; keep one", at: attribute.name.range, notes: [.init("first set here", at: block.attribute(first).name.range)])
                    return
                }
                found.insert(index)
                entries.append(BlockEntries.Attribute(word: name, node: node))
            case .block:
                guard let index, allowed.blocks.contains(index) else {
                    reportBlock(block.block(node), isAttribute: index.map { allowed.attributes.contains($0) } ?? false, in: block, word, sink: entries.sink)
                    return
                }
                entries.append(Child(word: Word.ordered[index], wordIndex: index, node: node))
            case .error:
                return
            }
        }
        return found
    }

    /// The reader of a child block.
    func reader(_ child: Child) -> BlockReader { BlockReader(block.block(child.node), wordIndex: child.wordIndex, entries: entries) }

    /// A child block.
    func block(_ child: Child) -> Block { block.block(child.node) }

    /// An attribute this block does not take: a block's keyword written as an attribute, or an unknown name.
    private static func reportAttribute(_ attribute: Attribute, isBlock: Bool, in block: Block, _ word: Word?, sink: DiagnosticSink) {
        let keyword = keyword(of: block, word)
        let name = attribute.name.text
        if isBlock {
            sink.error(.misplacedAttribute, "'\(name)' is a block, not an attribute; write '\(name) { … }'", at: attribute.name.range)
            return
        }
        let allowed = Vocabulary.blocks[keyword] ?? ([], [])
        sink.error(
            .unknownAttribute,
            "unknown attribute '\(name)' in '\(keyword)'\(Suggestion.didYouMean(name, in: allowed.attributes))",
            at: attribute.name.range,
            notes: [.init("'\(keyword)' accepts: \(allowed.attributes.isEmpty ? "no attributes" : allowed.attributes.joined(separator: ", "))")],
            fixIt: Suggestion.closest(to: name, in: allowed.attributes).map { .init("replace with '\($0)'", replacing: attribute.name.range, with: $0) })
    }

    /// A child block this block does not hold: an attribute written as a block, a block that belongs
    /// elsewhere, or an unknown keyword.
    private static func reportBlock(_ child: Block, isAttribute: Bool, in block: Block, _ word: Word?, sink: DiagnosticSink) {
        let keyword = keyword(of: block, word)
        let name = child.keyword.text
        if isAttribute {
            sink.error(.misplacedBlock, "'\(name)' is an attribute, not a block; write '\(name): value'", at: child.keyword.range, fixIt: .init("insert ':'", replacing: .at(child.keyword.range.end), with: ":"))
        } else if Vocabulary.blocks[name] != nil {
            sink.error(.misplacedBlock, "'\(name)' cannot appear inside '\(keyword)'; it belongs in \(Vocabulary.home(of: name))", at: child.keyword.range)
        } else {
            let allowed = Vocabulary.blocks[keyword] ?? ([], [])
            sink.error(
                .unknownBlock, "unknown block '\(name)' in '\(keyword)'\(Suggestion.didYouMean(name, in: allowed.blocks))",
                at: child.keyword.range,
                notes: [.init("'\(keyword)' contains: \(allowed.blocks.isEmpty ? "no blocks" : allowed.blocks.joined(separator: ", "))")],
                fixIt: Suggestion.closest(to: name, in: allowed.blocks).map { .init("replace with '\($0)'", replacing: child.keyword.range, with: $0) })
        }
    }

    /// The block's id (`item share`): required for named blocks, refused elsewhere.
    func name() -> (text: String, range: SourceRange)? {
        // The common case, a name that starts with neither '.' nor '-', read without building the label's
        // `Value`; every other label is judged below.
        if let label = block.nameLabel, let byte = label.text.utf8.first, byte != UInt8(ascii: "."), byte != UInt8(ascii: "-") {
            return label
        }
        guard let label = block.label else {
            sink.error(.missingName, "'\(keyword)' needs an id, as in '\(keyword) \(exampleName) { … }'", at: block.keyword.range, fixIt: .init("insert an id", replacing: .at(block.keyword.range.end), with: " \(exampleName)"))
            return nil
        }
        // The first character can be '.' or '-' only when the first byte is (a cheap test: most ids pass it).
        let text = label.text
        if label.isIdentifier, let byte = text.utf8.first, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-"),
            let first = text.first, first == "." || first == "-"
        {
            let suggestion = String(label.text.drop { $0 == "." || $0 == "-" })
            sink.error(.invalidName, "an id starts with a letter or '_', not '\(first)'; write '\(keyword) \(suggestion.isEmpty ? exampleName : suggestion)'", at: label.range, fixIt: suggestion.isEmpty ? nil : .init("replace with '\(suggestion)'", replacing: label.range, with: suggestion))
            return nil
        }
        guard label.isIdentifier else {
            let what = label.isString ? "a string" : label.isNumber ? "a number" : "that"
            if let suggestion = Self.identifier(from: label.text) {
                sink.error(.invalidName, "an id is a name, not \(what); write '\(keyword) \(suggestion)' and put the text in 'title:'", at: label.range, fixIt: .init("replace with '\(suggestion)'", replacing: label.range, with: suggestion))
            } else {
                sink.error(.invalidName, "an id is an ASCII name, not \(what); write '\(keyword) \(exampleName)' (any letters, digits, '-', '_' or '.') and put the text in 'title:'", at: label.range)
            }
            return nil
        }
        return (text, label.range)
    }

    /// Reports a label on a block that takes none (`stack main { … }`).
    func refuseName() {
        if block.hasLabel, let label = block.label {
            sink.error(.unexpectedName, "'\(keyword)' takes no id; remove '\(label.text)'", at: label.range, fixIt: .init("remove it", replacing: SourceRange(start: block.keyword.range.end, end: label.range.end), with: ""))
        }
    }

    private var exampleName: String {
        switch keyword {
        case "screen": "inbox"
        case "tab": "library"
        case "group": "editing"
        case "device": "my-duo"
        case "posture": "closed"
        case "obstruction": "keyboard"
        case "hand-made-bar": "formatting"
        default: "share"
        }
    }

    // MARK: Typed values

    /// The first valid attribute called `word`.
    func attribute(_ word: Word) -> Attribute? {
        attributeNode(word).map(block.attribute)
    }

    /// The statement of the first valid attribute called `word`.
    private func attributeNode(_ word: Word) -> StatementNode? {
        guard attributeWords.contains(word) else { return nil }
        return entries.attribute(word, in: attributeStart..<attributeEnd)
    }

    /// `true` and `false`, looked up in place.
    private static let truthValues = WordTable(["true", "false"])

    func has(_ word: Word) -> Bool { attribute(word) != nil }

    func range(of word: Word) -> SourceRange? { attribute(word)?.range }

    func string(_ word: Word) -> String? {
        guard let node = attributeNode(word) else { return nil }
        // The common case, text that is not empty, read without building the attribute's `Value`; every other
        // value is judged below.
        if let text = block.quotedText(node), !text.isEmpty { return text }
        guard let value = block.attribute(node).value else { return nil }
        let name = word.rawValue
        guard value.isString else {
            sink.error(.invalidValue, "'\(name)' takes a quoted string, as in \(name): \"\(value.text)\"", at: value.range, fixIt: .init("quote it", replacing: value.range, with: StringLiteral.encode(value.text)))
            return nil
        }
        if value.text.isEmpty {
            sink.error(.invalidValue, "'\(name)' is empty; give it text or remove the attribute", at: value.range)
            return nil
        }
        return value.text
    }

    /// A value spelled as one of `E`'s cases, looked up in place; anything else is read by the general
    /// `choice`, which reports it.
    func choice<E: SpelledValue>(_ word: Word, _ type: E.Type) -> E? {
        guard let node = attributeNode(word) else { return nil }
        if let index = block.identifierValue(node, in: E.spelled.table) { return E.spelled.cases[index] }
        return choice(block.attribute(node), word, type)
    }

    func choice<E: RawRepresentable & CaseIterable>(_ word: Word, _ type: E.Type) -> E? where E.RawValue == String {
        guard let attribute = attribute(word) else { return nil }
        return choice(attribute, word, type)
    }

    private func choice<E: RawRepresentable & CaseIterable>(_ attribute: Attribute, _ word: Word, _ type: E.Type) -> E? where E.RawValue == String {
        guard let value = attribute.value else { return nil }
        let name = word.rawValue
        if value.isIdentifier, let result = E(rawValue: value.text) { return result }
        let allowed = E.allCases.map(\.rawValue)
        if reportAPIName(value, attribute: name) { return nil }
        sink.error(
            .invalidValue,
            "'\(value.text)' is not a valid \(name); expected one of: \(allowed.joined(separator: ", "))\(Suggestion.didYouMean(value.text, in: allowed))",
            at: value.range,
            fixIt: Suggestion.closest(to: value.text, in: allowed).map { .init("replace with '\($0)'", replacing: value.range, with: $0) })
        return nil
    }

    func bool(_ word: Word) -> Bool? {
        guard let node = attributeNode(word) else { return nil }
        switch block.identifierValue(node, in: Self.truthValues) {
        case 0: return true
        case 1: return false
        default: break
        }
        let attribute = block.attribute(node)
        guard let value = attribute.value else { return nil }
        let name = word.rawValue
        if value.isIdentifier, value.text == "true" { return true }
        if value.isIdentifier, value.text == "false" { return false }
        sink.error(.invalidValue, "'\(name)' is true or false, not '\(value.text)'", at: value.range)
        return nil
    }

    func number(_ word: Word, in bounds: ClosedRange<Double>) -> Double? {
        guard let attribute = attribute(word), let value = attribute.value else { return nil }
        let name = word.rawValue
        guard value.isNumber, !value.text.contains(where: { $0 == "." }) || value.text.filter({ $0 == "." }).count == 1,
            let number = Double(value.text)
        else {
            sink.error(.invalidValue, "'\(name)' takes a number of points, such as \(name): 52", at: value.range)
            return nil
        }
        guard bounds.contains(number) else {
            sink.error(.valueOutOfRange, "\(name) \(value.text) is out of range; use a value from \(PointText.format(bounds.lowerBound)) to \(PointText.format(bounds.upperBound))", at: value.range)
            return nil
        }
        return number
    }

    func integer(_ word: Word, in bounds: ClosedRange<Int>) -> Int? {
        guard let attribute = attribute(word), let value = attribute.value else { return nil }
        let name = word.rawValue
        guard value.isNumber, let number = Int(value.text) else {
            sink.error(.invalidValue, "'\(name)' takes a whole number, such as \(name): \(bounds.lowerBound)", at: value.range)
            return nil
        }
        guard bounds.contains(number) else {
            sink.error(.valueOutOfRange, "\(name) \(number) is out of range; use a value from \(bounds.lowerBound) to \(bounds.upperBound)", at: value.range)
            return nil
        }
        return number
    }

    /// A name that refers to something declared elsewhere (`selected: toolbar`); resolved by the caller.
    func reference(_ word: Word) -> (text: String, range: SourceRange)? {
        guard let attribute = attribute(word), let value = attribute.value else { return nil }
        let name = word.rawValue
        guard value.isIdentifier else {
            let id = Self.identifier(from: value.text) ?? "an-id"
            sink.error(.invalidValue, "'\(name)' names an id; write it without quotes, as in \(name): \(id)", at: value.range, fixIt: Self.identifier(from: value.text).map { .init("remove the quotes", replacing: value.range, with: $0) })
            return nil
        }
        return (value.text, value.range)
    }

    func priority(_ word: Word) -> VisibilityPriority? {
        guard let node = attributeNode(word) else { return nil }
        if let index = block.identifierValue(node, in: VisibilityPriority.spellingTable) { return VisibilityPriority(spellingIndex: index) }
        let attribute = block.attribute(node)
        guard let value = attribute.value else { return nil }
        let name = word.rawValue
        if value.isIdentifier, let priority = VisibilityPriority(spelling: value.text) { return priority }
        if reportAPIName(value, attribute: name) { return nil }
        sink.error(
            .invalidValue,
            "'\(value.text)' is not a priority; expected low, automatic, high, or a relative form such as lower-than-high\(Suggestion.didYouMean(value.text, in: VisibilityPriority.allSpellings))",
            at: value.range)
        return nil
    }

    /// A value written as SwiftUI or UIKit writes it (`.high`, `primaryAction`, `.prefersBarItems`): one error
    /// whose fix is the spec's spelling, read from the shared table of API names (`PlatformAPI`). False when
    /// the value is no API name, so the caller reports it the ordinary way.
    private func reportAPIName(_ value: Value, attribute name: String) -> Bool {
        guard !value.isString, let spelling = PlatformAPI.languageSpelling(forAPIName: value.text, attribute: name) else { return false }
        sink.error(
            .apiSpelling,
            "'\(value.text)' is how Swift code writes it; a spec writes '\(name): \(spelling)'",
            at: value.range, fixIt: .init("replace with '\(spelling)'", replacing: value.range, with: spelling))
        return true
    }

    func badge(_ word: Word) -> Badge? {
        guard let attribute = attribute(word), let value = attribute.value else { return nil }
        let name = word.rawValue
        switch value.kind {
        case .number(let text):
            guard let count = Int(text), Badge.counts.contains(count) else {
                sink.error(.valueOutOfRange, "a badge count is a whole number from 0 to \(Badge.counts.upperBound)", at: value.range)
                return nil
            }
            return .count(count)
        case .string(let text) where !text.isEmpty:
            return .text(text)
        default:
            sink.error(.invalidValue, "'\(name)' is a count or a short text, as in badge: 3 or badge: \"New\"", at: value.range)
            return nil
        }
    }

    func settings() -> SettingsOverride {
        SettingsOverride(verticalBehavior: choice(.verticalBehavior, VerticalBehavior.self), compression: choice(.compression, Compression.self))
    }

    /// The child blocks whose keyword is `word`, in order (a filter, not a new array).
    func children(_ word: Word) -> LazyFilterSequence<Children> { children.lazy.filter { $0.word == word } }

    /// At most one child of each of `words`; extra ones are reported.
    func single(_ words: [Word], what: String) -> Child? {
        single(what: what) { words.contains($0) }
    }

    /// At most one child called `word`; extra ones are reported.
    func single(_ word: Word, what: String) -> Child? {
        single(what: what) { $0 == word }
    }

    private func single(what: String, _ matches: (Word) -> Bool) -> Child? {
        var first: Child?
        for child in children where matches(child.word) {
            guard let first else {
                first = child
                continue
            }
            sink.error(.duplicateBlock, "'\(keyword)' has more than one \(what); keep one", at: block(child).keyword.range, notes: [.init("the first is here", at: block(first).keyword.range)])
        }
        return first
    }

    /// `Share Sheet` → `share-sheet`: a plausible id to suggest in place of a quoted label; nil when the text
    /// has no ASCII letters to build one from (a Japanese title).
    static func identifier(from text: String) -> String? {
        let words = text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.joined(separator: "-")
        guard let first = joined.first else { return nil }
        return first.isLetter ? joined : "id-" + joined
    }
}

extension BlockReader {
    init(_ block: Block, sink: DiagnosticSink) {
        self.init(block, wordIndex: block.keyword(in: Word.table), entries: BlockEntries(sink: sink))
    }

    /// Reads a block whose keyword is already known: a child its parent's reader found.
    ///
    /// Every field is worked out first and handed to the memberwise initializer, which the compiler keeps
    /// because this initializer stands in an extension: set one by one, `self` was built on the stack and
    /// copied out, retaining and releasing the tree and the entries once more for every block, and the sink
    /// was held for the whole read although only a mistake reports to it.
    private init(_ block: Block, wordIndex: Int?, entries: BlockEntries) {
        let word = wordIndex.map { Word.ordered[$0] }
        let attributeStart = entries.attributes.count
        let childStart = entries.children.count
        let attributeWords: WordSet
        if block.hasBody {
            attributeWords = Self.readBody(block, word: word, allowed: wordIndex.map { Word.allowed[$0] } ?? (attributes: WordSet(), blocks: WordSet()), into: entries)
        } else {
            attributeWords = WordSet()
            let keyword = Self.keyword(of: block, word)
            if !Vocabulary.bracelessBlocks.contains(keyword) {
                let end = block.label?.range.end ?? block.keyword.range.end
                entries.sink.error(.missingBody, "'\(keyword)' needs braces: write '\(keyword)\(block.label.map { " " + $0.text } ?? "") { … }'", at: block.keyword.range, fixIt: .init("insert '{ }'", replacing: .at(end), with: " {}"))
            }
        }
        self.init(
            block: block, word: word, entries: entries, attributeStart: attributeStart, attributeEnd: entries.attributes.count,
            attributeWords: attributeWords, childStart: childStart, childEnd: entries.children.count)
    }
}
