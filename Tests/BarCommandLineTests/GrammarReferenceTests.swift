import BarCommandLine
import BarModel
import BarSyntax
import Foundation
import Testing

/// Grammar.md must say everything the language knows and nothing it does not: every keyword, attribute and
/// allowed value is documented, every limit is stated with its real value, and the built-in device tables
/// hold the numbers in `BuiltInDevices` (which the solver may refine).
@Suite("Docs: Grammar.md matches the implementation")
struct GrammarReferenceTests {
    static let grammar = (try? RepositoryFiles.text("Grammar.md")) ?? ""

    /// Whether Grammar.md contains `text` (a function, so a failure shows the text rather than the whole file).
    static func documents(_ text: String) -> Bool { grammar.contains(text) }

    @Test func everyKeywordAndAttributeIsDocumented() {
        for word in Vocabulary.allWords {
            let documented = Self.grammar.contains("`\(word)`")
            #expect(documented, "Grammar.md never mentions `\(word)`")
        }
    }

    @Test func everyAllowedValueIsDocumented() {
        var words: [String] = []
        words += VerticalBehavior.allCases.map(\.rawValue)
        words += Compression.allCases.map(\.rawValue)
        words += LayoutDirection.allCases.map(\.rawValue)
        words += NavigationBarVisibility.allCases.map(\.rawValue)
        words += ItemPlacement.allCases.map(\.rawValue)
        words += AxisBehavior.allCases.map(\.rawValue)
        words += ItemView.allCases.map(\.rawValue)
        words += TabView.Style.allCases.map(\.rawValue)
        words += Sheet.Placement.allCases.map(\.rawValue)
        words += Column.Role.allCases.map(\.rawValue)
        words += HandMadeBar.Edge.allCases.map(\.rawValue)
        words += ToolbarSpacer.Kind.allCases.map(\.rawValue)
        words += Display.allCases.map(\.rawValue)
        words += Orientation.allCases.map(\.rawValue)
        words += SizeClass.allCases.map(\.rawValue)
        words += PhysicalSide.allCases.map(\.rawValue)
        words += BarAxis.allCases.map(\.rawValue)
        words += VisibilityPriority.allSpellings
        for word in words {
            let documented = Self.grammar.contains("`\(word)`")
            #expect(documented, "Grammar.md never mentions the value `\(word)`")
        }
    }

    @Test func prioritiesHaveTheirRanks() throws {
        for spelling in VisibilityPriority.allSpellings {
            let priority = try #require(VisibilityPriority(spelling: spelling))
            let documented = Self.grammar.contains("| `\(spelling)` | \(priority.rank) |")
            #expect(documented, "Grammar.md gives `\(spelling)` a different rank than \(priority.rank)")
        }
    }

    @Test func limitsAreStated() {
        #expect(Self.documents("\(SyntaxLimitsProbe.nesting) levels of braces"))
        #expect(Self.documents("| Name length | \(SyntaxLimitsProbe.name) bytes |"))
        #expect(Self.documents("| String length | \(SyntaxLimitsProbe.string) bytes"))
        #expect(Self.documents("| Errors listed per file | \(SyntaxLimitsProbe.diagnostics) |"))
        #expect(InputFiles.maximumFileSize == 16 * 1024 * 1024)
        #expect(Self.documents("16 MiB (16,777,216 bytes)"))
    }

    // MARK: Built-in devices

