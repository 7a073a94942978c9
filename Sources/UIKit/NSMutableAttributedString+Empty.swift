import Foundation

extension NSMutableAttributedString {
    /// `NSMutableAttributedString()`: an empty string to append to. Apple's Foundation inherits NSObject's
    /// `init()`; swift-corelibs-foundation declares only `init(string:)` and its siblings, so Linux refuses the
    /// empty form that placeholder and label builders start from.
    public convenience init() {
        self.init(string: "")
    }
}
