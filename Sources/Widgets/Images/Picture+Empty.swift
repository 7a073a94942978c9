import Render

/// UIImage(): an image with no pixels. On iOS it has size `.zero` and scale 1, an image view showing it
/// draws nothing and sizes to nothing, and `pngData()` answers nil, there being no bitmap to encode
/// (UIImage's `init()` is NSObject's; the empty image's behaviour is what an iOS app observes of it).
/// App code uses it as a placeholder: `UIImageView(image: UIImage())`, `setBackgroundImage(UIImage(), for:)`.
extension Picture {
    public convenience init() {
        self.init(bitmap: Image(pixelWidth: 0, pixelHeight: 0, pixels: []))
    }

    /// True for a picture with no pixels (`UIImage()`), which draws nothing. Package-only: UIImage has no
    /// such member, and an app may declare its own.
    package var isEmpty: Bool { bitmap.pixelWidth == 0 || bitmap.pixelHeight == 0 }
}