    /// The cells of the Markdown table whose header row is `| posture attribute | `a` | `b` | … |` for the
    /// given postures: attribute name → one cell per posture.
    static func postureTable(_ postures: [String]) -> [String: [String]] {
        let header = "| posture attribute | " + postures.map { "`\($0)`" }.joined(separator: " | ") + " |"
        let lines = grammar.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [:] }
        var rows: [String: [String]] = [:]
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(cells.dropFirst())
        }
        return rows
    }

    static func cells(_ posture: Posture) -> [String: String] {
        func number(_ value: Double?) -> String {
            guard let value else { return "—" }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        return [
            "display": posture.display.rawValue, "orientation": posture.orientation.rawValue,
            "width": number(posture.windowWidth), "height": number(posture.windowHeight),
            "horizontal-size-class": posture.horizontalSizeClass.rawValue,
            "vertical-size-class": posture.verticalSizeClass.rawValue, "bars": posture.bars.rawValue,
            "strip-side": posture.stripSide.rawValue, "strip-width": number(posture.stripWidth),
            "status-cluster": number(posture.statusClusterLength), "top-inset": number(posture.topInset),
            "horizontal-top-inset": number(posture.horizontalTopInset),
            "bottom-inset": number(posture.bottomInset), "entry-length": number(posture.entryLength),
            "character-width": number(posture.characterWidth), "wide-character-width": number(posture.wideCharacterWidth),
            "text-padding": number(posture.textPadding),
            "group-gap": number(posture.groupGap), "fixed-spacer": number(posture.fixedSpacerLength),
            "bar-margin": number(posture.barMargin), "bar-height": number(posture.barHeight),
            "tab-bar-capacity": String(posture.tabBarCapacity), "detail-share": number(posture.detailShare),
            "inspector-share": number(posture.inspectorShare), "fold-start": number(posture.foldStart),
            "fold-width": number(posture.foldWidth),
        ]
    }

    @Test(arguments: BuiltInDevices.all.map(\.id))
    func builtInDeviceTableMatches(_ id: String) throws {
        let device = try #require(BuiltInDevices.device(id))
        let table = Self.postureTable(device.postures.map(\.id))
        #expect(!table.isEmpty, "Grammar.md has no table for the postures of \(id)")
        for (index, posture) in device.postures.enumerated() {
            let expected = Self.cells(posture)
            #expect(Set(table.keys) == Set(expected.keys), "rows of the \(id) table")
            for (attribute, value) in expected {
                let documented = table[attribute].flatMap { $0.indices.contains(index) ? $0[index] : nil }
                #expect(documented == value, "\(id) \(posture.id) \(attribute): Grammar.md says \(documented ?? "nothing"), the code \(value)")
            }
        }
        for obstruction in device.obstructions {
            func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
            let row = "| `\(obstruction.id)` | \(number(obstruction.stripReduction)) | \(number(obstruction.bottomReduction)) | \(obstruction.isKeyboard) |"
            #expect(Self.documents(row), "Grammar.md lacks the row \(row)")
        }
    }

    /// The rows (cells without their backticks) of the Markdown table whose header is `header`.
    static func table(withHeader header: String) -> [[String]] {
        let lines = grammar.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [] }
        var rows: [[String]] = []
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            rows.append(line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") })
        }
        return rows
    }

    /// The defaults a posture declared from scratch gets are the ones in the posture attribute table.
    @Test func newPostureDefaultsMatch() throws {
        let loaded = SpecLoader.load(path: "defaults.bar", text: """
            device d { posture p { display: single orientation: portrait width: 400 height: 800 bars: horizontal } }
            """)
        #expect(loaded.diagnostics.isEmpty)
        let posture = try #require(loaded.spec.devices.first?.posture("p"))
        let rows = Self.table(withHeader: "| attribute | value | default for a new posture | meaning |")
        let defaults = Dictionary(rows.map { ($0[0], $0[2]) }, uniquingKeysWith: { first, _ in first })
        #expect(defaults.count == Vocabulary.postureAttributes.count, "the posture table has a row per attribute")
        for (attribute, value) in Self.cells(posture) {
            let documented = defaults[attribute]
            let expected = ["display", "orientation", "width", "height", "bars"].contains(attribute) ? "required"
                : value == "—" ? "none" : value
            #expect(documented == expected, "Grammar.md's default for a new posture's \(attribute) is \(documented ?? "missing"), the code's \(expected)")
        }
    }

    /// The defaults of a new obstruction.
    @Test func newObstructionDefaultsMatch() throws {
        let loaded = SpecLoader.load(path: "defaults.bar", text: "device d { base: iphone obstruction banner { } }")
        #expect(loaded.diagnostics.isEmpty)
        let obstruction = try #require(loaded.spec.devices.first?.obstruction("banner"))
        let rows = Self.table(withHeader: "| attribute | value | default for a new obstruction | meaning |")
        let defaults = Dictionary(rows.map { ($0[0], $0[2]) }, uniquingKeysWith: { first, _ in first })
        #expect(defaults == [
            "strip-reduction": String(Int(obstruction.stripReduction)),
            "bottom-reduction": String(Int(obstruction.bottomReduction)),
            "keyboard": String(obstruction.isKeyboard),
        ])
    }
}

/// The syntax limits, read from the code so the documentation cannot drift.
enum SyntaxLimitsProbe {
    static let nesting = SyntaxLimits.maximumNesting
    static let name = SyntaxLimits.maximumNameLength
    static let string = SyntaxLimits.maximumStringLength
    static let diagnostics = SyntaxLimits.maximumDiagnostics
}
