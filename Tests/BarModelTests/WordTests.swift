import Testing

@testable import BarModel

/// The lowering reads keywords and attribute names as `Word`s; `Vocabulary` stays the one table of the
/// language, so the two must list the same words.
@Suite struct WordTests {
    @Test func wordsAreTheVocabularysWords() {
        #expect(Word.allCases.map(\.rawValue).sorted() == Vocabulary.allWords)
    }

    @Test func everyWordIsFoundByItsSpellingAndNothingElseIs() {
        for (index, word) in Word.ordered.enumerated() {
            #expect(Word.table.index(of: word.rawValue) == index)
            #expect(Word.table.index(of: word.rawValue + "s") == nil || Word.ordered.contains { $0.rawValue == word.rawValue + "s" })
            #expect(Word.table.index(of: String(word.rawValue.dropLast())) == nil || Word.ordered.contains { $0.rawValue == String(word.rawValue.dropLast()) })
        }
        for other in ["", "Title", "title ", "tit", "共有", "-", "toolbar-"] {
            #expect(Word.table.index(of: other) == nil, "\(other)")
        }
    }

    @Test func allowedSetsAreTheVocabularysTable() {
        for (index, word) in Word.ordered.enumerated() {
            let entry = Vocabulary.blocks[word.rawValue] ?? ([], [])
            for (otherIndex, other) in Word.ordered.enumerated() {
                #expect(Word.allowed[index].attributes.contains(otherIndex) == entry.attributes.contains(other.rawValue))
                #expect(Word.allowed[index].blocks.contains(otherIndex) == entry.blocks.contains(other.rawValue))
            }
        }
    }
}

/// `Word.index` reads a word's position from its case, and `WordSet` keeps words by it.
@Suite struct WordIndexTests {
    @Test func everyWordsIndexIsItsPositionInTheTable() {
        for (position, word) in Word.ordered.enumerated() {
            #expect(word.index == position, "\(word)")
            #expect(Word.table.index(of: word.rawValue) == word.index)
        }
    }

    @Test func aWordSetHoldsWhatWasInserted() {
        var set = WordSet()
        let inserted: [Word] = [.alternateSymbol, .title, .width, Word.ordered[63], Word.ordered[64]]
        for word in inserted { set.insert(word.index) }
        for word in Word.ordered {
            #expect(set.contains(word) == inserted.contains(word), "\(word)")
        }
    }
}
