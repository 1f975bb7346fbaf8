import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Items shown with an image of the app's own (an asset, named by a string literal) are imported with `image`,
/// which the solver treats as an icon like a symbol (P12): they were imported as text-only items titled after
/// the asset, which kept them out of the vertical bar they can take.
@Suite struct AssetImageTests {
    private func swiftUI(_ toolbar: String, assets: AssetCatalog = AssetCatalog()) -> (spec: Spec, text: String, warnings: [String]) {
        ImportFixtures.importedFile(
            """
            import SwiftUI
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Text("Draft").toolbar {
            \(toolbar)
                        }
                    }
                }
            }

            """, path: "ComposeView.swift", mode: .swiftUI, assets: assets)
    }

    private func uiKit(_ setUp: String, assets: AssetCatalog = AssetCatalog()) -> (spec: Spec, text: String, warnings: [String]) {
        ImportFixtures.importedFile(
            """
            import UIKit
            final class ComposeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(setUp)
                }
                @objc func send() {}
            }

            """, path: "ComposeViewController.swift", mode: .uiKit, assets: assets)
    }

    private func items(_ spec: Spec) -> [ToolbarItem] {
        spec.screens.flatMap { screen in ScreenOutline(screen).items.filter { $0.menu == nil }.map(\.item) }
    }

    @Test func aLabelWithAnImageHasItsTitleAndImage() throws {
        let imported = swiftUI(#"ToolbarItem { Button { } label: { Label("Send", image: "paper-plane") } }"#)
        let item = try #require(items(imported.spec).first)
        #expect(item.title == "Send")
        #expect(item.image == "paper-plane")
        #expect(item.symbol == nil)
        #expect(item.hasIconPresentation)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func anImageAsTheWholeLabelIsTheItemsImageEvenDrawnAnotherWay() throws {
        let imported = swiftUI(#"ToolbarItem { Button(action: {}) { Image("paper-plane").renderingMode(.template) } }"#)
        let item = try #require(items(imported.spec).first)
        #expect(item.image == "paper-plane")
        #expect(item.title == nil)
        #expect(item.id == "paper-plane")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func aMenuLabelledByAnImage() throws {
        let imported = swiftUI(#"ToolbarItem { Menu { Button("Newest") { } } label: { Image(decorative: "filter-funnel") } }"#)
        let menu = try #require(items(imported.spec).first)
        #expect(menu.isMenu)
        #expect(menu.image == "filter-funnel")
    }

    @Test func anImageNamedByAConstantHoldingALiteral() throws {
        let imported = ImportFixtures.importedFile(
            """
            import SwiftUI
            enum Icons { static let send = "paper-plane" }
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Text("Draft").toolbar { ToolbarItem { Button { } label: { Image(Icons.send) } } }
                    }
                }
            }

            """, path: "ComposeView.swift", mode: .swiftUI)
        let item = try #require(items(imported.spec).first)
        #expect(item.image == "paper-plane")
        #expect(imported.text.contains("// image from Icons.send"), "\(imported.text)")
    }

    @Test func aSymbolStaysASymbol() throws {
        let imported = swiftUI(#"ToolbarItem { Button("Send", systemImage: "paperplane") { } }"#)
        let item = try #require(items(imported.spec).first)
        #expect(item.symbol == "paperplane")
        #expect(item.image == nil)
    }

    @Test func anImageNamedByCodeIsNotGuessed() throws {
        let imported = swiftUI(#"ToolbarItem { Button { } label: { Image(uiImage: avatar) } }"#)
        let item = try #require(items(imported.spec).first)
        #expect(item.image == nil)
        #expect(imported.warnings.count == 1, "\(imported.warnings)")
    }

    @Test func aUIKitItemWithANamedImage() throws {
        let imported = uiKit(
            #"navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "paper-plane"), style: .plain, target: self, action: #selector(send))"#)
        let item = try #require(items(imported.spec).first)
        #expect(item.image == "paper-plane")
        #expect(item.symbol == nil)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func aUIKitImageSetLaterAndDrawnAnotherWay() throws {
        let imported = uiKit(
            #"""
                    let send = UIBarButtonItem(title: "Send", style: .plain, target: self, action: #selector(send))
                    send.image = UIImage(named: "paper-plane")?.withRenderingMode(.alwaysTemplate)
                    navigationItem.rightBarButtonItem = send
            """#)
        let item = try #require(items(imported.spec).first)
        #expect(item.title == "Send")
        #expect(item.image == "paper-plane")
    }

    @Test func aUIKitMenuEntryWithANamedImage() throws {
        let imported = uiKit(
            #"""
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: UIMenu(children: [
                        UIAction(title: "Send", image: UIImage(named: "paper-plane")) { _ in },
                    ]))
            """#)
        let menu = try #require(items(imported.spec).first)
        #expect(menu.menuEntries.first?.image == "paper-plane")
    }

    @Test func aUIKitImageNamedByAConstant() throws {
        let imported = ImportFixtures.importedFile(
            """
            import UIKit
            enum Icons { static let send = "paper-plane" }
            final class ComposeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: Icons.send), style: .plain, target: self, action: #selector(send))
                }
                @objc func send() {}
            }

            """, path: "ComposeViewController.swift", mode: .uiKit)
        let item = try #require(items(imported.spec).first)
        #expect(item.image == "paper-plane")
    }

    @Test func swiftUITabsWithImagesOfTheAppsOwn() throws {
        let imported = ImportFixtures.importedFile(
            """
            import SwiftUI
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Board", image: "kanban-board", value: 0) { Text("Board") }
                        Text("Inbox").tabItem { Label("Inbox", image: "tray-custom") }
                        Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                    }
                }
            }

            """, path: "RootView.swift", mode: .swiftUI)
        let tabs = imported.spec.screens.flatMap { ScreenOutline($0).tabs.map(\.tab) }
        #expect(tabs.map(\.image) == ["kanban-board", "tray-custom", nil], "\(imported.text)")
        #expect(tabs.map(\.symbol) == [nil, nil, "magnifyingglass"])
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func uiKitTabsWithNamedImages() throws {
        let imported = ImportFixtures.importedFile(
            """
            import UIKit
            final class RootViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let board = BoardViewController()
                    board.tabBarItem = UITabBarItem(title: "Board", image: UIImage(named: "kanban-board"), tag: 0)
                    let search = SearchViewController()
                    search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
                    viewControllers = [board, search]
                }
            }
            final class BoardViewController: UIViewController {}
            final class SearchViewController: UIViewController {}

