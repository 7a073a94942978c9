import Testing
import TestSupport
import UIKitCompat

// Seed 2, "How I now deal with collapsible split view controllers": the article's Swift delegate, updated to
// Swift 3+ names, with the edits the README lists (no NSObject; a factory instead of the storyboard; Handheld
// moves a collapsed detail onto the list's own stack, so the detail is the list's top controller rather than
// the top of a nested navigation controller).

let kViewControllerNoSelection = "NoSelectionNC"

/// The detail scene worth keeping when the split collapses.
final class ShiftAssignmentViewController: UIViewController {}

@MainActor
class CollapsibleSplitViewControllerDelegate {

    let makeNoSelection: () -> UIViewController

    init(makeNoSelection: @escaping () -> UIViewController) {

        self.makeNoSelection = makeNoSelection
    }
}

extension CollapsibleSplitViewControllerDelegate: UISplitViewControllerDelegate {

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {

        if let viewControllerIdentifier = secondaryViewController.restorationIdentifier, viewControllerIdentifier == kViewControllerNoSelection {

            // Always collapse empty detail
            return true
        }

        // Leave detail on top
        return false
    }

    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {

        if isDisplayingPasteDetailScene(primaryViewController: primaryViewController) {
            // Keep the detail scene (nil indicates the framework
            // will figure out what to do)
            return nil
        }

        return emptySelectionNavigationController()
    }

    func isDisplayingPasteDetailScene(primaryViewController viewController: UIViewController) -> Bool {

        guard let navController = viewController as? UINavigationController else {

            return false
        }

        guard navController.topViewController is ShiftAssignmentViewController else {

            return false
        }

        return true
    }

    func emptySelectionNavigationController() -> UIViewController {

        return makeNoSelection()
    }
}

@MainActor
@Suite("UIKit names: seed 2's collapsible split view delegate")
struct CollapsibleSplitViewTests {
    static func noSelection() -> UIViewController {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.restorationIdentifier = kViewControllerNoSelection
        return navigation
    }

    @Test("the empty detail collapses away; a shift assignment stays on top and comes back as the detail")
    func fourRotations() {
        let list = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController(primary: primary, secondary: Self.noSelection())
        let delegate = CollapsibleSplitViewControllerDelegate(makeNoSelection: Self.noSelection)
        split.delegate = delegate
        let (window, clock) = ArticleScreen.window(showing: split)

        // Portrait: the "No selection" detail was collapsed away, the list shows.
        #expect(primary.viewControllers.count == 1)
        // Landscape with the list shown: the empty scene becomes the detail.
        ArticleScreen.rotate(window, clock, toLandscape: true)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.last?.restorationIdentifier == kViewControllerNoSelection)

        // A shift is shown in landscape, then the device turns to portrait: it stays on top of the list.
        let shift = ShiftAssignmentViewController()
        list.showDetailViewController(UINavigationController(rootViewController: shift), sender: nil)
        window.step(clock, frames: 30)
        ArticleScreen.rotate(window, clock, toLandscape: false)
        #expect(primary.topViewController === shift)
        // Back to landscape: the framework's default keeps the shift as the detail.
        ArticleScreen.rotate(window, clock, toLandscape: true)
        #expect((split.viewControllers.last as? UINavigationController)?.topViewController === shift)
    }
}
