import Layout

/// Anchors as linear expressions of an item's four variables (left, top, width, height): the whole
/// translation from UIKit's attributes to the solver.
@MainActor
enum LayoutAnchorMath {
    /// A baseline sits where the item puts it: a label at its text's baseline, any other view at its
    /// bottom edge, as UIKit aligns views that have no text.
    static func expression(of attribute: LayoutAttribute, in item: any LayoutItem) -> Expression {
        let v = item.layoutVariables
        switch attribute {
        case .left, .leading: return Expression(v.left)
        case .right, .trailing: return v.left + v.width
        case .top: return Expression(v.top)
        case .bottom: return v.top + v.height
        case .centerX: return v.left + v.width * 0.5
        case .centerY: return v.top + v.height * 0.5
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .firstBaseline, .lastBaseline:
            let offset = (item as? View)?.baselineOffset(first: attribute == .firstBaseline) ?? (heightFraction: 1, constant: 0)
            return v.top + v.height * offset.heightFraction + offset.constant
        case .notAnAttribute: return Expression(constant: 0)
        }
    }
}
