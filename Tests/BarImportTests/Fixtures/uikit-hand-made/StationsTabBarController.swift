import UIKit

/// A radio app: the stations tab pins a filter bar to the top of its view; the now-playing tab has no bar
/// items of its own but turns the vertical bar off; the history tab builds a toolbar it never shows.
final class StationsTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            UINavigationController(rootViewController: StationsViewController()),
            NowPlayingViewController(),
            HistoryViewController(),
        ]
    }
}

final class StationsViewController: UIViewController {
    private lazy var filterBar: UIToolbar = {
        let bar = UIToolbar(frame: .zero)
        bar.items = [
            UIBarButtonItem(title: "Nearby", image: UIImage(systemName: "location"), primaryAction: nil, menu: nil),
            UIBarButtonItem(title: "Genres", image: UIImage(systemName: "music.note.list"), primaryAction: nil, menu: nil),
        ]
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        tabBarItem = UITabBarItem(title: "Stations", image: UIImage(systemName: "antenna.radiowaves.left.and.right"), tag: 0)
        view.addSubview(filterBar)
        filterBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
    }
}

final class NowPlayingViewController: UIViewController {
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Now Playing", image: UIImage(systemName: "play.circle"), tag: 1)
        // Placed by frame: nothing says which edge, so the importer says what it assumed.
        let transport = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        transport.items = [UIBarButtonItem(title: "Pause", image: UIImage(systemName: "pause.fill"), primaryAction: nil, menu: nil)]
        view.addSubview(transport)
    }
}

final class HistoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "History", image: UIImage(systemName: "clock"), tag: 2)
        let unused = UIToolbar()
        unused.items = [UIBarButtonItem(title: "Clear", image: UIImage(systemName: "trash"), primaryAction: nil, menu: nil)]
    }
}
