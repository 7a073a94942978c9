import Foundation

extension StackView {
    /// The hidden arranged subviews whose required fixed length along the axis the stack breaks to collapse
    /// them: in UIKit, the pairs "Unable to simultaneously satisfy constraints" lists ('UISV-hiding' against
    /// the view's own height constraint).
    var hidingConflicts: [View] {
        arrangedSubviews.filter { view in
            view.isHidden && fixedSizes[ObjectIdentifier(view)]?.along(axis)?.priority.isRequired == true
        }
    }

    /// Reports each conflict once, when it begins: a view with a required fixed length becomes hidden, a
    /// hidden view gets a required fixed length or joins the stack, or the axis turns onto its fixed length.
    /// Layout passes do not repeat it, and a conflict that ends (the view shown, the priority lowered) is
    /// reported again if it comes back, as UIKit logs each time the engine meets it.
    func updateHidingConflicts() {
        let conflicts = hidingConflicts
        for view in conflicts where !reportedHidingConflicts.contains(ObjectIdentifier(view)) {
            warningHandler(hidingConflictMessage(for: view))
        }
        reportedHidingConflicts = Set(conflicts.map(ObjectIdentifier.init))
    }

    /// One line naming the view, both constraints and which one breaks, shaped after UIKit's log (seed 5).
    func hidingConflictMessage(for view: View) -> String {
        let dimension = axis.lengthName
        let constant = fixedSizes[ObjectIdentifier(view)]?.along(axis)?.constant ?? 0
        let fixed = "\(dimension) == \(constant.compact)"
        return "Handheld: Unable to simultaneously satisfy constraints: 'UISV-hiding' (\(dimension) == 0) "
            + "conflicts with required \(fixed) of \(StackView.name(of: view)); breaking the \(fixed) "
            + "constraint. Give it priority .required - 1 (999) to let hiding win silently."
    }

    /// The default `warningHandler`: one line on standard error, where UIKit's layout log goes.
    nonisolated static func printWarning(_ message: String) {
        // The throwing write: a full or closed standard error must not trap (FileHandle.write(_:) does).
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
    }
}
