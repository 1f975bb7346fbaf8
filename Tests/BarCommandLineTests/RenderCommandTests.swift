import BarCommandLine
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The package root, found from this file so the tests work from any folder.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private let sample = "Specs/duo-sample/toolbar.bar"

/// Runs the real `bar` (every registered command) in-process from the package root, or from `cwd`.
private func render(_ arguments: [String], stdin: String = "", cwd: String? = nil) -> RunResult {
    let context = CommandContext.testing(stdin: stdin, cwd: cwd ?? packageRoot)
    let status = Bar.main(["render"] + arguments, context: context)
    return RunResult(status: status, output: context.capturedOutput, error: context.capturedError)
}

private func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
}

@Suite("bar render")
struct RenderCommandTests {
    @Test func isRegisteredWithHelp() {
        let context = CommandContext.testing()
        #expect(Bar.main(["render", "--help"], context: context) == 0)
        #expect(context.capturedOutput.contains("--format <format>"))
        #expect(context.capturedOutput.contains("(values: svg, html)"))
        #expect(RenderCommand.declaration.validationProblems() == [])
    }

    /// Issue 18 (7): past 1,000 pictures (screens × postures) render refuses before solving anything,
    /// saying how many and how to choose; --force draws them with a warning; --posture brings the count down.
    @Test func refusesPastThePictureLimitUnlessForced() {
        let count = RenderCommand.maximumPictures / 4 + 1
        let spec = (0..<count).map { "screen s\($0) { stack { title: \"S\" } }\n" }.joined()
        let refused = render(["-", "--format", "html"], stdin: spec)
        #expect(refused.status == 1)
        #expect(refused.output == "")
        #expect(refused.error == "<stdin>: error: \(count * 4) pictures (\(count) screens, each in its postures) are more than render draws in one run (1000); choose with --screen or --posture, or draw them all with --force [too-many-pictures]\n")
        let forced = render(["-", "--format", "html", "--force"], stdin: spec)
        #expect(forced.status == 0)
        #expect(forced.error == "<stdin>: warning: drawing \(count * 4) pictures (\(count) screens, each in its postures), more than 1000; the output will be large [too-many-pictures]\n")
        #expect(forced.output.hasPrefix("<!DOCTYPE html>"))
        let fewer = render(["-", "--format", "html", "--posture", "closed"], stdin: spec)
        #expect(fewer.status == 0 && fewer.error == "")
    }

