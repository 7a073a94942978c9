import Testing
import UIKit

/// UIKit clears the presentation links of a dismissal without animation before `dismiss` returns, so code
/// that presents again right after it (a common alert-after-alert idiom) finds the presenter free.
@MainActor
struct UIDismissImmediateTests {
    @Test("dismiss(animated: false) clears presented and presenting controllers before it returns")
    func clearsLinks() {
        let root = UIViewController()
        let host = UIKitHost(root)
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .overFullScreen] {
            let shown = UIViewController()
            shown.modalPresentationStyle = style
            root.present(shown, animated: false)
            #expect(root.presentedViewController === shown)
            #expect(shown.presentingViewController === root)
            var completed = false
            shown.dismiss(animated: false) { completed = true }
            #expect(root.presentedViewController == nil, "\(style)")
            #expect(shown.presentingViewController == nil, "\(style)")
            #expect(completed, "\(style)")
            let next = UIViewController()
            root.present(next, animated: false)
            #expect(root.presentedViewController === next, "\(style)")
            root.dismiss(animated: false)
            #expect(root.presentedViewController == nil, "\(style)")
            host.window.step(host.clock)
        }
    }

    @Test("dismiss(animated: false) while the presentation is still animating in clears the links at once")
    func clearsLinksMidPresentation() {
        let root = UIViewController()
        let host = UIKitHost(root)
        let shown = UIViewController()
        root.present(shown, animated: true)
        host.clock.advance(by: 0.1)
        host.window.step(host.clock)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(shown.presentingViewController == nil)
    }
}
