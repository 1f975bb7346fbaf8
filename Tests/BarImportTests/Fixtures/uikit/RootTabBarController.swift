import UIKit

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let inbox = UINavigationController(rootViewController: InboxViewController())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let favorites = UINavigationController(rootViewController: PlayerViewController())
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let settings = SettingsViewController()
        viewControllers = [inbox, favorites, settings]
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), selectedImage: nil)
    }
}
