import Testing
import UIKit

/// Views, controllers, windows, bar button items, gesture recognizers, layers and constraints are NSObjects
/// in UIKit, equal only to themselves: `==`, sets, dictionary keys and `switch` patterns work by identity.
/// Colours keep their value equality.
@MainActor
struct UIKitIdentityEqualityTests {
    /// The shape of a controller serving two collection views from one data source method.
    final class TwoListsController: UIViewController {
        let left = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let right = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        func count(in collectionView: UICollectionView) -> Int {
            switch collectionView {
            case left: return 3
            case right: return 5
            default: return 0
            }
        }
    }

    @Test("a switch over a collection view matches the controller's own collection views by identity")
    func switchMatchesByIdentity() {
        let controller = TwoListsController()
        #expect(controller.count(in: controller.left) == 3)
        #expect(controller.count(in: controller.right) == 5)
        #expect(controller.count(in: UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())) == 0)
    }

    @Test("two views with the same frame and colour are different views; a view equals itself")
    func viewsCompareByIdentity() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.backgroundColor = .red
        b.backgroundColor = .red
        #expect(a == a)
        #expect(a != b)
        let label: UIView = UILabel()
        #expect(label != a)
        #expect(Set([a, b, a]).count == 2)
        var names: [UIView: String] = [:]
        names[a] = "a"
        names[b] = "b"
        #expect(names[a] == "a" && names[b] == "b")
        let container = UIView()
        container.addSubview(a)
        container.addSubview(b)
        #expect(container.subviews.firstIndex(of: b) == 1)
        #expect(container.subviews.contains(a))
    }

    @Test("controllers, windows and other responders compare by identity")
    func controllersCompareByIdentity() {
        let first = UIViewController(), second = UIViewController()
        #expect(first == first && first != second)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.firstIndex(of: second) == 1)
        #expect(Set<UIResponder>([first, second, first.view, first]).count == 3)
    }

    @Test("bar button items, gesture recognizers, layers and constraints compare by identity")
    func otherObjectsCompareByIdentity() {
        let done = UIBarButtonItem(systemItem: .done), other = UIBarButtonItem(systemItem: .done)
        #expect(done == done && done != other)
        #expect(Set([done, other, done]).count == 2)

        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        let view = UIView()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.firstIndex(of: pan) == 1)
        #expect(tap != UITapGestureRecognizer())

        let sub = CALayer(), sibling = CALayer()
        #expect(sub == sub && sub != sibling)

        let v = UIView()
        let one = v.widthAnchor.constraint(equalToConstant: 10)
        let two = v.widthAnchor.constraint(equalToConstant: 10)
        #expect(one != two, "two rules with the same terms are still two constraints")
        #expect([two, one].firstIndex(of: one) == 1)
    }

    @Test("colours keep value equality: two reds made separately are equal")
    func coloursCompareByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(white: 0.5, alpha: 1) != UIColor(white: 0.25, alpha: 1))
    }
}
