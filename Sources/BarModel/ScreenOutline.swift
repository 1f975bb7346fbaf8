/// One screen walked once: every container, tab, column, inspector and hand-made bar as a node in canonical
/// order, every declared item and tab numbered in that order, and the settings in force at each node (P6).
///
/// The canonical order: a container's own toolbar, then its inspector; a tab view's tabs in order, each followed
/// by its content; split-view columns leading to trailing, each followed by its inspector; hand-made bars last.
/// It is the order the solver reports hidden entries in, the order pictures list declarations in and the
/// order a version diff walks. Every consumer (solver, lint, render, diff and the tools built on them) reads
/// this outline instead of walking the containers itself, so they cannot disagree about numbering, ownership
/// or which settings apply where.
public struct ScreenOutline: Sendable {
    /// One place in the screen's tree.
    public struct Node: Sendable {
        public var element: OutlineElement
        /// The node that contains it; nil for the root container and for hand-made bars.
        public var parent: Int?
        /// Contained nodes in canonical order: a tab view's tabs, a tab's content, a split view's columns, the
        /// inspector of a stack or column.
        public var children: [Int] = []
        /// The stable name of the place, as reports print it: `tab-view`, `tab inbox`, `tab inbox › stack`,
        /// `split-view › sidebar`, `stack › inspector`, `hand-made-bar status`.
        public var name: String
        /// The settings in force here: the screen's, with every override from the root down to this node
        /// applied (P6). An inspector and a hand-made bar set nothing of their own.
        public var settings: SettingsInForce
        /// The declarations the node makes itself: its toolbar's items, or the tab it is.
        public var ownDeclarations: Range<Int>
        /// The declarations of the node and of everything inside it.
        public var declarations: Range<Int>

        /// The toolbar declared at this node, if it has one.
        public var toolbar: Toolbar? { element.toolbar }
        /// Who owns the node's toolbar, for messages and pane names.
        public var owner: ToolbarOwner? { element.owner }
    }

    public let screen: Screen
    public private(set) var nodes: [Node] = []
    /// Every declared toolbar item and tab in canonical order; a declaration's index is its sequence number.
    public private(set) var declarations: [OutlineDeclaration] = []
    /// The root container's node (always 0).
    public let root = 0
    /// Whether two tabs of the screen share an id (the loader reports it; commands still solve such a
    /// screen). Reports key a tab by its id, so its symbol and badge are those of the first tab declared
    /// with it; while no id repeats, that is each tab's own (`firstTab(withID:)`).
    public private(set) var hasRepeatedTabIDs = false

    public init(_ screen: Screen) {
        self.screen = screen
        let base = SettingsInForce(screen.settings)
        // Made once at its full size: reserved one toolbar at a time, the array had no room left for the tabs
        // declared after a long toolbar, and the first of them copied every declaration.
        declarations.reserveCapacity(
            screen.handMadeBars.reduce(Self.declarationCount(.container(screen.root))) { $0 + Self.declarationCount(.handMadeBar($1)) })
        add(.container(screen.root), parent: nil, name: Self.kind(of: screen.root), inherited: base)
        for bar in screen.handMadeBars {
            add(.handMadeBar(bar), parent: nil, name: "hand-made-bar \(bar.id)", inherited: base)
        }
        var tabIDs: Set<String> = []
        for node in nodes {
            guard case .tab(let tab) = node.element else { continue }
            if !tabIDs.insert(tab.id).inserted {
                hasRepeatedTabIDs = true
                break
            }
        }
    }

    /// The word a container is written with: `stack`, `tab-view`, `split-view`, `sheet`.
    public static func kind(of container: Container) -> String {
        switch container {
        case .stack: "stack"
        case .tabView: "tab-view"
        case .splitView: "split-view"
        case .sheet: "sheet"
        }
    }

    // MARK: Reading

    /// The node's own toolbar items in declaration order, with their sequence numbers.
    public func sequence(ofFirstItemIn node: Int) -> Int { nodes[node].ownDeclarations.lowerBound }

    /// The item a declaration names, if it is an item.
    public func item(_ declaration: OutlineDeclaration) -> ToolbarItem? {
        guard declaration.kind == .item else { return nil }
        return nodes[declaration.node].toolbar?.items[declaration.index]
    }

    /// The tab a declaration names, if it is a tab.
    public func tab(_ declaration: OutlineDeclaration) -> Tab? {
        guard case .tab(let tab) = nodes[declaration.node].element else { return nil }
        return tab
    }

    /// The first tab declared with `id`, in declaration order.
    public func firstTab(withID id: String) -> Tab? {
        for node in nodes {
            if case .tab(let tab) = node.element, tab.id == id { return tab }
        }
        return nil
    }

    /// The declared id of a declaration.
    public func id(_ declaration: OutlineDeclaration) -> String {
        item(declaration)?.id ?? tab(declaration)?.id ?? ""
    }

    /// The nodes from the root down to `node`, both included: the container path of whatever `node` declares.
    public func path(to node: Int) -> [Int] {
        var path = [node]
        while let parent = nodes[path[path.count - 1]].parent { path.append(parent) }
        return path.reversed()
    }

    /// The child of a split-view node that holds the column with `role`.
    public func column(_ role: Column.Role, of splitNode: Int) -> Int? {
        nodes[splitNode].children.first {
            if case .column(let column) = nodes[$0].element { return column.role == role }
            return false
        }
    }

