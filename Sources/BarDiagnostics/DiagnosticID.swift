/// Every id a diagnostic of the language or of the commands can carry, with what it means: the one catalogue
/// of them. Lint findings carry their rule's id instead (`RuleRegistry` is the catalogue of rules).
///
/// Code names a diagnostic by its case (`.error(.invalidValue, …)`), so an id cannot be misspelt; the message
/// stays with the check that finds the problem, because it names what was found there. `Grammar.md` §13 lists
/// the same ids with the same meanings, group by group, and a test keeps the two in step: a new id is added
/// here and there together.
public enum DiagnosticID: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {

    // Lexical errors: the scanner.
    case invalidCharacter = "invalid-character"
    case invalidUtf8 = "invalid-utf8"
    case nulByte = "nul-byte"
    case unterminatedString = "unterminated-string"
    case invalidEscape = "invalid-escape"
    case invalidNumber = "invalid-number"
    case nameTooLong = "name-too-long"
    case stringTooLong = "string-too-long"
    case tooManyErrors = "too-many-errors"

    // Syntax errors: the parser.
    case expectedValue = "expected-value"
    case expectedStatement = "expected-statement"
    case expectedName = "expected-name"
    case unmatchedBrace = "unmatched-brace"
    case unclosedBlock = "unclosed-block"
    case nestingTooDeep = "nesting-too-deep"

    // Errors in meaning: lowering the tree into the model.
    case expectedDeclaration = "expected-declaration"
    case unknownBlock = "unknown-block"
    case unknownAttribute = "unknown-attribute"
    case misplacedBlock = "misplaced-block"
    case misplacedAttribute = "misplaced-attribute"
    case duplicateAttribute = "duplicate-attribute"
    case duplicateBlock = "duplicate-block"
    case duplicateId = "duplicate-id"
    case reservedId = "reserved-id"
    case missingName = "missing-name"
    case missingBody = "missing-body"
    case invalidName = "invalid-name"
    case unexpectedName = "unexpected-name"
    case invalidValue = "invalid-value"
    case apiSpelling = "api-spelling"
    case valueOutOfRange = "value-out-of-range"
    case unknownReference = "unknown-reference"
    case missingContainer = "missing-container"
    case missingColumn = "missing-column"
    case emptyTabView = "empty-tab-view"
    case pinnedInOverflowMenu = "pinned-in-overflow-menu"
    case symbolAndImage = "symbol-and-image"
    case missingAttribute = "missing-attribute"
    case emptyDevice = "empty-device"
    case emptySpec = "empty-spec"

    // Errors about inputs, reported without a position.
    case unreadableInput = "unreadable-input"
    case noInputFiles = "no-input-files"
    case fileTooLarge = "file-too-large"
    case notText = "not-text"

    // Errors of the commands themselves.
    case unwritableOutput = "unwritable-output"
    case unplacedComment = "unplaced-comment"
    case formatFailed = "format-failed"
    case noScreens = "no-screens"
    case tooManyPictures = "too-many-pictures"
    case unknownDevice = "unknown-device"
    case invalidConfig = "invalid-config"
    case unknownRuleInConfig = "unknown-rule-in-config"
    case invalidBaseline = "invalid-baseline"
    case gitFailed = "git-failed"
    case notARepository = "not-a-repository"
    case unknownRevision = "unknown-revision"
    case notInRevision = "not-in-revision"
    case unknownScreen = "unknown-screen"
    case generateNameClash = "generate-name-clash"
    case generateFileClash = "generate-file-clash"
    case importNotGenerated = "import-not-generated"
    case importFileClash = "import-file-clash"
    case generatedFileProtected = "generated-file-protected"
    case renderFileClash = "render-file-clash"

    /// Which part of the tool reports it; §13 has one table per group, in this order.
    public enum Group: String, CaseIterable, Sendable {
        case lexical, syntax, meaning, input, command
    }

    public var description: String { rawValue }

