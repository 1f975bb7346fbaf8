import BarDiagnostics
import Foundation
import Testing

@testable import BarLint

/// Each reporter's exact output for a fixed set of findings in two files: an error with a fix in a file
/// given by absolute path (non-ASCII folder, a space in the name), an info whose message needs escaping,
/// and a warning with a note.
@Suite struct ReporterTests {
    static let a = SourceFile(path: "Specs/a.bar", text: "screen s {\n  stack { toolbar { item gear { symbol: \"gear\" } } }\n}\n")
    static let b = SourceFile(path: "/repo/Specs/日本/b c.bar", text: "screen t {\n  titel: \"Ä, b: c\"\n}\n")

    static func range(_ source: SourceFile, _ needle: String, length: Int? = nil) -> SourceRange {
        let text = String(decoding: source.bytes, as: UTF8.self)
        let found = text.range(of: needle)!
        let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        return SourceRange(start: start, end: start + (length ?? needle.utf8.count))
    }

    static var findings: [LintFinding] {
        LintFinding.sorted([
            LintFinding(
                Diagnostic(
                    id: "unknown-attribute", severity: .error, message: "unknown attribute 'titel'; did you mean 'title'?",
                    range: range(b, "titel"), fixIt: .init("replace with 'title'", replacing: range(b, "titel"), with: "title")),
                in: b),
            LintFinding(
                Diagnostic(
                    id: "item-missing-title", severity: .warning, message: "item 'gear' has no title",
                    range: range(a, "gear {", length: 4), notes: [.init("declared in the stack", at: range(a, "stack"))]),
                in: a),
            LintFinding(
                Diagnostic(id: "unstable-position", severity: .info, message: "100% sure,\nsecond: line\r", range: range(b, "\"Ä, b: c\"")),
                in: b),
        ])
    }

    static func input(showsSourceLine: Bool = false) -> ReportInput {
        ReportInput(
            findings: findings, fileCount: 2,
            rules: [LintRule.itemMissingTitle.description, LintRule.unstablePosition.description],
            toolVersion: "9.9.9", workingDirectory: "/repo", showsSourceLine: showsSourceLine)
    }

