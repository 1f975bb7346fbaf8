import BarDiagnostics
import BarModel

/// Reads UIKit view controllers into screens.
///
/// A view controller class is a screen when it assigns bar button items (`navigationItem.rightBarButtonItems`,
/// `setLeftBarButton(_:animated:)`, `toolbarItems`, item groups) or tabs (`viewControllers` of a tab bar
/// controller). Items are followed through the class's properties and local constants
/// (`let add = UIBarButtonItem(…)` … `rightBarButtonItems = [add]`), including later assignments to them
/// (`add.visibilityPriority = .high`).
struct UIKitRecognizer {
    let program: SwiftProgram
    var warnings: [ImportWarning] = []

    /// `UIBarButtonItem.SystemItem` cases with the title and symbol the system shows for them.
    static let systemItems: [String: (title: String, symbol: String?)] = [
        "done": ("Done", nil), "cancel": ("Cancel", nil), "edit": ("Edit", nil), "save": ("Save", nil),
        "add": ("Add", "plus"), "compose": ("Compose", "square.and.pencil"), "reply": ("Reply", "arrowshape.turn.up.left"),
        "action": ("Share", "square.and.arrow.up"), "organize": ("Organize", "folder"), "bookmarks": ("Bookmarks", "book"),
        "search": ("Search", "magnifyingglass"), "refresh": ("Refresh", "arrow.clockwise"), "stop": ("Stop", "xmark"),
        "camera": ("Camera", "camera"), "trash": ("Delete", "trash"), "play": ("Play", "play.fill"),
        "pause": ("Pause", "pause.fill"), "rewind": ("Rewind", "backward.fill"), "fastForward": ("Fast Forward", "forward.fill"),
        "undo": ("Undo", "arrow.uturn.backward"), "redo": ("Redo", "arrow.uturn.forward"), "close": ("Close", "xmark"),
        "pageCurl": ("Page Curl", nil),
    ]

    /// `UITabBarItem.SystemItem` cases.
    static let systemTabs: [String: (title: String, symbol: String)] = [
        "favorites": ("Favorites", "star.fill"), "featured": ("Featured", "star"), "topRated": ("Top Rated", "star.fill"),
        "recents": ("Recents", "clock.fill"), "contacts": ("Contacts", "person.crop.circle.fill"), "history": ("History", "clock.fill"),
        "bookmarks": ("Bookmarks", "book.fill"), "search": ("Search", "magnifyingglass"), "downloads": ("Downloads", "arrow.down.circle.fill"),
        "mostRecent": ("Most Recent", "clock.fill"), "mostViewed": ("Most Viewed", "list.number"), "more": ("More", "ellipsis"),
    ]

    /// Classes declared in the files given, and the extensions of each, in file order.
    private let classes: [String: (SwiftTypeDeclaration, SwiftFile)]
    private let extensions: [String: [(SwiftTypeDeclaration, SwiftFile)]]
    private let valueTypes: Set<String>
    /// Protocols the files declare: a class that names one first has no superclass (`mayBeViewController`).
    private let protocols: Set<String>
    /// Whether the program extends any of UIKit's classes (`extension UIViewController`): only then can a method
    /// call be an extension helper (`extendedBases`).
    private let extendsUIKit: Bool
    /// Functions and static constants of every type, by `Type.member`: a view controller that calls
    /// `InboxBars.configureDetail(self, actions: actions)` has the bars that function sets up, and
    /// `InboxBars.topColumnForCollapsing` is the value it is declared with.
    private let typeFunctions: [MemberName: (SwiftFunction, SwiftFile)]
    private let staticValues: [MemberName: Located]
    /// Helper functions being followed, so one that calls itself is not followed forever.
    private var following: [String] = []
    /// The `if`, `switch` and `#if` branches `gather` is inside, as notes (`only when isEditing`): an item
    /// assigned there is conditional, and its comment says so.
    private var conditions: [String] = []
    /// Which branch of which `if` or `switch` each of `conditions` is (nil for a note of another kind, a `#if`
    /// clause's), so that an item assigned in every branch is known to show whatever the condition (`Branch`).
    private var branchStack: [Branch?] = []
    /// The conditions each method of the class being read is called under (`CallConditions`): an item a method
    /// assigns is under them too.
    private var methodConditions: [String: [CallConditions.Condition]] = [:]
    /// Locals of the function being read that stand for a key of their own (`name@path:offset`), by name: arrays
    /// of items (`var items: [UIBarButtonItem] = []`), since two functions of a class may both fill an `items` of
    /// their own, and any other local whose name the class already binds — a property, or another method's local
    /// (`let closeButton = UIButton(…)` in a base class's helper, then `let closeButton = UIBarButtonItem(…)` in
    /// the subclass's `viewDidLoad`). Bound under its name, the first such local stood for every later one, whose
    /// item was then in no screen and the first one's shown in its place.
    private var scopedLocals: [String: String] = [:]
    /// The names declared by `let` and `var` in the function being read (nil outside any function): an
    /// assignment to one of them (`title = "Block?"` after `let title: String`) is not to the view controller.
    private var localNames: Set<String>?
    /// Locals of the function being read bound to what a slot already holds (`guard var items = toolbarItems`,
    /// `if let first = toolbarItems?.first`), by name, each with its slot: giving the slot back an array with
    /// them adds the rest (`SlotAlias`).
    private var slotAliases: [String: SlotAlias] = [:]
    /// The parameter clause of the function being read, as written: a name it declares is a value handed in.
    private var currentParameters = ""
    /// Locals of the function being read declared as a bar item without a value (`let saveButton:
    /// UIBarButtonItem`), each with how many conditions were around the declaration: each branch that then
    /// gives it a value is one of its choices, under that branch's conditions.
    private var deferredItemLocals: [String: Int] = [:]
    /// Where the method being read is declared (`path:offset`): what tells two overloads of one name apart.
    private var currentFunctionSite: String?
    /// The bars storyboards and xibs lay out, by class: where a class's own start.
    private let interfaces: InterfaceFiles
    /// Whether some file sets a property of each name asked about on another object, searched once per import.
    private let outsideAssignments: OutsideAssignment.Answers
    /// The method whose body is being read (`ClassFacts.assign` keeps the items each method shows).
    private var currentFunction: String?
    /// Whether the file last asked about spells `constraint` (`spellsConstraint`), by the address of its bytes.
    private var constraintSpelling: (address: Int, spells: Bool)?

    /// `declarations` are those of `program.files` (`ScreenRecognition` indexes them while it indexes the program).
    init(program: SwiftProgram, declarations: Declarations, interfaces: InterfaceFiles = InterfaceFiles()) {
        self.program = program
        self.outsideAssignments = OutsideAssignment.Answers(files: program.files)
        self.interfaces = interfaces
        self.classes = declarations.classes
        self.extensions = declarations.extensions
        self.valueTypes = declarations.valueTypes
        self.protocols = declarations.protocols
        self.extendsUIKit = declarations.extensions.keys.contains(where: Self.isUIKitClass)
        self.typeFunctions = declarations.typeFunctions
        self.staticValues = declarations.staticValues
    }

    /// One branch (or several, once an item shown in each is merged) of an `if … else` or a `switch`, at
    /// `site`, which has `count` ways to go: its branches that can run, and one more, taking none, when it has
    /// no `else` (a `switch` always takes one of its cases).
    struct Branch: Equatable {
        var site: String
        var indices: Set<Int>
        var count: Int
    }

    /// An expression and the file it is written in: a class's members may come from extensions in other files.
    struct Located {
        var expression: SwiftExpression
        var file: SwiftFile
        /// The conditions the code is under where it was read (`only when isEditing`), for an item's comment.
        var conditions: [String] = []
        /// An element of `rightBarButtonItems`, which lists its items from the trailing end.
        var fromTrailingEnd = false
        /// The method of the class whose body it was read in (`beginEditing`), nil outside any.
        var function: String?
        /// The branch each of `conditions` is, as far as it was read under one (`UIKitRecognizer.branchStack`).
        var branches: [Branch?] = []
        /// Where the same item is written out again, in another branch that assigns it (`ClassFacts.assign`).
        var alsoAt: [SwiftLocation] = []
        /// Laid out in a storyboard or xib (`seed`): in the bar when the screen loads, before any code runs.
        var fromInterface = false
    }

    /// The methods that run as a view controller loads, before its screen shows: what they put in a bar replaces
    /// what a storyboard laid out there, rather than showing after it.
    static let loadMethods: Set<String> = ["viewDidLoad", "loadView", "init", "awakeFromNib", "viewWillAppear"]

    /// What one class declares, gathered from all its members and those of its extensions.
    private struct ClassFacts {
        var bindings: [String: Located] = [:] { didSet { identitiesChanged &+= 1 } }
        /// The names in `bindings` bound by an assignment in a method (`share = UIBarButtonItem(…)`) rather than
        /// where they are declared: a declaration's value, read later, takes their place.
        var assignedBindings: Set<String> = []
        /// A computed item or an item-making function that returns one of several items, each under its
        /// condition, by name.
        var choices: [String: [Located]] = [:]
        /// The names of the properties the class and its base classes declare, wherever in them: a local bar item
        /// of such a name in a method is another value (`scopedLocals`).
        var propertyNames: Set<String> = []
        /// The names of the methods the class and its base classes declare: a call of one is read where it is
        /// declared, not followed into an extension of UIKit's (`extensionHelper`).
        var methodNames: Set<String> = []
        /// Whether the class may be a view controller (`controllerBase`): one that cannot is no screen.
        var mayBeController = true
        /// The classes declared outside the program that the class is built on, whose extensions in the program
        /// are its helpers: the end of its chain of superclasses (`UITableViewController`), and `UIViewController`.
        var extendedBases: [String] = []
        /// The properties code assigns a value to (`self.moreButton = moreButton`), bound or not (`bindAssigned`).
        var assignedNames: Set<String> = []
        /// Items a storyboard or xib lays out for the class, by their keys (`InterfaceFiles.Item.key`): what its
        /// slots and outlets hold before the code runs.
        var interfaceItems: [String: InterfaceFiles.Item] = [:] { didSet { identitiesChanged &+= 1 } }
        /// The navigation title the storyboard gives, used when the code sets none.
        var interfaceTitle: String?
        /// The methods that run as the screen loads: `UIKitRecognizer.loadMethods` and those they call
        /// (`refreshToolbarItems()` from `viewDidLoad`), found when a storyboard lays out the class's bars.
        var loadTimeMethods = UIKitRecognizer.loadMethods
        /// The toolbars the storyboard lays out in the class's view: bars the app builds itself.
        var interfaceToolbars: [InterfaceFiles.Toolbar] = []
        /// The tabs a storyboard lays out for a tab bar controller class (replaced by tabs the code sets).
        var interfaceTabs: [InterfaceFiles.Tab] = []
        /// Optional properties declared without a value (`var moreButton: UIBarButtonItem?`), not outlets: nil
        /// until code assigns them, so one that nothing assigns (not in `assignedNames`) holds no item.
        var optionalsWithoutValue: Set<String> = []
        var properties: [String: [(name: String, value: Located)]] = [:] { didSet { identitiesChanged &+= 1 } }
        /// Counts the changes to what `identity(of:)` reads (`bindings`, `properties`, `interfaceItems`): an
        /// index of a slot's identities made before a change is made again.
        var identitiesChanged = 0
        /// A navigation title set by the code: it replaces the one set before, as at run time, unless it is set in
        /// another branch of the same method's `if` or `switch` (under conditions the earlier one was not under):
        /// then either can show, and it is kept beside the first (`otherTitles`).
        mutating func setTitle(_ set: Located) {
            if let earlier = title, earlier.function == set.function, !set.conditions.isEmpty, !earlier.conditions.starts(with: set.conditions) {
                otherTitles.append(set)
                return
            }
            title = set
            otherTitles = []
        }

        /// The methods (and functions inside them) the class declares, by the path of their file: where each
        /// spans and its parameter clause as written, for what a bare name means where it is used
        /// (`scopedValue`).
        var functionScopes: [String: [(range: SourceRange, parameters: String)]] = [:]
        /// The values locals of the class's methods are declared with, by name, each with its file and place: a
        /// bare name is a local only where one is declared before it in the same function.
        var localValues: [String: [(path: String, offset: Int, value: Located)]] = [:]
        /// Computed properties whose getter makes a bar item (`var fresh: UIBarButtonItem { UIBarButtonItem(…) }`):
        /// each access is a new item, so one listed twice is two items, not one item listed twice.
        var computedItems: Set<String> = []
        /// The values the class's stored properties are declared with, by name: `bindings` holds the first
        /// declaration of a name, which may be a method's local of that name.
        var propertyValues: [String: Located] = [:]

        /// Each slot's items by `identity(of:)` (the positions of each, in bar order), kept between assignments so that
        /// one in another branch looks its items up rather than naming every item the slot holds again: a class
        /// assigning one slot 4,000 times took 3.8 s, the square of the assignments.
        var shownIndexes: [ItemPlacement: ShownIndex] = [:]
        /// Items by the slot they were assigned to, the slot read as a placement through the shared table
        /// (`rightBarButtonItems` → top-trailing, `toolbarItems` → bottom).
        var slots: [(placement: ItemPlacement, items: [Located])] = []
        var title: Located?
        /// Titles set in other branches of an `if` or `switch` of the method that set `title` (`if isCreating {
        /// title = "Add account" } else { title = "Edit account" }`): either can show; the first is taken, and a
        /// comment names the others (the last was taken, silently).
        var otherTitles: [Located] = []
        var verticalBehavior: Located?
        var compression: Located?
        var tabs: [Located] = []
        var tabItem: Located?
        /// Split-view columns by their UIKit name (`primary`, `supplementary`, `secondary`).
        var columns: [(column: String, controller: Located)] = []
        /// What `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` returns.
        var compactColumn: String?
        /// `selectedIndex = 2` of a tab bar controller, as written.
        var selectedIndex: String?
        /// `navigationItem.hidesBackButton = false`: the view controller is pushed and keeps its back button.
        var showsBackButton = false
        /// `navigationItem.hidesBackButton = true` (or `setHidesBackButton(true, animated:)`): pushed or not, the
        /// screen shows no back button.
        var hidesBackButton = false
        /// `navigationItem.leftItemsSupplementBackButton = true`: the leading items show beside the back button
        /// rather than in its place.
        var leftItemsSupplementBackButton = false
        /// The view controllers it pushes (`navigationController?.pushViewController(detail, animated: true)`).
        var pushes: [Located] = []
        var isSplitViewController = false
        /// `additionalOverflowItems`: the menu elements always in the overflow menu.
        var overflow: Located?
        /// `setNavigationBarHidden(true, animated:)`.
        var navigationBarHidden = false
        /// The method that hid the navigation bar last.
        var navigationBarHiddenIn: String?
        /// Presented as a sheet (`modalPresentationStyle = .pageSheet` or `.formSheet`).
        var isSheet = false
        /// `sheetPresentationController?.preferredPlacement = .trailing`: the side the sheet comes from (P9).
        var sheetPlacement: Located?
        /// `show(.inspector)`: the split view's inspector column is shown (UIKit hides it by default).
        var showsInspector = false
        var firstRange: SourceRange?
        /// `viewControllers` are tabs only in a tab bar controller (a page or split controller has them too).
        var isTabBarController = false
        /// Views added with `addSubview(_:)` (and its kin), as written: a `UIToolbar` among them is a hand-made bar.
        var subviews: [Located] = []
        /// Views set as an `inputAccessoryView` (or returned by its override): a `UIToolbar` among them is the
        /// keyboard's accessory bar (P10).
        var accessoryViews: [Located] = []
        /// The edge a view's layout constraint pins it to (`bar.bottomAnchor.constraint(equalTo:
        /// view.safeAreaLayoutGuide.bottomAnchor)` → bottom), by the view's name.
        var pinnedEdges: [String: String] = [:]

        /// The properties that hold a navigation item's or view controller's bar items.
        static let slotNames: Set<String> = [
            "rightBarButtonItems", "rightBarButtonItem", "leftBarButtonItems", "leftBarButtonItem", "trailingItemGroups",
            "leadingItemGroups", "pinnedTrailingGroup", "toolbarItems",
        ]

        /// Items appended to a local array (`var items: [UIBarButtonItem] = []; items.append(share)`), by its
        /// name, for when the array is assigned to a slot.
        var appended: [String: [Located]] = [:]
        /// Arrays a local array is given after it is declared (`vcsInTab = [podcasts, discover]` in each branch of
        /// an `if`), by its key, in the order written.
        var reassigned: [String: [Located]] = [:]

        /// Whether anything gathered here would show up in a spec: items in a slot or a toolbar, tabs, columns,
        /// the overflow menu or a bar setting (as `ViewFacts.declaresBars` asks of SwiftUI's).
        var declaresBars: Bool {
            slots.contains { !$0.items.isEmpty } || appended.values.contains { !$0.isEmpty } || !tabs.isEmpty || !columns.isEmpty
                || overflow != nil || verticalBehavior != nil || compression != nil || navigationBarHidden
                || properties.values.contains { $0.contains { $0.name == "items" } }
        }

        /// What one item is known by wherever the code assigns it: the code that makes it, or the name it is
        /// reached by with the code that name holds — so that two locals of one name (`let cancel = …` in each
        /// branch of an `if`, under keys of their own) are one item when made the same way, as the same call
        /// written in each branch is, and two items when not.
        func identity(of item: Located) -> String {
            guard case .name(let name, _) = item.expression else { return item.file.code(item.expression.range) }
            guard let bound = bindings[name] else { return name }
            // An outlet: the storyboard's item it names, wherever the code writes the outlet.
            if case .name(let key, _) = bound.expression, interfaceItems[key] != nil { return key }
            // What the code then sets on it (`action.title = "Archive"`) is part of what it is.
            let set = (properties[name] ?? []).map { "; .\($0.name) = " + $0.value.file.code($0.value.expression.range) }
            return UIKitRecognizer.writtenName(name) + " = " + bound.file.code(bound.expression.range) + set.joined()
        }

        /// The items of `slots[index]` by their identity, from `shownIndexes` when nothing it was made from has
        /// changed since (the slot only grows between assignments that replace it, and those drop its index),
        /// for the caller to put back.
        mutating func shownIndex(of index: Int) -> ShownIndex {
            let (placement, items) = slots[index]
            // Taken out, not copied: the caller adds to it and puts it back, and a copy left here made every
            // addition copy the whole index.
            if let known = shownIndexes.removeValue(forKey: placement), known.changes == identitiesChanged, known.count == items.count { return known }
            var shown = ShownIndex(changes: identitiesChanged, count: items.count)
            for (position, item) in items.enumerated() { shown.positions[identity(of: item), default: []].append(position) }
            return shown
        }

        /// A slot's items by `identity(of:)`, and what it was made from.
        struct ShownIndex {
            /// `identitiesChanged` when it was made.
            var changes: Int
            /// How many items the slot held.
            var count: Int
            /// Where each identity stands, in bar order: one spacer constant listed twice (`[back, flex, play,
            /// flex, next]`) stands in two places, and the k-th time a later assignment lists it is the k-th of
            /// them. With the last place only, both copies in another branch fell on the second spacer, and the
            /// first kept its branch's condition.
            var positions: [String: [Int]] = [:]
        }

        /// Where the item is made, when the code makes it by a constructor (`UIBarButtonItem(…)`) where it is assigned
        /// or in the value of the name it is reached by.
        func constructionLocation(of item: Located) -> SwiftLocation? {
            var made = item
            if case .name(let name, _) = item.expression, let bound = bindings[name] { made = bound }
            guard case .call(let call) = made.expression, call.callee.calleeName.map(UnattachedItems.isConstructor) == true else { return nil }
            return made.file.location(of: made.expression.range.start)
        }

        /// A later assignment to a slot replaces an earlier one, as at run time — except one of `nil` or `[]`,
        /// which clears the bar in some state (`rightBarButtonItems = nil` in an `else`) and declares no items; one
        /// in another method (`viewDidLoad` shows Edit, `beginEditing` Save): each method is a state the screen
        /// can be in, so the items of both are kept, the later ones with the method they show after; and one
        /// under a condition the earlier was not under (`if isEditing { … = done } else { … = edit }`): either can
        /// show, so both are kept, each with its condition (the later one replaced the earlier, and the other
        /// branch's item was reported as never assigned).
        mutating func assign(_ items: [Located], to slot: String) {
            let placement = APIVocabulary.placement(slot, in: .uiKit) ?? .topTrailing
            if items.isEmpty, slots.contains(where: { $0.placement == placement && !$0.items.isEmpty }) { return }
            if let index = slots.firstIndex(where: { $0.placement == placement }), let first = items.first,
                let earlier = slots[index].items.first
            {
                // What a storyboard laid out is replaced by what the code puts there as the screen loads, and shown
                // before what another method puts there (`startSelecting` shows Done after the storyboard's Select).
                let otherMethod =
                    earlier.fromInterface
                    ? first.function.map { !loadTimeMethods.contains($0) } ?? false
                    : first.function != nil && earlier.function != nil && first.function != earlier.function
                // Under conditions the earlier one was not under (another branch): either can show. Under the same
                // or fewer (`if a { if b { x = f } ; x = d }`), it runs whenever the earlier one did, and replaces it.
                let otherBranch = !first.conditions.isEmpty && !earlier.conditions.starts(with: first.conditions)
                if otherMethod || otherBranch {
                    var shown = shownIndex(of: index)
                    var added: [Located] = []
                    // How many times this assignment has listed each identity so far: its k-th copy is the k-th
                    // shown (a copy beyond those shown is the last, as one listed once is). In bar order, as the
                    // slot's are, so that `rightBarButtonItems`' reversed list counts from the same end.
                    var listed: [String: Int] = [:]
                    for item in Self.inBarOrder(items, slot: slot) {
                        let identity = identity(of: item)
                        guard let places = shown.positions[identity], let last = places.last else {
                            added.append(item)
                            continue
                        }
                        let copy = listed[identity, default: 0]
                        listed[identity] = copy + 1
                        let position = copy < places.count ? places[copy] : last
                        // Shown already: in another branch, it shows under either branch's conditions (it kept the
                        // first branch's, `only when hasLogins` on an Add shown whatever `hasLogins` is), and a copy
                        // written out again is the same item, not one in no spec. After another method, it shows
                        // from the earlier one on, as it was.
                        if otherBranch { slots[index].items[position] = Self.merged(slots[index].items[position], item, loadTime: loadTimeMethods) }
                        // An item made where it is assigned (`… = UIBarButtonItem(title: "Done", …)` in each branch);
                        // a name stands for one item, wherever it is written.
                        if let location = constructionLocation(of: item), location != constructionLocation(of: slots[index].items[position]) {
                            slots[index].items[position].alsoAt.append(location)
                        }
                    }
                    if otherMethod, let function = first.function {
                        for position in added.indices {
                            added[position].conditions.append("after \(function)()")
                            added[position].branches.append(nil)
                        }
                    }
                    let firstAdded = slots[index].items.count
                    slots[index].items += added
                    for position in firstAdded..<slots[index].items.count {
                        shown.positions[identity(of: slots[index].items[position]), default: []].append(position)
                    }
                    shown.count = slots[index].items.count
                    shownIndexes[placement] = shown
                    return
                }
            }
            shownIndexes[placement] = nil
            slots.removeAll { $0.placement == placement }
            slots.append((placement, Self.inBarOrder(items, slot: slot)))
        }

