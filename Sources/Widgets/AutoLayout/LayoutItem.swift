import Layout
import Render

/// Something constraints can position: a view or a layout guide (UIKit's `NSObject` items of a constraint).
///
/// Every item is four solver variables in the coordinates of the root of its view tree — its left and top
/// edges, width and height, with bounds origins and transforms ignored, so a scroll view's children keep
/// their values while it scrolls. A view's frame is its left and top minus its superview's.
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
    /// The view the item lays out in: the view itself, or a guide's owning view.
    var layoutOwningView: View? { get }
    /// The item's solver variables, made on first use.
    var layoutVariables: LayoutVariables { get }
}

/// The four unknowns of one item. A class, so anchors and the engine share one set per item.
public final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
}
