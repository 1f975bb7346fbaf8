import BarDiagnostics

/// A Swift file written for a platform other than iOS, told by a framework it imports that iOS does not have
/// (`import WatchKit`).
///
/// An app's repository holds its watch, TV and Mac targets beside the iOS one, often with views of the same
/// names (`UpNextView` on the phone and on the watch), and an import of the whole repository read their
/// screens as the phone's. Only an import outside any `#if` decides: a file that imports AppKit under `#if
/// os(macOS)` is written for several platforms.
enum OtherPlatformFile {
    /// Frameworks that exist only on other platforms, and the platform each says.
    static let platforms: [String: String] = [
        "WatchKit": "watchOS", "ClockKit": "watchOS", "TVUIKit": "tvOS", "TVServices": "tvOS", "TVMLKit": "tvOS",
        "AppKit": "macOS", "Cocoa": "macOS",
    ]

    /// The first such framework the file imports at its top level, and where. Read over the bytes of each
    /// top-level statement that starts like an import (splitting its text into words went by characters).
    static func module(_ file: SwiftFile) -> (module: String, offset: Int)? {
        let bytes = file.source.bytes
        for statement in file.statements {
            guard case .other(_, let range) = statement, range.start < bytes.count else { continue }
            let end = min(range.end, bytes.count)
            var words: [ArraySlice<UInt8>] = []
            var position = range.start
            // The first few words: `@testable import AppKit`, `import struct AppKit.NSColor`.
            while position < end && words.count < 4 {
                while position < end && (bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D) {
                    position += 1
                }
                let start = position
                while position < end && bytes[position] != 0x20 && bytes[position] != 0x09 && bytes[position] != 0x0A && bytes[position] != 0x0D {
                    position += 1
                }
                if position > start { words.append(bytes[start..<position]) }
                if words.count == 1 && words[0].first != UInt8(ascii: "@") && !words[0].elementsEqual("import".utf8) { break }
            }
            while let first = words.first, first.first == UInt8(ascii: "@") { words.removeFirst() }
            guard words.count >= 2, words[0].elementsEqual("import".utf8) else { continue }
            let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = words.count >= 3 && kinds.contains(where: { words[1].elementsEqual($0.utf8) }) ? words[2] : words[1]
            let module = String(decoding: path.prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self)
            if platforms[module] != nil { return (module, range.start) }
        }
        return nil
    }

    /// Whether the file's code spells a bar — a SwiftUI bar word, or UIKit's navigation item, toolbar items or
    /// bar button items.
    static func spellsBars(_ file: SwiftFile) -> Bool {
        spellsBars(file, in: SourceRange(start: 0, end: file.source.bytes.count))
    }

    /// Whether the code of `range` spells a SwiftUI or UIKit bar.
    static func spellsBars(_ file: SwiftFile, in range: SourceRange) -> Bool {
        if SwiftUIRecognizer.spellsBars(file, range) { return true }
        let bytes = file.source.bytes
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return bytes.withUnsafeBufferPointer { whole in
            let code = UnsafeBufferPointer(rebasing: whole[start..<end])
            return ["navigationItem", "BarButtonItem", "toolbarItems", "UITabBar"].contains { ByteSearch.contains(code, $0) }
        }
    }

    /// Whether `statements` declare a SwiftUI view or a UIKit view controller, the types whose bars are imported:
    /// an AppKit window controller or an extension of `NSToolbar` (whose names and comments spell "toolbar")
    /// was said to lose bars.
    static func declaresScreen(_ statements: [SwiftStatement], depth: Int) -> Bool {
        guard depth < 8 else { return false }
        for statement in statements {
            switch statement {
            case .type(let type):
                if type.inheritedTypes.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { return true }
                if type.kind == "class", let first = type.inheritedTypes.first, UIKitRecognizer.isUIKitClass(first), first.hasSuffix("Controller") {
                    return true
                }
                if declaresScreen(type.members, depth: depth + 1) { return true }
            case .conditionalCompilation(let clauses, _):
                if clauses.contains(where: { declaresScreen($0.body, depth: depth + 1) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// The clauses of the file's top-level `#if`s never compiled for iOS that declare a view or view controller
    /// and spell a bar (`#if os(macOS) || os(visionOS)` around a whole view): the types declared there are not
    /// read, and a warning says so at each (they were left out in silence).
    static func skippedClauses(_ file: SwiftFile) -> [SwiftDirectiveClause] {
        var result: [SwiftDirectiveClause] = []
        for case .conditionalCompilation(let clauses, _) in file.statements {
            for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses))
            where kind == .otherPlatform && declaresScreen(clause.body, depth: 0) && spellsBars(file, in: clause.range) {
                result.append(clause)
            }
        }
        return result
    }
}