        /// An item shown under `shown`'s conditions, assigned again under `again`'s: shown under either. When they
        /// differ only in the branch of one `if` or `switch` (`if hasLogins { … = [more, add] } else { … = [add] }`),
        /// that condition is said as one (`only when a, or only when b`), or dropped once every way the statement
        /// can go shows the item; the others, equal as written (`!inTab` in both branches), stay. Otherwise the
        /// other conditions are added as an alternative (`or only when …`), so the comment never says less than
        /// the code shows.
        static func merged(_ shown: Located, _ again: Located, loadTime: Set<String>) -> Located {
            var result = shown
            if shown.conditions == again.conditions { return result }
            // A storyboard's item the code puts back in a branch as the screen loads (`if isEditing { … = done }
            // else { … = edit }`): shown under that branch, as an item the code made there would be. Put back by
            // another method, it still shows whatever holds when the screen loads.
            if shown.fromInterface, shown.conditions.isEmpty {
                guard again.function.map(loadTime.contains) ?? true else { return result }
                result.conditions = again.conditions
                result.branches = again.branches
                result.fromInterface = false
                return result
            }
            let aligned = shown.conditions.count == again.conditions.count && shown.branches.count == shown.conditions.count
                && again.branches.count == again.conditions.count
            let differing = aligned ? shown.conditions.indices.filter { shown.conditions[$0] != again.conditions[$0] } : []
            if differing.count == 1, let position = differing.first, let one = shown.branches[position], let other = again.branches[position],
                one.site == other.site, one.indices.isDisjoint(with: other.indices)
            {
                let indices = one.indices.union(other.indices)
                if indices.count >= one.count {
                    result.conditions.remove(at: position)
                    result.branches.remove(at: position)
                } else {
                    result.conditions[position] = shown.conditions[position] + ", or " + again.conditions[position]
                    result.branches[position] = Branch(site: one.site, indices: indices, count: one.count)
                }
                return result
            }
            result.conditions.append(again.conditions.isEmpty ? "or in any case" : "or " + again.conditions.joined(separator: ", "))
            result.branches.append(nil)
            return result
        }

        /// A slot's items from the bar's start: `rightBarButtonItems` lists them right to left (its first element is
        /// the trailing-most), so they are read in reverse and marked as counted from the trailing end.
        static func inBarOrder(_ items: [Located], slot: String) -> [Located] {
            guard slot == "rightBarButtonItems" else { return items }
            return items.reversed().map { item in
                var item = item
                item.fromTrailingEnd = true
                return item
            }
        }

        /// `slot.append(x)`, `slot += [x]` (at the end of the array) or `slot.insert(x, at: 0)` (at its start) adds
        /// to what the slot already holds. `rightBarButtonItems` runs from the trailing end, so its end is the
        /// start of the spec's list.
        /// `slot.insert(x, at: 2)` puts the items at that place of the array (`position`, counted in the array
        /// as the code writes it), one past its end at most.
        mutating func add(_ items: [Located], to slot: String, atStart: Bool, position: Int? = nil) {
            let placement = APIVocabulary.placement(slot, in: .uiKit) ?? .topTrailing
            guard let index = slots.firstIndex(where: { $0.placement == placement }) else {
                assign(items, to: slot)
                return
            }
            let fromTrailingEnd = slot == "rightBarButtonItems"
            let added = fromTrailingEnd ? items.reversed() : items
            let count = slots[index].items.count
            if atStart, let position {
                // The array's place `position` is the spec list's `count - position` when the slot runs from the
                // trailing end.
                let place = fromTrailingEnd ? max(0, count - min(position, count)) : min(position, count)
                slots[index].items.insert(contentsOf: added, at: place)
            } else if atStart != fromTrailingEnd {
                slots[index].items.insert(contentsOf: added, at: 0)
            } else {
                slots[index].items += added
            }
        }
    }

    /// A screen read from a class, with the class's name: a class shown inside another one's tab or split-view
    /// column is part of that screen (see `embedded`), not a screen of its own.
    struct Candidate {
        var typeName: String
        var screen: ImportedBlock
        /// Its code hides the back button a push would give it.
        var hidesBackButton = false
    }

    /// The classes the code pushes onto a navigation stack (`pushViewController(_:animated:)`), each with the
    /// first class read that pushes it.
    private(set) var pushedBy: [String: String] = [:]

    /// Classes whose bars were imported as a tab's or a column's content.
    private(set) var embedded: Set<String> = []

    /// The screens of the view controller classes of `file`, and the arrays the last class read declared
    /// (nil when no class was read). The screens of its factory functions come after them (`factoryScreens`).
    ///
    /// `scopedLocals` is started afresh for each class, not for each file or factory function: the factory
    /// functions read after a class (in its file, or in the files after it up to the next class read) see
    /// the arrays that class declared. An import that reads files at the same time hands that state from
    /// file to file itself (`Importer`), so that the factories read exactly what they read one file after
    /// another.
    mutating func classScreens(in file: SwiftFile) -> (screens: [Candidate], scopedLocalsAfter: [String: String]?) {
        var result: [Candidate] = []
        var readsClass = false
        for type in file.types where type.kind == "class" || type.kind == "extension" {
            // An extension of a class declared in the files given is part of that class's screen; one of a
            // struct or enum declared there (a model's sample data) belongs to no view controller: read as one,
            // such extensions took a quarter of the UIKit recognizer's instructions on the benchmark's app.
            if type.kind == "extension", classes[type.name] != nil || valueTypes.contains(type.name) { continue }
            // An extension of UIKit's own classes (`extension UIViewController { func addDoneButton() … }`) is a
            // helper of every view controller that calls it (`extensionHelper`), no screen of its own; nor is a
            // class that cannot be a view controller (an `NSObject` holding a navigation item, a coordinator).
            if type.kind == "extension", Self.isUIKitClass(type.name) { continue }
            readsClass = true
            let warnedBefore = warnings.count
            let facts = classFacts(type, file)
            for push in facts.pushes {
                if let pushed = controllerClass(push, facts: facts), pushedBy[pushed] == nil { pushedBy[pushed] = type.name }
            }
            // Such a class is still read for what it pushes (a coordinator's `pushViewController`) and for the items
            // it puts on another view controller, which are reported; what it says about its own bars is moot.
            if type.kind == "class", !facts.mayBeController {
                let kept = warnings[warnedBefore...].filter { $0.kind == .unattachedItems }
                warnings.removeSubrange(warnedBefore...)
                warnings += kept
                continue
            }
            let hasItems = facts.slots.contains { !$0.items.isEmpty }
            // A view controller that sets bar behavior but has no items (a calculator with its navigation bar
            // hidden) still declares its bars.
            let setsBars = facts.verticalBehavior != nil || facts.compression != nil || facts.navigationBarHidden
            let buildsBars = (facts.subviews + facts.accessoryViews).contains { view in Self.viewName(view.expression).flatMap { toolbarNames($0, facts) } != nil }
            // The code's tabs replace the storyboard's (`viewControllers = …` in `viewDidLoad`).
            let interfaceTabs = facts.tabs.isEmpty ? facts.interfaceTabs : []
            guard hasItems || setsBars || buildsBars || !facts.interfaceToolbars.isEmpty || facts.overflow != nil || !facts.tabs.isEmpty
                || !interfaceTabs.isEmpty || !facts.columns.isEmpty
            else { continue }
            let location = file.location(of: type.range.start)
            var screen = ImportedBlock("screen", idHint: ScreenBuilder.screenHint(type.name), location: location)
            applySettings(facts, to: &screen)
            // A split view or tab bar controller's own hand-made bars (a stack's come with `stack`).
            let ownBars = !facts.columns.isEmpty || !facts.tabs.isEmpty || !interfaceTabs.isEmpty ? handMadeBars(facts) : []
            if !facts.columns.isEmpty {
                screen.children.append(splitView(facts, location: location))
            } else if !interfaceTabs.isEmpty {
                var tabView = interfaceTabView(interfaceTabs, owner: type.name)
                if let selected = facts.selectedIndex, let index = Int(selected), tabView.children.indices.contains(index) {
                    tabView.set("selected", .childID(index))
                }
                screen.children.append(tabView)
            } else if !facts.tabs.isEmpty {
                var tabView = ImportedBlock("tab-view")
                for element in facts.tabs { tabView.children.append(tab(element.expression, facts: facts, file: element.file)) }
                if let selected = facts.selectedIndex, let index = Int(selected), tabView.children.indices.contains(index) {
                    tabView.set("selected", .childID(index))
                }
                screen.children.append(tabView)
            } else if facts.isSheet {
                // A view controller presented as a sheet: its bars are the sheet's.
                var sheet = stack(facts)
                sheet.keyword = "sheet"
                sheet.attributes.removeAll { $0.name == "back-button" || $0.name == "navigation-bar" }
                if let placement = facts.sheetPlacement {
                    let code = placement.file.code(placement.expression.range)
                    if let side = PlatformAPI.sheetPlacements.value(forAPIName: code, in: .uiKit) {
                        if side != .center { sheet.attributes.insert(ImportedAttribute(name: "placement", value: .word(side.rawValue)), at: 0) }
                    } else {
                        warn(.unknownValue, "sheet placement '\(code)' is not known; not imported", placement.file, placement.expression.range)
                    }
                }
                screen.children.append(sheet)
            } else {
                screen.children.append(stack(facts))
            }
            screen.children += ownBars + Self.hoistHandMadeBars(&screen)
            // One item put in a bar by two methods (`items.append(lockButton)` in one, `insert(lockButton, at: 0)`
            // in another) is one item, shown under either's conditions: it came out once per method.
            RereadEntries.drop(inContext: &screen)
            // Leading items take the back button's place unless they supplement it.
            let leadingItems = facts.slots.contains { $0.placement == APIVocabulary.placement("leftBarButtonItems", in: .uiKit) && !$0.items.isEmpty }
            let hidesBackButton = facts.hidesBackButton || (leadingItems && !facts.leftItemsSupplementBackButton)
            result.append(Candidate(typeName: type.name, screen: screen, hidesBackButton: hidesBackButton))
        }
        return (result, readsClass ? scopedLocals : nil)
    }

    /// The arrays of items declared in the function read last (see `classScreens`).
    var carriedScopedLocals: [String: String] {
        get { scopedLocals }
        set { scopedLocals = newValue }
    }

    /// Split views and tab bar controllers assembled in a function outside a view controller class — a
    /// top-level function or a member of a struct or enum (`static func makeReaderSplit() -> UIViewController
    /// { let split = UISplitViewController(style: .tripleColumn); split.setViewController(…, for: .primary) … }`):
    /// each is a screen named after the function (`makeReaderSplit` → `reader-split`).
    ///
    /// `functions` are those `factoryFunctions(in: file)` found; reading them changes `scopedLocals`.
    mutating func factoryScreens(_ functions: [SwiftFunction], in file: SwiftFile) -> [Candidate] {
        var result: [Candidate] = []
        for function in functions {
            guard let body = function.body else { continue }
            var facts = ClassFacts()
            (facts.isSplitViewController, facts.isTabBarController) = Self.makesContainer(body)
            gather(body, into: &facts, file: file)
            guard !facts.columns.isEmpty || !facts.tabs.isEmpty else { continue }
            var name = function.name
            if name.count > 4, name.hasPrefix("make"), name.dropFirst(4).first?.isUppercase == true { name.removeFirst(4) }
            let location = file.location(of: function.range.start)
            var screen = ImportedBlock("screen", idHint: ScreenBuilder.screenHint(name), location: location)
            if !facts.columns.isEmpty {
                screen.children.append(splitView(facts, location: location))
            } else {
                var tabView = ImportedBlock("tab-view")
                for element in facts.tabs { tabView.children.append(tab(element.expression, facts: facts, file: element.file)) }
                if let selected = facts.selectedIndex, let index = Int(selected), tabView.children.indices.contains(index) {
                    tabView.set("selected", .childID(index))
                }
                screen.children.append(tabView)
            }
            screen.children += handMadeBars(facts) + Self.hoistHandMadeBars(&screen)
            result.append(Candidate(typeName: "func " + function.name, screen: screen))
        }
        return result
    }

    /// The functions of `file` outside a view controller class (top-level ones, members of structs and enums)
    /// that make a split view or tab bar controller: those `factoryScreens` reads, in its order. Reads nothing
    /// but `file`, so files can be searched at the same time.
    func factoryFunctions(in file: SwiftFile) -> [SwiftFunction] {
        var functions: [SwiftFunction] = []
        for statement in file.statements {
            if case .function(let function) = statement { functions.append(function) }
        }
        for type in file.types where type.kind == "struct" || type.kind == "enum" {
            for member in type.members {
                if case .function(let function) = member { functions.append(function) }
            }
        }
        return functions.filter { function in
            // Only a function that spells a container's name can make one; the others' bodies are not read.
            guard file.spells("UISplitViewController", "UITabBarController", in: function.range), let body = function.body else { return false }
            let made = Self.makesContainer(body)
            return made.split || made.tabBar
        }
    }

    /// Whether `body` declares a constant made by `UISplitViewController(…)` or `UITabBarController(…)`.
    private static func makesContainer(_ body: [SwiftStatement]) -> (split: Bool, tabBar: Bool) {
        var made = (split: false, tabBar: false)
        for statement in body {
            guard case .variable(let variable) = statement, case .call(let call)? = variable.initializer else { continue }
            if call.callee.calleeName == "UISplitViewController" { made.split = true }
            if call.callee.calleeName == "UITabBarController" { made.tabBar = true }
        }
        return made
    }

    /// `preferredVerticalBarBehavior` and `verticalBarCompressionBehavior` as `vertical-behavior` and
    /// `compression` of the screen, or of the tab or column the view controller is shown in.
    private mutating func applySettings(_ facts: ClassFacts, to block: inout ImportedBlock) {
        if let behavior = facts.verticalBehavior {
            let code = behavior.file.code(behavior.expression.range)
            if let value = APIVocabulary.verticalBehavior(code, in: .uiKit) {
                block.set("vertical-behavior", .word(value.rawValue))
            } else {
                warn(.unknownValue, "vertical bar behavior '\(code)' is not known; not imported", behavior.file, behavior.expression.range)
            }
        }
        if let compression = facts.compression {
            let code = compression.file.code(compression.expression.range)
            if let value = APIVocabulary.compression(code, in: .uiKit) {
                block.set("compression", .word(value.rawValue))
            } else {
                warn(.unknownValue, "compression behavior '\(code)' is not known; not imported", compression.file, compression.expression.range)
            }
        }
    }

    /// `InboxBars.topColumnForCollapsing` → the expression it is declared with; anything else as it is.
    private func resolved(_ expression: SwiftExpression) -> SwiftExpression {
        if case .member(.some(.name(let typeName, _)), let name, _) = expression, let declared = staticValues[MemberName(typeName, name)] {
            return declared.expression
        }
        return expression
    }

    /// Everything a class and its extensions declare about bars.
    private mutating func classFacts(_ type: SwiftTypeDeclaration, _ file: SwiftFile) -> ClassFacts {
        var facts = ClassFacts()
        scopedLocals = [:]
        let own = [(type, file)] + (type.kind == "class" ? extensions[type.name] ?? [] : [])
        let parts = (type.kind == "class" ? inheritedParts(of: own) : []) + own
        facts.isTabBarController = parts.contains { part in part.0.inheritedTypes.contains { $0.hasSuffix("TabBarController") } }
        facts.isSplitViewController = parts.contains { part in part.0.inheritedTypes.contains { $0.hasSuffix("SplitViewController") } }
        for (part, _) in parts {
            for member in part.members {
                switch member {
                case .variable(let variable): facts.propertyNames.insert(variable.name)
                case .function(let function): facts.methodNames.insert(function.name)
                default: break
                }
            }
        }
        if type.kind == "class" {
            let base = controllerBase(of: type)
            facts.mayBeController = base != nil
            facts.extendedBases = base.map(extendedBases) ?? []
        }
        if type.kind == "class", !interfaces.isEmpty, let scene = interfaces.scene(of: type.name) {
            Self.seed(&facts, with: scene, at: type.range, in: file)
            facts.loadTimeMethods = Self.loadTimeMethods(parts.map(\.0))
        }
        // Methods that only failing availability checks call: not read (only classes with a check are walked).
        let unreached = parts.contains { $0.1.checksAvailability } ? UnreachedMethods.names(in: parts.map(\.0)) : []
        methodConditions = CallConditions.of(parts)
        defer { methodConditions = [:] }
        for (part, partFile) in parts {
            gather(UnreachedMethods.running(part.members, unreached: unreached), into: &facts, file: partFile)
            for member in part.members {
                if case .variable(let variable) = member, variable.name == "preferredVerticalBarBehavior", let getter = variable.getter,
                    let value = SwiftParser.expressions(in: getter).first
                {
                    facts.verticalBehavior = Located(expression: value, file: partFile)
                    if case .member(.some(.name(let typeName, _)), let name, _) = value, let declared = staticValues[MemberName(typeName, name)] {
                        facts.verticalBehavior = declared
                    }
                }
                if case .variable(let variable) = member, variable.name == "inputAccessoryView", let getter = variable.getter,
                    let value = returned(getter)
                {
                    facts.accessoryViews.append(Located(expression: value, file: partFile))
                }
                if case .function(let function) = member, function.name == "splitViewController", let body = function.body,
                    let written = returned(body), case .member(_, let column, _) = resolved(written)
                {
                    // `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: the column a collapsed
                    // split view shows.
                    facts.compactColumn = column
                }
            }
        }
        return facts
    }

    /// What a storyboard scene lays out for the class, as the state its code starts from: each slot's items
    /// (assigned first, so the code's own assignments replace them as any later one does), the items its outlets
    /// name (bound to those properties, as a value they are declared with), and its title. Each item stands in
    /// the slots and bindings as a name no Swift code spells, its key, written at the class's declaration.
    private static func seed(_ facts: inout ClassFacts, with scene: InterfaceFiles.Scene, at range: SourceRange, in file: SwiftFile) {
        let outlets = scene.outlets.sorted { $0.key < $1.key }
        for item in scene.slots.flatMap(\.items) + outlets.map(\.value) + scene.toolbars.flatMap(\.items) {
            facts.interfaceItems[item.key] = item
        }
        // An item an outlet names is written as the outlet, so that what the code sets on it (`composeItem.title
        // = …`) is read for it wherever it shows.
        var outletOf: [String: String] = [:]
        for (property, item) in outlets where outletOf[item.key] == nil { outletOf[item.key] = property }
        for (slot, items) in scene.slots {
            facts.assign(
                items.map { Located(expression: .name(outletOf[$0.key] ?? $0.key, range), file: file, fromInterface: true) }, to: slot)
        }
        for (property, item) in outlets where facts.bindings[property] == nil {
            facts.bindings[property] = Located(expression: .name(item.key, range), file: file)
        }
        facts.interfaceTitle = scene.title
        facts.interfaceToolbars = scene.toolbars
        facts.interfaceTabs = scene.tabs
    }

    /// The most classes of the program a view controller's bars are followed up through.
    static let maximumInheritance = 8

    /// The classes of the program the class of `own` (its declaration and extensions) inherits from, the furthest
    /// first, each with its extensions: bars a base class sets for every controller built on it
    /// (`BaseListViewController` adding Add in `viewDidLoad`) are its subclasses' too. A method a subclass overrides
    /// without calling `super`'s is left out of the classes above it, as it never runs for the subclass.
    private func inheritedParts(of own: [(SwiftTypeDeclaration, SwiftFile)]) -> [(SwiftTypeDeclaration, SwiftFile)] {
        // Nearly every view controller inherits from UIKit's alone: answered by one lookup.
        guard let first = own.first, let superclass = Self.superclassName(of: first.0), classes[superclass] != nil else { return [] }
        var levels: [[(SwiftTypeDeclaration, SwiftFile)]] = []
        var replaced = Self.overriddenWithoutSuper(own)
        var seen: Set<String> = [first.0.name]
        var current = first.0
        while levels.count < Self.maximumInheritance, let superclass = Self.superclassName(of: current), seen.insert(superclass).inserted,
            let (base, baseFile) = classes[superclass]
        {
            let baseParts = [(base, baseFile)] + (extensions[base.name] ?? [])
            levels.append(
                baseParts.map { part, partFile in
                    let kept = part.members.filter { member in
                        switch member {
                        case .function(let function): !replaced.contains(function.name)
                        case .variable(let variable): !replaced.contains(variable.name)
                        default: true
                        }
                    }
                    guard kept.count < part.members.count else { return (part, partFile) }
                    return (
                        SwiftTypeDeclaration(
                            kind: part.kind, name: part.name, inheritedTypes: part.inheritedTypes, attributes: part.attributes, modifiers: part.modifiers,
                            members: kept,
                            viewParameters: part.viewParameters, range: part.range), partFile
                    )
                })
            replaced.formUnion(Self.overriddenWithoutSuper(baseParts))
            current = base
        }
        return levels.reversed().flatMap { $0 }
    }

    /// The view controller whose navigation item `base` is, when it is not this one's: `settings.navigationItem`,
    /// `self.detail.navigationItem`, `segue.destination.navigationItem`, `nav.viewControllers.first?.navigationItem`,
    /// `navigation.navigationBar.topItem` (a navigation controller the code made), and a navigation controller's
    /// own, which no bar shows. Nil for this view controller's own (`navigationItem`, `self.navigationItem`, the
    /// top item of its navigation controller's bar) and its containers' (`parent`, `tabBarController`,
    /// `splitViewController`), whose items show while this one does.
    static func otherControllersNavigationItem(_ base: SwiftExpression) -> SwiftExpression? {
        let owner: SwiftExpression
        switch base {
        case .member(let item?, "navigationItem", _): owner = item
        case .member(.some(.member(let controller?, "navigationBar", _)), "topItem", _):
            // The bar of this view controller's own navigation controller shows this one's item on top.
            if case .name("navigationController", _) = controller { return nil }
            if case .member(.some(.name("self", _)), "navigationController", _) = controller { return nil }
            owner = controller
        default: return nil
        }
        switch owner {
        case .name(let name, _), .member(.some(.name("self", _)), let name, _):
            return ownNavigationItemOwners.contains(name) ? nil : owner
        default:
            // Any other expression (`segue.destination`, `nav.viewControllers.first`) is another controller.
            return owner
        }
    }

    /// The names a navigation item is reached through that show this view controller's items: its own, and its
    /// containers'.
    private static let ownNavigationItemOwners: Set<String> = ["self", "parent", "tabBarController", "splitViewController"]

