import Widgets

extension FuzzInvariants {
    /// Once the pointer is up and everything has settled, no control on screen is still highlighted: a press
    /// that ended, was cancelled by a gesture, or whose view left the window must have let go (UIControl's
    /// `isHighlighted` follows the touch, and a stuck one would leave a stepper repeating or a button dimmed).
    static func controlsNotHighlighted(_ simulator: Simulator) -> String? {
        for control in descendants(of: simulator.window.rootView).compactMap({ $0 as? Control }) where control.isHighlighted {
            return "\(ViewTree.typeName(of: control))\(control.identifier.map { " #\($0)" } ?? "") is still highlighted with the pointer up"
        }
        return nil
    }
}
