import BarDiagnostics
@testable import BarFormat
import BarModel
import BarSolver
import BarSyntax
import Foundation
import Testing

/// What must hold for every file, checked over every fixture, every spec in `Specs/` and every complete
/// example in the documents: formatting is idempotent, changes no meaning, keeps every comment, and does
/// not depend on the input's layout.
@Suite("Format: properties over every known file")
struct PropertyTests {
    @Test func corpusIsNotEmpty() {
        #expect(Corpus.specs.count > 0, "no specs found under \(Corpus.packageRoot.path)/Specs")
        #expect(Corpus.all.count > Corpus.fixtureNames.count * 2)
    }

    /// The comparisons below would pass vacuously if they could not tell two different specs apart.
    @Test func theComparisonsSeeRealDifferences() {
        let spec = "screen s {\n  stack {\n    toolbar { item a { title: \"A\" } item b { title: \"B\" } }\n  }\n}\n"
        let swapped = spec.replacingOccurrences(of: "item a { title: \"A\" } item b { title: \"B\" }", with: "item b { title: \"B\" } item a { title: \"A\" }")
        #expect(swapped != spec)
        #expect(meaning(of: swapped) != meaning(of: spec))
        #expect(meaning(of: "  " + spec) == meaning(of: spec))
        let before = SpecLoader.load(path: "a.bar", text: spec).spec
        let after = SpecLoader.load(path: "a.bar", text: swapped).spec
        #expect(!placements(of: before).isEmpty)
        #expect(placements(of: after) != placements(of: before))
        #expect(commentTexts("// a\nx {} // b\n") == [" a", " b"])
    }

    /// The layout's own documentation shows only canonical text.
    @Test(arguments: Corpus.documentExamples.filter { $0.name.hasPrefix("docs/format.md") })
    func formatDocumentExamplesAreCanonical(_ sample: Sample) {
        #expect(format(sample.text, path: sample.name) == sample.text)
    }

    @Test(arguments: Corpus.all)
    func formattingTwiceChangesNothing(_ sample: Sample) {
        let once = format(sample.text, path: sample.name)
        #expect(format(once, path: sample.name) == once)
    }

    @Test(arguments: Corpus.all)
    func formattingKeepsTheModel(_ sample: Sample) {
        let formatted = format(sample.text, path: sample.name)
        #expect(meaning(of: formatted) == meaning(of: sample.text))
    }

    @Test(arguments: Corpus.all)
    func formattingKeepsEveryComment(_ sample: Sample) {
        let formatted = format(sample.text, path: sample.name)
        #expect(commentTexts(formatted) == commentTexts(sample.text))
    }

    @Test(arguments: Corpus.all)
    func formattingKeepsTheTree(_ sample: Sample) {
        let tree = Parser.parse(SourceFile(path: sample.name, text: sample.text))
        #expect(Formatter.unplacedComments(in: tree).isEmpty)
        let formatted = Formatter.format(tree)
        #expect(Formatter.preservesMeaning(of: tree, in: formatted))
    }

    @Test(arguments: Corpus.all)
    func linesFitUnlessOneStatementIsTooLong(_ sample: Sample) {
        for line in format(sample.text, path: sample.name).split(separator: "\n") {
            guard DisplayWidth.of(line) > Formatter.maximumWidth else { continue }
            // Only an expanded line may be wide: a one-line block would have been expanded.
            #expect(!(line.hasSuffix("}") && line.contains("{ ")), "compact line too wide: \(line)")
        }
    }

    @Test(arguments: Corpus.all)
    func layoutDoesNotDependOnIndentation(_ sample: Sample) {
        let canonical = format(sample.text, path: sample.name)
        #expect(format(Mangle.stripIndentation(canonical), path: sample.name) == canonical)
        #expect(format(Mangle.stripIndentation(sample.text), path: sample.name) == canonical)
    }

    @Test(arguments: Corpus.all)
    func layoutDoesNotDependOnLineBreaks(_ sample: Sample) {
        let canonical = format(sample.text, path: sample.name)
        #expect(format(Mangle.tokenPerLine(canonical), path: sample.name) == canonical)
    }

    @Test(arguments: Corpus.all)
    func layoutDoesNotDependOnLineEndings(_ sample: Sample) {
        let canonical = format(sample.text, path: sample.name)
        #expect(format(Mangle.crlf(sample.text), path: sample.name) == canonical)
    }

    /// Placements are what specs are for: every screen on every device in every posture, with and without
    /// each obstruction, is solved the same before and after formatting.
    @Test(arguments: Corpus.all)
    func formattingKeepsEveryPlacement(_ sample: Sample) {
        let before = SpecLoader.load(path: sample.name, text: sample.text)
        let after = SpecLoader.load(path: sample.name, text: format(sample.text, path: sample.name))
        guard !before.hasErrors else { return }
        #expect(placements(of: after.spec) == placements(of: before.spec))
    }

    private func placements(of spec: Spec) -> [String] {
        var devices = spec.devices
        for device in BuiltInDevices.all where !devices.contains(where: { $0.id == device.id }) {
            devices.append(device)
        }
        var out: [String] = []
        for screen in spec.screens {
            for device in devices {
                for posture in device.postures {
                    var selections = [PostureSelection(posture: posture)]
                    selections += device.obstructions.map { PostureSelection(posture: posture, obstructions: [$0]) }
                    for selection in selections {
                        let placement = Solver.solve(screen, device: device, posture: selection)
                        out.append("\(screen.id) \(device.id) \(selection.name): " + withoutRanges(String(describing: placement)))
                    }
                }
            }
        }
        return out
    }
}
