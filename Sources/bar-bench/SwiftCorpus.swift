import BarDiagnostics

/// A deterministic corpus of app source for `bar import`: SwiftUI views and UIKit view controllers in the
/// shapes apps write them, with the code around the bars that real files hold too (models, formatting
/// helpers, string interpolation, comments), so the figure is Swift source read per second, not bars per
/// second.
enum SwiftCorpus {
    /// Swift files of at least `bytes` bytes in total, named `Sources/App/FileN.swift`.
    static func files(bytes: Int, seed: UInt64 = 3) -> [SourceFile] {
        var generator = SyntheticCorpus.Generator(state: seed)
        var files: [SourceFile] = []
        var total = 0
        while total < bytes {
            let index = files.count
            let text = index % 3 == 2 ? uiKitFile(index, &generator) : swiftUIFile(index, &generator)
            let file = SourceFile(path: "Sources/App/File\(index).swift", text: text)
            total += file.bytes.count
            files.append(file)
        }
        return files
    }

    static let placements = [".primaryAction", ".topBarTrailing", ".bottomBar", ".topBarLeading", ".secondaryAction", ".topBarPinnedTrailing"]

    static func item(_ index: Int, _ generator: inout SyntheticCorpus.Generator) -> (title: String, symbol: String) {
        let pick = generator.next(SyntheticCorpus.titles.count)
        return (SyntheticCorpus.titles[pick] + " \(index)", SyntheticCorpus.symbols[pick % SyntheticCorpus.symbols.count])
    }

    /// The code around the bars: a model type and helpers of a size typical of an app's view files.
    static func supportingCode(_ name: String, _ generator: inout SyntheticCorpus.Generator) -> String {
        var out = """
            /// What \(name) shows: loaded from the store, sorted for display.
            struct \(name)Model: Identifiable, Hashable {
                let id: UUID
                var title: String
                var subtitle: String?
                var count: Int
                var updated: Date

                /* Formats the row's detail line; nested /* comments */ are Swift too. */
                func detail(locale: Locale) -> String {
                    let formatter = DateFormatter()
                    formatter.locale = locale
                    return "\\(title) — \\(count) items, \\(formatter.string(from: updated)) \\(subtitle.map { "(\\($0))" } ?? "")"
                }
            }

            """
        for helper in 0..<(2 + generator.next(4)) {
            out += """
                extension \(name)Model {
                    static func sample\(helper)(_ count: Int) -> [\(name)Model] {
                        (0..<count).map { index in
                            \(name)Model(id: UUID(), title: "Item \\(index)", subtitle: index % 2 == 0 ? nil : #"raw "\\#(index)""#, count: index * \(helper + 1), updated: Date())
                        }
                    }
                }

                """
        }
        return out
    }

    static func swiftUIFile(_ index: Int, _ generator: inout SyntheticCorpus.Generator) -> String {
        let name = "Screen\(index)"
        var out = "import SwiftUI\n\n" + supportingCode(name, &generator)
        out += """
            struct \(name)View: View {
                @State private var items: [\(name)Model] = \(name)Model.sample0(20)
                @State private var isEditing = false
                @State private var showsSheet = false

                var body: some View {
                    NavigationStack {
                        List(items) { item in
                            VStack(alignment: .leading) {
                                Text(item.title).font(.headline)
                                Text(item.detail(locale: .current)).font(.subheadline)
                            }
                        }
                        .navigationTitle("\(name)")
                        .toolbar {

            """
        for itemIndex in 0..<(3 + generator.next(5)) {
            let (title, symbol) = item(itemIndex, &generator)
            let placement = placements[generator.next(placements.count)]
            switch generator.next(3) {
            case 0:
                out += "                ToolbarItem(placement: \(placement)) {\n                    Button(\"\(title)\", systemImage: \"\(symbol)\") { isEditing.toggle() }\n                }\n"
            case 1:
                out += "                ToolbarItem(placement: \(placement)) {\n                    Button { showsSheet = true } label: { Label(\"\(title)\", systemImage: \"\(symbol)\") }\n                }\n                .visibilityPriority(.high)\n"
            default:
                out += "                ToolbarItemGroup(placement: \(placement)) {\n                    Button(\"\(title)\", systemImage: \"\(symbol)\") {}\n                    Button(\"\(title) More\", systemImage: \"\(symbol)\") {}\n                }\n"
            }
        }
        out += """
                        }
                        .sheet(isPresented: $showsSheet) {
                            NavigationStack {
                                Form { Text("Details") }
                                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done", systemImage: "checkmark") { showsSheet = false } } }
                            }
                        }
                    }
                    .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
                }
            }

            """
        return out
    }

    static func uiKitFile(_ index: Int, _ generator: inout SyntheticCorpus.Generator) -> String {
        let name = "Screen\(index)"
        var out = "import UIKit\n\n" + supportingCode(name, &generator)
        out += """
            final class \(name)ViewController: UITableViewController {
                private var items: [\(name)Model] = \(name)Model.sample0(20)

                override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "\(name)"

            """
        var names: [String] = []
        for itemIndex in 0..<(3 + generator.next(5)) {
            let (title, symbol) = item(itemIndex, &generator)
            let variable = "item\(itemIndex)"
            names.append(variable)
            out += "        let \(variable) = UIBarButtonItem(title: \"\(title)\", image: UIImage(systemName: \"\(symbol)\"), primaryAction: UIAction { [weak self] _ in self?.tableView.reloadData() })\n"
            if generator.next(2) == 0 { out += "        \(variable).visibilityPriority = .high\n" }
        }
        let half = names.count / 2
        out += """
                    navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [\(names[..<half].joined(separator: ", "))], representativeItem: nil)]
                    toolbarItems = [\(names[half...].joined(separator: ", .flexibleSpace(), "))]
                    navigationItem.verticalBarCompressionBehavior = .prefersBarItems
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = items[indexPath.row].title
                    content.secondaryText = items[indexPath.row].detail(locale: .current)
                    cell.contentConfiguration = content
                    return cell
                }
            }

            """
        return out
    }
}
