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
        "SearchController.presentationDuration": n(SearchController.presentationDuration),
    ]

    static func n(_ value: Double) -> String { ReferenceTable.number(value) }

    @Test("every row of the bars table is the code's value, and every constant has a row with a source tag")
    func tableMatchesCode() throws {
        try ReferenceTable.expectEqual("bars.md", to: Self.code)
    }
}
