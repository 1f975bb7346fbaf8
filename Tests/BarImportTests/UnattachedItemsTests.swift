import BarDiagnostics
import Testing

@testable import BarImport

/// The unattached-item check answers a file whose every spelling of a constructor is attached without walking
/// its tree; what it reports must be what the walk reports.
@Suite struct UnattachedItemsTests {
    private func warnings(_ code: String, attachedAt places: [(line: Int, column: Int)], warned: Set<String> = []) -> [ImportWarning] {
        let file = SwiftParser.parse(SourceFile(path: "V.swift", text: code))
        let blocks = places.map { ImportedBlock("item", location: SwiftLocation(path: "V.swift", line: $0.line, column: $0.column)) }
        let attached = AttachedLocations(screens: [ImportedBlock("screen", children: blocks)], path: "V.swift")
        return UnattachedItems.warnings(in: file, attached: attached, warned: warned)
    }

    @Test func itemsAttachedOrWarnedAboutAreNotReported() {
        let code = "func bars() {\n    ToolbarItem(placement: .primaryAction) { Button(\"A\") {} }\n    let b = UIBarButtonItem(title: \"B\")\n}\n"
        #expect(warnings(code, attachedAt: [(2, 5), (3, 13)]).isEmpty)
        #expect(warnings(code, attachedAt: []).count == 2)
        #expect(warnings(code, attachedAt: [(2, 5)]).map(\.range.start) == [88])
        #expect(warnings(code, attachedAt: [(2, 5)], warned: ["V.swift:88"]).isEmpty)
        // A spelling in a comment or a type that is not attached: the walk decides, and finds the one call.
        let commented = "// ToolbarItem\nfunc bars() -> [UIBarButtonItem] {\n    ToolbarItem(placement: .primaryAction) {}\n}\n"
        #expect(warnings(commented, attachedAt: [(3, 5)]).isEmpty)
        #expect(warnings(commented, attachedAt: []).count == 1)
    }

    /// `ToolbarItem { EmptyView() }` shows nothing: no spec has it and no warning is needed (it was said to be in
    /// a view "not imported as a screen", of a view that was).
    @Test func anItemThatShowsNothingIsNotReported() {
        let code = "func bars() {\n    ToolbarItem(placement: .principal) { EmptyView() }\n    ToolbarItem { Text(\"x\") }\n}\n"
        #expect(warnings(code, attachedAt: []).map { $0.range.start } == [73])
    }

