import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// isBeingPresented / isBeingDismissed as UIKit code reads them in the appearance callbacks.
@MainActor
struct UIViewControllerPresentationStateTests {
    final class Sheet: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear \(isBeingPresented) \(isBeingDismissed)") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear \(isBeingPresented) \(isBeingDismissed)") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear \(isBeingPresented) \(isBeingDismissed)") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear \(isBeingPresented) \(isBeingDismissed)") }
    }

    @Test("a presented controller is being presented through viewDidAppear and being dismissed through viewDidDisappear")
    func appearanceCallbacks() {
        let root = UIViewController()
        let host = UIKitHost(root)
        let sheet = Sheet()
        sheet.modalPresentationStyle = .fullScreen
        #expect(!sheet.isBeingPresented)
        root.present(sheet, animated: true)
        host.window.step(host.clock, frames: 60)
        #expect(!sheet.isBeingPresented && !sheet.isBeingDismissed)
        sheet.dismiss(animated: true)
        host.window.step(host.clock, frames: 60)
        #expect(sheet.log == ["willAppear true false", "didAppear true false",
                              "willDisappear false true", "didDisappear false true"])
        #expect(!sheet.isBeingDismissed)
        #expect(!root.isBeingPresented && !root.isBeingDismissed)
    }

    @Test("an unanimated present and dismiss report the same states")
    func unanimated() {
        let root = UIViewController()
        let host = UIKitHost(root)
        let sheet = Sheet()
        root.present(sheet, animated: false)
        host.window.step(host.clock, frames: 5)
        sheet.dismiss(animated: false)
        host.window.step(host.clock, frames: 5)
        #expect(sheet.log == ["willAppear true false", "didAppear true false",
                              "willDisappear false true", "didDisappear false true"])
    }
}
