/// How a presented controller is shown (UIModalPresentationStyle). `automatic` resolves to `pageSheet`,
/// as UIKit does since iOS 13 for a plain controller. `popover` shows the controller in a bubble pointing at
/// its source on a regular-width screen (PopoverPresentationController, which adapts it in compact width);
/// `none` is what an adaptive delegate returns to keep a popover a popover (UIModalPresentationStyle.none).
/// `currentContext` and `overCurrentContext` cover only the view of the controller that defines the
/// presentation context (PresentationController+Context); `custom` is laid out by the transitioning
/// delegate's presentation controller, or over the whole window when it supplies none.
public enum ModalPresentationStyle: String, Sendable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen, popover, none
    case currentContext, overCurrentContext, custom

    /// The styles shown over the view of the controller that defines the presentation context.
    public var isContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the presenter's view leaves the screen once the presentation has appeared (UIKit's
    /// `shouldRemovePresentersView`, true for `.fullScreen` and `.currentContext`; the `over…` styles keep
    /// what is behind visible, UIModalPresentationStyle's documentation).
    public var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// The card styles a downward drag can dismiss.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// The styles UIKit presents with a sheet presentation controller (automatic, page and form sheets).
    public var isSheetRequest: Bool { self == .automatic || isSheet }

    /// The style shown for `horizontal` size class: `automatic` is a page sheet, and a form sheet in compact
    /// width becomes a page sheet (UIKit's adaptation since iOS 13: "a form sheet … on iPhone is adapted",
    /// Hackworth, "View Controller Presentation Changes in iOS 13"; an iPad pane in compact Split View too).
    public func adapted(to horizontal: UserInterfaceSizeClass) -> ModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .formSheet: return horizontal == .compact ? .pageSheet : .formSheet
        // A popover in compact width becomes a sheet unless its delegate keeps it (PopoverPresentationController).
        case .popover: return horizontal == .compact ? .pageSheet : .popover
        default: return self
        }
    }
}
