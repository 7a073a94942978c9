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

    static func n(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    @Test("every row of the menus table is the code's value, and every constant has a row with a tag")
    func table() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference/menus.md"), encoding: .utf8)
        let rows: [(String, String, String)] = text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1], cells[2])
        }
        let code = Self.code
        #expect(Set(rows.map(\.0)) == Set(code.keys))
        for (name, value, tag) in rows {
            #expect(code[name] == value, "\(name): table \(value), code \(code[name] ?? "missing")")
            #expect(["[DOC]", "[EST]", "[OBS]", "[CODE]"].contains(tag), "\(name) has no source tag")
        }
    }
}
