import BarCommandLine
import Foundation
import Testing

/// `bar solve` run in-process, as users run it.
///
/// Every screen under `Specs/` has golden text and JSON output in `Golden/solve/`, read for plausibility
/// against platform.md when it was recorded. Regenerate with `BAR_UPDATE_GOLDEN=1 swift test --filter SolveCommandTests`
/// and read the diff before committing it.
@Suite struct SolveCommandTests {
    static let specs = RepositoryFiles.files(under: "Specs", endingIn: ".bar")
    static var updatingGolden: Bool { ProcessInfo.processInfo.environment["BAR_UPDATE_GOLDEN"] == "1" }

    private func golden(_ name: String, _ actual: String) throws {
        let path = RepositoryFiles.path("Tests/BarCommandLineTests/Golden/solve/" + name)
        if Self.updatingGolden {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "golden \(name) differs; regenerate with BAR_UPDATE_GOLDEN=1 and review the diff")
    }

    @Test(arguments: specs)
    func textGolden(spec: String) throws {
        let run = CheckRun.bar(["solve", spec], cwd: RepositoryFiles.root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        try golden(spec.replacingOccurrences(of: "Specs/", with: "") + ".txt", run.output)
    }

    @Test(arguments: specs)
    func jsonGolden(spec: String) throws {
        let run = CheckRun.bar(["solve", spec, "--format", "json"], cwd: RepositoryFiles.root)
        #expect(run.status == 0, "\(run.error)")
        _ = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        try golden(spec.replacingOccurrences(of: "Specs/", with: "") + ".json", run.output)
    }

    /// A title may hold control characters (`\u{1B}` is a valid escape); printed raw they would recolour the
    /// terminal or cut a log line, so the text report writes them as escapes.
    @Test func controlCharactersInTitlesArePrintedAsEscapes() {
        let spec = #"screen s { title: "T\u{1B}[31m" stack { toolbar { item a { title: "A\u{0}\u{1B}[2J" symbol: "star" } } } }"#
        for arguments in [["solve", "-"], ["solve", "-", "--posture", "closed"], ["solve", "-", "--explain", "a"]] {
            let context = CommandContext.testing(stdin: spec)
            #expect(Bar.main(arguments, context: context) == 0, "\(context.capturedError)")
            #expect(!context.capturedOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(arguments)")
            #expect(context.capturedOutput.contains("A\\u{0}\\u{1B}[2J"), "\(arguments)")
        }
    }

    /// A screen's JSON is written entry by entry and handed over in batches (of 2,048), so a long toolbar is
    /// never held whole as a tree: the pieces make one document, the same in its compact and indented forms,
    /// with every entry in it.
    @Test func aLongToolbarIsWrittenInPiecesThatMakeOneDocument() throws {
        let items = (0..<2_100).map { "item i\($0) { title: \"Item \($0)\" symbol: \"star\" }" }.joined(separator: "\n")
        let spec = "screen long { stack { toolbar {\n\(items)\n} } }\n"
        var documents: [NSDictionary] = []
        for compact in [false, true] {
            let context = CommandContext.testing(stdin: spec)
            #expect(Bar.main(["solve", "-", "--format", "json"] + (compact ? ["--compact"] : []), context: context) == 0)
            documents.append(try #require(try JSONSerialization.jsonObject(with: Data(context.capturedOutput.utf8)) as? NSDictionary))
        }
        #expect(documents[0] == documents[1])
        let file = try #require((documents[0]["files"] as? [[String: Any]])?.first)
        let screen = try #require((file["screens"] as? [[String: Any]])?.first)
        let postures = try #require(screen["postures"] as? [[String: Any]])
        #expect(postures.count == 4)
        for posture in postures {
            #expect(((posture["entries"] as? [Any])?.count ?? 0) >= 2_100)
        }
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--format", "json"], cwd: RepositoryFiles.root)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(root["version"] as? Int == 1)
        let file = try #require((root["files"] as? [[String: Any]])?.first)
        #expect(file["path"] as? String == "Specs/duo-sample/toolbar.bar")
        let screen = try #require((file["screens"] as? [[String: Any]])?.first)
        #expect(screen["name"] as? String == "toolbar-sample")
        #expect(screen["verticalBehavior"] as? String == "automatic")
        #expect(screen["compression"] as? String == "automatic")
        let postures = try #require(screen["postures"] as? [[String: Any]])
        #expect(postures.map { $0["posture"] as? String } == ["closed", "closed-landscape", "open-landscape", "open-portrait"])
        for posture in postures {
            let entries = try #require(posture["entries"] as? [[String: Any]])
            // Every declared item and tab exactly once per posture.
            let declared = entries.filter { ["item", "tab"].contains($0["kind"] as? String) }.compactMap { $0["id"] as? String }
            #expect(declared.sorted() == ["arrangement", "automatic", "delete", "done", "export", "hinge", "horizontal", "layout", "regions", "share", "toolbar", "vertical"])
            for entry in entries {
                #expect(["vertical", "top", "bottom", "overflow", "hidden", "collapsed"].contains(entry["bar"] as? String))
                #expect(["item", "tab", "overflow-button", "tab-button", "back-button"].contains(entry["kind"] as? String))
            }
        }
        #expect(postures[0]["verticalEdge"] as? String == "trailing")
        #expect(postures[3]["verticalEdge"] is NSNull)
    }

    /// C1 read from the bundled spec through the command line: Done · Share · … · 5 tabs.
    @Test func postureListsEachBar() {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--posture", "closed"], cwd: RepositoryFiles.root)
        #expect(run.status == 0)
        #expect(run.output.contains("vertical (vertical): Done · Share · … · Hinge · Layout · Arrangement · Regions · Toolbar"))
        #expect(run.output.contains("top (top): Horizontal Only"))
        #expect(run.output.contains("overflow menu overflow: Automatic · Vertical Preferred · Delete · Export"))
    }

    @Test func explainShowsTheTrailInEveryPosture() {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "automatic"], cwd: RepositoryFiles.root)
        #expect(run.status == 0)
        for posture in ["closed:", "closed-landscape:", "open-landscape:", "open-portrait:"] {
            #expect(run.output.contains("  \(posture) "))
        }
        #expect(run.output.contains("rank: "))
        #expect(run.output.contains("P22"))
    }

