import HandheldKit

extension Font {
    /// `UIFont()`, NSObject's initializer, which UIKit code writes as a fallback
    /// (`UIFont(name: "Avenir", size: 15) ?? UIFont()`). Apple does not document the result; on iOS it is
    /// the system font at 12 pt (`UIFont().pointSize` prints 12.0 in a playground), so it is that here.
    public init() {
        self.init(size: 12)
    }
}
