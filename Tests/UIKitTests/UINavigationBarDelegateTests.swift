import Testing
import UIKit

/// A controller that declares UINavigationBarDelegate, as UIKit code does to attach its bar to the status bar.
@MainActor
struct UINavigationBarDelegateTests {
    final class AboutViewController: UIViewController, UINavigationBarDelegate {
        var asked: [String] = []
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            asked.append("shouldPop \(item.title ?? "")")
            return false
        }
    }

    /// The protocol's other methods keep UIKit's defaults: push and pop allowed, position `.any`.
    final class Defaults: UINavigationBarDelegate {}

    @Test("a controller conforms to UINavigationBarDelegate with UIKit's signatures; unimplemented methods keep UIKit's defaults")
    func conformance() {
        let about = AboutViewController()
        let navigation = UINavigationController(rootViewController: about)
        let bar = navigation.navigationBar
        let item = UINavigationItem(title: "About")
        let delegate: UINavigationBarDelegate = about
        #expect(delegate.position(for: StubBar()) == .topAttached)
        #expect(!delegate.navigationBar(bar, shouldPop: item))
        #expect(about.asked == ["shouldPop About"])
        #expect(delegate.navigationBar(bar, shouldPush: item))
        let defaults = Defaults()
        #expect(defaults.position(for: StubBar()) == .any && defaults.navigationBar(bar, shouldPop: item))
        #expect(UIBarPosition.topAttached.rawValue == 3)
    }

    final class StubBar: UIBarPositioning {
        var barPosition: UIBarPosition { .top }
    }
}
