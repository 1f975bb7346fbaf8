import BarCommandLine
import Foundation
import Testing

/// `bar diff` end to end, in-process, on the duo sample and on specs written to temporary folders.
@Suite("bar diff")
struct DiffCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let toolbar = "Specs/duo-sample/toolbar.bar"
    static let prefersToolbarItems = "Specs/duo-sample/toolbar-prefers-toolbar-items.bar"

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static func diff(
        _ arguments: [String], cwd: String? = nil, stdin: String = "", terminal: Bool = false, environment: [String: String] = [:]
    ) -> Run {
        let context = CommandContext.testing(stdin: stdin, cwd: cwd ?? packageRoot, isOutputTerminal: terminal, environment: environment)
        let status = Bar.main(["diff"] + arguments, context: context)
        return Run(status: status, output: context.capturedOutput, error: context.capturedError)
    }

    // MARK: - Goldens, one per format, on real solver output

    /// platform.md C1 → C2: Automatic leaves the overflow menu for the vertical bar, right after Done. Vertical
    /// Preferred stays in the menu, so it is not listed.
    @Test func closedToOpenLandscapeText() {
        let run = Self.diff([Self.toolbar, "--from", "closed", "--to", "open-landscape"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            Specs/duo-sample/toolbar.bar

            screen toolbar-sample "Toolbar" on iphone-duo
              closed → open-landscape
                moved  item  Automatic  overflow #1  → vertical #2
              summary: 1 moved

            """)
    }

    @Test func everyNeighbouringPairText() {
        let run = Self.diff([Self.toolbar])
        #expect(run.status == 0)
        #expect(run.output == Self.defaultPairsGolden)
    }

    /// The compression change comes first, then its effects: tabs fold, toolbar items enter the vertical bar.
    @Test func versionDiffMarkdown() {
        let run = Self.diff([Self.toolbar, Self.prefersToolbarItems, "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.output == Self.markdownGolden)
    }

    @Test func jsonGolden() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("mail.bar", Self.mailSpec)
        let run = Self.diff(["mail.bar", "--from", "open-landscape", "--to", "open-portrait", "--format", "json"], cwd: folder.path)
        #expect(run.status == 0)
        #expect(run.output == Self.jsonGolden)
    }

    @Test func versionDiffTextListsTheSettingBeforeItsEffects() {
        let run = Self.diff([Self.toolbar, Self.prefersToolbarItems])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Specs/duo-sample/toolbar.bar → Specs/duo-sample/toolbar-prefers-toolbar-items.bar")
        #expect(lines[3] == "  spec")
        #expect(lines[4] == "    setting  screen  compression  automatic → prefers-toolbar-items")
        #expect(lines[5] == "  closed")
        #expect(lines.contains("    moved     tab         Hinge               vertical #4  → collapsed #1"))
        #expect(lines.contains("    appeared  tab-button  Toolbar             —            → vertical #7"))
        #expect(lines.suffix(2) == ["  summary: 1 setting changed; placements change in closed, closed-landscape, open-landscape: 9 moved, 1 appeared", ""])
    }

    @Test func outputIsByteIdenticalBetweenRuns() {
        for format in ["text", "markdown", "json"] {
            let first = Self.diff([Self.toolbar, "--format", format])
            let second = Self.diff([Self.toolbar, "--format", format])
            #expect(first.output == second.output)
            let versions = Self.diff([Self.toolbar, Self.prefersToolbarItems, "--format", format])
            #expect(versions.output == Self.diff([Self.toolbar, Self.prefersToolbarItems, "--format", format]).output)
        }
    }

    // MARK: - Exit status

    @Test func exitCodeFollowsGitDiff() {
        #expect(Self.diff([Self.toolbar, Self.toolbar, "--exit-code"]).status == 0)
        #expect(Self.diff([Self.toolbar, Self.prefersToolbarItems, "--exit-code"]).status == 1)
        #expect(Self.diff([Self.toolbar, Self.prefersToolbarItems]).status == 0)
        #expect(Self.diff([Self.toolbar, "--from", "closed", "--to", "closed", "--exit-code"]).status == 0)
        #expect(Self.diff([Self.toolbar, "--exit-code"]).status == 1)
        let same = Self.diff([Self.toolbar, Self.toolbar, "--exit-code"])
        #expect(same.output.hasSuffix("  summary: no changes\n"))
    }

    @Test func postureNamesAreValidatedWithASuggestion() {
        let run = Self.diff([Self.toolbar, "--from", "closd", "--to", "open-landscape"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("error: --from: unknown posture 'closd' for device 'iphone-duo'; did you mean 'closed'?"))
        #expect(run.error.contains("See 'bar diff --help'."))
        #expect(Self.diff([Self.toolbar, "--to", "open-landscap"]).error.contains("did you mean 'open-landscape'?"))
    }

    @Test func oneSidedPostureOptionsCompareWithEveryOtherPosture() {
        let run = Self.diff([Self.toolbar, "--from", "open-landscape", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output.contains("\"from\": \"open-landscape\",\n          \"to\": \"closed\""))
        #expect(run.output.contains("\"to\": \"open-portrait\""))
        #expect(!run.output.contains("\"to\": \"open-landscape\""))
        let obstructed = Self.diff([Self.toolbar, "--from", "closed", "--to", "closed+keyboard"])
        #expect(obstructed.status == 0)
        #expect(obstructed.output.contains("  closed → closed+keyboard\n"))
    }

    @Test func otherUsageErrors() {
        let screen = Self.diff([Self.toolbar, "--screen", "toolbar-sampel"])
        #expect(screen.status == 64)
        #expect(screen.error.hasPrefix("error: unknown screen 'toolbar-sampel' (screens: toolbar-sample); did you mean 'toolbar-sample'?"))

        let device = Self.diff([Self.toolbar, "--device", "iphone-dou"])
        #expect(device.status == 64)
        #expect(device.error.contains("did you mean 'iphone-duo'?"))

        let mixed = Self.diff([Self.toolbar, Self.prefersToolbarItems, "--from", "closed"])
        #expect(mixed.status == 64)
        #expect(mixed.error.hasPrefix("error: --from and --to choose postures of one spec"))

        #expect(Self.diff(["--rev", "HEAD", Self.toolbar, Self.prefersToolbarItems]).status == 64)
        #expect(Self.diff(["--rev", "HEAD", "-"]).status == 64)
        #expect(Self.diff(["-", "-"]).status == 64)
        #expect(Self.diff([Self.toolbar, "--format", "yaml"]).status == 64)
        #expect(Self.diff([]).status == 64)
        #expect(Self.diff(["a.bar", "b.bar", "c.bar"]).status == 64)

        let folder = Self.diff(["Specs"])
        #expect(folder.status == 64)
        #expect(folder.error.hasPrefix("error: 'Specs' is a folder; bar diff compares spec files"))
    }

    @Test func screenAndDeviceOptionsSelect() {
        let run = Self.diff([Self.toolbar, "--screen", "toolbar-sample", "--device", "iphone", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output.contains("\"device\": \"iphone\""))
        #expect(run.output.contains("\"from\": \"portrait\""))
    }

    @Test func screensAreMatchedByID() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("old.bar", Self.mailSpec)
        try folder.write("new.bar", Self.mailSpec + Self.mailSpec.replacingOccurrences(of: "screen inbox", with: "screen outbox"))
        let run = Self.diff(["old.bar", "new.bar", "--exit-code"], cwd: folder.path)
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("screen outbox \"Inbox\" on iphone-duo\n  screen added\n"))
        #expect(run.output.contains("screen inbox \"Inbox\" on iphone-duo\n  closed: no changes\n"))

        let removed = Self.diff(["new.bar", "old.bar", "--screen", "outbox", "--format", "markdown"], cwd: folder.path)
        #expect(removed.output.hasSuffix("### Screen `outbox` — Inbox (`iphone-duo`)\n\nScreen removed.\n"))
        #expect(!removed.output.contains("`inbox`"))
        #expect(Self.diff(["new.bar", "old.bar", "--screen", "inbox", "--exit-code"], cwd: folder.path).status == 0)
    }

    @Test func missingInputExits66() {
        let run = Self.diff(["Specs/missing.bar"])
        #expect(run.status == 66)
        #expect(run.output == "")
        #expect(run.error == "Specs/missing.bar: error: cannot read file: No such file or directory [unreadable-input]\n")
        #expect(Self.diff([Self.toolbar, "Specs/missing.bar"]).status == 66)
    }

    @Test func specWithErrorsPrintsDiagnosticsAndExits1() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("bad.bar", "screen broken {\n  titel: \"x\"\n  stack { }\n}\n")
        let run = Self.diff(["bad.bar"], cwd: folder.path)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("bad.bar:2:3: error: unknown attribute 'titel' in 'screen'; did you mean 'title'? [unknown-attribute]\n"))

        let versions = Self.diff([Self.packageRoot + "/" + Self.toolbar, "bad.bar"], cwd: folder.path)
        #expect(versions.status == 1)
        #expect(versions.output == "")
    }

    @Test func standardInputMayBeOneSide() throws {
        let old = try String(contentsOfFile: Self.packageRoot + "/" + Self.toolbar, encoding: .utf8)
        let run = Self.diff(["-", Self.prefersToolbarItems, "--exit-code"], stdin: old)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<stdin> → Specs/duo-sample/toolbar-prefers-toolbar-items.bar\n"))
    }

    // MARK: - Colour

    @Test func colourOnlyOnATerminal() {
        let plain = Self.diff([Self.toolbar])
        #expect(!plain.output.contains("\u{1B}["))
        // The version diff has an entry that appears (the tab button), the posture diff of the spec that prefers
        // toolbar items one that disappears (its tab button in open-portrait).
        #expect(Self.diff([Self.toolbar, Self.prefersToolbarItems], terminal: true).output.contains("\u{1B}[32mappeared"))
        #expect(Self.diff([Self.prefersToolbarItems], terminal: true).output.contains("\u{1B}[31mdisappeared"))
        #expect(!Self.diff([Self.toolbar, "--no-color"], terminal: true).output.contains("\u{1B}["))
        #expect(!Self.diff([Self.toolbar], terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}["))
        // Markdown and JSON never carry colour.
        #expect(!Self.diff([Self.toolbar, "--format", "json"], terminal: true).output.contains("\u{1B}["))
        #expect(!Self.diff([Self.toolbar, "--format", "markdown"], terminal: true).output.contains("\u{1B}["))
    }

    @Test func helpDescribesTheCommand() {
        let run = Self.diff(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: bar diff <file> [<new>]"))
        #expect(run.output.contains("--exit-code"))
    }

    // MARK: - --rev

    /// A git repository in a temporary folder with `specs/screen.bar` committed once.
    struct Repository {
        let folder: TemporaryDirectory
        var path: String { folder.path }

        init() throws {
            folder = try TemporaryDirectory()
            try folder.write("specs/screen.bar", try String(contentsOfFile: DiffCommandTests.packageRoot + "/" + DiffCommandTests.toolbar, encoding: .utf8))
            try git("init", "-q")
            try git("add", "specs/screen.bar")
            try git("-c", "user.name=bar tests", "-c", "user.email=bar-tests@example.invalid", "commit", "-q", "-m", "first")
        }

        @discardableResult
        func git(_ arguments: String...) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: path)
            var environment = ProcessInfo.processInfo.environment
            environment["GIT_CONFIG_NOSYSTEM"] = "1"
            environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
            return process.terminationStatus
        }
    }

    @Test func revisionComparesWithTheCommittedVersion() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        let original = try String(contentsOfFile: repository.path + "/specs/screen.bar", encoding: .utf8)
        try repository.folder.write("specs/screen.bar", original.replacingOccurrences(of: "priority: low", with: "priority: high"))

        // From the repository's root and from inside the spec's folder: the path in git is the same.
        let fromRoot = Self.diff(["--rev", "HEAD", "specs/screen.bar", "--exit-code"], cwd: repository.path)
        #expect(fromRoot.status == 1)
        #expect(fromRoot.error == "")
        let lines = fromRoot.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "HEAD:specs/screen.bar → specs/screen.bar")
        #expect(lines[4] == "    changed  item delete  priority  low → high")
        #expect(lines.contains("    moved  item  Delete              overflow #2  → vertical #3"))
        let inside = Self.diff(["--rev", "HEAD", "screen.bar", "--exit-code"], cwd: repository.path + "/specs")
        #expect(inside.status == 1)
        #expect(inside.output.hasPrefix("HEAD:specs/screen.bar → screen.bar\n"))

        try repository.folder.write("specs/screen.bar", original)
        let clean = Self.diff(["--rev", "HEAD", "specs/screen.bar", "--exit-code"], cwd: repository.path)
        #expect(clean.status == 0)
        #expect(clean.output.hasSuffix("  summary: no changes\n"))
    }

    /// A spec committed as a symbolic link is followed in the revision as it is in the work tree: its blob is
    /// only the text of where it points, which was read as the spec ('unknown block specs'). A link out of the
    /// repository has no old version.
    @Test func revisionFollowsACommittedLink() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }
        try FileManager.default.createDirectory(atPath: repository.path + "/views", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/link.bar", withDestinationPath: "specs/screen.bar")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/views/nested.bar", withDestinationPath: "../link.bar")
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        try elsewhere.write("screen.bar", "screen s {\n  stack { title: \"S\" }\n}\n")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/outside.bar", withDestinationPath: elsewhere.path + "/screen.bar")
        try repository.git("add", "link.bar", "views/nested.bar", "outside.bar")
        try repository.git("-c", "user.name=bar tests", "-c", "user.email=bar-tests@example.invalid", "commit", "-q", "-m", "links")

        let direct = Self.diff(["--rev", "HEAD", "link.bar", "--exit-code"], cwd: repository.path)
        #expect(direct.status == 0, "\(direct.error)")
        #expect(direct.output.hasPrefix("HEAD:specs/screen.bar → link.bar\n"))
        let chained = Self.diff(["--rev", "HEAD", "nested.bar", "--exit-code"], cwd: repository.path + "/views")
        #expect(chained.status == 0, "\(chained.error)")
        #expect(chained.output.hasPrefix("HEAD:specs/screen.bar → nested.bar\n"))
        let out = Self.diff(["--rev", "HEAD", "outside.bar"], cwd: repository.path)
        #expect(out.status == 66)
        #expect(out.error == "outside.bar: error: 'outside.bar' is a link out of the repository in revision 'HEAD', so it has no old version to read [not-in-revision]\n")
    }

    @Test func revisionErrorsArePrecise() throws {
        let repository = try Repository()
        defer { repository.folder.remove() }

        let unknown = Self.diff(["--rev", "no-such-branch", "specs/screen.bar"], cwd: repository.path)
        #expect(unknown.status == 66)
        #expect(unknown.error == "specs/screen.bar: error: unknown revision 'no-such-branch' in this repository [unknown-revision]\n")

        try repository.folder.write("specs/new.bar", "screen s {\n  stack { }\n}\n")
        let untracked = Self.diff(["--rev", "HEAD", "specs/new.bar"], cwd: repository.path)
        #expect(untracked.status == 66)
        #expect(untracked.error == "specs/new.bar: error: 'specs/new.bar' does not exist in revision 'HEAD' [not-in-revision]\n")

        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try outside.write("screen.bar", "screen s {\n  stack { }\n}\n")
        let noRepository = Self.diff(["--rev", "HEAD", "screen.bar"], cwd: outside.path)
        #expect(noRepository.status == 66)
        #expect(noRepository.error.hasPrefix("screen.bar: error: not in a git repository, so --rev has no old version to read"))
        #expect(noRepository.error.hasSuffix("[not-a-repository]\n"))

        let missing = Self.diff(["--rev", "HEAD", "specs/gone.bar"], cwd: repository.path)
        #expect(missing.status == 66)
        #expect(missing.error == "specs/gone.bar: error: cannot read file: No such file or directory [unreadable-input]\n")
    }

    // MARK: - Fixtures

    static let mailSpec = """
        screen inbox {
          title: "Inbox"
          stack {
            title: "Inbox"
            toolbar {
              item compose { title: "Compose" symbol: "square.and.pencil" priority: high }
              item filter { title: "Filter" axis: horizontal-only }
              item archive { title: "Archive" symbol: "archivebox" }
            }
          }
        }

        """

    static let defaultPairsGolden = """
Specs/duo-sample/toolbar.bar

screen toolbar-sample "Toolbar" on iphone-duo
  closed → closed-landscape
    moved        item             Share               vertical #2   → overflow #3
    moved        tab              Hinge               vertical #4   → collapsed #1
    moved        tab              Layout              vertical #5   → collapsed #2
    moved        tab              Arrangement         vertical #6   → collapsed #3
    moved        tab              Regions             vertical #7   → collapsed #4
    moved        tab              Toolbar             vertical #8   → collapsed #5
    appeared     tab-button       Toolbar             —             → vertical #3
  closed-landscape → open-landscape
    moved        item             Automatic           overflow #1   → vertical #2
    moved        item             Share               overflow #3   → vertical #3
    moved        tab              Hinge               collapsed #1  → vertical #5
    moved        tab              Layout              collapsed #2  → vertical #6
    moved        tab              Arrangement         collapsed #3  → vertical #7
    moved        tab              Regions             collapsed #4  → vertical #8
    moved        tab              Toolbar             collapsed #5  → vertical #9
    disappeared  tab-button       Toolbar             vertical #3   → —
  open-landscape → open-portrait  (bars vertical → horizontal)
    moved        item             Automatic           vertical #2   → top #1
    moved        item             Vertical Preferred  overflow #1   → top #3
    moved        item             Share               vertical #3   → top #4
    moved        overflow-button  …                   vertical #4   → top #5
    moved        item             Done                vertical #1   → top #6
    moved        tab              Hinge               vertical #5   → tab-bar #1
    moved        tab              Layout              vertical #6   → tab-bar #2
    moved        tab              Arrangement         vertical #7   → tab-bar #3
    moved        tab              Regions             vertical #8   → tab-bar #4
    moved        tab              Toolbar             vertical #9   → tab-bar #5
  summary: 23 moved, 1 appeared, 1 disappeared

"""

    static let markdownGolden = """
## bar diff: `Specs/duo-sample/toolbar.bar` → `Specs/duo-sample/toolbar-prefers-toolbar-items.bar`

### Screen `toolbar-sample` — Toolbar (`iphone-duo`)

| Posture | Change | Entry | Before | After | Why |
|---|---|---|---|---|---|
| spec | setting | screen: compression | automatic | prefers-toolbar-items |  |
| closed | moved | Automatic (item `automatic`) | overflow #1 | vertical #2 | in the vertical bar's toolbar group (P12, P18) |
| closed | moved | Vertical Preferred (item `vertical`) | overflow #2 | vertical #3 | in the vertical bar's toolbar group (P14, P18) |
| closed | moved | Delete (item `delete`) | overflow #3 | vertical #5 | in the vertical bar's toolbar group (P12, P18) |
| closed | moved | Hinge (tab `hinge`) | vertical #4 | collapsed #1 | collapsed into the tab button; a long press lists it (P27, P29) |
| closed | moved | Layout (tab `layout`) | vertical #5 | collapsed #2 | collapsed into the tab button; a long press lists it (P27, P29) |
| closed | moved | Arrangement (tab `arrangement`) | vertical #6 | collapsed #3 | collapsed into the tab button; a long press lists it (P27, P29) |
| closed | moved | Regions (tab `regions`) | vertical #7 | collapsed #4 | collapsed into the tab button; a long press lists it (P27, P29) |
| closed | moved | Toolbar (tab `toolbar`) | vertical #8 | collapsed #5 | collapsed into the tab button; a long press lists it (P27, P29) |
| closed | appeared | Toolbar (tab-button `tab-button`) | — | vertical #7 | tab button showing the selected tab 'Toolbar'; a long press lists every tab (P27, P29) |
| closed-landscape | moved | Automatic (item `automatic`) | overflow #1 | vertical #2 | in the vertical bar's toolbar group (P12, P18) |
| closed-landscape | moved | Share (item `share`) | overflow #3 | vertical #3 | in the vertical bar's toolbar group (P12, P18) |
| open-landscape | moved | Vertical Preferred (item `vertical`) | overflow #1 | vertical #3 | in the vertical bar's toolbar group (P14, P18) |
| open-landscape | moved | Delete (item `delete`) | overflow #2 | vertical #5 | in the vertical bar's toolbar group (P12, P18) |
| open-landscape | moved | Hinge (tab `hinge`) | vertical #5 | collapsed #1 | collapsed into the tab button; a long press lists it (P27, P29) |
| open-landscape | moved | Layout (tab `layout`) | vertical #6 | collapsed #2 | collapsed into the tab button; a long press lists it (P27, P29) |
| open-landscape | moved | Arrangement (tab `arrangement`) | vertical #7 | collapsed #3 | collapsed into the tab button; a long press lists it (P27, P29) |
| open-landscape | moved | Regions (tab `regions`) | vertical #8 | collapsed #4 | collapsed into the tab button; a long press lists it (P27, P29) |
| open-landscape | moved | Toolbar (tab `toolbar`) | vertical #9 | collapsed #5 | collapsed into the tab button; a long press lists it (P27, P29) |
| open-landscape | appeared | Toolbar (tab-button `tab-button`) | — | vertical #7 | tab button showing the selected tab 'Toolbar'; a long press lists every tab (P27, P29) |
| open-portrait | no changes |  |  |  |  |

**Summary:** 1 setting changed; placements change in closed, closed-landscape, open-landscape: 9 moved, 1 appeared

"""

    static let jsonGolden = """
{
  "version": 1,
  "mode": "postures",
  "old": null,
  "new": "mail.bar",
  "hasDifferences": true,
  "screens": [
    {
      "id": "inbox",
      "title": "Inbox",
      "device": "iphone-duo",
      "status": "changed",
      "summary": "2 moved",
      "counts": {
        "moved": 2,
        "appeared": 0,
        "disappeared": 0,
        "added": 0,
        "removed": 0,
        "reordered": 0,
        "shifted": 1,
        "orderChangedIn": []
      },
      "steps": [
        {
          "from": "open-landscape",
          "to": "open-portrait",
          "barsVertical": {
            "before": true,
            "after": false
          },
          "summary": "2 moved",
          "entries": [
            {
              "change": "moved",
              "kind": "item",
              "id": "compose",
              "title": "Compose",
              "before": {
                "bar": "vertical",
                "barId": "vertical",
                "index": 0,
                "label": "vertical #1"
              },
              "after": {
                "bar": "top",
                "barId": "top",
                "index": 0,
                "label": "top #1"
              },
              "reason": "in the top bar: bars are horizontal in this posture (P1)"
            },
            {
              "change": "moved",
              "kind": "item",
              "id": "archive",
              "title": "Archive",
              "before": {
                "bar": "vertical",
                "barId": "vertical",
                "index": 1,
                "label": "vertical #2"
              },
              "after": {
                "bar": "top",
                "barId": "top",
                "index": 2,
                "label": "top #3"
              },
              "reason": "in the top bar: bars are horizontal in this posture (P1)"
            },
            {
              "change": "shifted",
              "kind": "item",
              "id": "filter",
              "title": "Filter",
              "before": {
                "bar": "top",
                "barId": "top",
                "index": 0,
                "label": "top #1"
              },
              "after": {
                "bar": "top",
                "barId": "top",
                "index": 1,
                "label": "top #2"
              },
              "reason": "in the top bar: bars are horizontal in this posture (P1)"
            }
          ],
          "orders": []
        }
      ]
    }
  ]
}

"""
}
