/// The screens of an import: both recognizers over every file, and the rules across files that decide which
/// candidates are screens of their own.
///
/// Each file is read by a copy of the recognizers of its own (`FileSchedule`), which share the program's
/// index: a recognizer keeps nothing from one file for the next but its warnings, which are joined here in
/// file order, and the UIKit one's `scopedLocals`, handed on from file to file below. What needs every file —
/// which SwiftUI views are followed from another, which view controllers are embedded in another — is decided
/// once all are read, as it was when the files were read one after another.
struct ScreenRecognition {
    /// The screens of each file, in the order of the files given.
    var screens: [[ImportedBlock]]
    /// SwiftUI's warnings, then UIKit's, each in file order.
    var warnings: [ImportWarning] = []
    /// The screens Interface Builder documents declare with no class of the code behind them (a storyboard's
    /// plain `UITabBarController`), by document, in path order.
    var interfaceScreens: [(path: String, screens: [ImportedBlock])] = []

    /// What the recognizers found in one file.
    private struct FileCandidates: Sendable {
        var swiftUI: [SwiftUIRecognizer.Candidate] = []
        var swiftUIWarnings: [ImportWarning] = []
        var uiKit: [UIKitRecognizer.Candidate] = []
        var uiKitWarnings: [ImportWarning] = []
        var embedded: Set<String> = []
        /// The classes the file's classes push, each with the class that pushes it.
        var pushedBy: [String: String] = [:]
        /// The UIKit recognizer's `scopedLocals` after the file's classes, when it read one.
        var scopedLocalsAfterClasses: [String: String]?
        /// The functions that assemble a split view or tab bar controller, read in file order afterwards.
        var factoryFunctions: [SwiftFunction] = []
    }

    /// The views whose bars belong to the screens that show them, not to a screen of their own: each view some
    /// other view follows (embeds, or presents in a sheet) — unless every view that follows it is one it pushes,
    /// directly or through the views those push (a profile that pushes its followers, which present the profile
    /// again in a sheet). Such a view stands at the start of its cycle, a screen of its own; it was followed by
    /// its own follower, and its screen was lost. Only pushes count: a row embedded in a list that presents the
    /// list in a sheet is still the list's row (through what it shows, it became a screen of its own).
    static func followedOnly(followers: [String: Set<String>], pushes: [String: Set<String>]) -> Set<String> {
        var result: Set<String> = []
        for (view, followingViews) in followers {
            // Everything `view` leads to through pushes.
            var reached: Set<String> = [view]
            var frontier = [view]
            while let next = frontier.popLast() {
                for target in pushes[next, default: []] where reached.insert(target).inserted {
                    frontier.append(target)
                }
            }
            if !followingViews.isSubset(of: reached) { result.insert(view) }
        }
        return result
    }