    @Test func oneSVGToStandardOutput() {
        let result = render([sample, "--format", "svg", "--posture", "closed"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        #expect(result.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.output.contains("data-posture=\"closed\""))
        #expect(isWellFormedXML(result.output))
        #expect(render([sample, "--format", "svg", "--posture", "closed"]).output == result.output)
    }

    @Test func postureWithObstruction() {
        let result = render([sample, "--format", "svg", "--posture", "closed+keyboard"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("data-obstruction=\"keyboard\""))
        #expect(isWellFormedXML(result.output))
    }

    /// `-o` naming the spec being drawn would replace it with the picture: refused, and the spec kept.
    @Test func neverWritesOverTheSpecItDraws() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = try String(contentsOfFile: packageRoot + "/" + sample, encoding: .utf8)
        try folder.write("s.bar", text)
        let result = render(["s.bar", "--format", "html", "-o", "./s.bar"], cwd: folder.path)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: -o './s.bar' is the spec being rendered; name another file\n"))
        #expect(try String(contentsOfFile: folder.path + "/s.bar", encoding: .utf8) == text)
    }

    @Test func oneSVGToAFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = render([sample, "--format", "svg", "--posture", "open-landscape", "-o", folder.path + "/out.svg"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "")
        let written = try String(contentsOfFile: folder.path + "/out.svg", encoding: .utf8)
        #expect(written == render([sample, "--format", "svg", "--posture", "open-landscape"]).output)
        // -o naming an existing folder puts the picture inside it, under its usual name.
        let intoFolder = render([sample, "--format", "svg", "--posture", "closed", "-o", folder.path])
        #expect(intoFolder.status == 0)
        #expect(intoFolder.output == folder.path + "/toolbar-sample-closed.svg\n")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/toolbar-sample-closed.svg"))
    }

    @Test func everyPostureIntoAFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = render([packageRoot + "/" + sample, "--format", "svg", "--all", "-o", "pictures"], cwd: folder.path)
        #expect(result.status == 0, "\(result.error)")
        let names = ["closed", "closed-landscape", "open-landscape", "open-portrait"].map { "pictures/toolbar-sample-\($0).svg" }
        #expect(result.output == names.map { $0 + "\n" }.joined())
        for name in names {
            let text = try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
            #expect(isWellFormedXML(text), "\(name)")
        }
        // Nothing else (no temporary files) is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/pictures").sorted() == names.map { String($0.dropFirst("pictures/".count)) }.sorted())
    }

    /// Screen `a` in `closed-landscape` and screen `a-closed` in `landscape` make the same file name, and
    /// `Inbox`/`inbox` names that one disk (macOS's) takes for one: one picture used to replace the other.
    @Test func picturesThatWouldShareAFileAreAnErrorAndNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let device = """
            device dd {
              posture closed-landscape { display: outer orientation: landscape width: 700 height: 400 bars: horizontal }
              posture landscape { display: inner orientation: landscape width: 860 height: 600 bars: horizontal }
            }

            """
        let stack = #"stack { title: "S" toolbar { item x { title: "X" symbol: "trash" } } }"#
        let joined = device + "screen a { device: dd \(stack) }\nscreen a-closed { device: dd \(stack) }\n"
        let result = render(["-", "--format", "svg", "--all", "-o", "pictures"], stdin: joined, cwd: folder.path)
        #expect(result.status == 1)
        #expect(result.error == "pictures/a-closed-landscape.svg: error: the pictures of screen 'a' in closed-landscape and screen 'a-closed' in landscape would be written to the same file (or to names that differ only in case); nothing was written. Rename one of the screens or postures, or draw them in separate runs with --screen [render-file-clash]\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/pictures"))

        let cased = render(["-", "--format", "svg", "--posture", "closed", "-o", "pictures"], stdin: "screen Inbox { \(stack) }\nscreen inbox { \(stack) }\n", cwd: folder.path)
        #expect(cased.status == 1)
        #expect(cased.error.hasPrefix("pictures/inbox-closed.svg: error: the pictures of screen 'Inbox' in closed and screen 'inbox' in closed would be written"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/pictures"))
    }