    public var group: Group {
        switch self {
        case .invalidCharacter, .invalidUtf8, .nulByte, .unterminatedString, .invalidEscape, .invalidNumber, .nameTooLong, .stringTooLong, .tooManyErrors:
            .lexical
        case .expectedValue, .expectedStatement, .expectedName, .unmatchedBrace, .unclosedBlock, .nestingTooDeep:
            .syntax
        case .expectedDeclaration, .unknownBlock, .unknownAttribute, .misplacedBlock, .misplacedAttribute, .duplicateAttribute, .duplicateBlock, .duplicateId, .reservedId, .missingName, .missingBody, .invalidName, .unexpectedName, .invalidValue, .apiSpelling, .valueOutOfRange, .unknownReference, .missingContainer, .missingColumn, .emptyTabView, .pinnedInOverflowMenu, .symbolAndImage, .missingAttribute, .emptyDevice, .emptySpec:
            .meaning
        case .unreadableInput, .noInputFiles, .fileTooLarge, .notText:
            .input
        case .unwritableOutput, .unplacedComment, .formatFailed, .noScreens, .tooManyPictures, .unknownDevice, .invalidConfig, .unknownRuleInConfig, .invalidBaseline, .gitFailed, .notARepository, .unknownRevision, .notInRevision, .unknownScreen, .generateNameClash, .generateFileClash, .importNotGenerated, .importFileClash, .generatedFileProtected, .renderFileClash:
            .command
        }
    }