    init(
        files: [SwiftFile], mode: ImportMode, schedule: FileSchedule, stringTables: StringTables = StringTables(),
        interfaceFiles: InterfaceFiles = InterfaceFiles(), assets: AssetCatalog = AssetCatalog()
    ) {
        // The program's index (with the views navigation links push) and the UIKit recognizer's declarations are
        // independent walks over all files, which every file's recognition needs: built at the same time, after
        // each file's own index. That one is built on every processor, as it parses the bodies of the views and
        // builders it finds; merged, the indexes are the program's, beside the declarations.
        let indexes = schedule.map(files, SwiftProgram.FileIndex.init)
        let ((program, pushed), declarations) = schedule.both(
            {
                let program = SwiftProgram(files: files, indexes: indexes, stringTables: stringTables, assets: assets)
                return (program, mode != .uiKit ? PushedViews(program: program) : nil)
            },
            { mode != .swiftUI ? UIKitRecognizer.Declarations(files: files) : nil })
        let swiftUI = pushed.map { SwiftUIRecognizer(program: program, pushed: $0) }
        let uiKit = declarations.map { UIKitRecognizer(program: program, declarations: $0, interfaces: interfaceFiles) }
        let found = schedule.map(Array(program.files.indices)) { index in
            let file = program.files[index]
            var result = FileCandidates()
            if var recognizer = swiftUI {
                result.swiftUI = recognizer.candidates(in: file)
                result.swiftUIWarnings = recognizer.warnings
            }
            if var recognizer = uiKit {
                (result.uiKit, result.scopedLocalsAfterClasses) = recognizer.classScreens(in: file)
                result.uiKitWarnings = recognizer.warnings
                result.embedded = recognizer.embedded
                result.pushedBy = recognizer.pushedBy
                result.factoryFunctions = recognizer.factoryFunctions(in: file)
            }
            return result
        }

        screens = Array(repeating: [], count: files.count)
        if swiftUI != nil {
            // Every view type with bars is a candidate; those followed from another candidate are not imported on
            // their own (their bars are in the screen that shows them).
            // By the names views are followed by: a nested view's with the type around it (`Adjust.RootView`), so
            // that of two views of one name, the one followed is the one left out.
            var followers: [String: Set<String>] = [:]
            var unreached: Set<String> = []
            for file in found {
                for candidate in file.swiftUI {
                    for view in candidate.followed where view != candidate.typeName {
                        followers[view, default: []].insert(candidate.typeName)
                    }
                    unreached.formUnion(candidate.unreached)
                }
            }
            var followed = Self.followedOnly(followers: followers, pushes: pushed?.pushes ?? [:])
            // A view shown only where an availability check never holds on iOS 27.1 (`else { LegacyTabs() }`), and
            // nowhere else, never shows: not a screen (it was one, beside the screen that shows the newer view).
            // Its items are reported as in no screen.
            var neverShown: Set<String> = []
            for name in unreached where followers[name] == nil && pushed?.pushedBy(SwiftProgram.shortName(name)) == nil {
                if followed.insert(name).inserted { neverShown.insert(name) }
            }
            // A sheet declared in a view that several screens show (a row of two lists) comes back from each of them
            // the same but for its name: it is one screen, imported where it is first found and named after the
            // view that declares it. A sheet only one screen shows keeps that screen's name. Looked up by where it
            // is declared, and compared whole only with the sheets declared there (hashing every sheet's blocks
            // was a hundredth of an import).
            var sharedSheets: [SwiftLocation: [(unnamed: ImportedBlock, file: Int, position: Int, hint: String)]] = [:]
            for (index, file) in found.enumerated() {
                for candidate in file.swiftUI where neverShown.contains(candidate.typeName) {
                    guard let location = candidate.screens.first?.location else { continue }
                    warnings.append(
                        ImportWarning(
                            .platformBranch,
                            "view '\(candidate.typeName)' is shown only in a branch that never runs on the iPhone on iOS 27.1 (an availability or idiom check that does not hold there); its bars are not imported",
                            path: location.path, range: .at(files[index].offset(of: location))))
                }
                for candidate in file.swiftUI where !followed.contains(candidate.typeName) {
                    warnings += candidate.containerWarnings
                    for (position, screen) in candidate.screens.enumerated() {
                        if let hint = candidate.sharedSheetHints[position], let location = screen.location {
                            var unnamed = screen
                            unnamed.idHint = nil
                            if let first = sharedSheets[location]?.first(where: { $0.unnamed == unnamed }) {
                                screens[first.file][first.position].idHint = first.hint
                                continue
                            }
                            sharedSheets[location, default: []].append((unnamed, index, screens[index].count, hint))
                        }
                        screens[index].append(screen)
                    }
                }
                warnings += file.swiftUIWarnings
            }
        }
        if var recognizer = uiKit {
            // The factory functions are read here, one file after another, each after its file's classes: they
            // see the arrays of the class or factory read before them (`UIKitRecognizer.classScreens`).
            var candidates: [(file: Int, candidate: UIKitRecognizer.Candidate)] = []
            var embedded: Set<String> = []
            // A class pushed onto a navigation stack, by the first class in file order that pushes it in code, else
            // by a storyboard's segue.
            var pushedBy: [String: String] = [:]
            for (index, file) in found.enumerated() {
                candidates += file.uiKit.map { (index, $0) }
                warnings += file.uiKitWarnings
                embedded.formUnion(file.embedded)
                pushedBy.merge(file.pushedBy) { first, _ in first }
                if let arrays = file.scopedLocalsAfterClasses { recognizer.carriedScopedLocals = arrays }
                guard !file.factoryFunctions.isEmpty else { continue }
                recognizer.warnings = []
                candidates += recognizer.factoryScreens(file.factoryFunctions, in: program.files[index]).map { (index, $0) }
                warnings += recognizer.warnings
            }
            // A storyboard's tab bar controller that no class of the code declares is a screen of its document.
            for tabBar in interfaceFiles.tabBars where !(tabBar.className.map(recognizer.declaresClass) ?? false) {
                recognizer.warnings = []
                let screen = recognizer.interfaceTabBarScreen(tabBar)
                warnings += recognizer.warnings
                if interfaceScreens.last?.path == tabBar.source.path {
                    interfaceScreens[interfaceScreens.count - 1].screens.append(screen)
                } else {
                    interfaceScreens.append((tabBar.source.path, [screen]))
                }
            }
            embedded.formUnion(recognizer.embedded)
            pushedBy.merge(interfaceFiles.pushedBy) { code, _ in code }
            // A view controller shown in another one's tab or column is part of that screen.
            for (index, candidate) in candidates where !embedded.contains(candidate.typeName) {
                var screen = candidate.screen
                if !candidate.hidesBackButton, let pusher = pushedBy[candidate.typeName] { UIKitRecognizer.markPushed(&screen, by: pusher) }
                screens[index].append(screen)
            }
        }
    }
}