    @Test func textIsCompilerStyleWithoutExcerptsOffATerminal() {
        #expect(TextReporter.report(Self.input()) == """
            /repo/Specs/日本/b c.bar:2:3: error: unknown attribute 'titel'; did you mean 'title'? [unknown-attribute]
            /repo/Specs/日本/b c.bar:2:3: note: fix: replace with 'title'
            /repo/Specs/日本/b c.bar:2:10: note: 100% sure,\\u{A}second: line\\u{D} [unstable-position]
            Specs/a.bar:2:26: warning: item 'gear' has no title [item-missing-title]
            Specs/a.bar:2:3: note: declared in the stack

            """)
    }

    @Test func textShowsTheSourceLineAndCaretOnATerminal() {
        let one = ReportInput(findings: [Self.findings[2]], fileCount: 1, toolVersion: "9.9.9", workingDirectory: "/repo", showsSourceLine: true)
        #expect(TextReporter.report(one) == """
            Specs/a.bar:2:26: warning: item 'gear' has no title [item-missing-title]
                  stack { toolbar { item gear { symbol: "gear" } } }
                                         ^~~~
            Specs/a.bar:2:3: note: declared in the stack
                  stack { toolbar { item gear { symbol: "gear" } } }
                  ^~~~~

            """)
    }

    @Test func jsonFollowsSchemaVersionOne() {
        #expect(JSONReporter.report(Self.input()) == """
            {
              "version": 1,
              "summary": {
                "files": 2,
                "errors": 1,
                "warnings": 1,
                "infos": 1
              },
              "findings": [
                {
                  "path": "/repo/Specs/日本/b c.bar",
                  "line": 2,
                  "column": 3,
                  "endLine": 2,
                  "endColumn": 8,
                  "ruleId": "unknown-attribute",
                  "severity": "error",
                  "message": "unknown attribute 'titel'; did you mean 'title'?",
                  "notes": [],
                  "fix": {
                    "message": "replace with 'title'",
                    "line": 2,
                    "column": 3,
                    "endLine": 2,
                    "endColumn": 8,
                    "replacement": "title"
                  }
                },
                {
                  "path": "/repo/Specs/日本/b c.bar",
                  "line": 2,
                  "column": 10,
                  "endLine": 2,
                  "endColumn": 19,
                  "ruleId": "unstable-position",
                  "severity": "info",
                  "message": "100% sure,\\nsecond: line\\r",
                  "notes": [],
                  "fix": null
                },
                {
                  "path": "Specs/a.bar",
                  "line": 2,
                  "column": 26,
                  "endLine": 2,
                  "endColumn": 30,
                  "ruleId": "item-missing-title",
                  "severity": "warning",
                  "message": "item 'gear' has no title",
                  "notes": [
                    {
                      "message": "declared in the stack",
                      "line": 2,
                      "column": 3
                    }
                  ],
                  "fix": null
                }
              ]
            }

            """)
    }

    /// A report longer than one round of slices leaves in pieces, in order, each written once: joined, they
    /// are the document `JSONValue` renders for the same findings (indented and compact), and no piece but
    /// the first and the last holds more than one slice.
    @Test(arguments: [false, true])
    func jsonInPiecesIsTheWholeDocument(compact: Bool) {
        let many = (0..<23).map { index in Self.findings[index % Self.findings.count] }
        var input = ReportInput(findings: many, fileCount: 2, toolVersion: "1", workingDirectory: "/")
        input.compact = compact
        var pieces: [[UInt8]] = []
        JSONReporter.write(input, findingsPerSlice: 3, slicesPerRound: 2) { pieces.append($0) }
        #expect(pieces.count == 2 + 8)
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == JSONReporter.report(input))

        func location(_ source: SourceFile, _ offset: Int) -> [(String, JSONValue)] {
            let place = source.location(of: offset)
            return [("line", .int(place.line)), ("column", .int(place.column))]
        }
        func span(_ source: SourceFile, _ range: SourceRange) -> [(String, JSONValue)] {
            let end = source.location(of: range.end)
            return location(source, range.start) + [("endLine", .int(end.line)), ("endColumn", .int(end.column))]
        }
        let findings: [JSONValue] = many.map { finding in
            let diagnostic = finding.diagnostic
            let notes: [JSONValue] = diagnostic.notes.map { note in
                .object([("message", .string(note.message))] + (note.range.map { location(finding.source, $0.start) } ?? []))
            }
            let fix: JSONValue = diagnostic.fixIt.map { fixIt in
                .object([("message", .string(fixIt.message))] + span(finding.source, fixIt.range) + [("replacement", .string(fixIt.replacement))])
            } ?? .null
            return .object(
                [("path", .string(finding.path))] + span(finding.source, diagnostic.range)
                    + [("ruleId", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                       ("message", .string(finding.message)), ("notes", .array(notes)), ("fix", fix)])
        }
        let counts = LintFinding.severityCounts(many)
        let whole = JSONValue.object([
            ("version", .int(1)),
            ("summary", .object([("files", .int(2)), ("errors", .int(counts.errors)), ("warnings", .int(counts.warnings)), ("infos", .int(counts.infos))])),
            ("findings", .array(findings)),
        ])
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole.rendered(compact: compact))
    }

    /// Every reporter that writes findings in pieces (`PieceReporter`) gives the same bytes from the pieces of
    /// findings split in any way (empty pieces included) as from the findings whole, in every mode.
    @Test func piecesAreTheWholeReport() {
        let pieceReporters = LintReporters.all.compactMap { $0 as? any PieceReporter.Type }
        #expect(pieceReporters.map { $0.id } == ["text", "json", "github"])
        for reporter in pieceReporters { Self.checkPieces(reporter) }
    }

    private static func checkPieces<Reporter: PieceReporter>(_ reporter: Reporter.Type) {
        var state: UInt32 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 16) % bound
        }
        for (compact, terminal, unreadable) in [(false, false, false), (true, false, false), (false, true, false), (false, false, true), (true, false, true)] {
            for count in [0, 1, 2, 7, 23] {
                let many = (0..<count).map { index in findings[index % findings.count] }
                var whole = ReportInput(findings: many, fileCount: 3, toolVersion: "1", workingDirectory: "/repo", showsSourceLine: terminal)
                whole.compact = compact
                if unreadable { whole.inputErrors = Self.inputErrors }
                var expected: [UInt8] = []
                Reporter.write(whole) { expected += $0 }
                var settings = whole
                settings.findings = []
                var pieces: [ReportPiece] = []
                var start = 0
                while start < count || pieces.isEmpty {
                    let end = min(count, start + next(4))
                    pieces.append(Reporter.piece(Array(many[start..<end]), settings: settings))
                    start = end
                }
                var written: [UInt8] = []
                Reporter.write(pieces: pieces, settings: settings) { written += $0 }
                let label = "\(Reporter.id) compact \(compact) terminal \(terminal) count \(count)"
                #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(label)")
            }
        }
    }

    static let inputErrors = [
        InputError(path: "/repo/Specs/big.bar", ruleID: "file-too-large", message: "file is too large; the limit is 16 MiB"),
        InputError(path: "gone.bar", ruleID: "unreadable-input", message: "cannot read file: No such file or directory"),
    ]

    /// An input that could not be read is in the document too, not only on standard error: a tool reading the
    /// report alone took a run that read nothing for a clean one.
    @Test func jsonCarriesTheInputsThatCouldNotBeRead() {
        var input = ReportInput(findings: [], fileCount: 0, toolVersion: "1", workingDirectory: "/repo")
        input.inputErrors = Self.inputErrors
        #expect(JSONReporter.report(input) == """
            {
              "version": 1,
              "summary": {
                "files": 0,
                "errors": 0,
                "warnings": 0,
                "infos": 0
              },
              "findings": [],
              "inputErrors": [
                {
                  "path": "Specs/big.bar",
                  "ruleId": "file-too-large",
                  "message": "file is too large; the limit is 16 MiB"
                },
                {
                  "path": "gone.bar",
                  "ruleId": "unreadable-input",
                  "message": "cannot read file: No such file or directory"
                }
              ]
            }

            """)
    }

    @Test func sarifReportsInputsThatCouldNotBeReadAsAFailedInvocation() throws {
        var input = Self.input()
        #expect(!SARIFReporter.report(input).contains("invocations"))
        input.inputErrors = Self.inputErrors
        let root = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.report(input).utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 3)
        let invocations = try #require(run["invocations"] as? [[String: Any]])
        #expect(invocations.count == 1)
        #expect(invocations[0]["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocations[0]["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { ($0["descriptor"] as? [String: Any])?["id"] as? String } == ["file-too-large", "unreadable-input"])
        #expect(notifications.map { $0["level"] as? String } == ["error", "error"])
        #expect(notifications.map { ($0["message"] as? [String: Any])?["text"] as? String } == Self.inputErrors.map(\.message))
        let uris = notifications.map { notification in
            (((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["Specs/big.bar", "gone.bar"])
    }

    @Test func jsonOfNothingIsAnEmptyList() {
        let empty = ReportInput(findings: [], fileCount: 0, toolVersion: "1", workingDirectory: "/")
        #expect(JSONReporter.report(empty) == """
            {
              "version": 1,
              "summary": {
                "files": 0,
                "errors": 0,
                "warnings": 0,
                "infos": 0
              },
              "findings": []
            }

            """)
    }

    @Test func githubWritesOneWorkflowCommandPerFinding() {
        #expect(GitHubReporter.report(Self.input()) == """
            ::error file=Specs/日本/b c.bar,line=2,col=3,endLine=2,endColumn=8,title=unknown-attribute::unknown attribute 'titel'; did you mean 'title'?
            ::notice file=Specs/日本/b c.bar,line=2,col=10,endLine=2,endColumn=19,title=unstable-position::100%25 sure,%0Asecond: line%0D
            ::warning file=Specs/a.bar,line=2,col=26,endLine=2,endColumn=30,title=item-missing-title::item 'gear' has no title

            """)
    }

    /// Only a workflow command becomes an annotation: an input that could not be read gets one on its file.
    @Test func githubAnnotatesTheInputsThatCouldNotBeRead() {
        var input = Self.input()
        input.inputErrors = Self.inputErrors
        let report = GitHubReporter.report(input)
        #expect(report.hasSuffix("""
            ::error file=Specs/big.bar,title=file-too-large::file is too large; the limit is 16 MiB
            ::error file=gone.bar,title=unreadable-input::cannot read file: No such file or directory

            """))
        #expect(report.components(separatedBy: "\n").count == 3 + 2 + 1)
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.escapeData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad")
        // Other control characters (a title's escape sequence) as a spec spells them, never raw in the log.
        #expect(GitHubReporter.escapeData("Inbox\u{1B}[2J\u{0}") == "Inbox\\u{1B}[2J\\u{0}")
        #expect(GitHubReporter.escapeProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad")
        #expect(GitHubReporter.escapeProperty("%3A") == "%253A")
        let odd = SourceFile(path: "we,ird:name.bar", text: "x\n")
        let finding = LintFinding(Diagnostic(id: "r", severity: .warning, message: "m", range: .at(0)), in: odd)
        let output = GitHubReporter.report(ReportInput(findings: [finding], fileCount: 1, toolVersion: "1", workingDirectory: "/"))
        #expect(output == "::warning file=we%2Cird%3Aname.bar,line=1,col=1,endLine=1,endColumn=1,title=r::m\n")
    }

    @Test func sarifHasTheShapeGitHubCodeScanningReads() throws {
        let text = SARIFReporter.report(Self.input())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["$schema"] as? String == SARIFReporter.schemaURI)
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "bar")
        #expect(driver["version"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["item-missing-title", "unstable-position", "unknown-attribute"])
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[key] as? [String: Any])?["text"] as? String
                #expect(text?.isEmpty == false, "\(key) of \(rule["id"] ?? "?")")
            }
            #expect(rule["name"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "note", "warning"])
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == id, "ruleIndex must point at the rule's descriptor")
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains("\\") && !uri.contains(" "), "uri \(uri) must be relative, forward slashes, encoded")
            let region = try #require(location["region"] as? [String: Any])
            for key in ["startLine", "startColumn", "endLine", "endColumn"] { #expect(region[key] is Int, "\(key)") }
        }
        let first = try #require(results.first?["locations"] as? [[String: Any]])
        let uri = ((first[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "Specs/%E6%97%A5%E6%9C%AC/b%20c.bar")
    }

    /// A file outside the working folder gets an absolute `file://` URI: a relative reference climbing out
    /// with `..` (or a bare absolute path) names no file in the repository code scanning places it in.
    @Test func sarifNamesFilesOutsideTheWorkingFolderByAbsoluteURI() throws {
        func uri(_ path: String, in directory: String) throws -> String {
            let finding = LintFinding(Diagnostic(id: "r", severity: .error, message: "m", range: .at(0)), in: SourceFile(path: path, text: "x\n"))
            let text = SARIFReporter.report(ReportInput(findings: [finding], fileCount: 1, toolVersion: "1", workingDirectory: directory))
            let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let result = try #require(((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            return try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        }
        #expect(try uri("/repo/Specs/a.bar", in: "/repo") == "Specs/a.bar")
        #expect(try uri("Specs/./a.bar", in: "/repo") == "Specs/a.bar")
        #expect(try uri("/other/b c.bar", in: "/repo") == "file:///other/b%20c.bar")
        #expect(try uri("../up/a.bar", in: "/repo/sub") == "file:///repo/up/a.bar")
        #expect(try uri("../../../a.bar", in: "/repo") == "file:///a.bar")
        #expect(try uri("<stdin>", in: "/repo") == "%3Cstdin%3E")
    }

    @Test func sarifColumnsCountCodePoints() throws {
        // "é" written as e + combining accent: one character, two code points.
        let source = SourceFile(path: "x.bar", text: "title: \"e\u{301}\" x\n")
        let start = Array("title: \"e\u{301}\" ".utf8).count
        let finding = LintFinding(Diagnostic(id: "r", severity: .error, message: "m", range: SourceRange(start: start, end: start + 1)), in: source)
        #expect(finding.start.column == 12)
        #expect(finding.codePointColumn(of: start) == 13)
        let text = SARIFReporter.report(ReportInput(findings: [finding], fileCount: 1, toolVersion: "1", workingDirectory: "/"))
        #expect(text.contains("\"startColumn\": 13"))
    }

    @Test func everyReporterIsDeterministic() {
        for reporter in LintReporters.all {
            let once = reporter.report(Self.input())
            let again = reporter.report(Self.input())
            #expect(Array(once.utf8) == Array(again.utf8), "\(reporter.id) differs between runs")
        }
    }

    @Test func relativePaths() {
        #expect(ReportPaths.relative("/repo/Specs/a.bar", to: "/repo") == "Specs/a.bar")
        #expect(ReportPaths.relative("/repo/Specs/a.bar", to: "/repo/") == "Specs/a.bar")
        #expect(ReportPaths.relative("/other/a.bar", to: "/repo") == "/other/a.bar")
        #expect(ReportPaths.relative("./Specs/../Specs/a.bar", to: "/repo") == "Specs/a.bar")
        #expect(ReportPaths.relative("../up/a.bar", to: "/repo") == "../up/a.bar")
        #expect(ReportPaths.relative("Specs\\win\\a.bar", to: "/repo") == "Specs/win/a.bar")
        #expect(ReportPaths.relative("<stdin>", to: "/repo") == "<stdin>")
    }

    /// Paths are normalized byte by byte when they are ASCII: every arrangement of a few components (empty,
    /// `.`, `..`, names), absolute or not, with or without a trailing slash, gives what normalizing it
    /// character by character gives; a non-ASCII path is left to the latter.
    @Test func normalizingASCIIPathsIsNormalizingCharacters() {
        let parts = ["", ".", "..", "a", "b.bar", "...", ".x"]
        var paths = ["", "/", "//", ".", "..", "/..", "./", "a/"]
        for first in parts {
            for second in parts {
                for third in parts {
                    let relative = [first, second, third].joined(separator: "/")
                    paths += [relative, "/" + relative, relative + "/"]
                }
            }
        }
        for path in paths {
            #expect(ReportPaths.normalizeASCII(path) == ReportPaths.normalizeCharacters(path), "'\(path)'")
        }
        #expect(ReportPaths.normalizeASCII("/repo/日本/../a.bar") == nil)
        #expect(ReportPaths.normalize("/repo/日本/../a.bar") == "/repo/a.bar")
    }

    @Test func findingsSortByPathLineColumnAndRule() {
        let source = SourceFile(path: "z.bar", text: "ab\ncd\n")
        let make = { (id: String, offset: Int) in LintFinding(Diagnostic(id: id, severity: .warning, message: "m", range: .at(offset)), in: source) }
        let other = LintFinding(Diagnostic(id: "a", severity: .warning, message: "m", range: .at(4)), in: SourceFile(path: "a.bar", text: "abcdef"))
        let sorted = LintFinding.sorted([make("b", 3), make("a", 3), make("c", 1), other])
        #expect(sorted.map { "\($0.path):\($0.start.line):\($0.start.column):\($0.ruleID)" } == ["a.bar:1:5:a", "z.bar:1:2:c", "z.bar:2:1:a", "z.bar:2:1:b"])
    }

    /// Findings that start at one place are ordered by rule id, whatever their ends: the places a finding
    /// keeps are compared by its start only.
    @Test func findingsStartingTogetherSortByRuleNotEnd() {
        let source = SourceFile(path: "z.bar", text: "abcdef\n")
        let short = LintFinding(Diagnostic(id: "b", severity: .warning, message: "m", range: SourceRange(start: 1, end: 2)), in: source)
        let long = LintFinding(Diagnostic(id: "a", severity: .warning, message: "m", range: SourceRange(start: 1, end: 5)), in: source)
        #expect(LintFinding.sorted([short, long]).map(\.ruleID) == ["a", "b"])
        #expect(LintFinding.sorted([long, short]).map(\.ruleID) == ["a", "b"])
        #expect(long.start == SourceFile.Location(line: 1, column: 2) && long.end == SourceFile.Location(line: 1, column: 6))
    }

    /// `merged` orders sorted one-path groups as the whole sort orders their findings: by path byte by byte
    /// (`B` before `a`, `a-c` before `a/`), groups of one path sorted together, ties left in group order, and a
    /// group of several paths sorted whole.
    @Test func mergingSortedGroupsIsTheWholeSort() {
        var state: UInt32 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 16) % bound
        }
        let sources = ["a.bar", "B.bar", "a-c.bar", "a/z.bar", ".bar-lint", "a.bar"].map { SourceFile(path: $0, text: "one\ntwo\nthree\n") }
        for round in 0..<50 {
            var groups: [[LintFinding]] = []
            for _ in 0..<(1 + next(6)) {
                let source = sources[next(sources.count)]
                let findings = (0..<next(5)).map { index in
                    LintFinding(Diagnostic(id: ["x", "y"][next(2)], severity: .warning, message: "m\(next(2))", range: .at(next(14))), in: source, entity: "\(round).\(index)")
                }
                groups.append(LintFinding.sorted(findings))
            }
            let describe = { (findings: [LintFinding]) in findings.map { "\($0.path):\($0.diagnostic.range.start):\($0.ruleID):\($0.message):\($0.entity)" } }
            let whole = LintFinding.sorted(Array(groups.joined()))
            #expect(describe(LintFinding.merged(groups)) == describe(whole), "round \(round)")
            // A group holding two paths is not one file's: the whole sort is used.
            let mixed = [Array(groups.joined())] + groups
            #expect(describe(LintFinding.merged(mixed)) == describe(LintFinding.sorted(Array(mixed.joined()))), "round \(round)")
        }
    }
}
