import Foundation
import Render
import Testing
@testable import Widgets

/// `docs/reference/menus.md` § Constants lists the menu's sizes and motion with their sources; this keeps
/// the table equal to the code, both ways.
@MainActor
@Suite("Menus match the menus reference table")
struct MenuReferenceTableTests {
    static var code: [String: String] {
        [
            "MenuLayout.width": n(MenuLayout.width),
            "MenuLayout.cornerRadius": n(MenuLayout.cornerRadius),
            "MenuLayout.rowHeight": n(MenuLayout.rowHeight),
            "MenuLayout.groupGap": n(MenuLayout.groupGap),
            "MenuLayout.headerHeight": n(MenuLayout.headerHeight),
            "MenuLayout.rowInset": n(MenuLayout.rowInset),
            "MenuLayout.checkColumnWidth": n(MenuLayout.checkColumnWidth),
            "MenuLayout.imageSize": n(MenuLayout.imageSize),
            "MenuLayout.sourceGap": n(MenuLayout.sourceGap),
            "MenuLayout.screenMargin": n(MenuLayout.screenMargin),
            "MenuLayout.blurRadius": n(MenuLayout.blurRadius),
            "ContextMenuPreviewView.liftScale": n(ContextMenuPreviewView.liftScale),
            "MenuBackdropView.blurRadius": n(MenuBackdropView.blurRadius),
            "MenuTransitionAnimator.startScale": n(MenuTransitionAnimator.startScale),
            "MenuTransitionAnimator.springResponse": n(MenuTransitionAnimator.springResponse),
            "MenuTransitionAnimator.springDamping": n(MenuTransitionAnimator.springDamping),
            "MenuTransitionAnimator.dismissDuration": n(MenuTransitionAnimator.dismissDuration),
            "LongPressGestureRecognizer.minimumPressDuration": n(LongPressGestureRecognizer().minimumPressDuration),
        ]
    }

    static func n(_ value: Double) -> String { ReferenceTable.number(value) }

    @Test("every row of the menus table is the code's value, and every constant has a row with a tag")
    func table() throws {
        try ReferenceTable.expectEqual("menus.md", to: Self.code)
    }
}
