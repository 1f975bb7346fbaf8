import UIKit

/// An article reader that lays out its own formatting toolbar along the bottom edge instead of using the
/// navigation controller's toolbar: that bar never moves into the vertical bar.
final class ReaderViewController: UIViewController {
    private let formattingToolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Article"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)

        let bold = UIBarButtonItem(title: "Bold", image: UIImage(systemName: "bold"), primaryAction: nil, menu: nil)
        let italic = UIBarButtonItem(title: "Italic", image: UIImage(systemName: "italic"), primaryAction: nil, menu: nil)
        formattingToolbar.setItems([bold, .flexibleSpace(), italic], animated: false)
        formattingToolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formattingToolbar)
        NSLayoutConstraint.activate([
            formattingToolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            formattingToolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            formattingToolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}
