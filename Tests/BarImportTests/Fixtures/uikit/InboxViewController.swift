import UIKit

final class InboxViewController: UITableViewController {
    private lazy var composeItem = UIBarButtonItem(
        title: "Compose", image: UIImage(systemName: "square.and.pencil"), primaryAction: nil, menu: nil)

    private var filterItem: UIBarButtonItem {
        let item = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: nil, action: nil)
        return item
    }

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(toggleEditing))
        edit.axisBehavior = .horizontalOnly
        composeItem.visibilityPriority = .high
        navigationItem.leftBarButtonItem = edit
        navigationItem.rightBarButtonItems = [composeItem, filterItem]
        navigationItem.verticalBarCompressionBehavior = .prefersBarItems
        let more = UIBarButtonItem(
            title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil,
            menu: UIMenu(children: [
                UIAction(title: "Print", image: UIImage(systemName: "printer")) { _ in },
                UIAction(title: "Export") { _ in },
            ]))
        setToolbarItems([
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(systemItem: .reply),
            .fixedSpace(12),
            more,
            UIBarButtonItem(customView: UISwitch()),
        ], animated: false)
    }

    @objc private func toggleEditing() {}
}
