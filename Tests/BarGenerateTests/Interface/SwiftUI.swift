// The part of SwiftUI's iOS 27.1 API that `bar generate swiftui` writes, declared from Apple's reference so that
// generated code can be type-checked on Linux: signatures only, with bodies that are never run. The labels,
// argument types and member names are the reference's; the generic structure is simplified where generated code
// never names it. A generated file that misspells any of them does not compile against this module.

public typealias LocalizedStringResource = LocalizedStringKey

public struct LocalizedStringKey: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

// MARK: Views

public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
}

public struct Text: View {
    public init(_ key: LocalizedStringKey) {}
    public var body: Never { fatalError() }
}

public struct Image: View {
    public init(systemName: String) {}
    public init(_ name: String) {}
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, image name: String) {}
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
}

public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}

public struct HStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct ModifiedView<Content>: View {
    public var body: Never { fatalError() }
}

// MARK: State

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// MARK: Navigation

public struct NavigationPath {}

public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {}
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static var sidebar: NavigationSplitViewColumn { fatalError() }
    public static var content: NavigationSplitViewColumn { fatalError() }
    public static var detail: NavigationSplitViewColumn { fatalError() }
}

public struct NavigationSplitViewVisibility: Hashable, Sendable {
    public static var automatic: NavigationSplitViewVisibility { fatalError() }
    public static var all: NavigationSplitViewVisibility { fatalError() }
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

// MARK: Tabs

public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

public struct TupleTabContent<TabValue: Hashable, T>: TabContent {}

@resultBuilder public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<TabValue, (repeat each C)> { fatalError() }
}

public struct DefaultTabLabel: View {
    public var body: Never { fatalError() }
}

public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {}
}

extension Tab where Label == EmptyView {
    public init(value: Value, @ViewBuilder content: () -> Content) {}
}

public struct ModifiedTabContent<Value: Hashable>: TabContent {
    public typealias TabValue = Value
}

extension TabContent {
    public func badge(_ count: Int) -> ModifiedTabContent<TabValue> { fatalError() }
    public func badge(_ resource: LocalizedStringResource) -> ModifiedTabContent<TabValue> { fatalError() }
}

public struct TabContentView<SelectionValue: Hashable, C>: View {
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension TabView {
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where C.TabValue == SelectionValue, Content == TabContentView<SelectionValue, C> {}
}

public protocol TabViewStyle {}
public struct TabBarOnlyTabViewStyle: TabViewStyle {}
public struct SidebarAdaptableTabViewStyle: TabViewStyle {}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { fatalError() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { fatalError() }
}

// MARK: Toolbars

public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor var body: Body { get }
}

extension Never: ToolbarContent {}

public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> { fatalError() }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let topBarPinnedTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
}

public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
}

public struct ToolbarItemAxisBehavior: Hashable, Sendable {
    public static let automatic = ToolbarItemAxisBehavior()
    public static let horizontalOnly = ToolbarItemAxisBehavior()
    public static let verticalPreferred = ToolbarItemAxisBehavior()
}

public struct ToolbarItemVisibilityPriority: Hashable, Sendable {
    public static let low = ToolbarItemVisibilityPriority()
    public static let automatic = ToolbarItemVisibilityPriority()
    public static let high = ToolbarItemVisibilityPriority()
    public init(lowerThan other: ToolbarItemVisibilityPriority) {}
    public init(higherThan other: ToolbarItemVisibilityPriority) {}
    init() {}
}

public struct ToolbarVerticalBehavior: Hashable, Sendable {
    public static let automatic = ToolbarVerticalBehavior()
    public static let disabled = ToolbarVerticalBehavior()
}

public struct ToolbarVerticalCompressionBehavior: Hashable, Sendable {
    public static let automatic = ToolbarVerticalCompressionBehavior()
    public static let prefersTabBar = ToolbarVerticalCompressionBehavior()
    public static let prefersToolbarItems = ToolbarVerticalCompressionBehavior()
}

public struct SpacerSizing: Sendable {
    public static let fixed = SpacerSizing()
    public static let flexible = SpacerSizing()
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ToolbarSpacer: ToolbarContent {
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { fatalError() }
}

public struct ToolbarOverflowMenu<Content: View>: ToolbarContent {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ModifiedToolbarContent<Content>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension ToolbarContent {
    public func axisBehavior(_ behavior: ToolbarItemAxisBehavior) -> ModifiedToolbarContent<Self> { fatalError() }
    public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> ModifiedToolbarContent<Self> { fatalError() }
}

// MARK: View modifiers

extension View {
    public func badge(_ count: Int) -> ModifiedView<Self> { fatalError() }
    public func badge(_ label: Text?) -> ModifiedView<Self> { fatalError() }
    public func badge(_ key: LocalizedStringKey?) -> ModifiedView<Self> { fatalError() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> { fatalError() }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedView<Self> { fatalError() }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView<Self> { fatalError() }
    public func toolbarVerticalBehavior(_ behavior: ToolbarVerticalBehavior) -> ModifiedView<Self> { fatalError() }
    public func toolbarVerticalCompressionBehavior(_ behavior: ToolbarVerticalCompressionBehavior) -> ModifiedView<Self> { fatalError() }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedView<Self> { fatalError() }
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> ModifiedView<Self> { fatalError() }
    public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedView<Self> { fatalError() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView<Self> { fatalError() }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView<Self> { fatalError() }
    // The reference's `alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil` are left out: generated
    // code never passes them.
    public func safeAreaBar<V: View>(edge: VerticalEdge, @ViewBuilder content: () -> V) -> ModifiedView<Self> { fatalError() }
    public func presentationPlacement(_ placement: PresentationPlacement) -> ModifiedView<Self> { fatalError() }
}

/// Where a sheet is presented within the presenting view (iOS 27).
public struct PresentationPlacement: Sendable {
    public static let automatic = PresentationPlacement()
    public static let center = PresentationPlacement()
    public static let leading = PresentationPlacement()
    public static let trailing = PresentationPlacement()
}

public enum VerticalEdge: Hashable, Sendable { case top, bottom }
