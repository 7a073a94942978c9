import Testing
import TestSupport
import UIKitCompat

/// UIKit code for a sheet, a tab bar and swipe actions compiles against UIKitCompat and behaves.
@MainActor
@Suite("UIKit names: sheets, tabs, swipe actions")
struct PresentationNamesTests {
    final class Sheet: UIViewController, UIAdaptivePresentationControllerDelegate {
        var attempts = 0
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
    }

    @Test("a tab bar controller presents a page sheet written with UIKit's names")
    func sheetInTabs() {
        let inbox = UINavigationController(rootViewController: UIViewController())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: .tray)
        let tabs = UITabBarController(viewControllers: [inbox])
        let (window, clock) = ArticleScreen.window(showing: tabs)
        let sheet = Sheet()
        sheet.modalPresentationStyle = UIModalPresentationStyle.pageSheet
        sheet.isModalInPresentation = true
        inbox.topViewController?.present(sheet, animated: false)
        sheet.presentationController?.delegate = sheet
        window.step(clock, frames: 2)
        #expect(tabs.presentedViewController === sheet)
        // This window has no status bar: the card is 10 pt below a safe area starting at 0.
        #expect(sheet.view.frame.minY == 10)
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        #expect(UISwipeActionsConfiguration(actions: [action]).performsFirstActionWithFullSwipe)
    }

    final class Half: UIViewController, UISheetPresentationControllerDelegate {
        var changes: [String] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
        }
    }

    @Test("a half sheet written as UIKit apps write it: detents and the grabber set before present")
    func halfSheet() throws {
        let root = UIViewController()
        let (window, clock) = ArticleScreen.window(showing: root)
        let half = Half()
        if let sheet = half.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.delegate = half
        }
        root.present(half, animated: false)
        window.step(clock, frames: 2)
        let sheet = try #require(half.sheetPresentationController)
        let large: Double = window.rootView.bounds.height - 10
        #expect(sheet.resolvedDetents.map(\.value) == [large / 2, large])
        #expect(Double(half.view.frame.minY) == window.rootView.bounds.height - large / 2)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        window.step(clock, frames: 40)
        #expect(half.view.frame.minY == 10 && half.changes.isEmpty)
    }

    /// UIKit: "the default value is true, which means if the sheet can expand to a larger detent than
    /// selectedDetentIdentifier, scrolling up in the sheet increases its detent instead of scrolling the
    /// sheet's content"; false, the content scrolls [DOC: prefersScrollingExpandsWhenScrolledToEdge].
    @Test("prefersScrollingExpandsWhenScrolledToEdge: true by default (a drag up on the list expands), false scrolls")
    func scrollingExpands() throws {
        for expands in [true, false] {
            let root = UIViewController()
            let (window, clock) = ArticleScreen.window(showing: root)
            let half = UIViewController()
            let list = UIScrollView()
            list.contentSize = CGSize(width: 300, height: 3000)
            half.view.addSubview(list)
            half.view.setLayoutHandler { v in list.frame = v.bounds }
            let sheet = try #require(half.sheetPresentationController)
            #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
            sheet.detents = [.medium(), .large()]
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            root.present(half, animated: false)
            window.step(clock, frames: 2)
            let top = half.view.frame.minY
            let x = window.rootView.bounds.midX, y = top + 100
            window.sendPointer(.began, at: CGPoint(x: x, y: y), time: clock.now)
            for i in 1...10 {
                window.step(clock)
                window.sendPointer(.moved, at: CGPoint(x: x, y: y - Double(i) * 10), time: clock.now)
            }
            window.step(clock)
            #expect(half.view.presentationFrameInWindow.minY == (expands ? top - 100 : top))
            #expect(list.contentOffset.y == (expands ? 0 : 100))
            window.sendPointer(.ended, at: CGPoint(x: x, y: y - 100), time: clock.now)
            window.step(clock, frames: 60)
        }
    }
}
