import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Badges set on UIKit items (`item.badge = .count(3)`, the spelling `bar generate uikit` writes) and on tabs
/// (`badgeValue`) are imported as `badge`; a badge the importer cannot read is reported where it is written,
/// never dropped silently (docs/import.md, "What is not followed, and how it is reported").
@Suite struct UIKitBadgeTests {
    static func items(_ spec: Spec, _ screen: String) -> [ToolbarItem] {
        guard let found = spec.screens.first(where: { $0.id == screen }), case .stack(let stack) = found.root else { return [] }
        return stack.toolbar.items
    }

    @Test func badgesOfItemsAreImportedInEverySpelling() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                let sortItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let filter = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil, menu: nil)
                    filter.badge = .count(3)
                    sortItem.badge = .string("New")
                    let inbox = UIBarButtonItem(title: "Inbox", image: UIImage(systemName: "tray"), primaryAction: nil, menu: nil)
                    inbox.badge = UIBarButtonItem.Badge.count(12)
                    let more = UIBarButtonItem(
                        title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil,
                        menu: UIMenu(children: [UIAction(title: "Print") { _ in }]))
                    more.badge = .count(0)
                    if isEmpty {
                        // Clearing the badge in one state declares none and removes none.
                        filter.badge = nil
                    }
                    navigationItem.leftBarButtonItems = [filter, self.sortItem]
                    navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [inbox, more], representativeItem: nil)]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .uiKit)
        let items = Self.items(spec, "feed")
        #expect(items.map { $0.title ?? "?" } == ["Filter", "Sort", "Inbox", "More"], "\(text)")
        #expect(items.map(\.badge) == [.count(3), .text("New"), .count(12), .count(0)], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A badge whose count or text is computed, a dot (`.indicator()`), and a count the language does not take
    /// are each reported at their Swift location; the item is still imported, without a badge.
    @Test func aBadgeThatCannotBeReadIsReportedWhereItIsWritten() throws {
        let source = """
            import UIKit

            final class MailViewController: UIViewController {
                var unread = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let inbox = UIBarButtonItem(title: "Inbox", image: UIImage(systemName: "tray"), primaryAction: nil, menu: nil)
                    inbox.badge = .count(unread)
                    let drafts = UIBarButtonItem(title: "Drafts", image: UIImage(systemName: "doc"), primaryAction: nil, menu: nil)
                    drafts.badge = .indicator()
                    let sent = UIBarButtonItem(title: "Sent", image: UIImage(systemName: "paperplane"), primaryAction: nil, menu: nil)
                    sent.badge = .count(2000000)
                    let junk = UIBarButtonItem(title: "Junk", image: UIImage(systemName: "xmark.bin"), primaryAction: nil, menu: nil)
                    junk.badge = currentBadge
                    navigationItem.leftBarButtonItems = [inbox, drafts, sent, junk]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Mail.swift", mode: .uiKit)
        #expect(Self.items(spec, "mail").map { $0.title ?? "?" } == ["Inbox", "Drafts", "Sent", "Junk"], "\(text)")
        #expect(Self.items(spec, "mail").allSatisfy { $0.badge == nil }, "\(text)")
        #expect(
            warnings == [
                "Mail.swift:9:23: warning: badge '.count(unread)' is computed; not imported [import-dynamic-text]",
                "Mail.swift:11:24: warning: badge '.indicator()' is a dot without a count or text, which a spec's badge cannot state; not imported [import-unsupported]",
                "Mail.swift:13:22: warning: badge '.count(2000000)' is not a count from 0 to 1000000 or a non-empty text; not imported [import-unknown-value]",
                "Mail.swift:15:22: warning: badge 'currentBadge' is computed; not imported [import-dynamic-text]",
            ], "\(warnings)")
    }

    /// docs/import.md: a tab's `badgeValue` gives its `badge` — also when the tab bar controller sets it on the
    /// view controller it shows (`inbox.tabBarItem.badgeValue = "3"`). One that is computed is reported.
    @Test func aTabBadgeSetOnTheChildControllerIsTheTabsBadge() throws {
        let source = """
            import UIKit

            final class InboxViewController: UIViewController {}

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                    tabBarItem.badgeValue = pendingCount
                }
            }

            final class MainTabBarController: UITabBarController {
                var unread = 4

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let inbox = InboxViewController()
                    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                    inbox.tabBarItem.badgeValue = "3"
                    let outbox = InboxViewController()
                    outbox.tabBarItem = UITabBarItem(title: "Outbox", image: UIImage(systemName: "tray.and.arrow.up"), tag: 1)
                    outbox.tabBarItem.badgeValue = "\\(unread)"
                    viewControllers = [inbox, outbox, SettingsViewController()]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Main.swift", mode: .uiKit)
        let screen = try #require(spec.screens.first { $0.id == "main-tab-bar" }, "\(text)")
        guard case .tabView(let tabs) = screen.root else { Issue.record("not a tab view:\n\(text)"); return }
        #expect(tabs.tabs.map { $0.title ?? "?" } == ["Inbox", "Outbox", "Settings"], "\(text)")
        #expect(tabs.tabs.map(\.badge) == [.count(3), nil, nil], "\(text)")
        #expect(
            warnings == [
                "Main.swift:9:33: warning: badge 'pendingCount' is computed; not imported [import-dynamic-text]",
                "Main.swift:23:40: warning: badge '\"\\(unread)\"' is computed; not imported [import-dynamic-text]",
            ], "\(warnings)")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
