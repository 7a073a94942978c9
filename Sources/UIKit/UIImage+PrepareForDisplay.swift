import HandheldKit
import Render

extension Picture {
    /// UIImage.preparingForDisplay() (iOS 15): "a new version of the image that's decoded and ready for
    /// display". A Handheld image holds decoded pixels from the moment it is made (UIImage(data:),
    /// UIImage(named:) and the rest decode at once), so there is nothing left to decode: this returns an
    /// image sharing those pixels, never nil, and its pixels are the original's.
    public func preparingForDisplay() -> Picture? {
        Picture(bitmap: bitmap, renderingMode: renderingMode, tintColor: tintColor, capInsets: capInsets, symbol: symbol)
    }

    /// UIImage.byPreparingForDisplay() (iOS 15): the same, awaited, as UIKit offers it off the main thread.
    public func byPreparingForDisplay() async -> Picture? { preparingForDisplay() }

    /// UIImage.prepareForDisplay(completionHandler:) (iOS 15): the prepared image handed to `completionHandler`.
    /// UIKit calls it on a background queue; here it is called before this returns, there being no work to wait for.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (Picture?) -> Void) {
        completionHandler(preparingForDisplay())
    }
}
