import BarDiagnostics

/// The bars an app lays out in Interface Builder (`.storyboard` and `.xib` files), by the view controller class
/// they belong to, for the UIKit recognizer to start each class's bars from (docs/import.md).
///
/// A storyboard scene whose controller has a custom class (`customClass="BookmarksViewController"`) gives that
/// class its navigation item's title and bar button items (`leftBarButtonItem`, `rightBarButtonItems`, …), its
/// `toolbarItems`, and the items its outlets name (`@IBOutlet var doneButton: UIBarButtonItem!`); a `.xib`'s
/// File's Owner gives its class the items its outlets name. The code then changes them as it does any value: an
/// item the code puts in a bar replaces the storyboard's there. A scene without a class of the Swift files given
/// is not imported: no code says what it is.
public struct InterfaceFiles: Sendable {
    /// What one file lays out for one class.
    struct Scene: Sendable {
        var path: String
        /// The navigation item's title, or the controller's.
        var title: String?
        /// Items by the UIKit property that holds them (`leftBarButtonItems`, `rightBarButtonItems`,
        /// `toolbarItems`), each list in the property's own order.
        var slots: [(slot: String, items: [Item])] = []
        /// Items by the outlet property that names them.
        var outlets: [String: Item] = [:]
        /// `UIToolbar`s laid out in the controller's view, each with its items.
        var toolbars: [Toolbar] = []
        /// A tab bar controller's tabs, in order.
        var tabs: [Tab] = []
    }

    /// A tab of a storyboard's tab bar controller: the view controller its `viewControllers` relationship shows,
    /// with the `<tabBarItem>` that controller carries.
    struct Tab: LaidOut {
        var title: String?
        /// An SF Symbol, as an item's.
        var symbol: String?
        var image: String?
        /// `systemItem="favorites"`.
        var systemItem: String?
        var badge: String?
        /// The class of the controller the tab shows (through a navigation controller, its root's), when it has one.
        var contentClass: String?
        /// Shown through a navigation controller: the tab item is the navigation controller's, and a `tabBarItem`
        /// its root's code sets is not the one the tab bar shows.
        var throughNavigationController = false
        /// The document and the offset of the tab's `<tabBarItem` (or of its controller, when it has none).
        var source: SourceFile
        var offset: Int
        /// The document is ASCII: a place's column is its distance from the line's start.
        var asciiDocument = false
    }

    /// A tab bar controller laid out in a document. One without a class of its own (a plain
    /// `UITabBarController`), or whose class is in no Swift file given, is a screen of the document: no code
    /// declares it. One of a class of the code is that class's screen (`Scene.tabs`).
    struct TabBar: LaidOut {
        /// Its storyboard identifier, else its class, else the document's name (`Main` for `Main.storyboard`).
        var name: String
        var className: String?
        var tabs: [Tab]
        var source: SourceFile
        var offset: Int
        /// The document is ASCII: a place's column is its distance from the line's start.
        var asciiDocument = false
    }

    /// A `<toolbar>` in a controller's view: a bar the app builds itself (`hand-made-bar`).
    struct Toolbar: LaidOut {
        /// What names it: the outlet that holds it, else its label in Interface Builder.
        var name: String?
        /// `top` or `bottom`, from a layout constraint on that edge of the toolbar; nil when none says.
        var edge: String?
        var items: [Item]
        /// The document and the offset of its `<toolbar` (its place worked out when asked, as an item's).
        var source: SourceFile
        var offset: Int
        /// The document is ASCII: a place's column is its distance from the line's start.
        var asciiDocument = false
    }

    /// A `<barButtonItem>`.
    struct Item: LaidOut {
        /// The key the recognizer keeps it under: no Swift name has the form.
        var key: String
        var title: String?
        /// An SF Symbol (an image the document lists as a system image).
        var symbol: String?
        /// An image of the app's own.
        var image: String?
        /// `systemItem="edit"`.
        var systemItem: String?
        /// Shows a view of its own (`<button key="customView">`): `view: custom`.
        var hasCustomView = false
        /// The document and the offset of its `<barButtonItem`: its line and column are worked out only for the
        /// items a spec shows (for each item of a document written on one line, that count took the square of it).
        var source: SourceFile
        var offset: Int
        /// The document is ASCII: a place's column is its distance from the line's start.
        var asciiDocument = false
    }

