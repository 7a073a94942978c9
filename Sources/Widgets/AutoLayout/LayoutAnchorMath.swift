import Layout

/// Anchors as linear expressions of an item's four variables (left, top, width, height): the whole
/// translation from UIKit's attributes to the solver.
@MainActor
enum LayoutAnchorMath {
    /// A baseline sits where the item puts it: a label at its text's baseline, any other view at its
    /// bottom edge, as UIKit aligns views that have no text.
    static func expression(of attribute: LayoutAttribute, in item: any LayoutItem) -> Expression {
        if attribute.isMargin { return marginExpression(of: attribute, in: item) }
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
        default: return expression(of: attribute.withoutMargins, in: item)
        }
    }

    /// A margin attribute is the plain edge of the view's margins guide, which follows `layoutMargins`;
    /// constraints that name one make the guide when they are created (``LayoutConstraint/prepareMargins``),
    /// and a view without it yet reads its current margins as fixed offsets. A guide has no margins.
    private static func marginExpression(of attribute: LayoutAttribute, in item: any LayoutItem) -> Expression {
        let plain = attribute.withoutMargins
        guard let view = item as? View else { return expression(of: plain, in: item) }
        if let guide = view.autoLayoutState?.marginsGuide { return expression(of: plain, in: guide) }
        let m = view.effectiveLayoutMargins
        let v = view.layoutVariables
        switch plain {
        case .left, .leading: return v.left + m.left
        case .right, .trailing: return v.left + v.width - m.right
        case .top: return v.top + m.top
        case .bottom: return v.top + v.height - m.bottom
        case .centerX: return v.left + v.width * 0.5 + (m.left - m.right) * 0.5
        default: return v.top + v.height * 0.5 + (m.top - m.bottom) * 0.5
        }
    }
}
