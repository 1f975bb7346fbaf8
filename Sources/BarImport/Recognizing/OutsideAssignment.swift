import BarDiagnostics

/// Whether any file of the program sets a property of that name on another object: `controller.moreButton = …`,
/// `viewController?.moreButton = …` — anything but `self.moreButton` and `super.moreButton`, which a class's own
/// code writes and the UIKit recognizer reads already.
///
/// A view controller's optional property that no code of its class or base classes assigns is nil when the bars
/// are set, and puts no item in them (docs/import.md) — unless another object sets it before the controller is
/// shown. That other code is not followed, so when any file spells such an assignment, the property is read as
/// before: a custom item named after it, reported (`import-unresolved-content`).
///
/// The search is of the bytes, not the syntax trees: a comment or a string that spells an assignment counts as
/// one, which keeps the item rather than drops it. It is asked only for those properties, rare in any app, and
/// each name is searched for once per import (`Answers`): asked by each file's recognizer, a base class's
/// property every screen inherits was searched for once per file, and the import grew with the square of them.
enum OutsideAssignment {
    /// The answers for one program, shared by every copy of the recognizer (one per file, on every processor).
    final class Answers: @unchecked Sendable {
        private let files: [SwiftFile]
        private let lock = Lock()
        private var known: [String: Bool] = [:]
        /// How many names were searched for (for tests).
        private(set) var searches = 0

        init(files: [SwiftFile]) {
            self.files = files
        }

        /// `OutsideAssignment.isSet(name, in:)` of the program's files. Two processors asking one name at once may
        /// both search; the answer is the same.
        func isSet(_ name: String) -> Bool {
            if let answer = lock.withLock({ known[name] }) { return answer }
            let answer = OutsideAssignment.isSet(name, in: files)
            lock.withLock {
                known[name] = answer
                searches += 1
            }
            return answer
        }
    }

    static func isSet(_ name: String, in files: [SwiftFile]) -> Bool {
        guard !name.isEmpty else { return false }
        let spelled = "." + name
        let length = spelled.utf8.count
        return files.contains { file in
            file.source.bytes.withUnsafeBufferPointer { bytes in
                // `.name`, the name whole (no identifier byte after it), then `=` and not `==`, on no `self.` or `super.`.
                !ByteSearch.allOccurrences(of: spelled, in: bytes) { period in
                    let end = period + length
                    let isOutside = !(end < bytes.count && SwiftLexer.isIdentifierContinue(bytes[end])) && isAssignment(bytes, from: end)
                        && !isOwnInstance(bytes, period: period)
                    return !isOutside
                }
            }
        }
    }

    /// Whether `=` follows, after spaces, and is no part of `==`.
    private static func isAssignment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
        return index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=")
    }

    /// Whether the period at `period` follows `self` or `super`, whole.
    private static func isOwnInstance(_ bytes: UnsafeBufferPointer<UInt8>, period: Int) -> Bool {
        var start = period
        while start > 0, SwiftLexer.isIdentifierContinue(bytes[start - 1]) { start -= 1 }
        let word = bytes[start..<period]
        return word.elementsEqual("self".utf8) || word.elementsEqual("super".utf8)
    }
}
