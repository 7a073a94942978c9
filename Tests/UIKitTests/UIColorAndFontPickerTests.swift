import Testing
import TestSupport
import UIKit

/// UIColorPickerViewController and UIFontPickerViewController, presented as UIKit code presents them,
/// driven by taps.
@MainActor
struct UIColorAndFontPickerTests {
    final class ThemeViewController: UIViewController, UIColorPickerViewControllerDelegate, UIFontPickerViewControllerDelegate {
        var log: [String] = []
        let sample = UILabel()

        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            log.append("select continuously: \(continuously)")
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            log.append("didSelectColor")
            view.backgroundColor = viewController.selectedColor
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            log.append("finish")
        }
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            log.append("pick")
            guard let descriptor = viewController.selectedFontDescriptor else { return }
            sample.font = UIFont(descriptor: descriptor, size: 24)
            viewController.dismiss(animated: true, completion: nil)
        }
        func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
            log.append("cancel")
            viewController.dismiss(animated: true, completion: nil)
        }
    }

    func button(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title == title { return button }
        for subview in view.subviews { if let found = button(titled: title, in: subview) { return found } }
        return nil
    }

    func grid(in view: UIView) -> UIView? {
        view.subviews.first { $0.frame.width > 300 && $0.frame.height > 200 && !($0 is UIScrollView) }
    }

    @Test("tapping a swatch selects its colour and tells the delegate through both methods; Done finishes and dismisses")
    func colorPicker() throws {
        let theme = ThemeViewController()
        let host = UIKitHost(theme)
        let picker = UIColorPickerViewController()
        #expect(picker.selectedColor == .white && picker.supportsAlpha)
        picker.delegate = theme
        theme.present(picker, animated: false)
        host.window.step(host.clock, frames: 2)
        let swatches = try #require(grid(in: picker.view))
        // 12 swatches a row across the sheet's width less 16 pt margins: 343 / 12 → 28 pt squares.
        #expect(swatches.frame.size == CGSize(width: 336, height: 280))
        // Top row, first column: white; top row, last: black; row 5 (pure hues), seventh column: red.
        let origin = swatches.convert(CGPoint.zero, to: nil)
        host.tap(CGPoint(x: origin.x + 11.5 * 28, y: origin.y + 14))
        #expect(picker.selectedColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        host.tap(CGPoint(x: origin.x + 6.5 * 28, y: origin.y + 5.5 * 28))
        #expect(picker.selectedColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(theme.view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(theme.log == ["select continuously: false", "didSelectColor", "select continuously: false", "didSelectColor"])
        host.tap(try #require(button(titled: "Done", in: picker.view)))
        #expect(theme.log.last == "finish")
        host.window.step(host.clock, frames: 60)
        #expect(theme.presentedViewController == nil)
    }

    @Test("the font picker lists the bundled family in its face, filters by search, and hands the pick to the delegate")
    func fontPicker() throws {
        let theme = ThemeViewController()
        let host = UIKitHost(theme)
        let config = UIFontPickerViewController.Configuration()
        config.includeFaces = true
        let picker = UIFontPickerViewController(configuration: config)
        picker.delegate = theme
        #expect(picker.selectedFontDescriptor == nil)
        theme.present(picker, animated: false)
        host.window.step(host.clock, frames: 2)
        #expect(picker.listedFonts.map(\.name) == ["Inter Regular", "Inter Medium", "Inter Semibold"])
        picker.searchField.text = "semi"
        #expect(picker.listedFonts.map(\.name) == ["Inter Semibold"])
        picker.searchField.text = ""
        let table = try #require(picker.view.subviews.compactMap { $0 as? UITableView }.first)
        table.reloadData()
        host.window.step(host.clock)
        let medium = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(medium.textLabel?.text == "Inter Medium")
        #expect(medium.textLabel?.font == UIFont.systemFont(ofSize: 17, weight: .medium))
        host.tap(medium)
        #expect(theme.log == ["pick"])
        #expect(theme.sample.font == UIFont.systemFont(ofSize: 24, weight: .medium))
        host.window.step(host.clock, frames: 60)
        #expect(theme.presentedViewController == nil)
    }

    @Test("families only by default; Cancel tells the delegate, which dismisses")
    func fontPickerCancel() throws {
        let theme = ThemeViewController()
        let host = UIKitHost(theme)
        let picker = UIFontPickerViewController()
        picker.delegate = theme
        theme.present(picker, animated: false)
        host.window.step(host.clock, frames: 2)
        #expect(picker.listedFonts.map(\.name) == ["Inter"])
        host.tap(try #require(button(titled: "Cancel", in: picker.view)))
        #expect(theme.log == ["cancel"])
        host.window.step(host.clock, frames: 60)
        #expect(theme.presentedViewController == nil)
    }

    @Test("UIFont(descriptor:size:) on a bare UIFontDescriptor(name:size:) gives that face at the new size")
    func descriptorFont() {
        let descriptor = UIFontDescriptor(name: "Inter-Medium", size: 12)
        let font = UIFont(descriptor: descriptor, size: 30)
        #expect(font == UIFont.systemFont(ofSize: 30, weight: .medium))
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 12)
    }
}