    /// What the id means, as §13 of `Grammar.md` says it.
    public var meaning: String {
        switch self {
        case .invalidCharacter: #"A character that starts no token: `=` (write `:`; read as `:`), `;` or `,` (not needed; skipped), `#` (comments start with `//`; the line is skipped), `/* … */` (skipped), a string in `'single'` or “curly” quotes (read as a string), a Unicode space such as a no-break space (skipped), a word in another script outside a string (read as one bad word), a control character, `-` before a number. Each gets one error with a fix where one is clear."#
        case .invalidUtf8: #"Bytes that are not valid UTF-8."#
        case .nulByte: #"A NUL byte; the file is probably binary."#
        case .unterminatedString: #"A string not closed before the end of its line or of the file."#
        case .invalidEscape: #"An unknown escape such as `\q`, or a `\u{…}` that is not 1 to 8 hex digits of a Unicode scalar."#
        case .invalidNumber: #"A number followed by letters, `_`, `-` or a trailing `.`: `390pt`, `1.`, `2fa` (names start with a letter). Read as one bad word, so nothing else is reported for it."#
        case .nameTooLong: #"A name over 256 bytes."#
        case .stringTooLong: #"A string over 4096 bytes."#
        case .tooManyErrors: #"A note after the first 200 errors of a file: the rest are counted (in the summary and the exit status), not shown."#
        case .expectedValue: #"An attribute with no value after its colon."#
        case .expectedStatement: #"A `{`, `:`, string or number where a statement should start."#
        case .expectedName: #"A block label that starts with a digit."#
        case .unmatchedBrace: #"A `}` that closes no block."#
        case .unclosedBlock: #"A `{` never closed: reported at the end of the file, with a note at the `{`, so the mistake that swallowed the `}` (often a string missing its closing quote) is read first."#
        case .nestingTooDeep: #"Braces nested more than 32 deep."#
        case .expectedDeclaration: #"An attribute at the top of the file, outside any block."#
        case .unknownBlock: #"A block keyword that does not exist here (with a suggestion when one is close)."#
        case .unknownAttribute: #"An attribute the block does not accept (with the list of those it does)."#
        case .misplacedBlock: #"A block in the wrong place (says where it belongs), or an attribute written as a block (`title { }`)."#
        case .misplacedAttribute: #"A block written as an attribute (`toolbar: x`)."#
        case .duplicateAttribute: #"The same attribute twice in one block."#
        case .duplicateBlock: #"A second container, toolbar, inspector or column of the same kind where only one is allowed."#
        case .duplicateId: #"An id used twice where ids must be unique (section 8)."#
        case .reservedId: #"An item, menu or tab id that the system uses for a control it adds (`back`, `overflow`, `tab-button`, `more-tab`, `sidebar.overflow`; section 8)."#
        case .missingName: #"A block that needs an id has none, or a `spacer` without `fixed` or `flexible`."#
        case .missingBody: #"A block other than `spacer` written without braces (`toolbar` with its `{` forgotten)."#
        case .invalidName: #"An id written as a string or a number; write a name and put the text in `title:`."#
        case .unexpectedName: #"An id on a block that takes none (`stack main { }`)."#
        case .invalidValue: #"A value of the wrong kind or not among the allowed words (with the allowed list)."#
        case .apiSpelling: #"A value written the way SwiftUI or UIKit code writes it (`priority: .high`, `placement: primaryAction`, `compression: .prefersBarItems`); the fix is the spec's spelling from the same table `bar import` and `bar generate` use."#
        case .valueOutOfRange: #"A number outside its range, or a posture that leaves no room for the vertical bar."#
        case .unknownReference: #"`selected:`, `device:`, `base:` or `compact-column:` naming something that does not exist."#
        case .missingContainer: #"A screen without a `stack`, `tab-view`, `split-view` or `sheet`."#
        case .missingColumn: #"A split view without its `sidebar` or `detail` column."#
        case .emptyTabView: #"A tab view without tabs."#
        case .pinnedInOverflowMenu: #"A `pinned-trailing` item inside `overflow-menu`."#
        case .symbolAndImage: #"An item or tab with both `symbol` and `image`: a label shows one icon."#
        case .missingAttribute: #"A `hand-made-bar` without `edge`, or a new posture without its required attributes."#
        case .emptyDevice: #"A device with neither `base` nor a posture."#
        case .emptySpec: #"A file that declares nothing (empty, or only comments): every command gives this one error."#
        case .unreadableInput: #"A file or folder named on the command line that is missing or cannot be read."#
        case .noInputFiles: #"A folder named on the command line that holds no `.bar` file."#
        case .fileTooLarge: #"A file over the size limit (section 11)."#
        case .notText: #"A file that is not text (an image, an archive, UTF-16): it is not read, and this is said once."#
        case .unwritableOutput: #"A file or folder that could not be written; a file being replaced is left as it was."#
        case .unplacedComment: #"`bar fmt`: a comment the syntax tree does not hold, so formatting would lose it; the file is left as it is."#
        case .formatFailed: #"`bar fmt`: the formatted text would not mean the same as the file (a bug in the formatter); the file is left as it is."#
        case .noScreens: #"`bar render`: a file that declares no screen to draw."#
        case .tooManyPictures: #"`bar render`: more than 1,000 pictures (screens × postures) in one run; refused unless `--force` (then a warning)."#
        case .unknownDevice: #"`bar lint --device`: a device that only another input declares."#
        case .invalidConfig: #"A `.bar-lint` configuration that is not one `lint` block of known settings, or gives a setting a wrong value."#
        case .unknownRuleInConfig: #"A `.bar-lint` configuration that names a rule that does not exist (with a suggestion when one is close)."#
        case .invalidBaseline: #"A lint baseline file that is not a baseline."#
        case .gitFailed: #"`bar diff --rev`: git could not be run, or failed."#
        case .notARepository: #"`bar diff --rev`: the file is not in a git work tree."#
        case .unknownRevision: #"`bar diff --rev`: the revision does not name a commit."#
        case .notInRevision: #"`bar diff --rev`: the revision has no such file."#
        case .unknownScreen: #"`bar generate --screen`: a screen the spec does not declare."#
        case .generateNameClash: #"`bar generate`: two ids of a screen become the same name in Swift."#
        case .generateFileClash: #"`bar generate`: screens of two specs would be written to the same file."#
        case .importNotGenerated: #"`bar import`: a spec to replace was not written by `bar import`, so it is left as it is (unless `--force`); the importer's warnings about Swift code have ids of their own (docs/import.md)."#
        case .importFileClash: #"`bar import --output`: two Swift files would be written to the same spec (the same file name under different folders given); neither is written."#
        case .renderFileClash: #"`bar render` into a folder: two pictures (screen and posture) would get the same file name, or names that differ only in case; nothing is written."#
        case .generatedFileProtected: #"`bar generate`, `bar render -o` or `bar lint --write-baseline`: a file to replace was not written by that command (no generated-file header, no render comment in its first lines, not a baseline), or cannot be read, so it is left as it is (generate and render replace it with `--force`)."#
        }
    }
}
