import BarDiagnostics

/// Something in the Swift code the importer could not follow, reported where it is written.
///
/// Nothing is dropped silently: each warning names the construct, what was imported instead (an item with
/// `view: custom`, a title from the code) and how to make the import exact. Ids all start with `import-`.
public struct ImportWarning: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A title or symbol that is not a string literal (a variable, an interpolation).
        case dynamicText = "import-dynamic-text"
        /// A custom view in a toolbar: its title and symbol are not known.
        case customView = "import-custom-view"
        /// Toolbar content (a type, function or property) that was not found in the given folders.
        case unresolvedContent = "import-unresolved-content"
        /// An argument or modifier value the importer does not know (`placement: myPlacement`).
        case unknownValue = "import-unknown-value"
        /// A construct that has no counterpart in the language (a toolbar role, a hidden tab bar).
        case unsupported = "import-unsupported"
        /// A `#if` branch for another platform, left out.
        case platformBranch = "import-platform-branch"
        /// Content repeated by `ForEach`, imported once.
        case repeatedContent = "import-repeated-content"
        /// Bar items assigned where the importer cannot tell which screen they belong to.
        case unattachedItems = "import-unattached-items"
        /// A Swift file the lexer had to guess through (an unterminated string or comment).
        case malformedSource = "import-malformed-source"
        /// Toolbar content nested deeper than the importer follows (a recursion between types).
        case tooDeep = "import-too-deep"
        /// A string table (`.strings`, `.xcstrings`) that could not be read, wholly or from some point on: its
        /// texts from there are not used for titles.
        case stringTable = "import-string-table"
        /// An Interface Builder document (`.storyboard`, `.xib`) that could not be read: the bars it lays out are
        /// not imported.
        case interfaceFile = "import-interface-file"
    }

    public var kind: Kind
    public var message: String
    public var path: String
    /// Byte offsets in the Swift file.
    public var range: SourceRange

    public init(_ kind: Kind, _ message: String, path: String, range: SourceRange) {
        self.kind = kind
        self.message = message
        self.path = path
        self.range = range
    }

    /// A title, symbol or badge the code computes rather than writes (`import-dynamic-text`), worded alike
    /// everywhere: a title is imported as the code that computes it (`keptAsCode`), anything else left out.
    init(computed what: String, _ code: String, keptAsCode: Bool, path: String, range: SourceRange) {
        self.init(
            .dynamicText, "\(what) '\(code)' is computed; \(keptAsCode ? "imported as the code that computes it" : "not imported")", path: path,
            range: range)
    }

    /// Bars under a `#if` clause for another platform, left out: one report, worded alike by the SwiftUI and UIKit
    /// recognizers, at the clause.
    init(platformBranch clause: SwiftDirectiveClause, path: String) {
        self.init(.platformBranch, "bars under '\(clause.spelledCondition)' are not compiled for iOS and are not imported", path: path, range: clause.range)
    }

    /// What the brackets of a file say, where they say it.
    init(_ problem: BracketProblem, path: String) {
        switch problem {
        case .neverClosed(let offset, let opener):
            let closer = opener == UInt8(ascii: "(") ? ")" : opener == UInt8(ascii: "[") ? "]" : "}"
            self.init(
                .malformedSource,
                "this '\(Character(Unicode.Scalar(opener)))' is never closed: the file ends inside it, so what follows it may be read as part of it; add the missing '\(closer)'",
                path: path, range: .at(offset))
        case .tooDeep(let offset):
            self.init(
                .tooDeep,
                "brackets nested more than \(SwiftParser.maximumDepth) deep: what is inside this one is not read, and any bar items there are not imported",
                path: path, range: .at(offset))
        }
    }

    /// Where the parser stopped building an expression into its tree.
    init(_ long: LongExpression, path: String) {
        switch long {
        case .chain(let offset):
            self.init(
                .tooDeep,
                "a chain of more than \(SwiftParser.maximumChainLength) modifiers, members or calls: the importer stops following it here; the views written in the rest are still read, but no modifier from here on is applied (a toolbar here is not imported); split the chain, for example into a view of its own",
                path: path, range: .at(offset))
        case .operators(let offset):
            self.init(
                .tooDeep,
                "more than \(SwiftParser.maximumChainLength) operators in one expression: the importer stops building it here and reads the rest only for the views in it; split the expression",
                path: path, range: .at(offset))
        case .directives(let offset):
            self.init(
                .tooDeep,
                "a #if nested in more than \(SwiftParser.maximumDirectiveDepth) others: the importer skips it to its #endif, and nothing in it is imported; nest fewer directives",
                path: path, range: .at(offset))
        }
    }

    public var diagnostic: Diagnostic {
        .warning(kind.rawValue, message, at: range)
    }
}
