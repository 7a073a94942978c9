import Foundation
import Render
import Testing
@testable import Widgets

/// `docs/reference/bars.md` § Constants lists the toolbar's, refresh control's and search bar's measures with
/// their sources; this keeps that table equal to the code, row for row, both ways.
@MainActor
@Suite("Bars match the bars reference table")
struct BarsReferenceTableTests {
    static let code: [String: String] = [
        "Toolbar.height": n(Toolbar.height),
        "Toolbar.compactHeight": n(Toolbar.compactHeight),
        "Toolbar.edgePadding": n(Toolbar.edgePadding),
        "NavigationController.hideShowBarDuration": n(NavigationController.hideShowBarDuration),
        "SystemItemSymbolView.lineWidth": n(SystemItemSymbolView.lineWidth),
        "RefreshControl.triggerDistance": n(RefreshControl.triggerDistance),
        "RefreshControl.indicatorHeight": n(RefreshControl.indicatorHeight),
        "SearchTextField.height": n(SearchTextField.height),
        "SearchTextField.cornerRadius": n(SearchTextField.cornerRadius),
        "SearchTextField.glassSize": n(SearchTextField.glassSize),
        "SearchBar.verticalPadding": n(SearchBar.verticalPadding),
        "SearchBar.scopeBarHeight": n(SearchBar.scopeBarHeight),
        "SearchBar.cancelSlideDuration": n(SearchBar.cancelSlideDuration),
        "SearchController.dimmingColor": "black \(Int((SearchController.dimmingColor.alpha * 100).rounded())) %",
    ]

    static func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func rows() throws -> [(String, String, String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference/bars.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1], cells[2])
        }
    }

    @Test("every row of the bars table is the code's value, and every constant has a row with a source tag")
    func tableMatchesCode() throws {
        let rows = try Self.rows()
        #expect(rows.count == Self.code.count)
        #expect(Set(rows.map(\.0)) == Set(Self.code.keys))
        for (name, value, tag) in rows {
            #expect(Self.code[name] == value, "\(name): the table says \(value), the code \(Self.code[name] ?? "nothing")")
            #expect(["[DOC]", "[OBS]", "[CODE]", "[EST]"].contains(tag), "\(name) has no source tag: '\(tag)'")
        }
    }
}