    /// The name of the tab bar controller's own list of tabs when `expression` reads it (`viewControllers`,
    /// `self.tabs`, `viewControllers ?? []`), which handing back to it changes nothing; nil otherwise.
    static func namesOwnTabs(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name, _), .member(.some(.name("self", _)), let name, _): ["viewControllers", "tabs"].contains(name) ? name : nil
        case .binary("??", let lhs, _, _): namesOwnTabs(lhs)
        default: nil
        }
    }

    /// Whether the parameter clause `parameters` (as written) declares a parameter named `name`: `(_ tabs:
    /// [UIViewController])`, `(tabs: …)`.
    static func declaresParameter(_ name: String, in parameters: String) -> Bool {
        // Each parameter's words before its colon; the last is the name the body uses.
        parameters.split(separator: ",").contains { parameter in
            guard let colon = parameter.firstIndex(of: ":") else { return false }
            let words = parameter[..<colon].split(whereSeparator: { $0 == " " || $0 == "(" })
            return words.last.map { String($0) == name } ?? false
        }
    }

    /// Whether `name` is `UINavigationController` or a class of the program built on it
    /// (`StatusBarNavigationController`): what it wraps (`rootViewController:`) is read through it, as through
    /// UIKit's. Read as a view controller of its own, such a wrapper made a tab without its content or label.
    func isNavigationController(_ name: String) -> Bool {
        var current = name
        for _ in 0...Self.maximumInheritance {
            if current == "UINavigationController" { return true }
            guard let (declared, _) = classes[current], let superclass = Self.superclassName(of: declared) else { return false }
            current = superclass
        }
        return false
    }

    /// Where the chain of superclasses of a class that may be a view controller ends.
    enum ControllerBase {
        /// In a class declared outside the program that may be a view controller (`UITableViewController`).
        case outside(String)
        /// Past the classes followed (`maximumInheritance`).
        case unread
    }

    /// Where `type`'s chain of superclasses, followed through the classes of the program, ends, when it ends in a
    /// class declared elsewhere that may be a view controller (`mayBeViewControllerBase`); nil when `type` cannot
    /// be one. A class with no superclass (none written, or a protocol first) is none. One walk answers both
    /// whether the class is a screen and which extensions of UIKit are its helpers (`extendedBases`).
    private func controllerBase(of type: SwiftTypeDeclaration) -> ControllerBase? {
        var current = type
        for _ in 0...Self.maximumInheritance {
            guard let superclass = Self.superclassName(of: current) else { return nil }
            // A protocol or value type of the program named first means no superclass, unless the name is another
            // module's (`PSPDFKitUI.ReaderViewController` beside the app's own `ReaderViewController` protocol).
            if protocols.contains(superclass) || valueTypes.contains(superclass) {
                let qualified = current.inheritedTypes.first.map { $0.prefix { $0 != "<" }.contains(".") } ?? false
                if !qualified { return nil }
            }
            guard let (declared, _) = classes[superclass] else { return Self.mayBeViewControllerBase(superclass) ? .outside(superclass) : nil }
            current = declared
        }
        return .unread
    }

    /// Whether a class of this name, declared outside the program, may be a view controller or lead to one: not
    /// `NSObject`, nor a UIKit class that is no controller (`UIView`, `UIResponder`, `UITableViewCell`), nor one
    /// of the standard library's or Foundation's protocols a class names first when it has no superclass. Any
    /// other (`UITableViewController`, a library's `FormViewController`) may be.
    static func mayBeViewControllerBase(_ name: String) -> Bool {
        if notViewControllerBases.contains(name) { return false }
        if isUIKitClass(name) { return name.hasSuffix("Controller") }
        return true
    }

    /// Classes and protocols a class declared outside UIKit names first that make it no view controller.
    static let notViewControllerBases: Set<String> = [
        "NSObject", "ObservableObject", "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable",
        "Sendable", "CustomStringConvertible", "AnyObject",
    ]

    /// Whether `name` is spelled as UIKit's classes are (`UIViewController`, `UIView`): `UI` and a capital.
    static func isUIKitClass(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            bytes.count > 2 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I") && bytes[2] >= UInt8(ascii: "A")
                && bytes[2] <= UInt8(ascii: "Z")
        }
    }

    /// The name a class's superclass is declared by, if it has one: its first inherited type, without module or
    /// generic arguments (`Base.ListViewController<Item>` → `ListViewController`).
    private static func superclassName(of type: SwiftTypeDeclaration) -> String? {
        guard var written = type.inheritedTypes.first else { return nil }
        // Nearly every name is plain (`UITableViewController`): answered from its bytes without a copy.
        let plain = written.withUTF8 { bytes in
            !bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ".") }
        }
        if plain { return written }
        return SwiftProgram.shortName(String(written.prefix { $0 != "<" }).filter { $0 != " " })
    }

    /// The methods `parts` override without calling the overridden one (`override func viewDidLoad()` with no
    /// `super.viewDidLoad()` call; a comment or a longer name that spells it is none), and the properties they
    /// override (`override var rightItem: UIBarButtonItem { … }`), whose base value is never read for them.
    private static func overriddenWithoutSuper(_ parts: [(SwiftTypeDeclaration, SwiftFile)]) -> Set<String> {
        var names: Set<String> = []
        for (part, _) in parts {
            for member in part.members {
                switch member {
                case .function(let function) where function.modifiers.contains("override"):
                    if !callsSuper(function.name, in: function.body ?? []) { names.insert(function.name) }
                case .variable(let variable) where variable.modifiers.contains("override"):
                    names.insert(variable.name)
                default:
                    break
                }
            }
        }
        return names
    }

    /// `loadMethods` and the methods of `parts` they call, directly or through each other (`viewDidLoad` calls
    /// `refreshToolbarItems(animated:)`): what runs before the screen shows.
    static func loadTimeMethods(_ parts: [SwiftTypeDeclaration]) -> Set<String> {
        var bodies: [String: [SwiftStatement]] = [:]
        for part in parts {
            for case .function(let function) in part.members { if let body = function.body, bodies[function.name] == nil { bodies[function.name] = body } }
        }
        var result = loadMethods
        var pending = Array(loadMethods.filter { bodies[$0] != nil }).sorted()
        while let next = pending.popLast() {
            var called: [String] = []
            // `name(…)` or `self.name(…)`, closures and branches included.
            _ = containsCall(in: bodies[next] ?? []) { call in
                switch call.callee {
                case .name(let name, _), .member(.some(.name("self", _)), let name, _): called.append(name)
                default: break
                }
                return false
            }
            for name in called where bodies[name] != nil && result.insert(name).inserted { pending.append(name) }
        }
        return result
    }

    /// Whether `statements` call `super.name(…)` anywhere inside them.
    private static func callsSuper(_ name: String, in statements: [SwiftStatement]) -> Bool {
        containsCall(in: statements) { call in
            if case .member(.some(.name("super", _)), let called, _) = call.callee { return called == name }
            return false
        }
    }

    /// The view controllers `expression` pushes anywhere inside it (`navigationController?.pushViewController(detail,
    /// animated: true)` in a closure it hands on), as written.
    private static func pushedControllers(in expression: SwiftExpression) -> [SwiftExpression] {
        var pushed: [SwiftExpression] = []
        _ = containsCall(in: [.expression(expression)]) { call in
            if call.callee.calleeName == "pushViewController", let first = call.firstUnlabeledArgument { pushed.append(first) }
            return false
        }
        return pushed
    }

    /// Whether `found` holds for a call anywhere in `statements` — in its branches, loops, closures, arguments and
    /// chains; stops at the first that it holds for.
    private static func containsCall(in statements: [SwiftStatement], where found: (SwiftCall) -> Bool) -> Bool {
        func visit(_ expression: SwiftExpression) -> Bool {
            switch expression {
            case .call(let call): return found(call) || visit(call.callee) || call.allArguments.contains { visit($0.value) }
            case .member(let base?, _, _): return visit(base)
            case .closure(let closure): return containsCall(in: closure.statements, where: found)
            case .array(let elements, _), .other(let elements, _): return elements.contains(where: visit)
            case .ternary(let condition, let then, let otherwise, _): return visit(condition) || visit(then) || visit(otherwise)
            case .binary(_, let lhs, let rhs, _): return visit(lhs) || visit(rhs)
            default: return false
            }
        }
        for statement in statements {
            switch statement {
            case .expression(let expression): if visit(expression) { return true }
            case .conditional(let conditional): if conditional.branches.contains(where: { containsCall(in: $0.body, where: found) }) { return true }
            case .switchStatement(let switchStatement): if switchStatement.cases.contains(where: { containsCall(in: $0.body, where: found) }) { return true }
            case .loop(_, let body, _), .other(let body, _): if containsCall(in: body, where: found) { return true }
            case .conditionalCompilation(let clauses, _): if clauses.contains(where: { containsCall(in: $0.body, where: found) }) { return true }
            case .variable(let variable): if let value = variable.initializer, visit(value) { return true }
            case .assignment(_, _, let value, _), .returnStatement(.some(let value), _): if visit(value) { return true }
            default: break
            }
        }
        return false
    }

    /// The comments on the titles set beside the one taken (`ClassFacts.otherTitles`). One written the same as
    /// the taken one (`title = "Same"` in both branches) changes nothing and is not said. One set later inside
    /// the taken one's branch (`title = "Default"; if a { title = "Special" }`) replaces it when its conditions
    /// hold, and is said so; the others are alternatives in other branches. Each list names the first few
    /// (`ConditionNote.namedConditions`) and counts the rest: 4,000 branches made one comment line of 545 KB.
    private func otherTitlesNotes(_ taken: Located, _ others: [Located]) -> [String] {
        let takenCode = taken.file.code(taken.expression.range)
        var replacing: [Located] = []
        var alternatives: [Located] = []
        for other in others where other.file.code(other.expression.range) != takenCode {
            if other.conditions.count > taken.conditions.count, other.conditions.starts(with: taken.conditions) {
                replacing.append(other)
            } else {
                alternatives.append(other)
            }
        }
        // Each as the code gives it: a text in quotes, any other value as its code; with the conditions it is under.
        func described(_ set: Located, conditionsAfter prefix: Int = 0) -> String {
            let read = TextReader.text(of: set.expression, file: set.file, texts: program.texts)
            let shown = read.map { $0.isLiteral ? "'\($0.text)'" : $0.text } ?? set.file.code(set.expression.range)
            let conditions = set.conditions.dropFirst(prefix)
            return conditions.isEmpty ? shown : shown + " " + conditions.joined(separator: ", ")
        }
        func listed(_ sets: [Located], conditionsAfter prefix: Int = 0) -> String {
            let named = sets.prefix(ConditionNote.namedConditions).map { described($0, conditionsAfter: prefix) }.joined(separator: "; ")
            let more = sets.count - ConditionNote.namedConditions
            return more <= 0 ? named : named + "; and \(more) more"
        }
        var notes: [String] = []
        if !alternatives.isEmpty {
            notes.append("title set in branches: " + described(taken) + "; " + listed(alternatives) + " — the first is taken")
        }
        if !replacing.isEmpty {
            notes.append(
                "title " + described(taken) + " is replaced later by " + listed(replacing, conditionsAfter: taken.conditions.count)
                    + " — the first is taken")
        }
        return notes
    }

    /// A view controller's own bars as the top view of a `stack`.
    private mutating func stack(_ facts: ClassFacts) -> ImportedBlock {
        var stack = ImportedBlock("stack")
        if let title = facts.title, let text = TextReader.text(of: title.expression, file: title.file, texts: program.texts) {
            stack.set("title", string: text.text)
            if let note = text.note("title") { stack.notes.append(note) }
            if !text.isLiteral {
                warnings.append(ImportWarning(computed: "title", text.text, keptAsCode: true, path: title.file.source.path, range: title.expression.range))
            }
            if !facts.otherTitles.isEmpty { stack.notes += otherTitlesNotes(title, facts.otherTitles) }
        } else if let title = facts.interfaceTitle {
            stack.set("title", string: title)
        }
        if facts.showsBackButton { stack.set("back-button", .word("true")) }
        if facts.navigationBarHidden { stack.set("navigation-bar", .word("hidden")) }
        var entries: [ImportedBlock] = []
        // Leading items first, then trailing, then the bottom toolbar: the order the bars are read in.
        let order: [ItemPlacement] = [.topLeading, .navigation, .cancellation, .topTrailing, .primary, .pinnedTrailing, .bottom]
        // Where the spacers and the items of computed properties read so far were made: listed again, each is
        // another one, standing where the code lists it (`repeatedPlace`).
        var madePlaces: Set<SwiftLocation> = []
        for (placement, expressions) in facts.slots.sorted(by: {
            (order.firstIndex(of: $0.placement) ?? order.count) < (order.firstIndex(of: $1.placement) ?? order.count)
        }) {
            for located in expressions {
                var blocks = items(located, placement: placement, facts: facts)
                if blocks.count == 1, let made = blocks[0].location, blocks[0].keyword == "spacer" || Self.viewName(located.expression).map(facts.computedItems.contains) == true {
                    if !madePlaces.insert(made).inserted {
                        // A storyboard's spacer an outlet names, a static or a method's spacer, or a computed
                        // property's item, listed again: another one, where the code lists it. Left at the place it
                        // was made, it was taken for the first read again (`RereadEntries`) and dropped.
                        blocks[0].location = located.file.location(of: located.expression.range.start)
                        blocks[0].alsoDeclaredAt.append(made)
                    }
                }
                entries += blocks
            }
        }
        entries += keyboardItems(facts)
        if let overflow = facts.overflow {
            let menuItems = overflowItems(overflow, facts: facts)
            if !menuItems.isEmpty { entries.append(ImportedBlock("overflow-menu", children: menuItems, location: overflow.file.location(of: overflow.expression.range.start))) }
        }
        if !entries.isEmpty { stack.children.append(ScreenBuilder.toolbar(entries)) }
        // Moved up to the screen by `hoistHandMadeBars`.
        stack.children += handMadeBars(facts)
        return stack
    }

    /// The entries of the `additionalOverflowItems` menu element: each `UIAction` an item, each `UIMenu` a `menu`
    /// with its own entries, as docs/import.md promises ("its `UIAction`s and `UIMenu`s") and as SwiftUI's
    /// `ToolbarOverflowMenu { Menu { … } }` is read — a menu read as a plain item lost its entries silently.
    /// Menu elements that cannot be read at all are reported, so the overflow menu is never dropped silently.
    private mutating func overflowItems(_ located: Located, facts: ClassFacts) -> [ImportedBlock] {
        var entries: [ImportedBlock] = []
        menuElements(located.expression, file: located.file, facts: facts, inMenu: false, depth: 0, into: &entries)
        if entries.isEmpty, !Self.isNil(located.expression) {
            warn(.unresolvedContent, "could not find the menu elements of '\(located.file.code(located.expression.range))'; no overflow menu was imported for it",
                 located.file, located.expression.range)
        }
        return entries
    }

    /// Whether `expression` is a bare name the function being read declares (`var toolbarItems: [UIBarButtonItem]
    /// = []`): an array of its own under a slot's name, filled and then given to a slot (`self.toolbarItems =
    /// toolbarItems`) or to another controller's. Its appends went to this controller's slot, which the
    /// assignment then emptied.
    private func namesLocal(_ expression: SwiftExpression) -> Bool {
        // While its block lasts (`scopedLocals`): after it, the name is the slot again.
        guard case .name(let name, _) = expression else { return false }
        return scopedLocals[name] != nil
    }

    /// `setNavigationBarHidden(true, …)` hides the bar; `false` later in the method that hid it
    /// (`viewWillAppear` hiding and showing it again) shows it. Shown again in another method
    /// (`viewWillDisappear`), it stays hidden while this screen shows.
    private func setNavigationBarHidden(_ value: SwiftExpression, into facts: inout ClassFacts) {
        if case .name("true", _) = value {
            facts.navigationBarHidden = true
            facts.navigationBarHiddenIn = currentFunctionSite
        } else if case .name("false", _) = value, facts.navigationBarHidden, currentFunctionSite != nil, facts.navigationBarHiddenIn == currentFunctionSite {
            facts.navigationBarHidden = false
        }
    }

    /// `nil`, or `[]`: a value that declares no menu elements, rather than one that could not be read.
    private static func isNil(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .name("nil", _): true
        case .array(let values, _): values.isEmpty
        default: false
        }
    }

    /// The menu elements `expression` provides, appended to `entries` in order, looked for through the calls and
    /// closures that hand them on (`UIDeferredMenuElement { completion in completion([…]) }`) and the constants
    /// that hold them. A `UIAction` (or `UICommand`) is an `item`. A `UIMenu` is a `menu` with its entries where
    /// the language has one (in a bar or the overflow menu, not `inMenu`); inside a menu it is one entry, since a
    /// spec's menu lists items, and the entries it loses are reported. A `.displayInline` menu shows its
    /// elements in place, so they are read in place.
    private mutating func menuElements(
        _ expression: SwiftExpression, file: SwiftFile, facts: ClassFacts, inMenu: Bool, depth: Int, through: [String] = [],
        into entries: inout [ImportedBlock]
    ) {
        // Each call, closure, array and constant passed through is a level: the shape `bar generate uikit` writes
        // is seven deep, and a constant adds one. A constant is not followed again inside itself.
        guard depth < 12 else {
            warn(.tooDeep, "menu elements nested more than 12 levels deep: what is inside this is not read",
                 file, expression.range)
            return
        }
        switch expression {
        case .call(let call):
            let name = call.callee.calleeName ?? ""
            guard ["UIAction", "UICommand", "UIKeyCommand", "UIMenu"].contains(name) else {
                for argument in call.allArguments { menuElements(argument.value, file: file, facts: facts, inMenu: inMenu, depth: depth + 1, through: through, into: &entries) }
                if case .closure(let closure) = call.callee {
                    for inner in SwiftParser.expressions(in: closure.statements) {
                        menuElements(inner, file: file, facts: facts, inMenu: inMenu, depth: depth + 1, through: through, into: &entries)
                    }
                }
                return
            }
            let children = name == "UIMenu" ? call.argument("children") : nil
            if let children, let options = call.argument("options"), file.code(options.range).containsBytes("displayInline") {
                menuElements(children, file: file, facts: facts, inMenu: inMenu, depth: depth + 1, through: through, into: &entries)
                return
            }
            var entry = ImportedBlock("item", location: file.location(of: call.range.start))
            let title = call.argument("title").flatMap { TextReader.text(of: $0, file: file, texts: program.texts) }
            let (symbol, image) = call.argument("image").map { icon(of: $0, file: file) } ?? (nil, nil)
            entry.set("title", string: title?.text)
            if let note = title?.note("title") { entry.notes.append(note) }
            if let title, !title.isLiteral {
                warnings.append(ImportWarning(computed: "title", title.text, keptAsCode: true, path: file.source.path, range: call.range))
                entry.notes.append("title from the code")
            }
            if let symbol, symbol.isLiteral { entry.set("symbol", string: symbol.text) }
            if let image { entry.set("image", string: image.text) }
            ItemReader.setAlternates(title: title, symbol: symbol, on: &entry)
            if let note = symbol?.noteIfChosen("symbol") { entry.notes.append(note) }
            entry.idHint = IdentifierMaker.firstUsableHint(title?.text, symbol?.text, image?.text)
            if let children {
                var menuEntries: [ImportedBlock] = []
                menuElements(children, file: file, facts: facts, inMenu: true, depth: depth + 1, through: through, into: &menuEntries)
                if !inMenu {
                    entry.children = menuEntries
                    if !menuEntries.isEmpty { entry.keyword = "menu" }
                } else if !menuEntries.isEmpty {
                    warn(.unsupported, "a menu inside a menu has no counterpart in the language (a menu lists items); imported as one entry, without the entries it lists (\(menuEntries.count))",
                         file, call.range)
                }
            }
            entries.append(entry)
        case .name(let name, _), .member(.some(.name("self", _)), let name, _):
            // A constant already followed on the way here holds itself (`let more = UIMenu(children: [more])`).
            if let bound = facts.bindings[name], !through.contains(name) {
                menuElements(bound.expression, file: bound.file, facts: facts, inMenu: inMenu, depth: depth + 1, through: through + [name], into: &entries)
            }
        case .closure(let closure):
            for inner in SwiftParser.expressions(in: closure.statements) {
                menuElements(inner, file: file, facts: facts, inMenu: inMenu, depth: depth + 1, through: through, into: &entries)
            }
        case .array(let values, _):
            for value in values { menuElements(value, file: file, facts: facts, inMenu: inMenu, depth: depth + 1, through: through, into: &entries) }
        default:
            break
        }
    }

    /// The class of the view controller `expression` makes (`InboxViewController()`, through a
    /// `UINavigationController(rootViewController:)` and the class's own properties), if it is declared in the
    /// files given.
    private func controllerClass(_ located: Located, facts: ClassFacts) -> String? {
        var current = located.expression
        for _ in 0..<6 {
            switch current {
            case .name(let name, _), .member(.some(.name("self", _)), let name, _):
                guard let bound = facts.bindings[name] else { return classes[name] == nil ? nil : name }
                current = bound.expression
            case .call(let call):
                if case .closure(let closure) = call.callee, let value = returned(closure.statements) {
                    current = value
                    continue
                }
                guard let name = call.callee.calleeName else { return nil }
                if isNavigationController(name), let root = call.argument("rootViewController") {
                    current = root
                    continue
                }
                return classes[name] == nil ? nil : name
            default:
                return nil
            }
        }
        return nil
    }

    /// The bars of the view controller class `name` as the content of a tab or column; the class is then part of
    /// this screen, not one of its own.
    private mutating func content(ofClass name: String) -> ImportedBlock? {
        guard let (type, file) = classes[name] else { return nil }
        let facts = classFacts(type, file)
        guard facts.slots.contains(where: { !$0.items.isEmpty }) || facts.title != nil else { return nil }
        embedded.insert(name)
        var block = stack(facts)
        applySettings(facts, to: &block)
        block.location = file.location(of: type.range.start)
        return block
    }

    /// `setViewController(_:for:)` (or `viewControllers = [a, b]` in a split view controller) read as columns.
    private mutating func splitView(_ facts: ClassFacts, location: SwiftLocation) -> ImportedBlock {
        var split = ImportedBlock("split-view", location: location)
        if let column = facts.compactColumn {
            if let role = PlatformAPI.columns.value(forAPIName: column, in: .uiKit) {
                // A spec may only name a column the split view has: without a supplementary column there is no content.
                if role == .content && !facts.columns.contains(where: { $0.column == "supplementary" }) {
                    split.notes.append("the top column when collapsed, .\(column), is a column this split view does not set: the detail column is taken")
                } else if role != .detail {
                    split.set("compact-column", .word(role.rawValue))
                }
            } else {
                split.notes.append("the top column when collapsed, .\(column), is not a column of the language: the detail column is taken")
            }
        }
        let roles: [(api: String, role: String)] = [("primary", "sidebar"), ("supplementary", "content"), ("secondary", "detail")]
        let declared = Set(facts.columns.map(\.column))
        for (api, role) in roles where api != "supplementary" || declared.contains(api) {
            var column = ImportedBlock(role)
            if let controller = facts.columns.last(where: { $0.column == api }),
                let name = controllerClass(controller.controller, facts: facts), let stack = content(ofClass: name)
            {
                column.attributes = stack.attributes.filter { ["title", "vertical-behavior", "compression"].contains($0.name) }
                column.children = stack.children
                column.location = stack.location
            }
            if api == "secondary", let inspector = facts.columns.last(where: { $0.column == "inspector" }),
                let name = controllerClass(inspector.controller, facts: facts), var stack = content(ofClass: name)
            {
                stack.keyword = "inspector"
                stack.attributes = stack.attributes.filter { $0.name == "title" }
                // UIKit hides the inspector column until it is shown.
                if !facts.showsInspector { stack.set("presented", .word("false")) }
                column.children.append(stack)
            }
            split.children.append(column)
        }
        // The language needs a sidebar and a detail column.
        if !split.children.contains(where: { $0.keyword == "sidebar" }) { split.children.insert(ImportedBlock("sidebar"), at: 0) }
        if !split.children.contains(where: { $0.keyword == "detail" }) { split.children.append(ImportedBlock("detail")) }
        return split
    }

    // MARK: Gathering

    private mutating func gather(_ statements: [SwiftStatement], into facts: inout ClassFacts, file: SwiftFile) {
        // Conditions an early exit put on the rest of these statements (`if isEditing { …; return }`), taken off at
        // their end.
        var exitConditions = 0
        // Early exits passed, listed or counted (`ConditionNote.addExit`).
        var exitsPassed = 0
        defer {
            conditions.removeLast(exitConditions)
            branchStack.removeLast(exitConditions)
        }
        statements: for (position, statement) in statements.enumerated() {
            switch statement {
            case .variable(let variable):
                // A local of that name is another value than a slot's items an `if let` or `guard` bound.
                slotAliases[variable.name] = nil
                // A local of the function being read (`let title: String`) hides the view controller's property.
                let isLocal = localNames != nil
                localNames?.insert(variable.name)
                deferredItemLocals[variable.name] = nil
                if isLocal, variable.initializer == nil, variable.getter == nil, (variable.typeText ?? "").containsBytes("BarButtonItem") {
                    deferredItemLocals[variable.name] = conditions.count
                }
                let initializer = variable.initializer.map(Self.arrayLiteral).map { Self.namingInit($0, type: variable.typeText) }
                if let initializer {
                    let declared = Located(expression: initializer, file: file)
                    if isLocal {
                        facts.localValues[variable.name, default: []].append((file.source.path, variable.range.start, declared))
                    } else if facts.propertyValues[variable.name] == nil {
                        facts.propertyValues[variable.name] = declared
                    }
                }
                var isArray = false
                if let initializer, case .array(let elements, let range) = initializer {
                    isArray = true
                    let key = Self.localKey(variable.name, file, initializer.range.start)
                    // Its elements as this block names them: a local item under a key of its own stands for its key
                    // (`let share = …` hiding the property `share`, then `var items = [share]`).
                    let listed = SwiftExpression.array(elements.map { element in
                        if case .name(let name, let place) = element, let local = scopedLocals[name] { return .name(local, place) }
                        return element
                    }, range)
                    scopedLocals[variable.name] = key
                    facts.bindings[key] = Located(expression: listed, file: file)
                }
                if isLocal, !isArray, Self.holdsBarItem(variable, initializer),
                    facts.bindings[variable.name] != nil || facts.propertyNames.contains(variable.name)
                {
                    // A bar item under a name the class uses already (a property's, another method's local): this
                    // local is another value, under a key of its own while its block lasts.
                    let key = Self.localKey(variable.name, file, variable.range.start)
                    scopedLocals[variable.name] = key
                    if let initializer {
                        facts.bindings[key] = Located(expression: initializer, file: file)
                        gather(expression: initializer, into: &facts, file: file)
                    }
                } else if let initializer, facts.bindings[variable.name] == nil || facts.assignedBindings.remove(variable.name) != nil {
                    // A value a method assigned first (`bindAssigned`) gives way to the one the property is declared with.
                    facts.bindings[variable.name] = Located(expression: initializer, file: file)
                    gather(expression: initializer, into: &facts, file: file)
                }
                if !isLocal, Self.isOptionalWithoutValue(variable) { facts.optionalsWithoutValue.insert(variable.name) }
                if let getter = variable.getter {
                    if facts.bindings[variable.name] == nil, (variable.typeText ?? "").containsBytes("BarButtonItem") {
                        bindReturned(getter, to: variable.name, into: &facts, file: file)
                        if !isLocal, facts.bindings[variable.name].map({ Self.makesNewItem($0.expression) }) == true {
                            facts.computedItems.insert(variable.name)
                        }
                    }
                    gather(getter, into: &facts, file: file)
                }
                // `var more: UIBarButtonItem? { didSet { refreshButtons() } }`: the observer runs whenever the property
                // is assigned, so the bars it sets are the class's; it is never the property's value.
                if let observers = variable.observers { gather(observers, into: &facts, file: file) }
            case .function(let function):
                // `func makeTrash() -> UIBarButtonItem { … }`, called where a slot is set (`[makeTrash()]`): the item
                // it returns (it was a custom item named after the function, and its item reported as unassigned).
                if let body = function.body, (function.returnType ?? "").containsBytes("BarButtonItem"),
                    !(function.returnType ?? "").containsBytes("["), facts.bindings[function.name] == nil
                {
                    bindReturned(body, to: function.name, into: &facts, file: file)
                }
                // `func makeMenu() -> UIMenu { UIMenu(children: […]) }`, given as an item's menu (`menu: makeMenu()`):
                // the menu it returns (`declaredMenu`); it was dropped silently.
                if let body = function.body, (function.returnType ?? "").containsBytes("UIMenu"), !(function.returnType ?? "").containsBytes("["),
                    facts.bindings[function.name] == nil, facts.choices[function.name] == nil
                {
                    bindReturned(body, to: function.name, into: &facts, file: file)
                    // `func menu() -> UIMenu { let menu = UIMenu(…); return menu }`: the function's own constant, which
                    // its name, bound to the function, would hide.
                    if case .name(let local, _)? = facts.bindings[function.name]?.expression {
                        for case .variable(let variable) in body where variable.name == local {
                            if let initializer = variable.initializer { facts.bindings[function.name] = Located(expression: initializer, file: file) }
                        }
                    }
                }
                // A method of the class (or a function inside one) called only under conditions (`if editing {
                // setEditingButtons() }`) runs under them; those the code around a function inside a method put on
                // it already (an early exit before it) are not said twice.
                let called = (methodConditions[function.name] ?? []).filter { !conditions.contains($0.note) }
                for condition in called {
                    conditions.append(condition.note)
                    branchStack.append(condition.branch)
                }
                defer {
                    conditions.removeLast(called.count)
                    branchStack.removeLast(called.count)
                }
                let outer = scopedLocals
                let outerLocals = localNames
                let outerFunction = currentFunction
                let (outerAliases, outerParameters, outerDeferred, outerSite) = (slotAliases, currentParameters, deferredItemLocals, currentFunctionSite)
                localNames = []
                currentFunction = function.name
                currentFunctionSite = "\(file.source.path):\(function.range.start)"
                slotAliases = [:]
                deferredItemLocals = [:]
                currentParameters = function.parameterRange.map { file.code($0) } ?? ""
                facts.functionScopes[file.source.path, default: []].append((function.range, currentParameters))
                if let body = function.body { gather(body, into: &facts, file: file) }
                scopedLocals = outer
                localNames = outerLocals
                currentFunction = outerFunction
                (slotAliases, currentParameters, deferredItemLocals, currentFunctionSite) = (outerAliases, outerParameters, outerDeferred, outerSite)
            case .assignment(let target, let operation, let value, _):
                // `bar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true`
                if spellsConstraint(file) { constraintEdges(in: target, into: &facts) }
                if operation == "+=", !namesLocal(target), let slot = Self.slotName(target) {
                    facts.add(located(barItems(value), file), to: slot, atStart: false)
                } else if operation == "+=", case .name(let local, _) = target {
                    facts.appended[scopedLocals[local] ?? local, default: []] += located(barItems(value), file)
                } else {
                    assign(target, value, into: &facts, file: file)
                    // `observation = observe(\.title) { … }`, `cancellable = publisher.sink { … }`, `_ = f { … }`: the
                    // closures handed to a call run whether or not its result is kept, and are read as they are for
                    // the call written alone (the bars they set were in no screen). Not those handed to a type's
                    // initializer (`rightBarButtonItem = UIBarButtonItem(title: "Select") { … }`, `selectAction =
                    // UIAction(…) { … }`, `.init(…) { … }`): they are the item's or action's handler, run on a tap,
                    // and read as running at load, what a tap sets replaced what the screen loads with. What such a
                    // handler pushes is still pushed from here (`row = TableRow(action: { …pushViewController(…) })`):
                    // a push is a tap's doing anyway.
                    if case .call(let call) = value {
                        if Self.initializesType(call) {
                            facts.pushes += Self.pushedControllers(in: value).map { Located(expression: $0, file: file) }
                        } else {
                            gather(expression: value, into: &facts, file: file)
                        }
                    }
                }
            case .expression(let expression):
                gather(expression: expression, into: &facts, file: file)
            case .conditional(let conditional):
                // `if let first = toolbarItems?.first { … }` binds `first` in its first branch only; `guard var items =
                // toolbarItems else { … }` (read as `if … {} else { … }`) for the rest of the block.
                let alias = conditional.branches.first.flatMap { SlotAlias(condition: $0.condition) }
                // The alias an `if let` shadows, given back after its branch.
                let shadowed = alias.flatMap { slotAliases[$0.name] }
                let bindsInFirstBranch = alias != nil && !conditional.isGuard && AvailabilityCheck.runningBranchIndices(of: conditional).first == 0
                let branches = AvailabilityCheck.branches(of: conditional)
                // Every way the `if` can go: its branches that can run, and none of them unless the last always runs
                // when reached (an `else`, or an availability check that holds).
                let last = AvailabilityCheck.runningBranchIndices(of: conditional).last.map { conditional.branches[$0].condition }
                let exhaustive = last.map { $0.isEmpty || AvailabilityCheck.runsOnTarget($0) == true } ?? false
                let site = "\(file.source.path):\(conditional.range.start)"
                for (index, (body, note)) in branches.enumerated() {
                    if let note {
                        conditions.append(note)
                        branchStack.append(Branch(site: site, indices: [index], count: branches.count + (exhaustive ? 0 : 1)))
                    }
                    if bindsInFirstBranch, index == 0, let alias { slotAliases[alias.name] = alias }
                    gatherBlock(body, into: &facts, file: file)
                    if bindsInFirstBranch, index == 0, let alias { slotAliases[alias.name] = shadowed }
                    if note != nil {
                        conditions.removeLast()
                        branchStack.removeLast()
                    }
                }
                if let alias, conditional.isGuard { slotAliases[alias.name] = alias }
                // A branch that returns (`if #available(iOS 26, *) { return }`, `guard !isEditing else { …; return }`):
                // what follows runs only the ways through the `if` that do not, and not at all when none does.
                var continuing: [[String]] = []
                var exits = false
                for (body, note) in branches {
                    if Self.alwaysExits(body) { exits = true } else { continuing.append(note.map { [$0] } ?? []) }
                }
                if !exhaustive { continuing.append([ConditionNote.otherwise(AvailabilityCheck.ordinaryConditions(of: conditional))]) }
                if exits {
                    if continuing.isEmpty {
                        reportUnreached(Array(statements[(position + 1)...]), after: conditional, of: facts, file: file)
                        break statements
                    }
                    // A note already on the conditions (a second `if isEditing { return }`) says nothing new.
                    if let note = ConditionNote.anyOf(continuing), !conditions.contains(note),
                        ConditionNote.addExit(note, to: &conditions, exits: &exitsPassed)
                    {
                        branchStack.append(nil)
                        exitConditions += 1
                    }
                }
            case .switchStatement(let switchStatement):
                let site = "\(file.source.path):\(switchStatement.range.start)"
                for (index, item) in switchStatement.cases.enumerated() {
                    conditions.append(ConditionNote.switchCase(item.label, of: switchStatement.subject))
                    branchStack.append(Branch(site: site, indices: [index], count: switchStatement.cases.count))
                    gatherBlock(item.body, into: &facts, file: file)
                    conditions.removeLast()
                    branchStack.removeLast()
                }
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) {
                    if kind == .otherPlatform {
                        reportPlatformBranch(clause, of: facts, file: file)
                        continue
                    }
                    if kind == .other {
                        conditions.append("only when " + clause.spelledCondition)
                        branchStack.append(nil)
                    }
                    gather(clause.body, into: &facts, file: file)
                    if kind == .other {
                        conditions.removeLast()
                        branchStack.removeLast()
                    }
                }
            case .loop(_, let body, _), .other(let body, _):
                gatherBlock(body, into: &facts, file: file)
            case .returnStatement(let value?, _):
                gather(expression: value, into: &facts, file: file)
            default:
                break
            }
        }
    }

    /// Bar items set in `statements`, which never run: every way through the `if` before them returns
    /// (`if #available(iOS 26, *) { return }` on iOS 27.1). Read into facts of their own that nothing imports,
    /// as `reportPlatformBranch` reads a branch for another platform, and each item said not to be imported —
    /// the warning that would have said so found "no assignment" of an item plainly assigned.
    private mutating func reportUnreached(_ statements: [SwiftStatement], after exit: SwiftConditional, of facts: ClassFacts, file: SwiftFile) {
        var skipped = ClassFacts()
        skipped.isTabBarController = facts.isTabBarController
        skipped.isSplitViewController = facts.isSplitViewController
        let (arrays, warned) = (scopedLocals, warnings)
        gather(statements, into: &skipped, file: file)
        (scopedLocals, warnings) = (arrays, warned)
        let condition = exit.branches.first?.condition ?? ""
        let reason =
            AvailabilityCheck.runsOnTarget(condition) == true
            ? "it comes after an early return under '\(condition)', which holds on iOS 27.1"
            : "every way through the 'if' before it returns"
        for slot in skipped.slots {
            for item in slot.items where item.file.source.path == file.source.path {
                warn(.unattachedItems, "this never runs, so it is not imported: \(reason)", item.file, item.expression.range)
            }
        }
    }

    /// Whether running `statements` always leaves the function: they end in a `return` (or `fatalError(…)`), or in
    /// an `if` or `switch` every way through which does.
    static func alwaysExits(_ statements: [SwiftStatement]) -> Bool {
        guard let last = statements.last else { return false }
        switch last {
        case .returnStatement:
            return true
        case .expression(.call(let call)):
            return ["fatalError", "preconditionFailure"].contains(call.callee.calleeName ?? "")
        case .conditional(let conditional):
            let running = AvailabilityCheck.branches(of: conditional)
            return AvailabilityCheck.isExhaustive(conditional) && !running.isEmpty && running.allSatisfy { alwaysExits($0.body) }
        case .switchStatement(let switchStatement):
            return !switchStatement.cases.isEmpty && switchStatement.cases.allSatisfy { alwaysExits($0.body) }
        default:
            return false
        }
    }

    /// The statements of a block (a branch, a loop's or `do`'s body, a closure): the locals it declares under keys
    /// of their own (`scopedLocals`) end with it, and the names they hid are the outer values again.
    private mutating func gatherBlock(_ statements: [SwiftStatement], into facts: inout ClassFacts, file: SwiftFile) {
        let outer = scopedLocals
        gather(statements, into: &facts, file: file)
        scopedLocals = outer
    }

    /// Bars set up under a `#if` for another platform (`os(macOS)`, `targetEnvironment(macCatalyst)`) are never
    /// compiled for iOS and are left out — but reported, as SwiftUI reports them (`import-platform-branch`,
    /// docs/import.md), so they are not dropped silently. The clause is read into facts of its own that nothing
    /// imports; the function's arrays and the warnings are restored afterwards, so an `items` declared there
    /// does not stand for the iOS code's, and nothing in that code is reported but the branch itself.
    private mutating func reportPlatformBranch(_ clause: SwiftDirectiveClause, of facts: ClassFacts, file: SwiftFile) {
        var skipped = ClassFacts()
        skipped.isTabBarController = facts.isTabBarController
        skipped.isSplitViewController = facts.isSplitViewController
        let (arrays, warned) = (scopedLocals, warnings)
        gather(clause.body, into: &skipped, file: file)
        (scopedLocals, warnings) = (arrays, warned)
        if skipped.declaresBars { warnings.append(ImportWarning(platformBranch: clause, path: file.source.path)) }
    }

    /// Calls such as `navigationItem.setRightBarButtonItems([…], animated: true)`, and closures (a lazy
    /// property's `{ … }()`, `DispatchQueue.main.async { … }`) whose statements may assign items.
    /// Whether `call` makes a value of a type: `UIBarButtonItem(…)`, `UIAction(…)`, `UIMenu.init(…)`, `.init(…)`
    /// — its callee is a type's name (capitalized, as Swift spells types) or `init` — rather than calling a
    /// function or a method (`observe(…)`, `publisher.sink`, `UIView.animate`). The closures handed to an
    /// initializer are kept by the value it makes (a handler, an action), not run by the call.
    static func initializesType(_ call: SwiftCall) -> Bool {
        guard let name = call.callee.calleeName else { return false }
        return name == "init" || name.startsUppercase
    }

    private mutating func gather(expression: SwiftExpression, into facts: inout ClassFacts, file: SwiftFile) {
        guard case .call(var call) = expression else {
            if case .closure(let closure) = expression { gatherBlock(closure.statements, into: &facts, file: file) }
            return
        }
        // `publisher.sink { … }.store(in: &bag)`: the closures of the calls earlier in a chain, reached in a loop
        // rather than by recursion once per call, which went as deep as the chain.
        while true {
            gather(call: call, into: &facts, file: file)
            guard case .member(let base?, _, _) = call.callee, case .call(let earlier) = base else { return }
            call = earlier
        }
    }

    private mutating func gather(call: SwiftCall, into facts: inout ClassFacts, file: SwiftFile) {
        let expression = SwiftExpression.call(call)
        // `navigationItem.rightBarButtonItems?.append(share)`, `toolbarItems?.append(contentsOf: […])`,
        // `navigationItem.trailingItemGroups.insert(group, at: 0)`: items added to a slot that already has some.
        if case .member(let base?, let method, _) = call.callee, method == "append" || method == "insert", !namesLocal(base),
            let slot = Self.slotName(base), let added = call.firstUnlabeledArgument ?? call.argument("contentsOf")
        {
            facts.add(located(barItems(added), file), to: slot, atStart: method == "insert", position: Self.insertPosition(call))
        } else if case .member(.name(let local, _)?, let method, _) = call.callee, method == "append" || method == "insert",
            let added = call.firstUnlabeledArgument ?? call.argument("contentsOf")
        {
            // `items.append(share)`, `items.insert(share, at: 1)`: an array the code fills before it assigns it.
            let key = scopedLocals[local] ?? local
            let items = located(barItems(added), file)
            if method == "insert" {
                let existing = facts.appended[key, default: []]
                facts.appended[key, default: []].insert(contentsOf: items, at: min(Self.insertPosition(call) ?? 0, existing.count))
            } else {
                facts.appended[key, default: []] += items
            }
        }
        if let name = call.callee.calleeName, let first = call.firstUnlabeledArgument {
            switch name {
            case "setRightBarButtonItems", "setRightBarButton": assignSlot("rightBarButtonItems", first, into: &facts, file: file)
            case "setLeftBarButtonItems", "setLeftBarButton": assignSlot("leftBarButtonItems", first, into: &facts, file: file)
            case "setToolbarItems": assignSlot("toolbarItems", first, into: &facts, file: file)
            case _ where ["setViewControllers", "setTabs"].contains(name) && facts.isTabBarController:
                // `setViewControllers(viewControllers, animated: false)` gives the tab bar the tabs it holds: no new one
                // (a local of that name is a list of its own).
                let ownTabs =
                    Self.namesOwnTabs(first).map { name in
                        scopedLocals[name] == nil && facts.bindings[name] == nil && localNames?.contains(name) != true
                            && !Self.declaresParameter(name, in: currentParameters)
                    } ?? false
                if !ownTabs { facts.tabs += tabElements(first, file: file, facts: facts) }
            case "setViewController":
                if let column = call.argument("for") {
                    facts.columns.append((APIVocabulary.member(file.code(column.range)), Located(expression: first, file: file)))
                }
            case "show":
                if APIVocabulary.member(file.code(first.range)) == "inspector" { facts.showsInspector = true }
            case "setNavigationBarHidden":
                setNavigationBarHidden(first, into: &facts)
            case "pushViewController":
                facts.pushes.append(Located(expression: first, file: file))
            case "setHidesBackButton":
                if case .name("true", _) = first { facts.hidesBackButton = true }
            case "addSubview", "insertSubview", "addArrangedSubview":
                facts.subviews.append(Located(expression: first, file: file))
            case "setTitle", "setImage":
                // `button.setTitle("Filter", for: .normal)`: what a custom view's button shows, kept as its
                // `title` and `image` are (`customViewLook`).
                // The normal state's only: the others (`.highlighted`, `.selected`) show for a moment or in a mode.
                if case .member(let base?, _, _) = call.callee, let baseName = Self.viewName(base), baseName != "self",
                    call.argument("for").map({ APIVocabulary.member(file.code($0.range)) == "normal" }) ?? true
                {
                    facts.properties[scopedKey(base) ?? baseName, default: []].append((name == "setTitle" ? "title" : "image", Located(expression: first, file: file)))
                }
            case "setItems":
                // `toolbar.setItems([…], animated: false)`: the items of a toolbar the app made.
                if case .member(let base?, _, _) = call.callee, let baseName = Self.viewName(base) {
                    facts.properties[scopedKey(base) ?? baseName, default: []].append(("items", located([first], file)[0]))
                }
            default: break
            }
            facts.firstRange = facts.firstRange ?? call.range
        }
        if spellsConstraint(file) { constraintEdges(in: expression, into: &facts) }
        // `InboxBars.configureDetail(self, actions: actions)`: a helper that sets up this view controller's bars.
        if case .member(.some(.name(let typeName, _)), let function, _) = call.callee,
            call.allArguments.contains(where: { if case .name("self", _) = $0.value { true } else { false } }),
            let (declaration, declaredIn) = typeFunctions[MemberName(typeName, function)], let body = declaration.body,
            !following.contains(typeName + "." + function), following.count < 4
        {
            following.append(typeName + "." + function)
            gather(body, into: &facts, file: declaredIn)
            following.removeLast()
        }
        // `addDoneButton()` declared in `extension UIViewController`: what it sets is this view controller's.
        if let (key, declaration, declaredIn) = extensionHelper(call, facts: facts), let body = declaration.body,
            !following.contains(key), following.count < 4
        {
            following.append(key)
            gather(body, into: &facts, file: declaredIn)
            following.removeLast()
        }
        for argument in call.allArguments {
            if case .closure(let closure) = argument.value { gatherBlock(closure.statements, into: &facts, file: file) }
        }
        if case .closure(let closure) = call.callee { gatherBlock(closure.statements, into: &facts, file: file) }
    }

    /// The method `call` runs when it calls, on this view controller (`addDoneButton()`, `self.addDoneButton()`),
    /// one the class does not declare but an extension of a UIKit class it is built on does, with the key
    /// `following` knows it by.
    private func extensionHelper(_ call: SwiftCall, facts: ClassFacts) -> (String, SwiftFunction, SwiftFile)? {
        let name: String
        switch call.callee {
        case .name(let called, _), .member(.some(.name("self", _)), let called, _): name = called
        default: return nil
        }
        guard !facts.extendedBases.isEmpty, !facts.methodNames.contains(name) else { return nil }
        for base in facts.extendedBases {
            if let (function, file) = typeFunctions[MemberName(base, name)] { return (base + "." + name, function, file) }
        }
        return nil
    }

    /// The classes declared elsewhere whose extensions are helpers of a class built on `base`
    /// (`ClassFacts.extendedBases`): the end of its chain of superclasses, when that is a UIKit controller, and
    /// `UIViewController`, which every view controller is built on.
    private func extendedBases(_ base: ControllerBase) -> [String] {
        guard extendsUIKit, case .outside(let end) = base else { return [] }
        let bases = end == "UIViewController" || !Self.isUIKitClass(end) ? ["UIViewController"] : [end, "UIViewController"]
        // Only those the program extends: nearly always none, and every call of every method was looked up in them.
        return bases.filter { extensions[$0] != nil }
    }

    private mutating func assign(_ target: SwiftExpression, _ value: SwiftExpression, into facts: inout ClassFacts, file: SwiftFile) {
        guard case .member(let base, let name, _) = target else {
            if case .name(let name, _) = target {
                assignBare(name, value, into: &facts, file: file)
            }
            return
        }
        let baseName = base.flatMap { baseExpression -> String? in
            if case .name(let baseName, _) = baseExpression { return baseName }
            if case .member(_, let baseName, _) = baseExpression { return baseName }
            return nil
        }
        let here = Located(expression: value, file: file)
        // `inbox.tabBarItem.badgeValue = "3"`, set where the tab bar controller makes `inbox`: the badge of the tab
        // that shows `inbox`, kept with `inbox` as a `UITab`'s own `badgeValue` is (recorded under `tabBarItem`,
        // the name of the member it is set on, no tab found it).
        if name == "badgeValue", case .member(let owner?, "tabBarItem", _)? = base, let ownerName = Self.viewName(owner), ownerName != "self" {
            facts.properties[scopedKey(owner) ?? ownerName, default: []].append((name, here))
            return
        }
        // `settings.navigationItem.leftBarButtonItem = close`, before presenting `settings`: the bars of another
        // view controller's screen, not this one's (they were imported as this screen's), and so is its title
        // (`composer.navigationItem.title = "Change password"` became this screen's title). In a helper this view
        // controller is handed to (`JournalBars.configure(self, …)`) its parameter is this one.
        if following.isEmpty, ClassFacts.slotNames.contains(name) || name == "titleView" || name == "title", let base,
            let owner = Self.otherControllersNavigationItem(base)
        {
            warn(
                .unattachedItems,
                "this is set on the navigation item of '\(file.code(owner.range))', another view controller, so it is not imported as this screen's; bar import does not follow it there — set it in that view controller's class, or add it to that screen's spec",
                file, value.range)
            return
        }
        switch name {
        case _ where ClassFacts.slotNames.contains(name):
            if name.hasSuffix("Group") || name.hasSuffix("Groups") {
                facts.assign(located(elements(value), file), to: name)
            } else {
                assignSlot(name, value, into: &facts, file: file)
            }
        case "titleView" where baseName == "navigationItem" || baseName == nil:
            // A view in the title's place: the language's principal item (as `bar generate` writes it, the custom
            // view of a bar button item: `navigationItem.titleView = avatarItem.customView`).
            if case .name("nil", _) = value { return }
            var shown = value
            if case .member(let item?, "customView", _) = value { shown = item }
            facts.assign(located([shown], file), to: "titleView")
        case _ where ["viewControllers", "tabs"].contains(name) && (facts.isTabBarController || baseName == "tabBarController"):
            facts.tabs = tabElements(value, file: file, facts: facts)
        case "verticalBarCompressionBehavior":
            facts.compression = here
        case "isNavigationBarHidden" where baseName == "navigationController":
            // `navigationController?.isNavigationBarHidden = true`, as `setNavigationBarHidden(true, animated:)`.
            setNavigationBarHidden(value, into: &facts)
        case "inputAccessoryView":
            facts.accessoryViews.append(here)
        case "viewControllers" where facts.isSplitViewController:
            let controllers = elements(value)
            let names = controllers.count >= 3 ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
            facts.columns = zip(names, controllers).map { ($0, Located(expression: $1, file: file)) }
        case "selectedIndex" where facts.isTabBarController || baseName == "tabBarController":
            if case .number(let digits, _) = value { facts.selectedIndex = digits }
        case "additionalOverflowItems":
            facts.overflow = here
        case "preferredPlacement" where baseName == "sheetPresentationController":
            facts.sheetPlacement = here
        case "modalPresentationStyle" where baseName == nil || baseName == "self":
            let style = APIVocabulary.member(file.code(value.range))
            if ["pageSheet", "formSheet"].contains(style) { facts.isSheet = true }
        case "hidesBackButton" where baseName == "navigationItem":
            if case .name("false", _) = value { facts.showsBackButton = true }
            if case .name("true", _) = value { facts.hidesBackButton = true }
        case "leftItemsSupplementBackButton" where baseName == "navigationItem":
            if case .name("true", _) = value { facts.leftItemsSupplementBackButton = true }
        case "title" where baseName == nil || baseName == "self" || baseName == "navigationItem":
            facts.setTitle(Located(expression: value, file: file, conditions: conditions, function: currentFunction, branches: branchStack))
        case "tabBarItem" where baseName == nil || baseName == "self":
            facts.tabItem = here
        default:
            // `share.visibilityPriority = .high`, `tab.tabBarItem = …`: a property of a named value (a local with a key
            // of its own under that key).
            if let baseName, baseName != "navigationItem", !Self.isInstance(baseName) {
                // `toolbar.items = items`: a local array of this block stands for its key, so that what is appended
                // to it is found (the bar came out empty).
                let value = name == "items" ? located([value], file)[0] : here
                facts.properties[base.flatMap(scopedKey) ?? baseName, default: []].append((name, value))
            } else if case .name(let instance, _)? = base, Self.isInstance(instance) {
                // `self.shareButton = …`, or `super.moreButton = …` for a property a base class declares and puts in
                // its bars (`didSet { refreshButtons() }`).
                bindAssigned(name, value, into: &facts, file: file)
            }
        }
    }

    /// `var moreButton: UIBarButtonItem?`: a stored optional property without a value, which starts as nil. Not
    /// an outlet, which a storyboard sets, nor one spelled `!`.
    static func isOptionalWithoutValue(_ variable: SwiftVariable) -> Bool {
        guard variable.initializer == nil, !variable.hasGetter, let type = variable.typeText, type.hasSuffix("?") else { return false }
        return !variable.attributes.contains { $0 == "IBOutlet" || $0.hasSuffix("Outlet") }
    }

    /// Whether a local holds a bar button item: declared as one, or made by `UIBarButtonItem(…)` or one of its
    /// static factories. Only such locals take a key of their own (`scopedLocals`): views and controllers under
    /// a reused name are looked up by name where they are used (a custom view's button, a tab's badge).
    static func holdsBarItem(_ variable: SwiftVariable, _ initializer: SwiftExpression?) -> Bool {
        if let type = variable.typeText, type.containsBytes("BarButtonItem"), !type.containsBytes("[") { return true }
        guard case .call(let call)? = initializer else { return false }
        switch call.callee {
        case .name("UIBarButtonItem", _), .member(.some(.name("UIBarButtonItem", _)), _, _): return true
        case .member(nil, let name, _): return spacerLabel(name) != nil
        default: return false
        }
    }

    /// `self` or `super`: the view controller itself, whose properties a base class's code reads too.
    static func isInstance(_ name: String) -> Bool {
        name == "self" || name == "super"
    }

    /// The key a value reached by a bare name is kept under: a local's own key when it has one (`scopedLocals`),
    /// else the name; nil for any other expression.
    private func scopedKey(_ expression: SwiftExpression) -> String? {
        guard case .name(let name, _) = expression else { return nil }
        return scopedLocals[name] ?? name
    }

    /// The key of a local declared at `offset` of `file` (`closeButton@Signin.swift:812`): no Swift name has the form.
    static func localKey(_ name: String, _ file: SwiftFile, _ offset: Int) -> String {
        "\(name)@\(file.source.path):\(offset)"
    }

    /// The name as the code writes it, of a name or of a local's key (`closeButton@Signin.swift:812`).
    static func writtenName(_ nameOrKey: String) -> String {
        String(nameOrKey.prefix { $0 != "@" })
    }

    private mutating func assignBare(_ name: String, _ value: SwiftExpression, into facts: inout ClassFacts, file: SwiftFile) {
        // `items = [archive]` after `guard var items = toolbarItems`: the local holds other items now.
        if slotAliases[name] != nil, name != "toolbarItems" { slotAliases[name] = nil }
        // A local of the function being read by that name (`let title: String`, then `title = "Block?"`) is what is
        // assigned, not the view controller's property.
        if localNames?.contains(name) == true {
            // `let saveButton: UIBarButtonItem`, then `saveButton = …` in each branch of an `if`: either item, each
            // under its branch (the first was taken, and the other said to be a later value).
            if let depth = deferredItemLocals[name] {
                let key = scopedLocals[name] ?? name
                facts.choices[key, default: []].append(
                    Located(expression: Self.namingInit(value, type: "UIBarButtonItem"), file: file, conditions: Array(conditions.dropFirst(depth))))
                return
            }
            if let key = scopedLocals[name], case .array = Self.arrayLiteral(value) {
                facts.reassigned[key, default: []].append(Located(expression: Self.arrayLiteral(value), file: file))
            }
            // `let discover: UIViewController`, then `discover = DiscoverViewController()`: the local holds it.
            bindAssigned(scopedLocals[name] ?? name, value, into: &facts, file: file)
            return
        }
        // `toolbarItems = […]` inside the view controller itself.
        switch name {
        case "toolbarItems": assignSlot(name, value, into: &facts, file: file)
        case "inputAccessoryView": facts.accessoryViews.append(Located(expression: value, file: file))
        case _ where ["viewControllers", "tabs"].contains(name) && facts.isTabBarController: facts.tabs = tabElements(value, file: file, facts: facts)
        case "title": facts.setTitle(Located(expression: value, file: file, conditions: conditions, function: currentFunction, branches: branchStack))
        case "tabBarItem": facts.tabItem = Located(expression: value, file: file)
        case "selectedIndex" where facts.isTabBarController:
            if case .number(let digits, _) = value { facts.selectedIndex = digits }
        case "modalPresentationStyle":
            if ["pageSheet", "formSheet"].contains(APIVocabulary.member(file.code(value.range))) { facts.isSheet = true }
        default: bindAssigned(name, value, into: &facts, file: file)
        }
    }

    /// `shareButton = UIBarButtonItem(…)` (or `self.shareButton = …`) in a method, for a property declared without
    /// a value (`private var shareButton: UIBarButtonItem!`): the property holds what is assigned, as a `lazy var`
    /// with that value would. Only properties were bound where declared, so the item was a custom item named after
    /// the property, reported as never assigned, and the item it holds as in no screen. The first value assigned
    /// is kept, as for a property declared with one; `nil` holds nothing.
    ///
    /// An item made for a later value (`moreButton = UIBarButtonItem(…)` again in `setEditing`) is in no spec, and
    /// is reported as such here, naming the value the specs show: the generic report said the code assigned it
    /// nowhere the importer follows, which was not so.
    private mutating func bindAssigned(_ name: String, _ value: SwiftExpression, into facts: inout ClassFacts, file: SwiftFile) {
        if case .name("nil", _) = value { return }
        // `self.moreButton = moreButton`, from a parameter: assigned, with a value the importer does not follow.
        facts.assignedNames.insert(name)
        guard Self.viewName(value) != name else { return }
        guard let first = facts.bindings[name] else {
            facts.bindings[name] = Located(expression: value, file: file)
            facts.assignedBindings.insert(name)
            return
        }
        for call in Self.itemsMade(by: value) where first.file.source.path != file.source.path || first.expression.range != call.range {
            let firstPlace = first.file.location(of: first.expression.range.start)
            let place = firstPlace.path == file.source.path ? "line \(firstPlace.line)" : firstPlace.description
            warn(
                .unattachedItems,
                "this \(call.callee.calleeName ?? "UIBarButtonItem") is a later value of '\(Self.writtenName(name))': bar import reads a property as the value first given to it (\(place)), so this one is not in the specs",
                file, call.range)
        }
    }

    /// The bar items `value` makes where it is written (`UIBarButtonItem(…)`, on either side of a `?:`).
    private static func itemsMade(by value: SwiftExpression) -> [SwiftCall] {
        switch value {
        case .call(let call):
            if case .name(let name, _) = call.callee, UnattachedItems.isConstructor(name) { return [call] }
            return []
        case .ternary(_, let then, let otherwise, _):
            return itemsMade(by: then) + itemsMade(by: otherwise)
        default:
            return []
        }
    }

    /// `[UIBarButtonItem]()`, the empty array written as a call, as the literal `[]`; any other expression as it is.
    static func arrayLiteral(_ expression: SwiftExpression) -> SwiftExpression {
        guard case .call(let call) = expression, case .array = call.callee, call.allArguments.isEmpty else { return expression }
        return .array([], expression.range)
    }

    /// The place of `insert(_:at:)` when written as a number; nil for any other expression.
    static func insertPosition(_ call: SwiftCall) -> Int? {
        guard case .number(let digits, _)? = call.argument("at") else { return nil }
        return Int(digits)
    }

    /// `navigationItem.rightBarButtonItems`, `self.toolbarItems` or `toolbarItems`: the slot an expression names.
    static func slotName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name, _), .member(_, let name, _): ClassFacts.slotNames.contains(name) ? name : nil
        default: nil
        }
    }

    /// `bar`, `self.bar` or `super.bar`: the name of a view the class holds.
    static func viewName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name, _), .member(.some(.name("self", _)), let name, _), .member(.some(.name("super", _)), let name, _): name
        default: nil
        }
    }

    /// Whether `file` spells `constraint` anywhere: in a file that does not, no call is `….constraint(equalTo:)`
    /// and `constraintEdges` finds nothing, so the expressions of most files are not walked for it (a walk of
    /// every call a view controller makes, eight levels deep). The answer for the last file asked is kept, by
    /// where its bytes are (the files outlive the recognizer; two sources given under one path are still two):
    /// the statements gathered in a row come from one file.
    private mutating func spellsConstraint(_ file: SwiftFile) -> Bool {
        let address = file.source.bytes.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
        if let known = constraintSpelling, known.address == address { return known.spells }
        let spells = file.source.bytes.containsBytes("constraint")
        constraintSpelling = (address, spells)
        return spells
    }

    /// Layout constraints that pin a view's top or bottom anchor to another top or bottom anchor
    /// (`NSLayoutConstraint.activate([…])`, `….isActive = true`): the edge a hand-made bar stands at.
    private func constraintEdges(in expression: SwiftExpression, into facts: inout ClassFacts, depth: Int = 0) {
        guard depth < 8 else { return }
        switch expression {
        case .call(let call):
            if case .member(.some(.member(let view?, let anchor, _)), "constraint", _) = call.callee,
                anchor == "topAnchor" || anchor == "bottomAnchor", let name = Self.viewName(view),
                case .member(_, let other, _)? = call.argument("equalTo"), other == anchor
            {
                facts.pinnedEdges[name] = anchor == "topAnchor" ? "top" : "bottom"
            }
            for argument in call.allArguments { constraintEdges(in: argument.value, into: &facts, depth: depth + 1) }
            if case .member(let base?, _, _) = call.callee { constraintEdges(in: base, into: &facts, depth: depth + 1) }
        case .array(let values, _):
            for value in values { constraintEdges(in: value, into: &facts, depth: depth + 1) }
        case .member(let base?, _, _):
            constraintEdges(in: base, into: &facts, depth: depth + 1)
        default:
            break
        }
    }

    /// The names a `UIToolbar` the class made goes by: the property or constant holding it and, when a closure
    /// makes it (`lazy var bar: UIToolbar = { let bar = UIToolbar(); …; return bar }()`), the closure's constant.
    private func toolbarNames(_ name: String, _ facts: ClassFacts) -> (names: [String], made: Located)? {
        guard let bound = facts.bindings[name], case .call(let call) = bound.expression else { return nil }
        if call.callee.calleeName == "UIToolbar" { return ([name], bound) }
        if case .closure(let closure) = call.callee, case .name(let local, _)? = returned(closure.statements) {
            for statement in closure.statements {
                if case .variable(let variable) = statement, variable.name == local,
                    let initializer = variable.initializer, case .call(let made) = initializer, made.callee.calleeName == "UIToolbar"
                {
                    return ([name, local], Located(expression: initializer, file: bound.file))
                }
            }
        }
        return nil
    }

    /// P5: a `UIToolbar` the app makes and adds to its view is a bar it builds by hand, which never moves into
    /// the vertical bar — a `hand-made-bar` with the toolbar's items, at the edge its constraints pin it to.
    /// A toolbar whose items are set but that is never added to a view shows nothing, and is reported.
    /// What a hand-made bar is named after: the name that holds it, without a `Toolbar` ending
    /// (`formattingToolbar` → `formatting`).
    static func barHint(_ name: String) -> String {
        name.count > "Toolbar".count && name.hasSuffix("Toolbar") ? String(name.dropLast("Toolbar".count)) : name
    }

    private mutating func handMadeBars(_ facts: ClassFacts) -> [ImportedBlock] {
        var result: [ImportedBlock] = []
        // Toolbars by where they are made, so one held by a property and a closure's constant counts once.
        var shown: Set<String> = []
        func key(_ made: Located) -> String { made.file.source.path + ":" + String(made.expression.range.start) }
        for subview in facts.subviews {
            guard let name = Self.viewName(subview.expression), let (names, made) = toolbarNames(name, facts),
                !shown.contains(key(made))
            else { continue }
            shown.insert(key(made))
            let file = made.file
            var bar = ImportedBlock("hand-made-bar", idHint: Self.barHint(name), location: file.location(of: made.expression.range.start))
            if let edge = names.lazy.compactMap({ facts.pinnedEdges[$0] }).first {
                bar.set("edge", .word(edge))
            } else {
                bar.set("edge", .word("bottom"))
                bar.notes.append("no constraint pins '\(name)' to a top or bottom edge: imported at the bottom")
                warn(.unknownValue, "no layout constraint pins toolbar '\(name)' to a top or bottom anchor; imported as a hand-made bar at the bottom edge",
                     subview.file, subview.expression.range)
            }
            if let assigned = names.flatMap({ facts.properties[$0] ?? [] }).last(where: { $0.name == "items" })?.value {
                // Its conditions are the bar's, not each item's.
                let listed = Located(expression: assigned.expression, file: assigned.file)
                if case .array = Self.arrayLiteral(assigned.expression) {
                    for element in elements(assigned.expression) {
                        bar.children += items(element, placement: .automatic, facts: facts, file: assigned.file, depth: 0)
                    }
                } else {
                    bar.children += items(listed, placement: .automatic, facts: facts)
                }
            }
            if bar.children.contains(where: { $0.keyword != "spacer" }) { result.append(bar) }
        }
        for accessory in facts.accessoryViews {
            if let name = Self.viewName(accessory.expression), let (_, made) = toolbarNames(name, facts) { shown.insert(key(made)) }
        }
        // Toolbars a storyboard lays out in the view.
        for toolbar in facts.interfaceToolbars {
            var bar = ImportedBlock("hand-made-bar", idHint: Self.barHint(toolbar.name ?? "toolbar"), location: toolbar.location)
            bar.set("edge", .word(toolbar.edge ?? "bottom"))
            if toolbar.edge == nil {
                bar.notes.append("no constraint pins this toolbar to a top or bottom edge: imported at the bottom")
                warnings.append(
                    ImportWarning(
                        .unknownValue, "no layout constraint pins this toolbar to a top or bottom edge; imported as a hand-made bar at the bottom edge",
                        path: toolbar.location.path, range: SourceRange(start: toolbar.offset, end: toolbar.offset)))
            }
            for item in toolbar.items {
                bar.children.append(interfaceItem(item, placement: .automatic, facts: facts, boundName: nil))
            }
            if bar.children.contains(where: { $0.keyword != "spacer" }) { result.append(bar) }
        }
        for name in facts.bindings.keys.sorted() {
            guard let (names, made) = toolbarNames(name, facts), !shown.contains(key(made)),
                names.contains(where: { facts.properties[$0]?.contains { $0.name == "items" } == true })
            else { continue }
            shown.insert(key(made))
            warn(.unattachedItems, "toolbar '\(name)' has items but is never added to a view; its items are not imported", made.file, made.expression.range)
        }
        return result
    }

    /// P10: the items of a `UIToolbar` set as an `inputAccessoryView` stay with the keyboard: `placement: keyboard`.
    private mutating func keyboardItems(_ facts: ClassFacts) -> [ImportedBlock] {
        var result: [ImportedBlock] = []
        for accessory in facts.accessoryViews {
            guard let name = Self.viewName(accessory.expression), let (names, _) = toolbarNames(name, facts),
                let assigned = names.flatMap({ facts.properties[$0] ?? [] }).last(where: { $0.name == "items" })?.value
            else { continue }
            for element in elements(assigned.expression) {
                result += items(element, placement: .keyboard, facts: facts, file: assigned.file, depth: 0)
            }
        }
        return result
    }

    /// Hand-made bars stand beside the screen's container: those found in a tab's or a column's view
    /// controller move up to the screen.
    static func hoistHandMadeBars(_ block: inout ImportedBlock) -> [ImportedBlock] {
        var bars = block.children.filter { $0.keyword == "hand-made-bar" }
        block.children.removeAll { $0.keyword == "hand-made-bar" }
        for index in block.children.indices { bars += hoistHandMadeBars(&block.children[index]) }
        return bars
    }

    private func located(_ expressions: [SwiftExpression], _ file: SwiftFile) -> [Located] {
        expressions.map { expression in
            // A local of this block with a key of its own stands for its key (see `scopedLocals`).
            if case .name(let name, let range) = expression, let key = scopedLocals[name] {
                return Located(expression: .name(key, range), file: file, conditions: conditions, function: currentFunction, branches: branchStack)
            }
            return Located(expression: expression, file: file, conditions: conditions, function: currentFunction, branches: branchStack)
        }
    }

    /// The items of a slot's element, with a comment for each condition the code set it under. An array the
    /// code fills before it assigns it (`var items: [UIBarButtonItem] = []`, then `items.append(share)`) gives
    /// its elements and everything appended to it; an array never appended to (`let items = [share]`) gives its
    /// elements. docs/import.md promises items are followed through local constants, and an array of items is
    /// one: read as a single item, it was reported as unreadable and its items were lost.
    private mutating func items(_ located: Located, placement: ItemPlacement, facts: ClassFacts, depth: Int = 0) -> [ImportedBlock] {
        if depth < 4, let choice = arrayChoice(located, facts: facts) {
            // `isEmpty ? [] : [editButtonItem]`, written in the slot or bound to a name: the items of each side, under
            // the condition it shows in, as for `isFiltering ? filter : nil` (`[]` was read as an item, and reported
            // as unreadable with the other side, whose items were lost). Each side lists its items as the slot does.
            let written = choice.file.code(choice.condition.range)
            var parts: [Located] = []
            for (side, note) in [(choice.then, ConditionNote.when(written)), (choice.otherwise, "only when not \(written)")] {
                var side = elements(Self.arrayLiteral(side)).map {
                    Located(expression: $0, file: choice.file, conditions: located.conditions + [note], fromTrailingEnd: located.fromTrailingEnd)
                }
                if located.fromTrailingEnd { side.reverse() }
                parts += side
            }
            return parts.flatMap { part in items(part, placement: placement, facts: facts, depth: depth + 1) }
        }
        if depth < 4, let name = Self.viewName(located.expression), let bound = facts.bindings[name], case .array(let values, _) = bound.expression {
            let appended = Self.mergedAcrossBranches(facts.appended[name] ?? [], facts: facts)
            var parts = values.map { Located(expression: $0, file: bound.file, conditions: located.conditions) }
            parts += appended.map { added in
                var added = added
                added.conditions = located.conditions + ["added to '\(Self.writtenName(name))' with append"] + added.conditions
                return added
            }
            if located.fromTrailingEnd { parts.reverse() }
            // An array appended to itself is read once.
            parts.removeAll { Self.viewName($0.expression) == name }
            return parts.flatMap { part in items(part, placement: placement, facts: facts, depth: depth + 1) }
        }
        var blocks = items(located.expression, placement: placement, facts: facts, file: located.file, depth: 0)
        for index in blocks.indices { blocks[index].notes += located.conditions }
        // The same item written out again where another branch assigns it: this block stands for each copy.
        if !located.alsoAt.isEmpty, blocks.count == 1 {
            blocks[0].alsoDeclaredAt += located.alsoAt
            blocks[0].notes += located.alsoAt.map { "also written at \($0.path):\($0.line)" }
        }
        return blocks
    }

    /// Items appended to one array in branches of an `if` or `switch` that cannot both run, written the same
    /// (`items.append(UIBarButtonItem(title: "Share", …))` in each): one item, shown under either branch
    /// (`ClassFacts.merged`), standing for the other copy too, as for a slot assigned in two branches. The same
    /// item appended twice where both appends run (a flexible space each side of a button) stays twice.
    private static func mergedAcrossBranches(_ items: [Located], facts: ClassFacts) -> [Located] {
        var result: [Located] = []
        for item in items {
            let identity = facts.identity(of: item)
            guard
                let index = result.indices.first(where: { index in
                    facts.identity(of: result[index]) == identity && Self.exclude(result[index], item)
                })
            else {
                result.append(item)
                continue
            }
            result[index] = ClassFacts.merged(result[index], item, loadTime: facts.loadTimeMethods)
            if let location = facts.constructionLocation(of: item), location != facts.constructionLocation(of: result[index]) {
                result[index].alsoAt.append(location)
            }
        }
        return result
    }

    /// Whether `a` and `b` were read in different branches of one `if` or `switch`, so never both run.
    private static func exclude(_ a: Located, _ b: Located) -> Bool {
        a.branches.contains { first in
            guard let first else { return false }
            return b.branches.contains { second in
                guard let second else { return false }
                return first.site == second.site && first.indices.isDisjoint(with: second.indices)
            }
        }
    }

    /// `condition ? [a, b] : []`, written where a slot's element is or bound to the name written there (`let
    /// shown = isSelecting ? [trash] : []`): a choice between arrays of items (nil for one between single items,
    /// `isBusy ? spinner : send`, which `items` reads as two items).
    private func arrayChoice(_ located: Located, facts: ClassFacts) -> (condition: SwiftExpression, then: SwiftExpression, otherwise: SwiftExpression, file: SwiftFile)? {
        var expression = located.expression
        var file = located.file
        if let name = Self.viewName(expression), let bound = facts.bindings[name] { (expression, file) = (bound.expression, bound.file) }
        guard case .ternary(let condition, let then, let otherwise, _) = expression else { return nil }
        let isArray = { (side: SwiftExpression) -> Bool in if case .array = Self.arrayLiteral(side) { true } else { false } }
        guard isArray(then) || isArray(otherwise) else { return nil }
        return (condition, then, otherwise, file)
    }

    /// `value` given to the slot of bar button items `slot`: its items, or what it adds to those the slot holds
    /// (`itemsAddedToOwn`).
    private mutating func assignSlot(_ slot: String, _ value: SwiftExpression, into facts: inout ClassFacts, file: SwiftFile) {
        let listed = barItems(value)
        if listed.count == 1, let name = Self.viewName(listed[0]), let bound = facts.bindings[scopedLocals[name] ?? name],
            case .array(let values, _) = bound.expression
        {
            warnItemsListedTwice(values, facts: facts, file: bound.file)
        } else {
            warnItemsListedTwice(listed, facts: facts, file: file)
        }
        if let added = itemsAddedToOwn(listed, slot: slot, facts: facts, file: file) {
            if !added.before.isEmpty { facts.add(added.before, to: slot, atStart: true) }
            if !added.after.isEmpty { facts.add(added.after, to: slot, atStart: false) }
        } else {
            facts.assign(withSlotElements(listed, facts: facts, file: file) ?? located(listed, file), to: slot)
        }
    }

    /// A bar item listed twice in one array given to a slot (`[edit, edit]`): a view stands in one place, so a
    /// bar shows the item once, and the spec lists it once (the second is the first read again, `RereadEntries`)
    /// — said here rather than dropped silently. A spacer listed twice is a spacer in each place (`items`).
    private mutating func warnItemsListedTwice(_ listed: [SwiftExpression], facts: ClassFacts, file: SwiftFile) {
        guard listed.count > 1 else { return }
        var seen: Set<String> = []
        for element in listed {
            guard let name = Self.viewName(element) else { continue }
            let key = scopedLocals[name] ?? name
            guard let bound = facts.bindings[key], !Self.makesSpacer(bound.expression), !Self.laysOutSpacer(bound.expression, facts: facts),
                !facts.computedItems.contains(key), !seen.insert(key).inserted
            else { continue }
            warn(.repeatedContent, "'\(Self.writtenName(name))' is listed twice in this array; a bar shows one item once, so it is imported once", file, element.range)
        }
    }

    /// Whether `expression` is an outlet's storyboard item that is a flexible or fixed space: listed several times
    /// by the code, it is a spacer in each place, as a spacer the code makes is (it drew the listed-twice warning).
    private static func laysOutSpacer(_ expression: SwiftExpression, facts: ClassFacts) -> Bool {
        guard case .name(let key, _) = expression, let system = facts.interfaceItems[key]?.systemItem else { return false }
        return spacerLabel(system) != nil
    }

    /// Whether `expression` makes a bar item each time it runs: a call of `UIBarButtonItem(…)` or of one of its
    /// static factories (`.flexibleSpace()`), not a name that holds one.
    private static func makesNewItem(_ expression: SwiftExpression) -> Bool {
        guard case .call(let call) = expression else { return false }
        switch call.callee {
        case .name("UIBarButtonItem", _), .member(.some(.name("UIBarButtonItem", _)), _, _), .member(nil, _, _): return true
        default: return false
        }
    }

    /// The spacer a system item is (`flexibleSpace` → `flexible`, `fixedSpace` → `fixed`), or nil for any other:
    /// the one table every reading of a spacer's name asks.
    static func spacerLabel(_ systemItem: String) -> String? {
        switch systemItem {
        case "flexibleSpace": "flexible"
        case "fixedSpace": "fixed"
        default: nil
        }
    }

    /// Whether `expression` makes a flexible or fixed space: `UIBarButtonItem(barButtonSystemItem: .flexibleSpace,
    /// …)`, `.flexibleSpace()`, `UIBarButtonItem.fixedSpace(12)`, also in a closure called in place (`lazy var
    /// flexibleSpace: UIBarButtonItem = { let space = UIBarButtonItem(…); return space }()`).
    static func makesSpacer(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .member(_, let name, _):
            return spacerLabel(name) != nil
        case .call(let call):
            if case .closure(let closure) = call.callee, call.allArguments.isEmpty {
                var made: SwiftExpression?
                switch closure.statements.last {
                case .returnStatement(let value?, _)?, .expression(let value)?: made = value
                default: break
                }
                // The closure's own constant, returned (`return space`).
                if case .name(let local, _)? = made {
                    for case .variable(let variable) in closure.statements where variable.name == local { made = variable.initializer }
                }
                return made.map(makesSpacer) ?? false
            }
            if var system = call.argument("barButtonSystemItem") ?? call.argument("systemItem") {
                // `isModal ? .flexibleSpace : .fixedSpace`: the first side decides, as `systemItemChoice` reads it.
                while case .ternary(_, let then, _, _) = system { system = then }
                if case .member(_, let member, _) = system { return spacerLabel(member) != nil }
                return false
            }
            if case .member(_, let name, _) = call.callee { return spacerLabel(name) != nil }
            return false
        default:
            return false
        }
    }

    /// What the items `listed`, given to `slot`, add to it when they name what the slot already holds (`toolbarItems = items`
    /// after `guard var items = toolbarItems`, `[first, next]` after `if let first = toolbarItems?.first`): the
    /// other items, and those appended to such a local. Nil when it names none: read as new items, such a local
    /// became a custom item named `items` or `first`.
    private func itemsAddedToOwn(_ listed: [SwiftExpression], slot: String, facts: ClassFacts, file: SwiftFile) -> (before: [Located], after: [Located])? {
        let placement = APIVocabulary.placement(slot, in: .uiKit)
        func isOwn(_ element: SwiftExpression) -> String? {
            guard case .name(let name, _) = element, let alias = slotAliases[name], alias.element == nil,
                APIVocabulary.placement(alias.slot, in: .uiKit) == placement
            else { return nil }
            return name
        }
        guard let ownIndex = listed.firstIndex(where: { isOwn($0) != nil }) else { return nil }
        var added: (before: [Located], after: [Located]) = ([], [])
        for (index, element) in listed.enumerated() {
            if let own = isOwn(element) {
                added.after += facts.appended[scopedLocals[own] ?? own] ?? []
            } else if index < ownIndex {
                added.before += located([element], file)
            } else {
                added.after += located([element], file)
            }
        }
        return added
    }

    /// `listed` with each local that holds one item of a slot (`if let first = toolbarItems?.first`) replaced by
    /// that item as the slot holds it so far; nil when none does.
    private func withSlotElements(_ listed: [SwiftExpression], facts: ClassFacts, file: SwiftFile) -> [Located]? {
        var found = false
        var result: [Located] = []
        for element in listed {
            if case .name(let name, _) = element, let alias = slotAliases[name], let which = alias.element {
                found = true
                let placement = APIVocabulary.placement(alias.slot, in: .uiKit)
                let items = facts.slots.first(where: { $0.placement == placement })?.items ?? []
                if let item = which == .first ? items.first : items.last { result.append(item) }
            } else {
                result += located([element], file)
            }
        }
        return found ? result : nil
    }

    /// The items given to a slot of bar button items: `elements`, each `.init(…)` read as the
    /// `UIBarButtonItem(…)` the slot's type makes it (`navigationItem.rightBarButtonItem = .init(title: "Restore", …)`:
    /// it was a custom item titled `init`).
    private func barItems(_ expression: SwiftExpression) -> [SwiftExpression] {
        elements(expression).map { Self.namingInit($0, type: "UIBarButtonItem") }
    }

    private func elements(_ expression: SwiftExpression) -> [SwiftExpression] {
        if case .array(let values, _) = expression { return values }
        // `[home, search].map { UINavigationController(rootViewController: $0) }`: the same elements, each wrapped
        // (as a tab, a navigation controller around a view controller is read through to it).
        if let listed = wrappedEachElement(expression), case .array(let values, _) = listed { return values }
        if case .name("nil", _) = expression { return [] }
        return [expression]
    }

    /// `list.map { UINavigationController(rootViewController: $0) }`, or a helper declared to return a navigation
    /// controller (`{ Navigation.wrapped($0) }`): `list`, each of whose view controllers is shown wrapped in a
    /// navigation controller (which a tab is read through). Nil for any other expression.
    private func wrappedEachElement(_ expression: SwiftExpression) -> SwiftExpression? {
        guard case .call(let call) = expression, case .member(let list?, "map", _) = call.callee,
            case .closure(let transform)? = call.trailingClosures.first?.value ?? call.firstUnlabeledArgument,
            case .call(let made)? = returned(transform.statements)
        else { return nil }
        if let made = made.callee.calleeName, isNavigationController(made) { return list }
        if case .member(.some(.name(let typeName, _)), let function, _) = made.callee,
            let (declared, _) = typeFunctions[MemberName(typeName, function)], (declared.returnType ?? "").containsBytes("NavigationController")
        {
            return list
        }
        return nil
    }

    /// The view controllers a tab bar controller lists (`viewControllers = …`, `tabs = …`,
    /// `setViewControllers(_:animated:)`), each a tab. A name bound to an array (`let tabs = [library, search]`,
    /// then `viewControllers = tabs` or `tabs.map { UINavigationController(rootViewController: $0) }`) lists that
    /// array's elements and what the code appends to it, as the array written in place does: read as one view
    /// controller, it was a single tab named after the name (or `map`), without title or image. An array the code
    /// gives it afterwards (`vcsInTab = [podcasts, discover, profile]`, in each branch of an `if`) adds the view
    /// controllers it does not list yet: each can be a tab. A name that lists none this way is read as before, one
    /// tab reported as without title or image, rather than no tab at all.
    private func tabElements(_ expression: SwiftExpression, file: SwiftFile, facts: ClassFacts) -> [Located] {
        let list = wrappedEachElement(expression) ?? expression
        // `fixedTabs + [searchTab]`: each side's tabs, in order (read as one view controller, it was one tab).
        if case .binary("+", let lhs, let rhs, _) = list {
            return tabElements(lhs, file: file, facts: facts) + tabElements(rhs, file: file, facts: facts)
        }
        if let name = Self.viewName(list) {
            let key = scopedLocals[name] ?? name
            if let bound = facts.bindings[key], case .array = bound.expression {
                var listed: [Located] = []
                var seen: Set<String> = []
                for array in [bound] + (facts.reassigned[key] ?? []) {
                    guard case .array(let values, _) = array.expression else { continue }
                    for value in values where seen.insert(array.file.code(value.range)).inserted { listed += located([value], array.file) }
                }
                listed += facts.appended[key] ?? []
                if !listed.isEmpty { return listed }
            }
        }
        return located(elements(expression), file)
    }

    /// Binds `name` to what `statements` return: the one value, or each value returned under its own condition
    /// (`if isEditing { return save }; return publish`), kept with that condition (only the last was read).
    private func bindReturned(_ statements: [SwiftStatement], to name: String, into facts: inout ClassFacts, file: SwiftFile) {
        let choices = Self.returnedChoices(statements, conditions: [])
        if choices.count > 1 {
            facts.choices[name] = choices.map { Located(expression: $0.value, file: file, conditions: $0.conditions) }
        } else if let only = choices.first {
            facts.bindings[name] = Located(expression: only.value, file: file, conditions: only.conditions)
        } else if let value = returned(statements) {
            facts.bindings[name] = Located(expression: value, file: file)
        }
    }

    /// Every value `statements` return, each with the conditions it is returned under; a return after an `if`
    /// that returns is under what takes the code past it: a branch that does not return, or no branch at all.
    ///
    /// A body of one expression is its value, and so is each branch's of an `if` or `switch` that is a body's one
    /// statement (`if isEditing { save } else { publish }`, an expression since Swift 5.9); a branch's one
    /// expression is not a value when other statements follow the `if` (`if isSearching { print(…) }`).
    static func returnedChoices(
        _ statements: [SwiftStatement], conditions: [String], yieldsValue: Bool = true
    ) -> [(value: SwiftExpression, conditions: [String])] {
        returnedChoicesAndEnd(statements, conditions: conditions, yieldsValue: yieldsValue).choices
    }

    /// `returnedChoices`, and the conditions under which the code runs past the last of `statements` (those
    /// that took it past each `if` and `switch` on the way, relative to `conditions`), or nil when every way
    /// through returns a value (a body of one expression that is its value included). A branch that returns on
    /// some of its paths leads past its `if` under its own condition and what took the code through it: `if a {
    /// if c { return x } }` is passed when `not a`, or when `a and not c`; a `switch` is passed in the cases that
    /// do not return.
    private static func returnedChoicesAndEnd(
        _ statements: [SwiftStatement], conditions: [String], yieldsValue: Bool
    ) -> (choices: [(value: SwiftExpression, conditions: [String])], end: [String]?) {
        let branchesYieldValues = yieldsValue && statements.count == 1
        var result: [(value: SwiftExpression, conditions: [String])] = []
        var after: [String] = []
        var exitsPassed = 0
        for statement in statements {
            switch statement {
            case .returnStatement(let value?, _):
                result.append((value, conditions + after))
                return (result, nil)
            case .conditional(let conditional):
                var returnedInBranch = false
                // When the code after the `if` runs: one of the branches that do not always return is taken and
                // passed through (each an alternative, a list of notes that all hold), or none is taken.
                var continuing: [[String]] = []
                for (body, note) in AvailabilityCheck.branches(of: conditional) {
                    let branchConditions = note.map { [$0] } ?? []
                    let inner = returnedChoicesAndEnd(body, conditions: conditions + after + branchConditions, yieldsValue: branchesYieldValues)
                    // A branch that always runs on iOS 27.1 (an availability check that holds) and returns: nothing
                    // after it runs.
                    if note == nil, inner.end == nil { return (result + inner.choices, nil) }
                    returnedInBranch = returnedInBranch || !inner.choices.isEmpty
                    if let passed = inner.end { continuing.append(branchConditions + passed) }
                    result += inner.choices
                }
                if !AvailabilityCheck.isExhaustive(conditional) {
                    continuing.append([ConditionNote.otherwise(AvailabilityCheck.ordinaryConditions(of: conditional))])
                }
                // Every branch returns, whichever runs: nothing after the `if` runs.
                if continuing.isEmpty { return (result, nil) }
                // Between them, the ways past the `if` always hold (a branch taken whenever reached that does not
                // return, or a condition and its negation): the code after always runs, and `anyOf` says nil.
                if returnedInBranch, let note = ConditionNote.anyOf(continuing) { _ = ConditionNote.addExit(note, to: &after, exits: &exitsPassed) }
            case .switchStatement(let switchStatement):
                // As an `if`'s branches, except that one case always runs (a switch is exhaustive).
                var returnedInCase = false
                var continuing: [[String]] = []
                for item in switchStatement.cases {
                    let caseConditions = [ConditionNote.switchCase(item.label, of: switchStatement.subject)]
                    let inner = returnedChoicesAndEnd(item.body, conditions: conditions + after + caseConditions, yieldsValue: branchesYieldValues)
                    returnedInCase = returnedInCase || !inner.choices.isEmpty
                    if let passed = inner.end { continuing.append(caseConditions + passed) }
                    result += inner.choices
                }
                if continuing.isEmpty, !switchStatement.cases.isEmpty { return (result, nil) }
                if returnedInCase, let note = ConditionNote.anyOf(continuing) { _ = ConditionNote.addExit(note, to: &after, exits: &exitsPassed) }
            default:
                break
            }
        }
        if result.isEmpty, yieldsValue, statements.count == 1, case .expression(let value) = statements[0] { return ([(value, conditions)], nil) }
        return (result, after)
    }

    /// `let heart: UIBarButtonItem = .init(image: …)`: the same call as `UIBarButtonItem(image: …)` (it was a custom
    /// item titled after the constant).
    static func namingInit(_ value: SwiftExpression, type: String?) -> SwiftExpression {
        // `lazy var cancel: UIBarButtonItem = { .init(barButtonSystemItem: .cancel, …) }()`: a closure whose one
        // statement is the item, called at once, is the item (it was a custom item titled after the property).
        if case .call(let outer) = value, case .closure(let closure) = outer.callee, outer.allArguments.isEmpty, closure.statements.count == 1 {
            switch closure.statements[0] {
            case .expression(let made), .returnStatement(let made?, _):
                if case .call(let call) = made, case .member(nil, "init", _) = call.callee { return namingInit(made, type: type) }
            default: break
            }
        }
        guard case .call(let call) = value, case .member(nil, "init", let range) = call.callee,
            (type ?? "").filter({ $0 != " " && $0 != "?" && $0 != "!" }) == "UIBarButtonItem"
        else { return value }
        return .call(SwiftCall(callee: .name("UIBarButtonItem", range), allArguments: call.allArguments, parenthesizedCount: call.parenthesizedCount, range: call.range))
    }

    private func returned(_ statements: [SwiftStatement]) -> SwiftExpression? {
        for statement in statements.reversed() {
            if case .returnStatement(let value?, _) = statement { return value }
        }
        if statements.count == 1, case .expression(let value) = statements[0] { return value }
        return nil
    }

    // MARK: Items

    /// `madeWith` are the properties the closure that makes the item sets on its own constant (`{ let item =
    /// UIBarButtonItem(); item.title = "Compose"; return item }()`), applied before those set on `boundName`.
    private mutating func items(
        _ expression: SwiftExpression, placement: ItemPlacement, facts: ClassFacts, file: SwiftFile, depth: Int,
        boundName: String? = nil, madeWith: [(name: String, value: Located)] = []
    ) -> [ImportedBlock] {
        guard depth < 8 else { return [] }
        switch expression {
        case .name("nil", _):
            // `showFilter ? filterButton : nil`: no item on that side (it was imported as an item named "nil").
            return []
        case .name("editButtonItem", let range) where facts.bindings["editButtonItem"] == nil,
            .member(.some(.name("self", _)), "editButtonItem", let range) where facts.bindings["editButtonItem"] == nil:
            // The view controller's own Edit button, which turns into Done while editing (as SwiftUI's `EditButton`).
            var item = ImportedBlock("item", idHint: "edit", location: file.location(of: range.start))
            item.set("title", .string("Edit"))
            item.set("alternate-title", .string("Done"))
            item.notes.append("editButtonItem switches between 'Edit' and 'Done'")
            if placement != .automatic { item.set("placement", .word(placement.rawValue)) }
            return [item]
        case .name(let name, _) where ClassFacts.slotNames.contains(name) && facts.bindings[name] == nil && facts.choices[name] == nil,
            .member(_, let name, _) where ClassFacts.slotNames.contains(name):
            // `hiddenItems = navigationItem.rightBarButtonItems`, given back later (`setRightBarButtonItems(hiddenItems,
            // …)`): the items the slot already held, each imported where it was assigned, not an item of its own.
            return []
        case .name(let name, _) where facts.choices[name] != nil, .member(.some(.name("self", _)), let name, _) where facts.choices[name] != nil:
            return choiceItems(name, placement: placement, facts: facts, depth: depth)
        case .call(let call) where call.allArguments.isEmpty && Self.viewName(call.callee).map { facts.choices[$0] != nil || Self.isReturnedItem(facts.bindings[$0]) } == true:
            // Only a call without arguments: what a function returns for an argument is not followed (each call of
            // `item(for:)` gave every item it can return).
            // `makeTrash()`: the item the class's function returns.
            let name = Self.viewName(call.callee)!
            if facts.choices[name] != nil { return choiceItems(name, placement: placement, facts: facts, depth: depth) }
            let bound = facts.bindings[name]!
            return items(bound.expression, placement: placement, facts: facts, file: bound.file, depth: depth + 1, boundName: name)
        case .name(let key, _) where facts.interfaceItems[key] != nil:
            return [interfaceItem(facts.interfaceItems[key]!, placement: placement, facts: facts, boundName: boundName)]
        case .name(let name, let range), .member(.some(.name("self", _)), let name, let range), .member(.some(.name("super", _)), let name, let range):
            if let bound = facts.bindings[name] {
                var blocks = items(bound.expression, placement: placement, facts: facts, file: bound.file, depth: depth + 1, boundName: name)
                // One spacer kept in a constant and listed twice (`[add, flex, select, flex]`, the usual UIKit idiom)
                // is a spacer in each place: each stands where it is listed, and for the code that made it too. At
                // the place it was made, the second was taken for the first read again (`RereadEntries`) and dropped.
                // A storyboard's spacer an outlet names stays where the storyboard lays it out.
                let laidOut = if case .name(let key, _) = bound.expression { facts.interfaceItems[key] != nil } else { false }
                if !laidOut, blocks.count == 1, blocks[0].keyword == "spacer", let made = blocks[0].location {
                    blocks[0].location = file.location(of: range.start)
                    blocks[0].alsoDeclaredAt.append(made)
                }
                return blocks
            }
            // `var moreButton: UIBarButtonItem?` that no code of the class or its bases assigns: nil, no item.
            if facts.optionalsWithoutValue.contains(name), !facts.assignedNames.contains(name), !outsideAssignments.isSet(name) { return [] }
            let name = Self.writtenName(name)
            warn(
                .unresolvedContent,
                placement == .principal
                    ? "the view '\(name)' in the title's place (titleView) could not be followed; imported as a custom principal item"
                    : "bar button item '\(name)' is not assigned in this class; imported as a custom item",
                file, range)
            // Named by the name it is reached by, but not titled by it: a made-up title ("title View") would hide
            // lint's item-missing-title, and VoiceOver has nothing to read there either (docs/import.md).
            var item = ImportedBlock("item", idHint: name, location: file.location(of: range.start))
            item.set("view", .word("custom"))
            item.notes.append("'\(name)' could not be followed; no title in the code")
            if placement != .automatic { item.set("placement", .word(placement.rawValue)) }
            return [item]
        case .call(let call):
            if call.allArguments.isEmpty, let name = Self.viewName(call.callee), let bound = facts.bindings[name], case .closure = bound.expression {
                // `let flex = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, …) }`, then `flex()`: read as the
                // closure called in place (below), not as an item named `flex`.
                let called = SwiftCall(callee: bound.expression, allArguments: [], parenthesizedCount: 0, range: call.range)
                return items(.call(called), placement: placement, facts: facts, file: bound.file, depth: depth + 1, boundName: boundName)
            }
            if case .closure(let closure) = call.callee, var value = returned(closure.statements) {
                // `{ let item = UIBarButtonItem(…); …; return item }()`: the closure's own constant first, with what
                // the closure sets on it (`item.image = …`), read from this closure alone: by the constant's name,
                // two closures that each name theirs `item` set each other's (and the settings were left out).
                var settings: [(name: String, value: Located)] = []
                if case .name(let local, _) = value {
                    for statement in closure.statements {
                        switch statement {
                        case .variable(let variable) where variable.name == local:
                            if let initializer = variable.initializer { value = initializer }
                        case .assignment(.member(.name(local, _)?, let property, _), "=", let set, _):
                            settings.append((property, Located(expression: set, file: file)))
                        default:
                            break
                        }
                    }
                }
                return items(value, placement: placement, facts: facts, file: file, depth: depth + 1, boundName: boundName, madeWith: settings)
            }
            if let configured = Self.configuredValue(call) {
                var blocks = items(configured, placement: placement, facts: facts, file: file, depth: depth + 1, boundName: boundName)
                // What the closure sets on the item (`$0.title = "Help"`, `$0.action = #selector(help)`), after what
                // made it, as later assignments to a property are.
                let settings = Self.configurationSettings(call, file: file)
                if blocks.count == 1, blocks[0].keyword == "item" || blocks[0].keyword == "menu", !settings.isEmpty {
                    var labelNotes = LabelNotes()
                    applyProperties(settings, to: &blocks[0], facts: facts, labelNotes: &labelNotes)
                    blocks[0].notes += [labelNotes.title, labelNotes.symbol].compactMap { $0 }
                }
                return blocks
            }
            let name = call.callee.calleeName ?? ""
            switch name {
            case "creatingFixedGroup", "creatingOptionalGroup":
                // `share.creatingFixedGroup()`: the group of one item that UIKit makes for every item outside a
                // group (an implicit group, P23), so the item is not in a declared group.
                if case .member(let base?, _, _) = call.callee {
                    return items(base, placement: placement, facts: facts, file: file, depth: depth + 1)
                }
                warn(.unsupported, "could not read the item of '\(file.code(call.range))'; nothing was imported for it", file, call.range)
                return []
            case _ where Self.spacerLabel(name) != nil:
                return [ImportedBlock("spacer", label: Self.spacerLabel(name), location: file.location(of: call.range.start))]
            case "UIBarButtonItemGroup", "fixedGroup", "movableGroup", "optionalGroup":
                var children: [ImportedBlock] = []
                let members = call.argument("barButtonItems") ?? call.argument("items") ?? call.firstUnlabeledArgument
                for element in members.map(elements) ?? [] {
                    children += items(element, placement: placement, facts: facts, file: file, depth: depth + 1)
                }
                children = children.filter { $0.keyword != "group" }
                guard !children.isEmpty else { return [] }
                let hint = (children.first { $0.idHint != nil }?.idHint).map { $0 + " group" } ?? "group"
                return [ImportedBlock("group", idHint: hint, children: children, location: file.location(of: call.range.start))]
            case "UIBarButtonItem":
                var labelNotes = LabelNotes()
                var item = barButtonItem(call, file: file, facts: facts, labelNotes: &labelNotes)
                if item.keyword == "spacer" { return [item] }
                if placement != .automatic { item.set("placement", .word(placement.rawValue)) }
                applyProperties(madeWith + (boundName.flatMap { facts.properties[$0] } ?? []), to: &item, facts: facts, labelNotes: &labelNotes)
                item.notes += [labelNotes.title, labelNotes.symbol].compactMap { $0 }
                // Said once its later assignments (`item.title = …`) are read. A custom view without either is
                // reported as a custom view (`import-custom-view`) already.
                if item.attribute("title") == nil && item.attribute("symbol") == nil && item.attribute("image") == nil
                    && call.argument("customView") == nil
                {
                    warn(.dynamicText, "this bar button item has no literal title, SF Symbol or named image; imported without them", file, call.range)
                }
                if item.idHint == nil {
                    // A custom view's item named by a title set afterwards (`avatarItem.title = "Avatar"`), else by
                    // the name its view is reached by (`referralsButton` → `referrals-button`, as a SwiftUI custom
                    // view's is, `actions.pageIndicator` → `page-indicator`), else by the name the item is kept in:
                    // it came out as `item`.
                    if case .string(let title)? = item.attribute("title") {
                        item.idHint = title
                    } else {
                        item.idHint = call.argument("customView").flatMap(Self.reachedName) ?? boundName.map(Self.writtenName)
                    }
                }
                return [item]
            default:
                warn(
                    .customView,
                    placement == .principal
                        ? "'\(file.code(call.range))' in the title's place (titleView) is imported as a custom principal item"
                        : "'\(file.code(call.range))' is not a bar button item the importer knows; imported as a custom item",
                    file, call.range)
                let shownName = boundName.map(Self.writtenName) ?? name
                // Named after the call, but not titled by it, as an item that cannot be followed is not: a made-up
                // title ("build Logo View") would hide lint's item-missing-title.
                var item = ImportedBlock("item", idHint: shownName, location: file.location(of: call.range.start))
                item.set("view", .word("custom"))
                item.notes.append("'\(name)' could not be followed; no title in the code")
                if placement != .automatic { item.set("placement", .word(placement.rawValue)) }
                return [item]
            }
        case .member(.some(.name(let typeName, _)), let name, _) where staticValues[MemberName(typeName, name)] != nil:
            // `AppConstants.helpBarButtonItem`: the item a type's static property holds or makes.
            let declared = staticValues[MemberName(typeName, name)]!
            return items(declared.expression, placement: placement, facts: facts, file: declared.file, depth: depth + 1, boundName: boundName)
        case .member(nil, let name, let range) where Self.spacerLabel(name) != nil:
            return [ImportedBlock("spacer", label: Self.spacerLabel(name), location: file.location(of: range.start))]
        case .ternary(let condition, let then, let otherwise, _):
            // `isBusy ? spinner : cancel`: either item can show, so both are kept, each with the condition it shows
            // under (as for items assigned in an `if`).
            let written = file.code(condition.range)
            var shown = items(then, placement: placement, facts: facts, file: file, depth: depth + 1)
            for index in shown.indices { shown[index].notes.append(ConditionNote.when(written)) }
            var other = items(otherwise, placement: placement, facts: facts, file: file, depth: depth + 1)
            for index in other.indices { other[index].notes.append("only when not \(written)") }
            return shown + other
        default:
            warn(.unsupported, "could not read bar button item '\(file.code(expression.range))'; nothing was imported for it", file, expression.range)
            return []
        }
    }

    /// `with(UIBarButtonItem(…)) { $0.width = 20 }` or `UIBarButtonItem(…).then { $0.tintColor = … }`: the value a
    /// helper is given to configure in a closure and returns (a `with` function many apps declare, the `then` of
    /// a common library), read as the item itself — it was a custom item titled after the whole call, and the
    /// item inside it reported as in no screen. What the closure sets on the value is not read.
    static func configuredValue(_ call: SwiftCall) -> SwiftExpression? {
        let closures = call.allArguments.filter { if case .closure = $0.value { true } else { false } }
        guard closures.count == 1, call.allArguments.last.map({ if case .closure = $0.value { true } else { false } }) == true else { return nil }
        switch call.callee {
        case .name("with", _):
            guard call.allArguments.count == 2, call.allArguments[0].label == nil else { return nil }
            return call.allArguments[0].value
        case .member(let base?, "then", _):
            guard call.allArguments.count == 1 else { return nil }
            return base
        default:
            return nil
        }
    }

    /// The properties the closure of `with(x) { … }` or `x.then { … }` sets on its value, in order: each
    /// `$0.name = value` among its statements (a closure that names its parameter is not read).
    static func configurationSettings(_ call: SwiftCall, file: SwiftFile) -> [(name: String, value: Located)] {
        guard case .closure(let closure)? = call.allArguments.last?.value else { return [] }
        return closure.statements.compactMap { statement in
            guard case .assignment(.member(.name("$0", _)?, let name, _), "=", let value, _) = statement else { return nil }
            return (name, Located(expression: value, file: file))
        }
    }

    /// A storyboard's `<barButtonItem>` as the item `UIBarButtonItem(…)` with the same settings gives, with what the
    /// code then sets on the outlet that names it (`boundName`: `editButton.title = …`).
    private mutating func interfaceItem(_ laidOut: InterfaceFiles.Item, placement: ItemPlacement, facts: ClassFacts, boundName: String?) -> ImportedBlock {
        if let system = laidOut.systemItem, let label = Self.spacerLabel(system) {
            return ImportedBlock("spacer", label: label, location: laidOut.location)
        }
        var item = ImportedBlock("item", location: laidOut.location)
        let place = SourceRange(start: laidOut.offset, end: laidOut.offset)
        if let system = laidOut.systemItem, !Self.applySystemItem(system, to: &item) {
            warnings.append(ImportWarning(.unknownValue, "system item '\(system)' is not known; imported with its name as the title", path: laidOut.source.path, range: place))
        }
        if laidOut.hasCustomView {
            item.set("view", .word("custom"))
            item.notes.append("a custom view laid out in the storyboard: its title and symbol are not read")
            warnings.append(ImportWarning(.customView, "a bar button item with a custom view is imported as 'view: custom'", path: laidOut.source.path, range: place))
        }
        if let title = laidOut.title { item.set("title", .string(title)) }
        if let symbol = laidOut.symbol {
            item.set("symbol", .string(symbol))
        } else if let image = laidOut.image {
            item.set("image", .string(image))
        }
        if placement != .automatic { item.set("placement", .word(placement.rawValue)) }
        var labelNotes = LabelNotes()
        if let boundName { applyProperties(facts.properties[boundName] ?? [], to: &item, facts: facts, labelNotes: &labelNotes) }
        item.notes += [labelNotes.title, labelNotes.symbol].compactMap { $0 }
        func text(_ name: String) -> String? {
            if case .string(let text)? = item.attribute(name) { return text }
            return nil
        }
        // Named as the code's items are: by the title, the symbol or the image (a system item's, when it keeps its
        // standard title), else by the outlet.
        let system = laidOut.systemItem.flatMap { UIKitRecognizer.systemItems[$0] }
        item.idHint = IdentifierMaker.firstUsableHint(text("title"), text("symbol"), text("image")) ?? system?.title ?? boundName.map(Self.writtenName)
        return item
    }

    /// The items of each choice `name` returns, each with the conditions it is returned under.
    private mutating func choiceItems(_ name: String, placement: ItemPlacement, facts: ClassFacts, depth: Int) -> [ImportedBlock] {
        (facts.choices[name] ?? []).flatMap { choice -> [ImportedBlock] in
            var blocks = items(choice.expression, placement: placement, facts: facts, file: choice.file, depth: depth + 1)
            for index in blocks.indices { blocks[index].notes += choice.conditions }
            return blocks
        }
    }

    /// Whether a binding is what a function returns rather than a closure the code calls (`let flex = { … }`, read
    /// where the call is).
    static func isReturnedItem(_ bound: Located?) -> Bool {
        guard let bound else { return false }
        if case .closure = bound.expression { return false }
        return true
    }

    /// A system item's look (`UIBarButtonItem.SystemItem`, written `.edit` in code and `edit` in a storyboard) on
    /// `item`: the title and symbol the system shows, with a note; false for a case not known, which is titled by
    /// its name.
    private static func applySystemItem(_ member: String, to item: inout ImportedBlock) -> Bool {
        guard let known = systemItems[member] else {
            item.set("title", .string(IdentifierMaker.words(member)))
            item.idHint = member
            return false
        }
        item.set("title", .string(known.title))
        item.set("symbol", string: known.symbol)
        item.idHint = known.title
        item.notes.append("system item .\(member): its standard title" + (known.symbol == nil ? "" : " and symbol"))
        return true
    }

    /// The method `#selector(…)` names: `moveDown` for `#selector(moveDown(_:))`, `#selector(self.moveDown)` or
    /// `#selector(Self.moveDown(_:))`; nil for anything else (a property's `#selector(getter: …)`, a selector
    /// made from a string).
    static func selectorMethod(_ expression: SwiftExpression?) -> String? {
        guard case .call(let selector)? = expression, case .name("#selector", _) = selector.callee, selector.arguments.count == 1,
            let argument = selector.arguments.first, argument.label == nil
        else { return nil }
        switch argument.value {
        case .name(let name, _), .member(_, let name, _): return name
        case .call(let method):
            switch method.callee {
            case .name(let name, _), .member(_, let name, _): return name
            default: return nil
            }
        default: return nil
        }
    }

    private mutating func barButtonItem(_ call: SwiftCall, file: SwiftFile, facts: ClassFacts, labelNotes: inout LabelNotes) -> ImportedBlock {
        var item = ImportedBlock("item", location: file.location(of: call.range.start))
        if let system = call.argument("barButtonSystemItem") ?? call.argument("systemItem"), case .ternary(let condition, let then, let otherwise, _) = system {
            if let spacer = systemItemChoice(condition, then, otherwise, to: &item, file: file) { return spacer }
        } else if let system = call.argument("barButtonSystemItem") ?? call.argument("systemItem") {
            let member = APIVocabulary.member(file.code(system.range))
            if let label = Self.spacerLabel(member) {
                return ImportedBlock("spacer", label: label, location: item.location)
            }
            if !Self.applySystemItem(member, to: &item) {
                warn(.unknownValue, "system item '\(member)' is not known; imported with its name as the title", file, system.range)
            }
        }
        var title = call.argument("title").flatMap { TextReader.text(of: $0, file: file, texts: program.texts) }
        // `UIImage(named: "compose")` is an image of the app's own, the item's `image` rather than a symbol.
        var (symbol, image) = call.argument("image").map { icon(of: $0, file: file) } ?? (nil, nil)
        if let action = call.argument("primaryAction"), case .call(let actionCall) = action {
            title = title ?? actionCall.argument("title").flatMap { TextReader.text(of: $0, file: file, texts: program.texts) }
            if symbol == nil, image == nil, let actionImage = actionCall.argument("image") { (symbol, image) = icon(of: actionImage, file: file) }
        }
        if let customView = call.argument("customView") {
            item.set("view", .word("custom"))
            let look = customViewLook(customView, file: file, facts: facts)
            title = title ?? look.title ?? look.accessibilityLabel
            if symbol == nil, image == nil {
                symbol = look.symbol
                image = look.image
            }
            if look.title?.isLiteral == true || look.symbol?.isLiteral == true {
                item.notes.append("a custom view: title and symbol from its button")
            } else if look.image != nil {
                item.notes.append("a custom view: its image from its button")
            } else if look.title != nil || look.symbol != nil {
                item.notes.append("a custom view: its button's title or image is not a literal or an SF Symbol the importer can read")
            } else if look.accessibilityLabel != nil {
                item.notes.append("a custom view: title from its accessibilityLabel")
            } else {
                item.notes.append("a custom view without a title, symbol or accessibilityLabel the importer can read: imported without a title")
            }
            warn(.customView, "a bar button item with a custom view is imported as 'view: custom'", file, call.range)
        }
        if let title {
            item.set("title", string: title.text)
            labelNotes.title = title.note("title")
            if !title.isLiteral {
                warnings.append(ImportWarning(computed: "title", title.text, keptAsCode: true, path: file.source.path, range: call.range))
                item.notes.append("title from the code")
            }
        }
        if let symbol {
            if symbol.isLiteral {
                item.set("symbol", string: symbol.text)
            } else {
                warn(.dynamicText, "image '\(symbol.text)' is not an SF Symbol literal; not imported", file, call.range)
            }
        }
        // Set on a custom view too: it says what the button shows, though a custom view stays horizontal (P12).
        if symbol == nil, let image {
            item.set("image", string: image.text)
            if let note = image.note("image") { item.notes.append(note) }
        }
        ItemReader.setAlternates(title: title, symbol: symbol, on: &item)
        labelNotes.symbol = symbol?.noteIfChosen("symbol")
        // Without a literal title, the name of what the action calls (`UIAction { _ in actions.slideshow() }`).
        var actionName: String?
        if case .call(let action)? = call.argument("primaryAction"), case .closure(let handler)? = action.trailingClosures.first?.value ?? action.argument("handler"),
            case .call(let called)? = SwiftParser.expressions(in: handler.statements).first, case .member(_, let name, _) = called.callee
        {
            actionName = name
        }
        if item.idHint == nil {
            let literalTitle = title?.isLiteral == true ? title?.text : nil
            if call.argument("customView") != nil {
                // A custom view without a literal title or symbol is named by the name it is reached by (below), not
                // by the code of its image (`uiimage-named-gift`).
                item.idHint = IdentifierMaker.firstUsableHint(literalTitle, actionName, symbol?.isLiteral == true ? symbol?.text : nil)
            } else {
                // The method a target–action item calls (`action: #selector(moveDown(_:))`) names it only when
                // nothing it shows does: a selector's name is often the event (`doneTapped`) rather than the item.
                item.idHint = IdentifierMaker.firstUsableHint(
                    literalTitle, actionName, symbol?.text, image?.text, title?.text, Self.selectorMethod(call.argument("action")))
            }
        }
        if let menu = call.argument("menu") { readMenu(Located(expression: menu, file: file), into: &item, facts: facts) }
        return item
    }

    /// A bar button item's menu (`menu:`, or `item.menu = …` afterwards) as the item's entries, read as the
    /// overflow menu's are (`menuElements`), so a submenu or a deferred element is read, or reported, the same
    /// way. The menu's own title is not shown; the button's is. The menu is the `UIMenu(…)` written there or the
    /// one the code declares where it is made (`declaredMenu`); one that cannot be followed to such a call is
    /// reported — only a menu written in place was read, and any other dropped silently. `nil` is no menu.
    private mutating func readMenu(_ menu: Located, into item: inout ImportedBlock, facts: ClassFacts) {
        if Self.isNil(menu.expression) { return }
        guard let (menuCall, menuFile) = declaredMenu(menu.expression, file: menu.file, facts: facts, depth: 0) else {
            warn(
                .unresolvedContent, "could not read the menu of this bar button item, '\(menu.file.code(menu.expression.range))'; imported without its entries",
                menu.file, menu.expression.range)
            return
        }
        // A menu assigned later replaces the one the item was made with.
        item.children = []
        if let children = menuCall.argument("children") {
            menuElements(children, file: menuFile, facts: facts, inMenu: true, depth: 0, into: &item.children)
        }
        item.keyword = item.children.isEmpty ? "item" : "menu"
    }

    /// The `UIMenu(…)` call a menu expression comes to: written in place, returned by a method of the class
    /// (`makeMenu()`, bound where the class declares it), held in a property or a local (`let shareMenu =
    /// UIMenu(…)`), or made by a closure called in place (`lazy var menu: UIMenu = { … }()`); nil for anything
    /// else (another object's menu, a method with several menus to return).
    private func declaredMenu(_ expression: SwiftExpression, file: SwiftFile, facts: ClassFacts, depth: Int) -> (SwiftCall, SwiftFile)? {
        guard depth < 6 else { return nil }
        switch expression {
        case .call(let call):
            if Self.makesMenu(call) { return (call, file) }
            if case .closure(let closure) = call.callee, call.allArguments.isEmpty, var value = returned(closure.statements) {
                // `{ let menu = UIMenu(…); …; return menu }()`: the closure's own constant.
                if case .name(let local, _) = value {
                    for case .variable(let variable) in closure.statements where variable.name == local {
                        if let initializer = variable.initializer { value = initializer }
                    }
                }
                return declaredMenu(value, file: file, facts: facts, depth: depth + 1)
            }
            guard let name = Self.viewName(call.callee), let bound = facts.bindings[name], Self.isReturnedItem(bound) else { return nil }
            return declaredMenu(bound.expression, file: bound.file, facts: facts, depth: depth + 1)
        case .name(let name, let range):
            guard let bound = scopedValue(of: name, at: range.start, file: file, facts: facts) else { return nil }
            return declaredMenu(bound.expression, file: bound.file, facts: facts, depth: depth + 1)
        case .member(.some(.name("self", _)), let name, _):
            guard let bound = facts.propertyValues[name] ?? facts.bindings[name] else { return nil }
            return declaredMenu(bound.expression, file: bound.file, facts: facts, depth: depth + 1)
        default:
            return nil
        }
    }

    /// What the bare name `name`, written at `offset` of `file`, holds: a local declared before it in the same
    /// function, else nothing when a parameter of that function is so named, else the class's property. A menu
    /// reached by its name took whatever the name was first bound to: another method's `let menu = UIMenu(…)`,
    /// or the property a parameter `menu: UIMenu` hides. Outside the class's methods (in the closure that makes
    /// a property's value), the name's binding as gathered.
    private func scopedValue(of name: String, at offset: Int, file: SwiftFile, facts: ClassFacts) -> Located? {
        let path = file.source.path
        // The innermost function around the name: the one that starts last among those that hold it.
        var scope: (range: SourceRange, parameters: String)?
        for candidate in facts.functionScopes[path] ?? [] where candidate.range.start <= offset && offset < candidate.range.end {
            if scope.map({ candidate.range.start > $0.range.start }) ?? true { scope = candidate }
        }
        guard let scope else { return facts.bindings[name] }
        var local: (offset: Int, value: Located)?
        for declared in facts.localValues[name] ?? [] where declared.path == path && scope.range.start <= declared.offset && declared.offset < offset {
            if local.map({ declared.offset > $0.offset }) ?? true { local = (declared.offset, declared.value) }
        }
        if let local { return local.value }
        if Self.declaresParameter(name, in: scope.parameters) { return nil }
        if let property = facts.propertyValues[name] { return property }
        // A property given its value by a method (`menu = UIMenu(…)`), bound where it is assigned; not a name
        // only the class's locals are declared with.
        return facts.propertyNames.contains(name) && facts.localValues[name] == nil ? facts.bindings[name] : nil
    }

    /// Whether `call` makes a menu where a menu goes: `UIMenu(…)`, `UIMenu.init(…)`, or `.init(…)`, whose type is
    /// the menu the position takes (`menu: .init(children: […])`). Only the first was taken, and the others' entries
    /// were dropped with a warning that the menu could not be read.
    private static func makesMenu(_ call: SwiftCall) -> Bool {
        switch call.callee {
        case .member(nil, "init", _), .member(.some(.name("UIMenu", _)), "init", _): true
        default: call.callee.calleeName == "UIMenu"
        }
    }

    /// `UIBarButtonItem(systemItem: allowEditing ? .cancel : .close, …)`: a choice between two system items, read
    /// as a choice between two titles is — the first side's standard title and symbol, the second's as the
    /// alternates the item switches to, and a comment saying so (the second side's look was taken, silently).
    ///
    /// Returns the spacer to import in the item's place when the first side is a spacer kind: a spacer cannot
    /// switch to another look, so `isModal ? .flexibleSpace : .fixedSpace` is the first side's spacer, with a
    /// comment when the kinds differ (both were read as one unknown system item, a fake item titled 'flexible
    /// Space'). When only one side is a spacer, the first side is imported as written alone would be, and a
    /// warning says the other is not. A side that is no single system item the importer knows — another
    /// expression, or a nested choice (`isModal ? .play : (editing ? .pause : .stop)`, whose `.pause` went
    /// unsaid while `.stop` was taken as the alternate) — leaves the first side's look alone, and says so; a
    /// nested choice on the first side is read as that side written alone.
    private mutating func systemItemChoice(
        _ condition: SwiftExpression, _ then: SwiftExpression, _ otherwise: SwiftExpression, to item: inout ImportedBlock, file: SwiftFile
    ) -> ImportedBlock? {
        let written = TextReader.conditionText(file.bytes(in: condition.range))
        let shownSpacer: ImportedBlock?
        let shownName: String
        if case .ternary(let innerCondition, let innerThen, let innerOtherwise, _) = then {
            // `a ? (b ? .edit : .done) : .close`: the first side as it would be read written alone.
            shownSpacer = systemItemChoice(innerCondition, innerThen, innerOtherwise, to: &item, file: file)
            shownName = "the first side"
        } else {
            let first = APIVocabulary.member(file.code(then.range))
            shownName = "." + first
            if let kind = Self.spacerLabel(first) {
                shownSpacer = ImportedBlock("spacer", label: kind, location: item.location)
            } else {
                shownSpacer = nil
                if case .member = otherwise, let shown = Self.systemItems[first], let other = Self.systemItems[APIVocabulary.member(file.code(otherwise.range))] {
                    let second = APIVocabulary.member(file.code(otherwise.range))
                    // `isModal ? .trash : .trash`: one item whatever the condition.
                    guard second != first else {
                        _ = Self.applySystemItem(first, to: &item)
                        return nil
                    }
                    item.set("title", .string(shown.title))
                    item.set("symbol", string: shown.symbol)
                    item.idHint = shown.title
                    if other.title != shown.title { item.set("alternate-title", .string(other.title)) }
                    if let symbol = other.symbol, symbol != shown.symbol { item.set("alternate-symbol", .string(symbol)) }
                    let looks = shown.symbol == nil && other.symbol == nil ? "their standard titles" : "their standard titles and symbols"
                    item.notes.append("system item .\(first) when \(written), else .\(second): \(looks)")
                    return nil
                }
                if !Self.applySystemItem(first, to: &item) {
                    warn(.unknownValue, "system item '\(first)' is not known; imported with its name as the title", file, then.range)
                }
            }
        }
        // The second side, which the item cannot also be.
        let otherCode = file.code(otherwise.range)
        guard case .member = otherwise else {
            warn(
                .unknownValue,
                "'\(otherCode)', chosen when not \(written), is not read as one system item; only \(shownName) is imported",
                file, otherwise.range)
            return shownSpacer
        }
        let second = APIVocabulary.member(otherCode)
        switch (shownSpacer, Self.spacerLabel(second)) {
        case (var spacer?, let kind?):
            if kind != spacer.label {
                spacer.notes.append("a \(spacer.label ?? "") space when \(written), else a \(kind) space: the first is taken")
            }
            return spacer
        case (let spacer?, nil):
            warn(
                .unknownValue,
                "system item '\(second)', chosen when not \(written), is not imported: a spacer cannot become an item, so only the spacer is",
                file, otherwise.range)
            return spacer
        case (nil, _?):
            warn(
                .unknownValue,
                "'.\(second)', chosen when not \(written), is a spacer, which an item cannot become; only \(shownName) is imported",
                file, otherwise.range)
        case (nil, nil):
            // The first side's look was read above; the second is one the importer does not know (a known one
            // with a known first side is an alternate, above).
            let unread = Self.systemItems[second] == nil ? "is not a system item the importer knows" : "is not imported"
            warn(.unknownValue, "system item '\(second)', chosen when not \(written), \(unread); only \(shownName) is imported", file, otherwise.range)
        }
        return nil
    }

    /// Methods that return the same image drawn another way: the symbol is still the image's.
    static let imageVariants: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration", "withBaselineOffset",
        "imageFlippedForRightToLeftLayoutDirection", "withAlignmentRectInsets", "imageWithoutBaseline",
    ]

    /// What a bar button item's custom view shows. When it is a button, its title and symbol: from its action
    /// (`UIButton(primaryAction: UIAction(title: "Filter", image: UIImage(systemName: …)))`),
    /// `UIButton.systemButton(with:…)`, or what the code sets on the button it keeps (`filterButton.setTitle(
    /// "Filter", for: .normal)`, `.setImage(…)`). For any view, the `accessibilityLabel` the code sets on it
    /// (`referralsButton.accessibilityLabel = "Referrals"`, also inside the closure that makes it), which VoiceOver
    /// reads and which is its title when it shows none, as a SwiftUI custom view's `.accessibilityLabel` is.
    /// Another view's look is the app's own: no title is made up for it (one was, `Custom View`, which hid the
    /// missing title from `item-missing-title`).
    private func customViewLook(_ view: SwiftExpression, file: SwiftFile, facts: ClassFacts)
        -> (title: TextValue?, symbol: TextValue?, image: TextValue?, accessibilityLabel: TextValue?)
    {
        var title: TextValue?
        var symbol: TextValue?
        /// An image of the app's own on the button (`setImage(UIImage(named: "more"), for: .normal)`).
        var image: TextValue?
        var accessibilityLabel: TextValue?
        /// The button's image, a symbol or one of the app's own; the last one set wins.
        func readIcon(_ expression: SwiftExpression, file: SwiftFile) {
            let read = icon(of: expression, file: file)
            if read.symbol != nil || read.image != nil { (symbol, image) = read }
        }
        var made = Located(expression: view, file: file)
        // The names the code sets its properties through (`referralsButton.accessibilityLabel = …`).
        var names: [String] = []
        switch view {
        case .name(let name, _), .member(_, let name, _): names.append(name)
        default: break
        }
        if let name = Self.viewName(view), let bound = facts.bindings[name] { made = bound }
        // `lazy var referralsButton: UIButton = { let button = UIButton(type: .system); …; return button }()`: the
        // view the closure makes, under the closure's constant too.
        // What is set on that constant is read from that closure alone: two closures that each name theirs
        // `button` set each other's titles when read through the class's properties by name.
        var setInClosure: [(name: String, value: Located)] = []
        if case .call(let call) = made.expression, case .closure(let closure) = call.callee, case .name(let local, _)? = returned(closure.statements) {
            let closureFile = made.file
            for statement in closure.statements {
                switch statement {
                case .variable(let variable) where variable.name == local:
                    if let initializer = variable.initializer { made = Located(expression: initializer, file: closureFile) }
                case .expression(.call(let set)):
                    if case .member(.name(local, _)?, let method, _) = set.callee, method == "setTitle" || method == "setImage",
                        let value = set.firstUnlabeledArgument,
                        set.argument("for").map({ APIVocabulary.member(closureFile.code($0.range)) == "normal" }) ?? true
                    {
                        setInClosure.append((method == "setTitle" ? "title" : "image", Located(expression: value, file: closureFile)))
                    }
                case .assignment(.member(.name(local, _)?, let property, _), "=", let value, _):
                    setInClosure.append((property, Located(expression: value, file: closureFile)))
                default:
                    break
                }
            }
        }
        if case .call(let call) = made.expression {
            if let action = call.argument("primaryAction"), case .call(let actionCall) = action {
                title = actionCall.argument("title").flatMap { TextReader.text(of: $0, file: made.file, texts: program.texts) }
                if let icon = actionCall.argument("image") { readIcon(icon, file: made.file) }
            }
            if case .member(_, "systemButton", _) = call.callee, let icon = call.argument("with"), symbol == nil, image == nil {
                readIcon(icon, file: made.file)
            }
        }
        for (property, located) in names.flatMap({ facts.properties[$0] ?? [] }) + setInClosure {
            switch property {
            case "title": title = TextReader.text(of: located.expression, file: located.file, texts: program.texts) ?? title
            case "image": readIcon(located.expression, file: located.file)
            case "accessibilityLabel": accessibilityLabel = TextReader.text(of: located.expression, file: located.file, texts: program.texts) ?? accessibilityLabel
            default: break
            }
        }
        return (title, symbol, image, accessibilityLabel)
    }

    /// The name a custom view is reached by: `referralsButton`, `actions.page` → `page`, or the type or function
    /// that makes it (`UISwitch()`).
    static func reachedName(_ view: SwiftExpression) -> String? {
        switch view {
        case .name(let name, _), .member(_, let name, _): name
        case .call(let call): call.callee.calleeName
        default: nil
        }
    }

    /// What an image expression shows: an image of the app's own (`assetImageName`), else a symbol
    /// (`symbolName`, which gives the code of any other image, not a literal). Never both: a label shows one icon.
    private func icon(of expression: SwiftExpression, file: SwiftFile) -> (symbol: TextValue?, image: TextValue?) {
        if let image = assetImageName(expression, file: file) { return (nil, image) }
        return (symbolName(expression, file: file), nil)
    }

    /// The name of an image of the app's own, `UIImage(named: "compose")` (also with a bundle, or
    /// `imageLiteralResourceName:`, and drawn another way: `imageVariants`), when a string literal or a constant
    /// holding one names it, or `UIImage(resource: .compose)` by its generated asset symbol
    /// (`LabelReader.assetImage`); nil for any other image.
    private func assetImageName(_ expression: SwiftExpression, file: SwiftFile) -> TextValue? {
        var expression = expression
        while case .call(let variant) = expression, case .member(let base?, let name, _) = variant.callee, Self.imageVariants.contains(name) {
            expression = base
        }
        guard case .call(let call) = expression, ["UIImage", "init"].contains(call.callee.calleeName ?? "") else { return nil }
        // `UIImage(named:)`, or `UIImage(imageLiteralResourceName:)` or `UIImage(resource:)`, which name an asset as well.
        let label = ["named", "resource"].first { call.argument($0) != nil } ?? "imageLiteralResourceName"
        return LabelReader.assetImage(call, argument: label, file: file, texts: program.texts)
    }

    /// `UIImage(systemName: "x")` → `x`, also drawn another way (`…?.withRenderingMode(.alwaysTemplate)`); any
    /// other image is not a symbol.
    private func symbolName(_ expression: SwiftExpression, file: SwiftFile) -> TextValue? {
        var expression = expression
        while case .call(let variant) = expression, case .member(let base?, let name, _) = variant.callee, Self.imageVariants.contains(name) {
            expression = base
        }
        if case .call(let call) = expression, let symbol = TextReader.symbolArgument(call, "systemName", file: file, texts: program.texts) {
            return symbol
        }
        if case .name("nil", _) = expression { return nil }
        return TextValue(text: file.code(expression.range), isLiteral: false)
    }

    private mutating func applyProperties(
        _ properties: [(name: String, value: Located)], to item: inout ImportedBlock, facts: ClassFacts, labelNotes: inout LabelNotes
    ) {
        for (name, located) in properties {
            let value = located.expression
            let file = located.file
            switch name {
            case "visibilityPriority":
                if let priority = APIVocabulary.priority(file.code(value.range)) {
                    item.set("priority", .word(priority.description))
                } else {
                    warn(.unknownValue, "visibility priority '\(file.code(value.range))' is not known; not imported", file, value.range)
                }
            case "axisBehavior":
                if let axis = APIVocabulary.axis(file.code(value.range), in: .uiKit) { item.set("axis", .word(axis.rawValue)) }
            case "title":
                if let text = TextReader.text(of: value, file: file, texts: program.texts), text.isLiteral, !text.text.isEmpty {
                    Self.assign(text, to: "title", alternate: "alternate-title", of: &item)
                    labelNotes.title = text.note("title")
                }
            case "image":
                // The image assigned last is the one shown, symbol or image of the app's own: it replaces the
                // other (an item shows one icon).
                if let image = assetImageName(value, file: file) {
                    guard item.attribute("view") == nil else { break }
                    item.set("image", string: image.text)
                    item.remove("symbol")
                    item.remove("alternate-symbol")
                    labelNotes.symbol = nil
                } else if let symbol = symbolName(value, file: file), symbol.isLiteral, !symbol.text.isEmpty {
                    Self.assign(symbol, to: "symbol", alternate: "alternate-symbol", of: &item)
                    item.remove("image")
                    labelNotes.symbol = symbol.noteIfChosen("symbol")
                }
            case "badge":
                // A later `nil` clears the badge in some state; like a slot cleared in an `else`, it removes nothing.
                if let badge = itemBadge(located) { item.set("badge", badge) }
            case "menu":
                // `sort.menu = UIMenu(…)` after the item was made: its menu, as one given where it is made.
                readMenu(located, into: &item, facts: facts)
            case "action":
                // `item.action = #selector(help(_:))` names an item nothing else names, as the initializer's does.
                if item.idHint == nil, let method = Self.selectorMethod(value) { item.idHint = method }
            default:
                break
            }
        }
    }

    /// `item.title = …` or `item.image = …` after the item was made: the text replaces the one it was made with,
    /// and with it the alternate (a choice's other side, or none); its note replaces the slot's (`LabelNotes`).
    private static func assign(_ text: TextValue, to name: String, alternate: String, of item: inout ImportedBlock) {
        item.set(name, string: text.text)
        item.remove(alternate)
        if let otherwise = text.choice?.otherwise { item.set(alternate, .string(otherwise)) }
    }

    /// Where a bar button item's title and symbol came from, kept by slot until its later assignments are read:
    /// an assignment replaces its slot's note rather than leaving the initializer's (or an earlier assignment's)
    /// beside it, and the notes follow the item's others.
    struct LabelNotes {
        var title: String?
        var symbol: String?
    }

    // MARK: Tabs

    private mutating func tab(_ expression: SwiftExpression, facts: ClassFacts, file startFile: SwiftFile) -> ImportedBlock {
        var file = startFile
        var block = ImportedBlock("tab", location: file.location(of: expression.range.start))
        var title: TextValue?
        var symbol: TextValue?
        /// An image of the app's own (`UIImage(named:)`) in place of a symbol.
        var image: TextValue?
        var itemExpression: Located?
        var controllerName: String?
        var current = expression
        // `UINavigationController(rootViewController: home)`: the tab is `home`'s, its item and title with it.
        if case .call(let wrapper) = current, let wrapperName = wrapper.callee.calleeName, isNavigationController(wrapperName),
            let root = wrapper.argument("rootViewController")
        {
            current = root
        }
        var boundName: String?
        for _ in 0..<4 {
            if case .name(let name, _) = current, let bound = facts.bindings[name] {
                boundName = name
                current = bound.expression
                file = bound.file
            } else {
                break
            }
        }
        var badge: ImportedAttribute.Value?
        // The last `badgeValue` written wins (each is read, so one that cannot be read is reported).
        var badgeValues: [Located] = []
        if let boundName {
            for (name, value) in facts.properties[boundName] ?? [] {
                if name == "tabBarItem" { itemExpression = value }
                if name == "title" { title = TextReader.text(of: value.expression, file: value.file, texts: program.texts) }
                // `library.badgeValue = "3"` (`UITab` and `UITabBarItem` both have one), or
                // `inbox.tabBarItem.badgeValue = "3"` (recorded under `inbox` by `assign`): a count or a text.
                if name == "badgeValue" { badgeValues.append(value) }
            }
        }
        block.location = file.location(of: current.range.start)
        var identifier: String?
        var contentController = Located(expression: current, file: file)
        if case .call(let call) = current {
            controllerName = call.callee.calleeName
            if controllerName == "UITab" {
                title = call.argument("title").flatMap { TextReader.text(of: $0, file: file, texts: program.texts) }
                (symbol, image) = call.argument("image").map { icon(of: $0, file: file) } ?? (nil, nil)
                if case .string(let literal, _)? = call.argument("identifier") { identifier = literal.value }
                // The view controller provider `{ _ in InboxViewController() }` makes the tab's content.
                controllerName = nil
                if case .closure(let provider)? = call.argument("viewControllerProvider") ?? call.trailingClosures.first?.value,
                    let made = returned(provider.statements)
                {
                    contentController = Located(expression: made, file: file)
                    controllerName = controllerClass(contentController, facts: facts)
                }
            }
            if let name = controllerName, isNavigationController(name), let root = call.argument("rootViewController") {
                controllerName = root.calleeName
            }
        }
        if let name = controllerClass(contentController, facts: facts) { tabContent(ofClass: name, into: &block) }
        if let controllerName, let declared = classTabItem(controllerName) {
            if itemExpression == nil {
                itemExpression = declared.item
                title = title ?? declared.title
            }
            if badgeValues.isEmpty, let declaredBadge = declared.badge { badgeValues.append(declaredBadge) }
        }
        for value in badgeValues { badge = tabBadge(value) }
        if let itemExpression { readTabItem(itemExpression, title: &title, symbol: &symbol, image: &image) }
        label(&block, title: title, symbol: symbol, image: image, path: file.source.path, place: expression.range)
        // A tab has no alternate: a symbol chosen by a condition takes the first, and says so.
        if let note = symbol?.noteIfChosen("symbol") { block.notes.append(note) }
        if let badge { block.set("badge", badge) }
        let shownTitle = title.flatMap { $0.text.isEmpty ? nil : $0.text }
        block.idHint = shownTitle ?? identifier ?? symbol?.text ?? image?.text ?? controllerName.map(ScreenBuilder.screenHint)
        return block
    }

    /// A tab's title (with its note), its symbol when literal, else its image; a tab with none of them is reported
    /// at `place` in `path`.
    private mutating func label(_ block: inout ImportedBlock, title: TextValue?, symbol: TextValue?, image: TextValue?, path: String, place: SourceRange) {
        if let title {
            block.set("title", string: title.text)
            if let note = title.note("title") { block.notes.append(note) }
        }
        if let symbol, symbol.isLiteral { block.set("symbol", string: symbol.text) }
        if symbol == nil, let image {
            block.set("image", string: image.text)
            // A generated asset symbol no catalog names keeps its spelling, and says so (`AssetCatalog`).
            if let note = image.noteIfStandIn("image") { block.notes.append(note) }
        }
        if title == nil && symbol == nil && image == nil {
            warnings.append(ImportWarning(.dynamicText, "could not find this tab's title or image; imported without them", path: path, range: place))
        }
    }

    /// What a tab shows when it shows the view controller class `name`: a split view controller's columns, or
    /// the class's content; a class with no items of its own gives the tab its settings (P6 reads the selected
    /// tab's) and the screen its hand-made bars. The class is then part of this screen, not one of its own.
    private mutating func tabContent(ofClass name: String, into block: inout ImportedBlock) {
        if let (type, classFile) = classes[name], case let contentFacts = classFacts(type, classFile), !contentFacts.columns.isEmpty {
            var split = splitView(contentFacts, location: classFile.location(of: type.range.start))
            applySettings(contentFacts, to: &split)
            split.children += handMadeBars(contentFacts)
            block.children.append(split)
            embedded.insert(name)
        } else if let content = content(ofClass: name) {
            block.children.append(content)
        } else if let (type, classFile) = classes[name] {
            let contentFacts = classFacts(type, classFile)
            let bars = handMadeBars(contentFacts)
            if contentFacts.verticalBehavior != nil || contentFacts.compression != nil || !bars.isEmpty {
                applySettings(contentFacts, to: &block)
                block.children += bars
                embedded.insert(name)
            }
        }
    }

    /// `UITabBarItem(title:image:tag:)` or `UITabBarItem(tabBarSystemItem:tag:)`: its title and icon replace
    /// those given so far (a system item's standard ones, for a system item).
    private func readTabItem(_ located: Located, title: inout TextValue?, symbol: inout TextValue?, image: inout TextValue?) {
        guard case .call(let item) = located.expression else { return }
        let itemFile = located.file
        title = item.argument("title").flatMap { TextReader.text(of: $0, file: itemFile, texts: program.texts) } ?? title
        let read = item.argument("image").map { icon(of: $0, file: itemFile) }
        if let named = read?.image {
            image = named
            symbol = nil
        } else {
            symbol = read?.symbol ?? symbol
        }
        if let system = item.argument("tabBarSystemItem"), let known = UIKitRecognizer.systemTabs[APIVocabulary.member(itemFile.code(system.range))] {
            title = TextValue(text: known.title, isLiteral: true)
            symbol = TextValue(text: known.symbol, isLiteral: true)
            image = nil
        }
    }

    /// A storyboard's tab: its `<tabBarItem>`, unless the class it shows sets a `tabBarItem` of its own in code,
    /// which replaces it (`title = …` there names a tab without a title); what the class shows is the tab's content.
    private mutating func interfaceTab(_ laidOut: InterfaceFiles.Tab, owner: String?) -> ImportedBlock {
        var block = ImportedBlock("tab", location: laidOut.location)
        let place = SourceRange(start: laidOut.offset, end: laidOut.offset)
        var title = laidOut.title.map { TextValue(text: $0, isLiteral: true) }
        var symbol = laidOut.symbol.map { TextValue(text: $0, isLiteral: true) }
        var image = laidOut.image.map { TextValue(text: $0, isLiteral: true) }
        if let system = laidOut.systemItem {
            if let known = UIKitRecognizer.systemTabs[system] {
                title = TextValue(text: known.title, isLiteral: true)
                symbol = TextValue(text: known.symbol, isLiteral: true)
                image = nil
            } else {
                warnings.append(ImportWarning(.unknownValue, "system tab item '\(system)' is not known; imported without it", path: laidOut.source.path, range: place))
            }
        }
        var badge: ImportedAttribute.Value?
        if let written = laidOut.badge, !written.isEmpty {
            badge = Int(written).flatMap { Badge.counts.contains($0) ? .number($0) : nil } ?? .string(written)
        }
        // A tab that lists the tab bar controller itself shows nothing of it (the class would be embedded in itself).
        if let name = laidOut.contentClass, name != owner {
            tabContent(ofClass: name, into: &block)
            // The tab bar shows the tab item of the controller it holds: a navigation controller's own, not one its
            // root's code sets.
            if !laidOut.throughNavigationController, let declared = classTabItem(name) {
                if let item = declared.item {
                    readTabItem(item, title: &title, symbol: &symbol, image: &image)
                    if let title, !title.isLiteral {
                        warnings.append(ImportWarning(computed: "title", title.text, keptAsCode: true, path: item.file.source.path, range: item.expression.range))
                    }
                    if let symbol, !symbol.isLiteral {
                        warn(.dynamicText, "image '\(symbol.text)' is not an SF Symbol literal; not imported", item.file, item.expression.range)
                    }
                }
                title = title ?? declared.title
                if let declaredBadge = declared.badge { badge = tabBadge(declaredBadge) }
            }
        }
        label(&block, title: title, symbol: symbol, image: image, path: laidOut.source.path, place: place)
        if let badge { block.set("badge", badge) }
        block.idHint = IdentifierMaker.firstUsableHint(title?.text, symbol?.text, image?.text) ?? laidOut.contentClass.map(ScreenBuilder.screenHint)
        return block
    }

    /// A tab view of `tabs` as a storyboard lays them out.
    private mutating func interfaceTabView(_ tabs: [InterfaceFiles.Tab], owner: String?) -> ImportedBlock {
        var tabView = ImportedBlock("tab-view")
        for laidOut in tabs { tabView.children.append(interfaceTab(laidOut, owner: owner)) }
        return tabView
    }

    /// The screen of a storyboard's tab bar controller that no class of the code declares, named after it
    /// (`InterfaceFiles.TabBar.name`).
    mutating func interfaceTabBarScreen(_ tabBar: InterfaceFiles.TabBar) -> ImportedBlock {
        var screen = ImportedBlock("screen", idHint: ScreenBuilder.screenHint(tabBar.name), location: tabBar.location)
        screen.children.append(interfaceTabView(tabBar.tabs, owner: tabBar.className))
        screen.children += Self.hoistHandMadeBars(&screen)
        return screen
    }

    /// `screen`'s stack as a pushed view controller's: the system adds a back button at the start of its bar,
    /// unless the code hides it or says otherwise. Only a screen whose root is a stack: a sheet is presented, and a
    /// tab bar or split view controller is not pushed.
    static func markPushed(_ screen: inout ImportedBlock, by pusher: String) {
        guard let index = screen.children.firstIndex(where: { $0.keyword == "stack" }), screen.children[index].attribute("back-button") == nil else { return }
        screen.children[index].set("back-button", .word("true"))
        screen.children[index].notes.append("pushed by \(pusher): the system adds a back button")
    }

    /// Whether the program declares a class named `name`.
    func declaresClass(_ name: String) -> Bool { classes[name] != nil }

    /// A view controller class's own `tabBarItem = UITabBarItem(…)` (or `title = …`), found in any file, and the
    /// last `tabBarItem.badgeValue` it sets, for the caller to read (and report when it cannot: this copy's
    /// warnings are not kept).
    private func classTabItem(_ name: String) -> (item: Located?, title: TextValue?, badge: Located?)? {
        guard let (type, file) = classes[name] else { return nil }
        var facts = ClassFacts()
        var copy = self
        for (part, partFile) in [(type, file)] + (extensions[name] ?? []) { copy.gather(part.members, into: &facts, file: partFile) }
        // `tabBarItem.badgeValue = "2"` in the view controller itself.
        let badge = (facts.properties["tabBarItem"] ?? []).last { $0.name == "badgeValue" }?.value
        return (facts.tabItem, facts.title.flatMap { TextReader.text(of: $0.expression, file: $0.file, texts: program.texts) }, badge)
    }

    /// A `badgeValue` string: a whole number the language takes as a count (0 to 1000000) is a count badge,
    /// other text a text badge; `nil` clears it and declares none. A value that is not a literal (`"\(unread)"`,
    /// a variable) is reported rather than dropped: docs/import.md promises nothing is dropped silently, and
    /// SwiftUI reports a computed `.badge(…)` the same way.
    private mutating func tabBadge(_ located: Located) -> ImportedAttribute.Value? {
        let file = located.file
        let value = located.expression
        switch value {
        case .name("nil", _):
            return nil
        case .string(let literal, _):
            guard let text = literal.value else { break }
            if let count = Int(text), Badge.counts.contains(count) { return .number(count) }
            if !text.isEmpty { return .string(text) }
            warn(.unknownValue, "badge value '\(file.code(value.range))' is empty; a badge is a count or a non-empty text, so none is imported", file, value.range)
            return nil
        default:
            break
        }
        warnings.append(ImportWarning(computed: "badge", file.code(value.range), keptAsCode: false, path: file.source.path, range: value.range))
        return nil
    }

    /// `item.badge = …` (`UIBarButtonItem.Badge`, the spelling `bar generate uikit` writes for a count):
    /// `.count(3)` is `badge: 3` and `.string("New")` is `badge: "New"`, written as `.count` or in full as
    /// `UIBarButtonItem.Badge.count`. `nil` clears the badge in some state and declares none. Everything else is
    /// reported where it is written, never dropped silently (docs/import.md): a count or text that is not a
    /// literal (`import-dynamic-text`, as SwiftUI reports a computed `.badge(…)`), and `.indicator()`, a dot with
    /// neither count nor text, which the language has no badge for (`import-unsupported`).
    private mutating func itemBadge(_ located: Located) -> ImportedAttribute.Value? {
        let file = located.file
        let value = located.expression
        let code = file.code(value.range)
        if case .name("nil", _) = value { return nil }
        if case .call(let call) = value, case .member(let base, let kind, _) = call.callee,
            base.map({ file.code($0.range).hasSuffix("Badge") }) ?? true
        {
            switch kind {
            case "count", "string":
                guard let argument = call.firstUnlabeledArgument else { break }
                let literal: Bool
                switch argument {
                case .number: literal = kind == "count"
                case .string(let text, _): literal = kind == "string" && text.value != nil
                default: literal = false
                }
                guard literal else { break }
                if let badge = TextReader.badge(argument, file: file) { return badge }
                warn(.unknownValue, "badge '\(code)' is not a count from 0 to \(Badge.counts.upperBound) or a non-empty text; not imported", file, value.range)
                return nil
            case "indicator":
                warn(.unsupported, "badge '\(code)' is a dot without a count or text, which a spec's badge cannot state; not imported", file, value.range)
                return nil
            default:
                break
            }
        }
        warnings.append(ImportWarning(computed: "badge", code, keptAsCode: false, path: file.source.path, range: value.range))
        return nil
    }

    private mutating func warn(_ kind: ImportWarning.Kind, _ message: String, _ file: SwiftFile, _ range: SourceRange) {
        warnings.append(ImportWarning(kind, message, path: file.source.path, range: range))
    }
}
