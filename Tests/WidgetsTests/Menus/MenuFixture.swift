import Render
import Testing
import TestSupport
@testable import Widgets

/// A presentation fixture (iPhone 8, status bar 20) with a button on page "A" whose menu logs which handler
/// ran, with which sender, and whether the menu was still presented then.
@MainActor
struct MenuFixture {
    let f = PresentationFixture(style: .overFullScreen)
    let button = Button(title: "Sort")

    init(buttonFrame: Rect = Rect(x: 16, y: 100, width: 80, height: 44), menu: Menu? = nil, primary: Bool = true) {
        button.identifier = "menu-button"
        button.frame = buttonFrame
        f.root.view.addSubview(button)
        button.menu = menu ?? Self.sortMenu(log: f.log, root: f.root, button: button)
        button.showsMenuAsPrimaryAction = primary
        f.frame()
    }

    /// "Sort By": an inline single-selection group Name / Date (on) / Size, a disabled "Share", a "View As"
    /// submenu (Icons, List) and an inline destructive "Delete All".
    static func sortMenu(log: EventLog, root: ViewController, button: Button) -> Menu {
        func action(_ title: String, _ attributes: MenuElementAttributes = [], state: MenuElementState = .off) -> MenuAction {
            MenuAction(title: title, identifier: title.lowercased(), attributes: attributes, state: state) { [weak button] a in
                let presented = root.presentedViewController == nil ? "none" : "menu"
                log.add("handler \(a.title) sender=\(a.sender === button ? "button" : "other") presented=\(presented)")
            }
        }
        return Menu(title: "Sort By", children: [
            Menu(options: [.displayInline, .singleSelection], children: [action("Name"), action("Date", state: .on), action("Size")]),
            action("Share", .disabled),
            Menu(title: "View As", identifier: "view-as", children: [action("Icons"), action("List")]),
            Menu(options: .displayInline, children: [action("Delete All", .destructive)]),
        ])
    }

    var menu: MenuController? { f.root.presentedViewController as? MenuController }

    func tap(_ view: View) {
        let p = view.presentationFrameInWindow
        f.press(p.midX, p.midY)
        f.release(p.midX, p.midY)
    }

    func key(_ name: String) throws { _ = f.window.sendKey(try KeyCombo.parse(name)) }

    /// Taps the button and lets the menu settle open.
    @discardableResult
    func open() throws -> MenuController {
        tap(button)
        f.settle()
        return try #require(menu)
    }

    func row(_ controller: MenuController, _ title: String) throws -> MenuRowView {
        try #require(controller.rowViews.first { $0.row.title == title })
    }
}
