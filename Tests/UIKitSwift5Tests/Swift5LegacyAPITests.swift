import Testing
import UIKit

// In Swift 5 mode: the deprecated-but-valid UIKit API older apps still write, as they write it.

private final class Swift5LegacyController: UIViewController {
    let button = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .whiteLarge)
    let field = UITextField()
    let scrollView = UIScrollView()

    override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return .portrait }
    override var shouldAutorotate: Bool { return false }

    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        automaticallyAdjustsScrollViewInsets = false
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 16, bottom: 5, right: 16)
        field.attributedPlaceholder = NSAttributedString(string: "Email",
                                                         attributes: [.foregroundColor: UIColor.gray])
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        button.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 12).isActive = true
        button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    }
}

@MainActor
struct Swift5LegacyAPITests {
    @Test("a Swift 5 controller using the deprecated insets, guides, styles and status bar names behaves as on iOS")
    func legacyController() {
        let controller = Swift5LegacyController()
        controller.loadViewIfNeeded()
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.supportedInterfaceOrientations == .portrait && !controller.shouldAutorotate)
        #expect(controller.edgesForExtendedLayout == [] && !controller.automaticallyAdjustsScrollViewInsets)
        #expect(controller.spinner.color == .white && controller.spinner.intrinsicContentSize.width == 37)
        #expect(controller.field.placeholder == "Email")
        #expect(controller.scrollView.horizontalScrollIndicatorInsets.top == 10)
        let plain = UIButton(type: .system)
        plain.setTitle("Share", for: .normal)
        plain.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        #expect(controller.button.intrinsicContentSize.width == plain.intrinsicContentSize.width + 32,
                "only contentEdgeInsets counts in the size")

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == window.safeAreaInsets.top && window.safeAreaInsets.top > 0)
        #expect(controller.button.frame.minY == controller.topLayoutGuide.length + 12,
                "12 pt under the top layout guide, which ends at the safe area's top")

        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.selectionStyle = .blue
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected && cell.selectionStyle == .blue)

        let height = UIApplication.shared.statusBarFrame.height
        #expect([0, 20, 24, 44, 50, 54].contains(height), "a device's bar height, whichever app launched last")
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.text = String(repeating: "line\n", count: 40)
        textView.scrollRangeToVisible(NSRange(location: textView.text.count - 1, length: 1))
        #expect(textView.contentOffset.y > 0)
    }
}