    /// Something laid out at a place of a document: its line and column are worked out only when asked (for
    /// each item of a document written on one line, working them out up front took the square of its length).
    protocol LaidOut: Sendable {
        var source: SourceFile { get }
        /// The byte offset of its element's `<`.
        var offset: Int { get }
        var asciiDocument: Bool { get }
    }

    /// By class name: the first scene of a class in path order.
    private(set) var scenes: [String: Scene] = [:]
    /// Every tab bar controller with tabs, in path and document order.
    private(set) var tabBars: [TabBar] = []
    /// The classes a document's segue pushes onto a navigation stack, each with what pushes it (the first
    /// document by path that does).
    private(set) var pushedBy: [String: String] = [:]
    /// Documents that could not be read, each at its place.
    public private(set) var warnings: [ImportWarning] = []
    /// The documents, to show the warnings about them (and about what they lay out) with their lines.
    public private(set) var sources: [SourceFile] = []

    public init() {}

    /// The scenes of `sources` (their paths end in `.storyboard` or `.xib`). `unreadable` are the documents the
    /// caller found but could not read, each a warning.
    public init(sources: [SourceFile], unreadable: [(path: String, reason: String)] = []) {
        for (path, reason) in unreadable {
            self.sources.append(SourceFile(path: path, bytes: []))
            warnings.append(ImportWarning(.interfaceFile, "\(reason); the bars it lays out are not imported", path: path, range: SourceRange(start: 0, end: 0)))
        }
        // Each document read on every processor (Main.storyboard alone can be a megabyte), then taken in path order.
        let ordered = sources.sorted(by: { ByteOrder.precedes($0.path, $1.path) })
        let parsed = FileSchedule.parallel.map(ordered) { source in
            if let encoding = Self.otherEncoding(source.bytes) {
                return Result<Contents, InterfaceXML.Failure>.failure(
                    InterfaceXML.Failure(message: "this document is \(encoding); bar reads Interface Builder files in UTF-8, as Xcode writes them", offset: 0))
            }
            return InterfaceXML.parse(source.bytes).map { Self.contents(of: $0, in: source) }
        }
        // A localized copy of a document (`fr.lproj/Main.storyboard` beside `Base.lproj/Main.storyboard`) lays out
        // the same tab bars: they are the base document's screens, not screens again.
        let paths = Set(ordered.map(\.path))
        func isLocalizedCopy(_ path: String) -> Bool {
            var parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2] != "Base.lproj" else { return false }
            parts[parts.count - 2] = "Base.lproj"
            return paths.contains(parts.joined(separator: "/"))
        }
        for (source, outcome) in zip(ordered, parsed) {
            self.sources.append(source)
            switch outcome {
            case .failure(let failure):
                warnings.append(
                    ImportWarning(
                        .interfaceFile, "\(failure.message); the bars this file lays out are not imported", path: source.path,
                        range: SourceRange(start: failure.offset, end: failure.offset)))
            case .success(let found):
                for (className, scene) in found.scenes where scenes[className] == nil {
                    scenes[className] = scene
                }
                if !isLocalizedCopy(source.path) { tabBars += found.tabBars }
                pushedBy.merge(found.pushedBy) { first, _ in first }
            }
        }
    }

    /// The scene laid out for `className`, if any.
    func scene(of className: String) -> Scene? {
        scenes[className]
    }

    /// `UTF-16` when the bytes are (a byte order mark, or a zero byte among the first two, as `<` in UTF-16 has).
    static func otherEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 { return "UTF-16" }
        return nil
    }

    /// Whether no file lays out any class's bars: the recognizer then asks nothing.
    var isEmpty: Bool { scenes.isEmpty }

    /// What one document lays out: the scenes of its classes, in document order, and its tab bar controllers
    /// without a class.
    struct Contents: Sendable {
        var scenes: [(String, Scene)] = []
        var tabBars: [TabBar] = []
        /// The classes its segues push (`pushedBy`).
        var pushedBy: [String: String] = [:]
    }

    // MARK: Reading a document

    /// The toolbars of a controller's view, in document order, with the edge its constraints pin each to: a
    /// constraint in the view that ties the toolbar's `top` or `bottom` to the same edge of the view or of its
    /// safe area (a toolbar's top tied to the bottom of the content above it says nothing of the screen's edge).
    static func toolbars(
        in view: InterfaceXML.Element, source: SourceFile, asciiDocument: Bool = false, outletNames: [String: String], item: (InterfaceXML.Element) -> Item?
    ) -> [Toolbar] {
        var found: [InterfaceXML.Element] = []
        var constraints: [InterfaceXML.Element] = []
        // The view and its layout guides (`<viewLayoutGuide key="safeArea">`): the screen's edges.
        var containers: Set<String> = Set([view.attribute("id")].compactMap { $0 })
        for guide in view.children(named: "viewLayoutGuide") { if let id = guide.attribute("id") { containers.insert(id) } }
        for element in view.descendants {
            if element.isNamed("toolbar") { found.append(element) }
            if element.isNamed("constraint") { constraints.append(element) }
        }
        // In document order, as `descendants` gives them.
        return found.map { toolbar in
            let id = toolbar.attribute("id")
            var edge: String?
            for constraint in constraints where id != nil && edge == nil {
                let ends = [("firstItem", "firstAttribute", "secondItem", "secondAttribute"), ("secondItem", "secondAttribute", "firstItem", "firstAttribute")]
                for (own, ownAttribute, other, otherAttribute) in ends where constraint.attribute(own) == id {
                    guard let attribute = constraint.attribute(ownAttribute), attribute == "top" || attribute == "bottom",
                        constraint.attribute(otherAttribute) == attribute, let otherItem = constraint.attribute(other), containers.contains(otherItem)
                    else { continue }
                    edge = attribute
                }
            }
            return Toolbar(
                name: id.flatMap { outletNames[$0] } ?? toolbar.attribute("userLabel"), edge: edge,
                items: toolbar.children(named: "items").flatMap { $0.children(named: "barButtonItem") }.compactMap(item),
                source: source, offset: toolbar.offset, asciiDocument: asciiDocument)
        }
    }

    /// The scenes of one document, in document order.
    ///
    /// An item is made only for an element a scene uses: a document can hold hundreds of thousands of items,
    /// and an `Item` for each, kept by id, took several times the memory of the document's tree.
    static func contents(of root: InterfaceXML.Element, in source: SourceFile) -> Contents {
        let ascii = ByteSearch.isASCII(source.bytes)
        var symbols: Set<String> = []
        var controllers: [InterfaceXML.Element] = []
        // Every controller by id (the first of an id), for the tabs a tab bar controller's relationships name.
        var controllersByID: [String: InterfaceXML.Element] = [:]
        var tabBarControllers: [InterfaceXML.Element] = []
        var navigationControllers: [InterfaceXML.Element] = []
        // Every element, once, in document order: the resources' system images, and each controller with a class.
        func visit(_ element: InterfaceXML.Element) {
            switch element.name {
            case "systemImage": if let name = element.attribute("name") { symbols.insert(name) }
            case "image" where element.attribute("catalog") == "system": if let name = element.attribute("name") { symbols.insert(name) }
            default: break
            }
            let name = element.name
            // A storyboard reference (`viewControllerPlaceholder`) is a tab too: its item is read, its content is
            // another document's.
            if name.hasSuffix("Controller") || name == "viewControllerPlaceholder", let id = element.attribute("id"), controllersByID[id] == nil {
                controllersByID[id] = element
            }
            if name == "tabBarController" { tabBarControllers.append(element) }
            if name == "navigationController" { navigationControllers.append(element) }
            if element.attribute("customClass") != nil,
                name.hasSuffix("Controller") || (name == "placeholder" && element.attribute("placeholderIdentifier") == "IBFilesOwner")
            {
                controllers.append(element)
            }
        }
        visit(root)
        for element in root.descendants { visit(element) }
        // The items outlets name, by id (the first of an id in document order), found in a second walk only when
        // an outlet names any.
        var outletDestinations: Set<String> = []
        for controller in controllers {
            for connections in controller.children(named: "connections") {
                for outlet in connections.children(named: "outlet") { if let destination = outlet.attribute("destination") { outletDestinations.insert(destination) } }
            }
        }
        var itemsByID: [String: InterfaceXML.Element] = [:]
        if !outletDestinations.isEmpty {
            for element in root.descendants where element.isNamed("barButtonItem") {
                if let id = element.attribute("id"), outletDestinations.contains(id), itemsByID[id] == nil { itemsByID[id] = element }
            }
        }
        /// The icon of an item or a tab item: its `image` (with `catalog="system"` for an SF Symbol), or an
        /// `<imageReference key="image">` inside it, as newer documents write it; a symbol too when the resources
        /// list it so.
        func icon(of element: InterfaceXML.Element, children: [InterfaceXML.Element]) -> (symbol: String?, image: String?) {
            let reference = children.first { $0.isNamed("imageReference") && $0.attribute("key") == "image" }
            guard let image = element.attribute("image") ?? reference?.attribute("image") else { return (nil, nil) }
            let catalog = element.attribute("catalog") ?? reference?.attribute("catalog")
            return catalog == "system" || symbols.contains(image) ? (image, nil) : (nil, image)
        }
        func item(_ element: InterfaceXML.Element) -> Item? {
            guard let id = element.attribute("id") else { return nil }
            let children = element.children
            let (symbol, image) = icon(of: element, children: children)
            let hasCustomView = children.contains { $0.attribute("key") == "customView" }
            return Item(
                key: "ib@\(source.path)#\(id)", title: element.attribute("title").flatMap { $0.isEmpty ? nil : $0 },
                symbol: symbol, image: image, systemItem: element.attribute("systemItem"),
                hasCustomView: hasCustomView, source: source, offset: element.offset, asciiDocument: ascii)
        }
        /// The controller a relationship segue of `controller` leads to (`viewControllers`, `rootViewController`).
        func related(_ controller: InterfaceXML.Element, _ relationship: String) -> [InterfaceXML.Element] {
            controller.children(named: "connections").flatMap { $0.children(named: "segue") }.compactMap { segue in
                guard segue.attribute("kind") == "relationship", segue.attribute("relationship") == relationship,
                    let destination = segue.attribute("destination")
                else { return nil }
                return controllersByID[destination]
            }
        }
        // Found once per controller: many tabs can show one controller with many children.
        var tabBarItems: [Int: InterfaceXML.Element?] = [:]
        func tabBarItem(of controller: InterfaceXML.Element) -> InterfaceXML.Element? {
            if let known = tabBarItems[controller.index] { return known }
            let found = controller.children.first { $0.isNamed("tabBarItem") && $0.attribute("key") == "tabBarItem" }
            tabBarItems[controller.index] = found
            return found
        }
        /// The tabs of a tab bar controller, each from the controller it shows, its `<tabBarItem>` there (or on a
        /// navigation controller's root), and the class of what it shows.
        func tabs(of tabBarController: InterfaceXML.Element) -> [Tab] {
            related(tabBarController, "viewControllers").map { shown in
                let content = shown.isNamed("navigationController") ? related(shown, "rootViewController").first ?? shown : shown
                let item = tabBarItem(of: shown) ?? tabBarItem(of: content)
                let (symbol, image) = item.map { icon(of: $0, children: $0.children) } ?? (nil, nil)
                let title = item?.attribute("title") ?? content.attribute("title")
                return Tab(
                    title: title.flatMap { $0.isEmpty ? nil : $0 }, symbol: symbol, image: image,
                    systemItem: item?.attribute("systemItem"), badge: item?.attribute("badgeValue"),
                    contentClass: content.attribute("customClass"), throughNavigationController: content.index != shown.index, source: source,
                    offset: (item ?? shown).offset, asciiDocument: ascii)
            }
        }
        var contents = Contents()
        // Pushed: what a `show` (or older `push`) segue leads to from a controller in a navigation stack — the root
        // of a navigation controller, or one pushed there — unless it is a navigation controller itself (a new stack,
        // presented).
        var inStack = navigationControllers.flatMap { related($0, "rootViewController") }
        var visited: Set<Int> = Set(inStack.map(\.index))
        while let controller = inStack.popLast() {
            for segue in controller.descendants where segue.isNamed("segue") {
                guard let kind = segue.attribute("kind"), kind == "show" || kind == "push", let destination = segue.attribute("destination"),
                    let shown = controllersByID[destination], !shown.isNamed("navigationController"), visited.insert(shown.index).inserted
                else { continue }
                inStack.append(shown)
                if let className = shown.attribute("customClass"), contents.pushedBy[className] == nil {
                    contents.pushedBy[className] = "a \(kind) segue in \(Self.fileName(source.path))"
                }
            }
        }
        for tabBar in tabBarControllers {
            let tabs = tabs(of: tabBar)
            guard !tabs.isEmpty else { continue }
            let className = tabBar.attribute("customClass")
            let identifier = tabBar.attribute("storyboardIdentifier").flatMap { $0.isEmpty ? nil : $0 }
            contents.tabBars.append(
                TabBar(
                    name: identifier ?? className ?? Self.documentName(source.path), className: className, tabs: tabs, source: source, offset: tabBar.offset,
                    asciiDocument: ascii))
        }
        for controller in controllers.sorted(by: { $0.offset < $1.offset }) {
            guard let className = controller.attribute("customClass") else { continue }
            var scene = Scene(path: source.path, title: controller.attribute("title").flatMap { $0.isEmpty ? nil : $0 })
            for navigationItem in controller.children(named: "navigationItem") where navigationItem.attribute("key") == "navigationItem" {
                if let title = navigationItem.attribute("title"), !title.isEmpty { scene.title = title }
                for child in navigationItem.children {
                    switch (child.name, child.attribute("key")) {
                    case ("barButtonItem", "leftBarButtonItem"): if let one = item(child) { scene.slots.append(("leftBarButtonItems", [one])) }
                    case ("barButtonItem", "rightBarButtonItem"): if let one = item(child) { scene.slots.append(("rightBarButtonItems", [one])) }
                    case ("leftBarButtonItems", _), ("rightBarButtonItems", _):
                        scene.slots.append((child.name, child.children(named: "barButtonItem").compactMap(item)))
                    default: break
                    }
                }
            }
            for list in controller.children(named: "toolbarItems") {
                scene.slots.append(("toolbarItems", list.children(named: "barButtonItem").compactMap(item)))
            }
            var outletNames: [String: String] = [:]
            for connections in controller.children(named: "connections") {
                for outlet in connections.children(named: "outlet") {
                    guard let property = outlet.attribute("property"), let destination = outlet.attribute("destination") else { continue }
                    outletNames[destination] = property
                    if let named = itemsByID[destination].flatMap(item) { scene.outlets[property] = named }
                }
            }
            for view in controller.children(named: "view") where view.attribute("key") == "view" {
                scene.toolbars += toolbars(in: view, source: source, asciiDocument: ascii, outletNames: outletNames, item: item)
            }
            if controller.isNamed("tabBarController") { scene.tabs = tabs(of: controller) }
            scene.slots.removeAll { $0.items.isEmpty }
            // A document that lays out nothing for the class (a xib loaded for a header view, its File's Owner the
            // controller) is no scene of it, and hides no other document's.
            guard scene.title != nil || !scene.slots.isEmpty || !scene.outlets.isEmpty || !scene.toolbars.isEmpty || !scene.tabs.isEmpty else { continue }
            contents.scenes.append((className, scene))
        }
        return contents
    }

    /// `Main.storyboard` for `App/Base.lproj/Main.storyboard`.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `Main` for `App/Base.lproj/Main.storyboard`.
    static func documentName(_ path: String) -> String {
        let file = fileName(path)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}

extension InterfaceFiles.LaidOut {
    /// In an ASCII document the column is a subtraction: counted in characters from the line's start, the places
    /// of thousands of tabs on one line took the square of its length.
    var location: SwiftLocation {
        if asciiDocument {
            let line = source.lineIndex(of: offset)
            return SwiftLocation(path: source.path, line: line + 1, column: offset - source.lineStarts[line] + 1)
        }
        let place = source.location(of: offset)
        return SwiftLocation(path: source.path, line: place.line, column: place.column)
    }
}
