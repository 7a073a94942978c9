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
}