            """, path: "RootViewController.swift", mode: .uiKit)
        let tabs = imported.spec.screens.flatMap { ScreenOutline($0).tabs.map(\.tab) }
        #expect(tabs.map(\.image) == ["kanban-board", nil], "\(imported.text)")
        #expect(tabs.map(\.symbol) == [nil, "magnifyingglass"])
    }

    /// The image assigned last is the one shown: a later symbol replaces an image, and a later image a symbol
    /// (a spec with both would not load).
    @Test func aUIKitAssignmentReplacesTheOtherIcon() throws {
        let imported = uiKit(
            #"""
                    let send = UIBarButtonItem(image: UIImage(named: "paper-plane"), style: .plain, target: self, action: #selector(send))
                    send.title = "Send"
                    send.image = UIImage(systemName: "paperplane")
                    let flag = UIBarButtonItem(image: UIImage(systemName: "flag"), style: .plain, target: self, action: #selector(send))
                    flag.image = UIImage(named: "flag-custom")
                    navigationItem.rightBarButtonItems = [send, flag]
            """#)
        let byTitle = Dictionary(uniqueKeysWithValues: items(imported.spec).map { ($0.image ?? $0.symbol ?? "", $0) })
        #expect(byTitle["paperplane"]?.symbol == "paperplane" && byTitle["paperplane"]?.image == nil, "\(imported.text)")
        #expect(byTitle["flag-custom"]?.image == "flag-custom" && byTitle["flag-custom"]?.symbol == nil, "\(imported.text)")
    }

    @Test func aUIKitImageLiteralResourceName() throws {
        let imported = uiKit(
            #"navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(imageLiteralResourceName: "paper-plane"), style: .plain, target: self, action: #selector(send))"#)
        #expect(items(imported.spec).first?.image == "paper-plane")
    }

    @Test func aSymbolAnywhereInTheLabelWinsOverAnImage() throws {
        for label in [#"HStack { Image("brand"); Image(systemName: "star") }"#, #"HStack { Text("Send"); Image("brand"); Image(systemName: "star") }"#] {
            let imported = swiftUI("ToolbarItem { Button { } label: { \(label) } }")
            let item = try #require(items(imported.spec).first)
            #expect(item.symbol == "star" && item.image == nil, "\(label): \(imported.text)")
        }
    }

    @Test func anImageNoLiteralNamesIsSaidToBeLeftOut() throws {
        let variable = swiftUI(#"ToolbarItem { Button { } label: { Label("Tag", image: tagImageName) } }"#)
        #expect(items(variable.spec).first?.title == "Tag")
        #expect(items(variable.spec).first?.image == nil)
        #expect(variable.warnings.map { $0.contains("image 'tagImageName' is computed; not imported [import-dynamic-text]") } == [true], "\(variable.warnings)")
        let button = swiftUI(#"ToolbarItem { Button("Pin", image: images[0]) { } }"#)
        #expect(button.warnings.count == 1, "\(button.warnings)")
    }

    /// Xcode makes a symbol for every image of an asset catalog (`ImageResource.tagShape` for `tag-shape`), which
    /// `Image(_:)`, `Label(_:image:)`, `Button(_:image:action:)` and `UIImage(resource:)` take. The item is an image
    /// (an icon, P12) named as the catalog names it; read as anything else it was text-only, kept horizontal.
    @Test(arguments: [
        #"ToolbarItem { Button { } label: { Label("Tag", image: .tagShape) } }"#,
        #"ToolbarItem { Button("Tag", image: .tagShape) { } }"#,
        #"ToolbarItem { Button { } label: { Image(.tagShape) }.accessibilityLabel("Tag") }"#,
        #"ToolbarItem { Button { } label: { Image(ImageResource.tagShape) }.accessibilityLabel("Tag") }"#,
    ])
    func aGeneratedAssetSymbolNamesTheCatalogsImage(toolbar: String) throws {
        let imported = swiftUI(toolbar, assets: AssetCatalog(imageNames: ["tag-shape", "pin"]))
        let item = try #require(items(imported.spec).first)
        #expect(item.image == "tag-shape", "\(imported.text)")
        #expect(item.symbol == nil && item.hasIconPresentation)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(imported.text.contains("// image from .tagShape\n") || imported.text.contains("// image from ImageResource.tagShape\n"), "\(imported.text)")
    }

    @Test func aUIKitImageResourceNamesTheCatalogsImage() throws {
        let imported = uiKit(
            "navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(resource: .tagShape), style: .plain, target: self, action: #selector(send))",
            assets: AssetCatalog(imageNames: ["tag-shape"]))
        #expect(items(imported.spec).first?.image == "tag-shape", "\(imported.text)")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    /// No catalog read names the image: still an image, named as the symbol, and the spec says why.
    @Test func aSymbolNoCatalogNamesKeepsItsSpelling() throws {
        let none = swiftUI(#"ToolbarItem { Button("Tag", image: .tagShape) { } }"#)
        #expect(items(none.spec).first?.image == "tagShape")
        #expect(none.text.contains("// image from .tagShape, named as the symbol: no asset catalog was read\n"), "\(none.text)")
        let other = swiftUI(#"ToolbarItem { Button("Tag", image: .tagShape) { } }"#, assets: AssetCatalog(imageNames: ["pin"]))
        #expect(other.text.contains("// image from .tagShape, named as the symbol: no asset catalog read has an image of that name\n"), "\(other.text)")
        let twice = swiftUI(#"ToolbarItem { Button("Tag", image: .tagShape) { } }"#, assets: AssetCatalog(imageNames: ["tag_shape", "TagShape"]))
        #expect(items(twice.spec).first?.image == "tagShape")
        #expect(twice.text.contains("the catalogs have more than one image it could be (TagShape, tag_shape)"), "\(twice.text)")
        #expect(none.warnings.isEmpty && other.warnings.isEmpty && twice.warnings.isEmpty)
    }

    /// A tab's image named by a generated symbol no catalog names says so, as an item's does.
    @Test func aTabsUnresolvedSymbolSaysSo() throws {
        let imported = ImportFixtures.importedFile(
            """
            import SwiftUI
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Home", image: .homeIcn) { Text("x") }
                        Text("y").tabItem { Label("Other", image: .otherIcn) }
                    }
                }
            }
            """, path: "Root.swift", mode: .swiftUI, assets: AssetCatalog(imageNames: ["home-icon"]))
        #expect(imported.text.contains("// image from .homeIcn, named as the symbol: no asset catalog read has an image of that name\n"), "\(imported.text)")
        #expect(imported.text.contains("// image from .otherIcn, named as the symbol: no asset catalog read has an image of that name\n"), "\(imported.text)")
    }

    /// How a symbol finds its asset: letters and digits alone, case aside; a trailing `Image` left out; a namespace
    /// folder's name in front, or left out.
    @Test(arguments: [
        (["share-arrow"], ["shareArrow"], AssetCatalog.Lookup.asset("share-arrow")),
        (["Share Arrow"], ["shareArrow"], .asset("Share Arrow")),
        (["closeImage"], ["close"], .asset("closeImage")),
        (["close", "closeImage"], ["close"], .asset("close")),
        (["Icons/share"], ["iconsShare"], .asset("Icons/share")),
        (["Icons/share"], ["icons", "share"], .asset("Icons/share")),
        (["Icons/share"], ["share"], .asset("Icons/share")),
        (["Icons/share", "Menu/share"], ["share"], .ambiguous(["Icons/share", "Menu/share"])),
        (["pin"], ["pinned"], .missing),
        ([], ["pin"], .missing),
    ])
    func howASymbolFindsItsAsset(names: [String], symbol: [String], expected: AssetCatalog.Lookup) {
        #expect(AssetCatalog(imageNames: names).image(named: symbol) == expected)
    }

    /// `bar import --check`: a spec that gives the item a symbol where the code shows an image of the app's own
    /// (or another image) has drifted from the code.
    @Test func anImageIsComparedByTheDriftCheck() {
        let swift = """
            import SwiftUI
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Text("Draft").toolbar { ToolbarItem { Button { } label: { Label("Send", image: "paper-plane") } } }
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "ComposeView.swift", text: swift)], mode: .swiftUI)
        let spec = result.files.map(\.text).joined()
        func findings(_ edited: String) -> [String] {
            DriftCheck.compare(imported: result.files, specs: [.init(source: SourceFile(path: "Specs/ComposeView.bar", text: edited))], specFolder: "Specs")
                .map(\.rendered)
        }
        #expect(findings(spec).isEmpty)
        let symbol = findings(spec.replacingOccurrences(of: #"image: "paper-plane""#, with: #"symbol: "paperplane""#))
        #expect(symbol.contains { $0.contains("image") && $0.contains("paper-plane") }, "\(symbol)")
        let other = findings(spec.replacingOccurrences(of: #"image: "paper-plane""#, with: #"image: "send-arrow""#))
        #expect(other.contains { $0.contains("send-arrow") }, "\(other)")
    }

    /// A custom view that is a button showing an image of the app's own: the item says which image, and stays a
    /// custom view (horizontal, P12), with no word about a symbol it never had.
    @Test func aUIKitCustomViewButtonWithANamedImage() throws {
        let imported = uiKit(
            #"""
                    let more = UIButton(type: .custom)
                    more.setImage(UIImage(named: "more-dots"), for: .normal)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: more)
            """#)
        let item = try #require(items(imported.spec).first)
        #expect(item.image == "more-dots", "\(imported.text)")
        #expect(item.view == .custom)
        #expect(!item.hasIconPresentation)
        #expect(!imported.warnings.contains { $0.contains("SF Symbol") }, "\(imported.warnings)")
    }

    @Test func aUIKitSymbolStaysASymbol() throws {
        let imported = uiKit(
            #"navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "paperplane"), style: .plain, target: self, action: #selector(send))"#)
        let item = try #require(items(imported.spec).first)
        #expect(item.symbol == "paperplane")
        #expect(item.image == nil)
    }
}