    // MARK: Building

    @discardableResult
    private mutating func add(_ element: OutlineElement, parent: Int?, name: String, inherited: SettingsInForce) -> Int {
        let index = nodes.count
        let settings = element.settingsOverride.map { inherited.applying($0, from: element.settingsSource) } ?? inherited
        let start = declarations.count
        nodes.append(Node(element: element, parent: parent, name: name, settings: settings, ownDeclarations: start..<start, declarations: start..<start))
        if let parent { nodes[parent].children.append(index) }

        // The node's own declarations first.
        if case .tab = element {
            declarations.append(OutlineDeclaration(kind: .tab, node: index, index: 0))
        } else if let toolbar = element.toolbar {
            for offset in toolbar.items.indices {
                declarations.append(OutlineDeclaration(kind: .item, node: index, index: offset))
            }
        }
        nodes[index].ownDeclarations = start..<declarations.count

        // Then what it contains.
        Self.forEachChild(of: element) { child in
            add(child, parent: index, name: Self.name(of: child, inside: name), inherited: settings)
        }
        nodes[index].declarations = start..<declarations.count
        return index
    }

    /// The elements directly inside `element`, in declaration order.
    private static func forEachChild(of element: OutlineElement, _ body: (OutlineElement) -> Void) {
        switch element {
        case .container(.stack(let stack)):
            if let inspector = stack.inspector { body(.inspector(inspector)) }
        case .container(.tabView(let tabView)):
            for tab in tabView.tabs { body(.tab(tab)) }
        case .tab(let tab):
            if let content = tab.content { body(.container(content)) }
        case .container(.splitView(let split)):
            for column in split.columns { body(.column(column)) }
        case .column(let column):
            if let inspector = column.inspector { body(.inspector(inspector)) }
        case .container(.sheet), .inspector, .handMadeBar:
            break
        }
    }

    /// The name of the node of `child`, an element inside the node named `parent`.
    private static func name(of child: OutlineElement, inside parent: String) -> String {
        switch child {
        case .inspector: "\(parent) › inspector"
        case .tab(let tab): "tab \(tab.id)"
        case .container(let content): "\(parent) › \(kind(of: content))"
        case .column(let column): "\(parent) › \(column.role.rawValue)"
        case .handMadeBar(let bar): "hand-made-bar \(bar.id)"
        }
    }

    /// How many declarations `element` and everything inside it make: a tab is one, a toolbar one per item.
    private static func declarationCount(_ element: OutlineElement) -> Int {
        var count = 0
        if case .tab = element { count = 1 } else { count = element.toolbar?.items.count ?? 0 }
        forEachChild(of: element) { count += declarationCount($0) }
        return count
    }
}

/// What a node of the outline is.
public enum OutlineElement: Sendable {
    case container(Container)
    case tab(Tab)
    case column(Column)
    case inspector(Inspector)
    case handMadeBar(HandMadeBar)

    /// The toolbar declared here: a stack's, a column's, an inspector's, a sheet's or a hand-made bar's.
    public var toolbar: Toolbar? {
        switch self {
        case .container(.stack(let stack)): stack.toolbar
        case .container(.sheet(let sheet)): sheet.toolbar
        case .column(let column): column.toolbar
        case .inspector(let inspector): inspector.toolbar
        case .handMadeBar(let bar): bar.toolbar
        case .container(.tabView), .container(.splitView), .tab: nil
        }
    }

    /// Who owns the toolbar declared here.
    public var owner: ToolbarOwner? {
        switch self {
        case .container(.stack): .stack
        case .container(.sheet): .sheet
        case .column(let column): .column(column.role)
        case .inspector: .inspector
        case .handMadeBar(let bar): .handMadeBar(id: bar.id)
        case .container(.tabView), .container(.splitView), .tab: nil
        }
    }

    /// The overrides the level writes (P6); nil for levels that cannot set any.
    var settingsOverride: SettingsOverride? {
        switch self {
        case .container(let container): container.settings
        case .tab(let tab): tab.settings
        case .column(let column): column.settings
        case .inspector, .handMadeBar: nil
        }
    }

    var settingsSource: SettingsSource {
        switch self {
        case .container(.stack): .stack
        case .container(.tabView): .tabView
        case .container(.splitView): .splitView
        case .container(.sheet): .sheet
        case .tab(let tab): .tab(tab.displayName)
        case .column(let column): .column(column.role)
        case .inspector, .handMadeBar: .screen
        }
    }
}

/// One declared toolbar item or tab, by where it is declared: `node` is the node whose toolbar holds the item
/// (or the tab's own node), `index` the item's position in that toolbar (0 for a tab). Kept this small so a
/// screen of 100,000 items is outlined without copying them.
public struct OutlineDeclaration: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case item
        case tab
    }

    // 12 bytes instead of 24: nodes and places in one toolbar fit 32 bits (a toolbar of 2^31 items cannot be
    // built in memory), and every solve outlines its screen again.
    private var storedNode: Int32
    private var storedIndex: Int32
    public var kind: Kind

    init(kind: Kind, node: Int, index: Int) {
        self.kind = kind
        self.storedNode = Int32(node)
        self.storedIndex = Int32(index)
    }

    public var node: Int { Int(storedNode) }
    public var index: Int { Int(storedIndex) }
}