    /// `-o pictures/` names a folder even when it does not exist yet; `-o all.svg` for several pictures is a
    /// mistake, where it used to become a folder named `all.svg`.
    @Test func aFolderNamedWithASlashIsMadeAndAPictureNameIsNotAFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let one = render([packageRoot + "/" + sample, "--format", "svg", "--posture", "closed", "-o", "pictures/"], cwd: folder.path)
        #expect(one.status == 0, "\(one.error)")
        #expect(one.output == "pictures/toolbar-sample-closed.svg\n")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/pictures/toolbar-sample-closed.svg"))
        let several = render([packageRoot + "/" + sample, "--format", "svg", "--all", "-o", "all.svg"], cwd: folder.path)
        #expect(several.status == 64)
        #expect(several.error.hasPrefix("error: -o 'all.svg' names a file, but there are 4 pictures to write, and -o names a folder; name a folder for them"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/all.svg"))
        let page = render([packageRoot + "/" + sample, "--format", "svg", "--all", "-o", "page.html"], cwd: folder.path)
        #expect(page.status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/page.html"))
    }

    @Test func htmlPage() throws {
        let result = render([sample, "--format", "html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("<!DOCTYPE html>"))
        #expect(result.output.components(separatedBy: "<svg ").count - 1 == 4)
        for forbidden in ["http://", "https://", "@import", "url(http", "<script", "<link", "src="] {
            #expect(!result.output.contains(forbidden), "\(forbidden)")
        }
        // Lint now checks obstructed postures (issue 18): the sample's high Share overflows with the keyboard up
        // in closed-landscape, and the page lists that finding.
        #expect(result.output.contains("high-priority-overflows"))
        #expect(result.output.contains("closed-landscape+keyboard"))
        #expect(render([sample, "--format", "html"]).output == result.output)

        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let toFile = render([sample, "--format", "html", "--posture", "closed", "-o", folder.path + "/page.html"])
        #expect(toFile.status == 0)
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 1)

        // Issue 18 (8): `-o page.html` says the format; the page is the same as with --format html.
        let inferred = render([sample, "--posture", "closed", "-o", folder.path + "/inferred.html"])
        #expect(inferred.status == 0, "\(inferred.error)")
        #expect(try String(contentsOfFile: folder.path + "/inferred.html", encoding: .utf8) == page)
        let svg = render([sample, "--posture", "closed", "-o", folder.path + "/closed.svg"])
        #expect(svg.status == 0, "\(svg.error)")
        #expect(try String(contentsOfFile: folder.path + "/closed.svg", encoding: .utf8).hasPrefix("<svg "))
    }

    @Test func usageErrors() {
        let missingFormat = render([sample])
        #expect(missingFormat.status == 64)
        #expect(missingFormat.error.hasPrefix("error: missing --format; use --format svg or --format html (or -o a file ending in .svg or .html)\nUsage: bar render"))

        let badFormat = render([sample, "--format", "png"])
        #expect(badFormat.status == 64)

        let noPosture = render([sample, "--format", "svg"])
        #expect(noPosture.status == 64)
        #expect(noPosture.error.contains("give --posture <name>, or --all with -o <folder>"))

        let both = render([sample, "--format", "svg", "--all", "--posture", "closed"])
        #expect(both.status == 64)

        let noFolder = render([sample, "--format", "svg", "--all"])
        #expect(noFolder.status == 64)
        #expect(noFolder.error.hasPrefix("error: 4 pictures to write; name a folder for them with -o <folder>\n"))

        let posture = render([sample, "--format", "svg", "--posture", "closd"])
        #expect(posture.status == 64)
        #expect(posture.error.hasPrefix("error: unknown posture 'closd' for device 'iphone-duo'; did you mean 'closed'?"))

        let screen = render([sample, "--format", "html", "--screen", "toolbar-sampel"])
        #expect(screen.status == 64)
        #expect(screen.error.hasPrefix("error: unknown screen 'toolbar-sampel' (screens: toolbar-sample); did you mean 'toolbar-sample'?\n"))

        let device = render([sample, "--format", "html", "--device", "iphone-dou"])
        #expect(device.status == 64)
        #expect(device.error.contains("did you mean 'iphone-duo'?"))

        let folder = render(["Specs", "--format", "html"])
        #expect(folder.status == 64)
        #expect(folder.error.hasPrefix("error: 'Specs' is a folder; render draws one spec file at a time\n"))
        for result in [missingFormat, noPosture, posture, screen, device, folder] {
            #expect(result.output == "")
            #expect(result.error.contains("See 'bar render --help'."))
        }
    }

    @Test func unreadableInput() {
        let result = render(["Specs/missing.bar", "--format", "html"])
        #expect(result.status == 66)
        #expect(result.error == "Specs/missing.bar: error: cannot read file: No such file or directory [unreadable-input]\n")
        #expect(result.output == "")
    }

    @Test func specWithErrorsIsNotDrawn() {
        let result = render(["-", "--format", "html"], stdin: "screen broken {\n  stack {\n    toolbar { item a { placement: nowhere } }\n  }\n}\n")
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("<stdin>:3:"))
        #expect(result.error.contains("error:"))
    }

    @Test func standardInputAndScreenChoice() {
        let spec = """
            screen one { stack { toolbar { item a { title: "A" symbol: "a.circle" } } } }
            screen two { stack { toolbar { item b { title: "B & <b>" symbol: "b.circle" } } } }
            """
        let page = render(["-", "--format", "html", "--screen", "two"], stdin: spec)
        #expect(page.status == 0, "\(page.error)")
        #expect(page.output.contains("id=\"screen-two\""))
        #expect(!page.output.contains("id=\"screen-one\""))
        #expect(page.output.contains("B &amp; &lt;b&gt;"))
        // Two screens in one posture are two pictures: they need a folder.
        let two = render(["-", "--format", "svg", "--posture", "closed"], stdin: spec)
        #expect(two.status == 64)
    }
}