    /// The item a back button of the screens pushed from here is made from (`backBarButtonItem`, on either side
    /// of a `?:`) is the system's back button there, not a bar item left out: not reported. An item made in its
    /// arguments, or assigned to any other property, still is.
    @Test func aBackButtonItemIsNotReported() {
        let code = """
            final class ListViewController: UIViewController {
                func setUpBars() {
                    navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                    navigationItem.backBarButtonItem = isSelecting ? nil : UIBarButtonItem(title: "List", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
                }
            }

            """
        let sort = code.utf8.distance(from: code.startIndex, to: code.range(of: #"UIBarButtonItem(title: "Sort""#)!.lowerBound)
        #expect(warnings(code, attachedAt: []).map(\.range.start) == [sort])
    }

    /// A back item made in a local first and then assigned (`let backItem = UIBarButtonItem(…)`, then
    /// `navigationItem.backBarButtonItem = backItem`, also in a `switch` case) is the same back button as one
    /// made in the assignment: not reported (it was, as found in no assignment). A local of the same block that
    /// is not the back item still is.
    @Test func aBackButtonItemMadeInALocalIsNotReported() {
        let code = """
            final class WelcomeViewController: UIViewController {
                func setUpBars() {
                    let backItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
                    let help = UIBarButtonItem(title: "Help", style: .plain, target: nil, action: nil)
                    navigationItem.backBarButtonItem = backItem
                }

                func show(_ next: UIViewController, from top: UIViewController) {
                    switch next {
                    case is ProfileViewController:
                        let item = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                        top.navigationItem.backBarButtonItem = item
                    default:
                        top.navigationItem.backBarButtonItem = nil
                    }
                }
            }

            """
        let help = code.utf8.distance(from: code.startIndex, to: code.range(of: #"UIBarButtonItem(title: "Help""#)!.lowerBound)
        #expect(warnings(code, attachedAt: []).map(\.range.start) == [help])
    }

    /// A constructor's name inside a longer one (`.prefersToolbarItems`, `UIBarButtonItemGroup`) is passed over
    /// as a spelling, but an unattached constructor beside it is still found, and the longer names are not.
    @Test func longerNamesDoNotHideOrBecomeConstructors() {
        let code = "func bars() {\n    view.toolbar(.prefersToolbarItems)\n    let g = UIBarButtonItemGroup(items: [])\n    ToolbarItem(placement: .primaryAction) {}\n}\n"
        #expect(warnings(code, attachedAt: []).map(\.range.start) == [101])
        #expect(warnings(code, attachedAt: [(4, 5)]).isEmpty)
        let longerOnly = "func bars() {\n    view.toolbar(.prefersToolbarItems)\n    let g = UIBarButtonItemGroup(items: [])\n}\n"
        #expect(warnings(longerOnly, attachedAt: []).isEmpty)
    }

    /// A name parenthesized and then called is a call that starts at the parenthesis, not at the name: an
    /// attached name does not account for it.
    @Test func aParenthesizedConstructorIsStillReported() {
        for wrapped in ["(ToolbarItem)", "(ToolbarItem!)", "(ToolbarItem as Any)", "(try ToolbarItem)"] {
            let code = "func bars() {\n    \(wrapped)(placement: .primaryAction) {}\n}\n"
            let found = warnings(code, attachedAt: [(2, 6), (2, 10), (2, 11)])
            #expect(found.map(\.range.start) == [18], "\(wrapped)")
        }
    }

    /// The warning names the type and member the item is in, and gives the reason that fits that place: one
    /// generic sentence ("its view or view controller could not be read as one, or nothing imported uses it")
    /// left the reader to find out which.
    @Test func theWarningSaysWhereTheItemIsAndWhyThatPlaceIsNotAScreen() {
        let code = """
            struct Tools: ToolbarContent {
                var body: some ToolbarContent { ToolbarItem { Button("A") {} } }
            }
            struct Editor: View {
                var body: some View { Text("x").toolbar { ToolbarItem { Button("B") {} } } }
                func extraItems() -> some ToolbarContent { ToolbarItem { Button("C") {} } }
            }
            final class InboxViewController: UIViewController {
                override func viewDidLoad() { let orphan = UIBarButtonItem(title: "D") }
            }
            func makeItem() -> UIBarButtonItem { UIBarButtonItem(title: "E") }
            enum Model { static let item = ToolbarItemGroup { } }
            struct Archive: SwiftUI.View {
                var body: some View { Text("y") }
            }
            extension Archive { var extra: some ToolbarContent { ToolbarItem { Button("F") {} } } }
            extension InboxViewController { func configure() { let more = UIBarButtonItem(title: "G") } }
            extension ElsewhereController { func configure() { let other = UIBarButtonItem(title: "H") } }

            """
        let messages = warnings(code, attachedAt: []).map(\.message)
        #expect(messages == [
            "this ToolbarItem in body of 'Tools' is not part of any imported screen (no imported screen uses this ToolbarContent type in its toolbar); it is not in the specs",
            "this ToolbarItem in body of 'Editor' is not part of any imported screen (the view is not imported as a screen and no imported screen shows it, or its code could not be read); it is not in the specs",
            "this ToolbarItem in extraItems() of 'Editor' is not part of any imported screen (no imported screen reaches it: the importer follows a view's body, the properties and functions the body uses, and the views it shows); it is not in the specs",
            "this UIBarButtonItem in viewDidLoad() of 'InboxViewController' is not part of any imported screen (the importer found no assignment of it to the navigation item, toolbarItems or a toolbar it follows); it is not in the specs",
            "this UIBarButtonItem in makeItem() is not part of any imported screen (it is outside any view or view controller the importer reads as a screen); it is not in the specs",
            "this ToolbarItemGroup in item of 'Model' is not part of any imported screen (it is outside any view or view controller the importer reads as a screen); it is not in the specs",
            "this ToolbarItem in extra of 'Archive' is not part of any imported screen (no imported screen reaches it: the importer follows a view's body, the properties and functions the body uses, and the views it shows); it is not in the specs",
            "this UIBarButtonItem in configure() of 'InboxViewController' is not part of any imported screen (the importer found no assignment of it to the navigation item, toolbarItems or a toolbar it follows); it is not in the specs",
            "this UIBarButtonItem in configure() of 'ElsewhereController' is not part of any imported screen (nothing the importer follows from a screen leads into this extension); it is not in the specs",
        ])
    }
}
