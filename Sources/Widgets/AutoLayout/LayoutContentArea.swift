/// A view whose content is laid out in an area of its own rather than in its frame: a scroll view, where
/// "constraints between the edges or margins of the scroll view and its content attach to the scroll
/// view's content area", while "constraints between the height, width, or centers attach to the scroll
/// view's frame", and constraints to views outside it attach to its frame too (Apple's Auto Layout Guide,
/// "Working with Scroll Views"). The solver reads such an edge from `layoutContentArea` instead of the view,
/// so a content view pinned to a scroll view's four edges gets the size its own content asks for, not the
/// scroll view's (a login form in a scroll view keeps its fields at their natural heights).
@MainActor
protocol LayoutContentAreaProviding: View {
    /// The rectangle a descendant's edge constraints to this view's edges resolve to.
    var layoutContentArea: any LayoutItem { get }
}

extension LayoutConstraint {
    /// The item one end of a constraint stands for in the solver: `item` itself, or the content area of a
    /// content-area view whose edge is related to something inside it.
    static func solverItem(_ item: any LayoutItem, _ attribute: LayoutAttribute,
                           other: (any LayoutItem)?) -> any LayoutItem {
        guard let area = item as? any LayoutContentAreaProviding, attribute.isContentAreaEdge,
              let inside = other?.layoutOwningView, inside !== area, inside.isDescendant(of: area)
        else { return item }
        return area.layoutContentArea
    }
}

extension LayoutAttribute {
    /// The edges that attach to a scroll view's content area; sizes, centres and baselines keep its frame.
    /// Margin edges are left on the frame here (UIKit insets the content area by the margins).
    var isContentAreaEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
