import Foundation
import Testing
import UIKit

/// UIViewController's loading idioms, written as UIKit code writes them.
@MainActor
struct UIViewControllerLoadingTests {
    final class GradientView: UIView {}

    final class CustomRootController: UIViewController {
        let greeting: String
        var loads = 0
        init(greeting: String) {
            self.greeting = greeting
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func loadView() {
            loads += 1
            view = GradientView()
        }
    }

    @Test("loadView assigning view = … installs that view once; viewIfLoaded does not load it")
    func loadViewAssigns() {
        let controller = CustomRootController(greeting: "Hello")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.loads == 0)
        let root = controller.view
        #expect(root is GradientView)
        #expect(controller.viewIfLoaded === root)
        #expect(controller.isViewLoaded)
        _ = controller.view
        #expect(controller.loads == 1)
    }

    @Test("a custom view subclass with init(frame:) and the fatalError init?(coder:) lays out by frames")
    func customViewSubclass() {
        final class BadgeView: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(label)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = bounds.insetBy(dx: 4, dy: 2)
            }
        }
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        badge.layoutIfNeeded()
        #expect(badge.label.frame == CGRect(x: 4, y: 2, width: 52, height: 20))
    }
}
