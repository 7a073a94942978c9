import Render

/// The presented controller's traits and the tree JSON of a presentation.
extension PresentationController {
    /// The traits the presented controller inherits: the presenter's, at the elevated level for a sheet
    /// (UIKit raises sheets and popovers, so their dark backgrounds are lighter than what lies behind).
    func presentedTraits(from traits: TraitCollection, style: ModalPresentationStyle? = nil) -> TraitCollection {
        switch style ?? presentationStyle {
        case .pageSheet, .formSheet, .popover: return traits.merging(TraitCollection(userInterfaceLevel: .elevated))
        default: return traits
        }
    }

    /// The presenter's traits changed (a rotation, an iPad pane): the style adapts and the presented
    /// controller inherits the new traits, inside the running size transition.
    func presenterTraitsDidChange(_ traits: TraitCollection) {
        let adapted = adaptedStyle(for: traits)
        presentedViewController.setInheritedTraits(presentedTraits(from: traits, style: adapted))
        presentationStyle = adapted
        if transition == nil { applySettledState(presented: true) }
        container.setNeedsLayout()
    }

    // MARK: Tree JSON

    /// The "presented" object on the presenting controller's node.
    var treeJSON: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("controller", .string(ViewTree.typeName(of: presentedViewController))),
            ("style", .string(presentationStyle.rawValue)),
        ]
        let top = (presentedViewController as? NavigationController)?.topViewController ?? presentedViewController
        if let title = presentedViewController.title ?? top.title { pairs.append(("title", .string(title))) }
        if let t = transition {
            pairs.append(("transition", t.treeJSON))
        }
        if isRefusingDrag { pairs.append(("refusing", .bool(true))) }
        pairs += sheetTreePairs
        return .object(pairs)
    }
}
