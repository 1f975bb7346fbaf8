// The part of UIKit's iOS 27.1 API that `bar generate uikit` writes, declared from Apple's reference so that
// generated code can be type-checked on Linux: signatures only, with bodies that are never run. Labels, argument
// types and member names are the reference's; initialisers list the parameters generated code passes, with the
// reference's defaults for the rest left out.

// Foundation's types that generated view controllers name (`required init?(coder: NSCoder)`), as stand-ins.
open class NSCoder {}
open class Bundle {}

// The responder a view and a view controller both are: it supplies the view shown above the keyboard while it is
// the first responder (read-only here, as in the reference; subclasses override it).
@MainActor open class UIResponder {
    public init() {}
    open var inputAccessoryView: UIView? { nil }
}

@MainActor open class UIView: UIResponder {
    public override init() {}
    public var translatesAutoresizingMaskIntoConstraints: Bool = true
    open func addSubview(_ view: UIView) {}
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
}

// Layout anchors, without the generic `NSLayoutAnchor<AnchorType>` they share in the reference.
@MainActor open class NSLayoutConstraint {
    public class func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor open class NSLayoutXAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class NSLayoutYAxisAnchor {
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
}

@MainActor open class UIToolbar: UIView {
    public var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}

public final class UIImage: Sendable {
    public init?(systemName name: String) {}
    public init?(named name: String) {}
}

@MainActor open class UIMenuElement {}

@MainActor open class UIAction: UIMenuElement {
    public init(title: String = "", image: UIImage? = nil, handler: @escaping @MainActor (UIAction) -> Void) {}
}

@MainActor open class UIMenu: UIMenuElement {
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {}
}

@MainActor open class UIDeferredMenuElement: UIMenuElement {
    public init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {}
}

public struct UIBarButtonItemVisibilityPriority: Hashable, Sendable {
    public static let low = UIBarButtonItemVisibilityPriority(10)
    public static let standard = UIBarButtonItemVisibilityPriority(20)
    public static let high = UIBarButtonItemVisibilityPriority(30)
    public init(_ rawValue: Int) {}
    public init(lowerThan other: UIBarButtonItemVisibilityPriority) {}
    public init(higherThan other: UIBarButtonItemVisibilityPriority) {}
}

public enum UIVerticalBarBehavior: Int, Sendable {
    case automatic, disabled
}

public enum UIVerticalBarCompressionBehavior: Int, Sendable {
    case automatic, prefersBarItems, prefersTabBar
}

@MainActor open class UIBarButtonItem {
    public enum AxisBehavior: Int, Sendable {
        case automatic, horizontalOnly, verticalPreferred
    }

    public struct Badge {
        public static func count(_ count: Int) -> UIBarButtonItem.Badge { fatalError() }
        public static func indicator() -> UIBarButtonItem.Badge { fatalError() }
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {}
    public init(customView: UIView) {}
    public class func fixedSpace(_ width: Double) -> UIBarButtonItem { fatalError() }
    public class func flexibleSpace() -> UIBarButtonItem { fatalError() }
    public func creatingFixedGroup() -> UIBarButtonItemGroup { fatalError() }

    public var title: String?
    public var customView: UIView?
    public var axisBehavior: UIBarButtonItem.AxisBehavior = .automatic
    public var visibilityPriority: UIBarButtonItemVisibilityPriority = .standard
    public var badge: UIBarButtonItem.Badge?
}

@MainActor open class UIBarButtonItemGroup {
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {}
    public class func fixedSpace() -> UIBarButtonItemGroup { fatalError() }
}

@MainActor open class UINavigationItem {
    public var title: String?
    public var titleView: UIView?
    public var leadingItemGroups: [UIBarButtonItemGroup] = []
    public var trailingItemGroups: [UIBarButtonItemGroup] = []
    public var pinnedTrailingGroup: UIBarButtonItemGroup?
    public var additionalOverflowItems: UIDeferredMenuElement?
    public var verticalBarCompressionBehavior: UIVerticalBarCompressionBehavior = .automatic
    public var hidesBackButton: Bool = false
}

public enum UIModalPresentationStyle: Int, Sendable {
    case automatic, fullScreen, pageSheet, formSheet
}

@MainActor open class UIViewController: UIResponder {
    public override init() {}
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open func viewDidLoad() {}
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    public var view: UIView! { fatalError() }
    public var navigationItem: UINavigationItem { fatalError() }
    public var navigationController: UINavigationController? { fatalError() }
    public var toolbarItems: [UIBarButtonItem]?
    open var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }
    public var sheetPresentationController: UISheetPresentationController? { fatalError() }
}

// Without the `UIPresentationController` it inherits from in the reference.
@MainActor open class UISheetPresentationController {
    public enum Placement: Int, Sendable {
        case automatic, leading, center, trailing
    }

    public var preferredPlacement: UISheetPresentationController.Placement = .automatic
}

@MainActor open class UINavigationController: UIViewController {
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

@MainActor open class UITab {
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: (@MainActor (UITab) -> UIViewController)?) {}
    public var badgeValue: String?
}

@MainActor open class UITabBarController: UIViewController {
    public enum Mode: Int, Sendable {
        case automatic, tabBar, tabSidebar
    }

    public var mode: UITabBarController.Mode = .automatic
    public var tabs: [UITab] = []
    public var selectedIndex: Int = 0
}

@MainActor open class UISplitViewController: UIViewController {
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact, inspector
    }

    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    public init(style: UISplitViewController.Style) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public weak var delegate: (any UISplitViewControllerDelegate)?
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    open func show(_ column: UISplitViewController.Column) {}
}

@MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
}
