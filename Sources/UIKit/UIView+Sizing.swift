import HandheldKit

extension View {
    /// UIView.sizeToFit(): resizes the view to `sizeThatFits(bounds.size)`, keeping its origin, as UIKit
    /// does. A side that is still zero is proposed as unbounded, so a new label grows to its one-line text
    /// (UILabel answers a zero proposal with its natural size; Handheld's label reads a width as a limit).
    public func sizeToFit() {
        let proposal = CGSize(width: bounds.width > 0 ? bounds.width : CGFloat.infinity,
                              height: bounds.height > 0 ? bounds.height : CGFloat.infinity)
        frame.size = sizeThatFits(proposal)
    }
}
