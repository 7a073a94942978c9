import Foundation
import HandheldKit

/// What `topLayoutGuide` and `bottomLayoutGuide` are (UILayoutSupport, deprecated in iOS 11 for the safe
/// area and still in older controllers' constraints): a length and three anchors.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's legacy guide: a layout guide in its view from the view's top edge down to the safe area's
/// top (the top guide), or from the safe area's bottom to the view's bottom (the bottom guide). Since iOS 11
/// UIKit derives both from the safe area ("topLayoutGuide … use view.safeAreaLayoutGuide.topAnchor
/// instead", Apple's deprecation note), so `length` is the safe area's top or bottom inset, the status and
/// navigation bars' height above the content, the tab bar's and home indicator's below it.
@preconcurrency @MainActor
final class LegacyLayoutGuide: UILayoutSupport {
    let guide: LayoutGuide
    let isTop: Bool
    weak var view: UIView?

    init(view: UIView, isTop: Bool) {
        self.view = view
        self.isTop = isTop
        let identifier = isTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) {
            guide = existing
            return
        }
        guide = LayoutGuide(identifier: identifier)
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        let constraints = isTop
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safe.topAnchor)]
            : [guide.topAnchor.constraint(equalTo: safe.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        let edges = [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                     guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        for constraint in constraints + edges {
            constraint.identifier = identifier
            constraint.isActive = true
        }
    }

    var length: CGFloat {
        guard let view else { return 0 }
        return CGFloat(isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom)
    }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension ViewController {
    /// UIViewController.topLayoutGuide: the span above the safe area (see LegacyLayoutGuide). Loads the view.
    public var topLayoutGuide: UILayoutSupport { LegacyLayoutGuide(view: view, isTop: true) }
    /// UIViewController.bottomLayoutGuide: the span below the safe area.
    public var bottomLayoutGuide: UILayoutSupport { LegacyLayoutGuide(view: view, isTop: false) }
}
