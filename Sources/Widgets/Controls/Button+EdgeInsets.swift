import Render

/// UIKit's legacy button insets, as its documentation states them:
/// - `contentEdgeInsets` shrinks the rectangle the title and image are laid out in and "the button uses this
///   property to determine intrinsicContentSize and sizeThatFits(_:)": it adds to the button's size.
/// - `titleEdgeInsets` and `imageEdgeInsets` move the title's or the image's rectangle only; "the button
///   does not use this property to determine intrinsicContentSize and sizeThatFits(_:)".
/// UIKit lays each part out in its rectangle inset by its insets, so a centred part moves by half the
/// difference of opposite insets (`left: -8, right: 8` moves it 8 pt left), a left-aligned one by the left
/// inset and a right-aligned one by the right. With a UIButton.Configuration set all three are ignored,
/// as on iOS 15 ("these properties have no effect for buttons configured with a configuration").
extension Button {
    /// The padding around the content: Handheld's `contentInsets` plus the legacy content edge insets.
    var paddingInsets: EdgeInsets {
        let legacy = ignoresLegacyEdgeInsets ? .zero : contentEdgeInsets
        return EdgeInsets(top: contentInsets.top + legacy.top, left: contentInsets.left + legacy.left,
                          bottom: contentInsets.bottom + legacy.bottom, right: contentInsets.right + legacy.right)
    }

    var effectiveTitleEdgeInsets: EdgeInsets { ignoresLegacyEdgeInsets ? .zero : titleEdgeInsets }
    var effectiveImageEdgeInsets: EdgeInsets { ignoresLegacyEdgeInsets ? .zero : imageEdgeInsets }

    /// `frame`, a part sized to fit, moved as laying it out in a rectangle inset by `insets` would move it
    /// under the button's content alignments.
    func shifted(_ frame: Rect, by insets: EdgeInsets) -> Rect {
        guard insets != .zero else { return frame }
        let dx: Double = switch contentHorizontalAlignment {
        case .left, .leading: insets.left
        case .right, .trailing: -insets.right
        case .center, .fill: (insets.left - insets.right) / 2
        }
        let dy: Double = switch contentVerticalAlignment {
        case .top: insets.top
        case .bottom: -insets.bottom
        case .center, .fill: (insets.top - insets.bottom) / 2
        }
        return frame.offsetBy(dx: dx, dy: dy)
    }
}