    /// What compression made of the strip is said once per posture as `screen:` (a fidelity review: the note was
    /// built and never printed, and the items it kept in the menu said only "no room left"), and the tabs' own
    /// reason cites the pinned item that made them fold (P24).
    @Test func explainSaysWhyTheTabsFoldedAndTheItemsStayInTheMenu() {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "share", "--posture", "closed-landscape"], cwd: RepositoryFiles.root)
        #expect(run.status == 0)
        #expect(run.output.contains("    screen: compression automatic: toolbar items overflowed first, and the 5 tabs still did not fit beside the pinned items (they need 388 pt with every other item in the overflow menu; the vertical bar has 325)"))
        #expect(run.output.contains("closed-landscape: ⋯ — overflowed: toolbar items go to the menu first, and the tabs folded beside the pinned items without giving their room back [M] (P4, P24, P28)"))
        let tab = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "hinge", "--posture", "closed-landscape"], cwd: RepositoryFiles.root)
        #expect(tab.output.contains("the whole tab bar did not fit beside the pinned items, which do not overflow, even with every other toolbar item in the overflow menu, so the tabs fold [M] (P24, P27, P28)"))
        // Where the tabs stand whole, nothing is said for the screen.
        let closed = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "share", "--posture", "closed"], cwd: RepositoryFiles.root)
        #expect(!closed.output.contains("tabs still did not fit"))
    }

    /// With no pinned item, the tabs fold because they alone do not fit beside `…`: the explanation blamed pinned
    /// items that did not exist.
    @Test func explainDoesNotBlamePinnedItemsThatAreNotThere() {
        var spec = "screen six {\n  tab-view {\n    selected: a\n"
        for letter in ["a", "b", "c", "d", "e", "f"] { spec += "    tab \(letter) { title: \"\(letter.uppercased())\" symbol: \"\(letter).circle\" }\n" }
        spec = spec.replacingOccurrences(of: "    tab a { title: \"A\" symbol: \"a.circle\" }\n", with: "    tab a {\n      title: \"A\" symbol: \"a.circle\"\n      stack { toolbar { item share { title: \"Share\" symbol: \"square.and.arrow.up\" } } }\n    }\n")
        spec += "  }\n}\n"
        let run = CheckRun.bar(["solve", "-", "--explain", "share", "--posture", "closed-landscape"], stdin: Array(spec.utf8))
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("pinned"), "\(run.output)")
        #expect(run.output.contains("the 6 tabs still did not fit (they need 376 pt with every item in the overflow menu; the vertical bar has 325)"), "\(run.output)")
    }

    /// Issue 18 (1, 2): the group raise that does not keep Rotate is not said; the item's own priority comes
    /// first (P23), each change with the cell it gives, and the split group is named.
    @Test func explainPrintsOnlyVerifiedChanges() {
        let spec = """
            screen editor {
              stack {
                toolbar {
                  item undo { title: "Undo" symbol: "arrow.uturn.backward" placement: bottom }
                  item redo { title: "Redo" symbol: "arrow.uturn.forward" placement: bottom }
                  item share { title: "Share" symbol: "square.and.arrow.up" placement: bottom priority: high }
                  item markup { title: "Markup" symbol: "pencil.tip" placement: bottom }
                  item filter { title: "Filter" symbol: "camera.filters" placement: bottom priority: low }
                  group edit-tools {
                    priority: low
                    item crop { title: "Crop" symbol: "crop" placement: bottom }
                    item rotate { title: "Rotate" symbol: "rotate.right" placement: bottom }
                  }
                }
              }
            }
            """
        let run = CheckRun.bar(["solve", "-", "--explain", "rotate", "--posture", "closed-landscape"], stdin: Array(spec.utf8))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("    change: set priority higher-than-automatic on item 'rotate' (solved again: V5)\n    change: set priority higher-than-automatic on group 'edit-tools'"))
        #expect(!run.output.contains("higher-than-low"))
        #expect(run.output.contains("group: group 'edit-tools' is split here: 'crop' in a bar, 'rotate' in the overflow menu"))
        let shown = CheckRun.bar(["solve", "-", "--explain", "share", "--posture", "closed-landscape"], stdin: Array(spec.utf8))
        #expect(!shown.output.contains("change:"))
    }

    /// Issue 18 (8): one line under the matrices says what the cells mean; `--no-legend` leaves it out.
    @Test func legendUnderTheMatrix() {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "-d", "iphone-duo"], cwd: RepositoryFiles.root)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("\n  V2 = 2nd in the vertical bar · T1, B1 = 1st in a top, bottom bar · ⋯ = overflow menu · ▣ = folded into the tab button · – = not shown\n"))
        #expect(run.output.components(separatedBy: "V2 = ").count == 2)
        let bare = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--no-legend"], cwd: RepositoryFiles.root)
        #expect(!bare.output.contains("V2 = "))
        #expect(run.output.hasPrefix(bare.output))
    }

    @Test func obstructionsAndDirectionAreAccepted() {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--posture", "closed+keyboard", "--layout-direction", "rtl"], cwd: RepositoryFiles.root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("closed+keyboard"))
        #expect(run.output.contains("leading (right)"))
    }

    @Test func usageErrorsSuggest() {
        let posture = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--posture", "closd"], cwd: RepositoryFiles.root)
        #expect(posture.status == 64)
        #expect(posture.error.contains("did you mean 'closed'?"))
        let device = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--device", "iphone-du"], cwd: RepositoryFiles.root)
        #expect(device.status == 64)
        #expect(device.error.contains("did you mean 'iphone-duo'?"))
        let explain = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "shar"], cwd: RepositoryFiles.root)
        #expect(explain.status == 64)
        #expect(explain.error.contains("did you mean 'share'?"))
        let screen = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--screen", "toolbar-sampel"], cwd: RepositoryFiles.root)
        #expect(screen.status == 64)
        #expect(screen.error.contains("did you mean 'toolbar-sample'?"))
        // With --screen, the message names the screen looked in: the id may be in another one.
        let other = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "nothing-here", "--screen", "toolbar-sample"], cwd: RepositoryFiles.root)
        #expect(other.status == 64)
        #expect(other.error.hasPrefix("error: no item or tab 'nothing-here' in screen 'toolbar-sample'"))
        // The trail has no JSON form: text with a success would break a script that reads JSON.
        let json = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--explain", "share", "--format", "json"], cwd: RepositoryFiles.root)
        #expect(json.status == 64)
        #expect(json.output == "")
        #expect(json.error.hasPrefix("error: --explain prints its trail as text only; leave out --format json"))
    }

    @Test func badInputExitCodes() {
        let missing = CheckRun.bar(["solve", "nope.bar"], cwd: RepositoryFiles.root)
        #expect(missing.status == 66)
        let broken = CheckRun.bar(["solve", "-"], stdin: Array("screen s { stack { toolbar { itme a { } } } }".utf8))
        #expect(broken.status == 1)
        #expect(broken.error.contains("<stdin>:1:30: error: unknown block 'itme'"))
    }

    @Test func deterministic() {
        let first = CheckRun.bar(["solve", "Specs", "--format", "json"], cwd: RepositoryFiles.root)
        let second = CheckRun.bar(["solve", "Specs", "--format", "json"], cwd: RepositoryFiles.root)
        #expect(first.output == second.output)
        #expect(first.status == 0)
    }

    /// Issue 18 (7): `--compact` is the same document without layout, and goes with --format json only.
    @Test func compactJSONIsTheSameDocument() throws {
        let pretty = CheckRun.bar(["solve", "Specs", "--format", "json"], cwd: RepositoryFiles.root)
        let compact = CheckRun.bar(["solve", "Specs", "--format", "json", "--compact"], cwd: RepositoryFiles.root)
        #expect(compact.status == 0, "\(compact.error)")
        #expect(compact.output.split(separator: "\n").count == 1 && compact.output.hasSuffix("}\n"))
        #expect(compact.output.utf8.count * 2 < pretty.output.utf8.count)
        let a = try JSONSerialization.jsonObject(with: Data(compact.output.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(pretty.output.utf8)) as? NSDictionary
        #expect(a != nil && a == b)
        let text = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar", "--compact"], cwd: RepositoryFiles.root)
        #expect(text.status == 64)
        #expect(text.error.hasPrefix("error: --compact goes with --format json\n"))
    }

    /// Issue 18 (7): the report is written one screen at a time, so every name is checked in every file
    /// first: a posture the second file's device lacks leaves no half-written report behind.
    @Test func namesAreCheckedInEveryFileBeforeAnythingIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solve-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "screen a { stack { title: \"A\" } }\n".write(to: folder.appendingPathComponent("a.bar"), atomically: true, encoding: .utf8)
        try "screen b {\n  device: iphone\n  stack { title: \"B\" }\n}\n".write(to: folder.appendingPathComponent("b.bar"), atomically: true, encoding: .utf8)
        for format in ["text", "json"] {
            let run = CheckRun.bar(["solve", "a.bar", "b.bar", "--posture", "closed", "--format", format], cwd: folder.path)
            #expect(run.status == 64, "\(format): \(run.error)")
            #expect(run.output.isEmpty, "\(format) wrote \(run.output)")
            let fine = CheckRun.bar(["solve", "a.bar", "--posture", "closed", "--format", format], cwd: folder.path)
            #expect(fine.status == 0 && fine.output.contains("closed"))
        }
    }

    @Test func noColorUnlessTerminal() {
        let run = CheckRun.bar(["solve", "Specs/duo-sample/toolbar.bar"], cwd: RepositoryFiles.root)
        #expect(!run.output.contains("\u{1B}["))
    }
}
