import Testing
import TestSupport
import UIKit

/// Initializers declared as UIKit declares them: `init()` is a convenience initializer on UIView and
/// UIViewController (NSObject's, in UIKit), so a subclass writes its own `init()` without `override` and
/// calls the designated `super.init(nibName:bundle:)` or `super.init(frame:)`, and a view subclass that
/// overrides only `init(frame:)` is still made with `CustomView()`.
@MainActor
struct UIKitConvenienceInitTests {
    final class ScoreViewController: UIViewController {
        let score: Int
        init() {
            score = 3
            super.init(nibName: nil, bundle: nil)
            title = "Score"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    final class FrameOnlyView: UIView {
        var framesMadeWith: [CGRect] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            framesMadeWith.append(frame)
            backgroundColor = .green
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class BadgeView: UIView {
        let count: Int
        init(count: Int) {
            self.count = count
            super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class RootNavigationController: UINavigationController {
        init() {
            super.init(nibName: nil, bundle: nil)
            setViewControllers([ScoreViewController()], animated: false)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a controller's own init() without override runs, and its view loads as usual")
    func controllerInit() {
        let controller = ScoreViewController()
        #expect(controller.score == 3)
        #expect(controller.title == "Score")
        #expect(!controller.isViewLoaded)
        #expect(controller.view.backgroundColor == .systemBackground)
        #expect(controller.isViewLoaded)
    }

    @Test("CustomView() on a subclass overriding only init(frame:) goes through that override with a zero frame")
    func viewOverridingOnlyFrameInit() {
        let view = FrameOnlyView()
        #expect(view.framesMadeWith == [.zero])
        #expect(view.frame == .zero)
        #expect(view.backgroundColor == .green)
        let sized = FrameOnlyView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(sized.framesMadeWith == [CGRect(x: 5, y: 6, width: 70, height: 80)])
        #expect(sized.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    }

    @Test("UIView() and UIViewController() are zero-sized and unloaded, as UIKit's inherited init() gives")
    func plainInits() {
        #expect(UIView().frame == .zero)
        #expect(UIView().bounds == .zero)
        #expect(!UIViewController().isViewLoaded)
        #expect(BadgeView(count: 2).frame == CGRect(x: 0, y: 0, width: 24, height: 24))
    }

    /// UILabel's `init(frame:)` once called `self.init()`, which became the inherited `init()` that calls
    /// `init(frame:)` again: every `UILabel()` recursed until the stack ran out.
    @Test("UILabel() and UIButton() come through init() and init(frame:) without calling each other forever")
    func inheritedInitOnControls() {
        let label = UILabel()
        #expect(label.text == "" && label.frame == .zero)
        let button = UIButton()
        #expect(button.titleLabel?.textColor == .white)
        #expect(UIImageView().frame == .zero)
    }

    @Test("a navigation controller subclass with its own init() shows the root it set there")
    func containerSubclassInit() {
        let navigation = RootNavigationController()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is ScoreViewController)
        let plain = UINavigationController(rootViewController: ScoreViewController())
        #expect(plain.viewControllers.map(\.title) == ["Score"])
        let tabs = UITabBarController()
        tabs.viewControllers = [ScoreViewController(), UIViewController()]
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedViewController is ScoreViewController)
    }
}
