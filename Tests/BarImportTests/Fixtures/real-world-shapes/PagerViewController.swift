import UIKit

final class PagerViewController: PageboyViewController {
    private lazy var settingsItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        return barButtonItem
    }()
    private lazy var searchItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)
        return barButtonItem
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [FirstPage(), SecondPage()]
        navigationItem.rightBarButtonItems = [settingsItem, searchItem]
        let orphan = UIBarButtonItem(title: "Never Shown", style: .plain, target: nil, action: nil)
        _ = orphan
    }
}
