import BarDiagnostics
import Testing

@testable import BarImport

/// `bar import` reads files on every processor (`FileSchedule.parallel`); what it prints must be exactly what
/// reading them one after another gives: the same specs and the same warnings in the same order, with the
/// rules across files (which of two same-named declarations wins, followed views, embedded view
/// controllers) applied as before.
@Suite struct ParallelImportTests {
    /// The two schedules' results, compared in full: every spec's path, screens and text, every warning in order.
    private func expectSameImport(_ sources: [SourceFile], mode: ImportMode, _ what: String) {
        let serial = Importer.run(sources: sources, mode: mode, schedule: .serial)
        let parallel = Importer.run(sources: sources, mode: mode, schedule: .parallel)
        #expect(parallel.files.map(\.swiftPath) == serial.files.map(\.swiftPath), "\(what) \(mode): files")
        #expect(parallel.files.map(\.screens) == serial.files.map(\.screens), "\(what) \(mode): screens")
        #expect(parallel.files.map(\.text) == serial.files.map(\.text), "\(what) \(mode): texts")
        #expect(parallel.warnings == serial.warnings, "\(what) \(mode): warnings")
        #expect(parallel.sources.keys.sorted() == serial.sources.keys.sorted(), "\(what) \(mode): sources")
    }

    @Test(arguments: ImportFixtures.sets)
    func eachFixtureSetImportsAlikeOnEveryProcessor(_ set: String) {
        for mode in ImportMode.allCases { expectSameImport(ImportFixtures.sources(set), mode: mode, set) }
    }

    /// Every fixture as one import: 26 files whose views, toolbar content and view controllers refer to each
    /// other across files, with names declared in more than one file.
    @Test func allFixturesAsOneImportAlikeOnEveryProcessor() {
        let sources = ImportFixtures.sets.flatMap(ImportFixtures.sources)
        #expect(sources.count > 20)
        for mode in ImportMode.allCases { expectSameImport(sources, mode: mode, "all fixtures") }
    }

    /// A factory function sees the arrays the class read before it declared, even in another file
    /// (`UIKitRecognizer.classScreens`): here `tabs` in `B.swift` stands for the array `A.swift`'s class
    /// declares, and the tab is read from where it is assigned rather than from `defaultTabs()`. Reading the
    /// files at the same time hands that on as reading them in order did.
    @Test func factoryFunctionsSeeTheArraysOfTheClassReadBefore() {
        let classFile = source(
            "A.swift",
            """
            final class InboxViewController: UIViewController {
                let tabs = [InboxViewController(), ArchiveViewController()]
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
                }
            }
            """)
        let factoryFile = source(
            "B.swift",
            """
            enum AppScreens {
                static func makeMainTabs() -> UIViewController {
                    let controller = UITabBarController()
                    var tabs = defaultTabs()
                    tabs.append(ArchiveViewController())
                    controller.setViewControllers(tabs, animated: false)
                    return controller
                }
            }
            """)
        let afterClass = Importer.run(sources: [classFile, factoryFile], mode: .uiKit, schedule: .parallel)
        let alone = Importer.run(sources: [factoryFile], mode: .uiKit, schedule: .parallel)
        #expect(afterClass.files.last?.text.contains("tab tab {}") == true)
        #expect(alone.files.last?.text.contains("tab default-tabs {}") == true)
        expectSameImport([classFile, factoryFile], mode: .uiKit, "factory after a class")
        // With a file between them that has no class, and one after them with a class of its own.
        let between = source("AB.swift", "enum Palette { static let tint = 1 }")
        let later = source("C.swift", "final class Other: UIViewController { let tabs = [Other()] }")
        expectSameImport([classFile, between, factoryFile, later], mode: .uiKit, "factory two files after a class")
        expectSameImport([classFile, between, factoryFile, later], mode: .auto, "factory two files after a class")
    }

    private func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, text: text)
    }
}
