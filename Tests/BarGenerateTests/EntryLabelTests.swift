import Testing

@testable import BarGenerate
@testable import BarModel

/// An entry's label is what the spec gives it — a title, a symbol, both — and never its id: the id names the
/// entry for commands and code, people never read it. An id shown as a title is text the app would show, and
/// `bar import` reads it back as the title, so the entry comes back wider and moves (docs/generate.md).
@Suite struct EntryLabelTests {
    private func code(_ text: String, _ framework: UIFramework) throws -> String {
        let result = SpecLoader.load(path: "t.bar", text: text)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(Generator.generate(result.spec, specPath: "t.bar", framework: framework).files.first).text
    }

    static let symbolOnlyMenu = """
        screen s {
          stack {
            toolbar {
              menu sort {
                symbol: "arrow.up.arrow.down"
                badge: 1
                item newest { title: "Newest" }
              }
            }
          }
        }
        """

    /// SwiftUI's `Menu(_:content:)` takes a title; a menu with only a symbol is `Menu { … } label: { Image }`,
    /// the shape `bar import` reads as a symbol without a title.
    @Test func aSwiftUIMenuWithOnlyASymbolIsLabelledByTheSymbol() throws {
        let text = try code(Self.symbolOnlyMenu, .swiftUI)
        #expect(text.contains("""
                        Menu {
                            Button("Newest", action: actions.newest)
                        } label: {
                            Image(systemName: "arrow.up.arrow.down")
                        }
                            .badge(1)
            """))
        #expect(!text.contains("\"sort\""))
    }

    @Test func aUIKitMenuWithOnlyASymbolHasNoTitle() throws {
        let text = try code(Self.symbolOnlyMenu, .uiKit)
        #expect(text.contains("let sortItem = UIBarButtonItem(\n            image: UIImage(systemName: \"arrow.up.arrow.down\"),\n            menu: UIMenu(children: ["))
        #expect(!text.contains("\"sort\""))
    }

    /// A `UIAction` or `UIMenu` takes `title: ""` by default: an entry the spec gives no title gets none, where
    /// it once showed its id (`UIAction(title: "slideshow", …)`), which import read back as its title.
    @Test func aUIKitMenuEntryWithoutATitleHasNone() throws {
        let text = try code("""
            screen s {
              stack {
                toolbar {
                  item add { title: "Add" symbol: "plus" }
                  overflow-menu {
                    item slideshow { symbol: "play.rectangle" }
                    menu share {
                      symbol: "square.and.arrow.up"
                      item mail { title: "Mail" }
                    }
                  }
                }
              }
            }
            """, .uiKit)
        #expect(text.contains("UIAction(image: UIImage(systemName: \"play.rectangle\")) { _ in actions.slideshow() },"))
        #expect(text.contains("UIMenu(image: UIImage(systemName: \"square.and.arrow.up\"), children: ["))
        #expect(!text.contains("\"slideshow\"") && !text.contains("\"share\""))
    }

    static let unlabelled = """
        screen s {
          stack {
            toolbar {
              item assets-images-filter { placement: top-trailing }
              menu more {
                item report { }
              }
            }
          }
        }
        """

    /// An item with neither title nor symbol (an imported asset image) once showed its id; its label is empty
    /// now, with a comment saying why, and the action still names it.
    @Test func aSwiftUIEntryWithNeitherTitleNorSymbolHasAnEmptyLabel() throws {
        let text = try code(Self.unlabelled, .swiftUI)
        #expect(text.contains("""
                        // `assets-images-filter` has neither title nor symbol in the spec, so its label is empty; give it one in the spec.
                        Button("", action: actions.assetsImagesFilter)
            """))
        #expect(text.contains("""
                        // `more` has neither title nor symbol in the spec, so its label is empty; give it one in the spec.
                        Menu("") {
                            // `report` has neither title nor symbol in the spec, so its label is empty; give it one in the spec.
                            Button("", action: actions.report)
            """))
        for id in ["assets-images-filter", "more", "report"] { #expect(!text.contains("\"\(id)\"")) }
    }

    @Test func aUIKitEntryWithNeitherTitleNorSymbolHasNoTitle() throws {
        let text = try code(Self.unlabelled, .uiKit)
        #expect(text.contains("let assetsImagesFilterItem = UIBarButtonItem(primaryAction: UIAction { _ in actions.assetsImagesFilter() })"))
        #expect(text.contains("let moreItem = UIBarButtonItem(\n            menu: UIMenu(children: [\n"))
        #expect(text.contains("UIAction { _ in actions.report() },"))
        for id in ["assets-images-filter", "more", "report"] { #expect(!text.contains("\"\(id)\"")) }
    }
}
