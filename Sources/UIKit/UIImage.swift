// UIKit's names for images: `UIImage` is Widgets' `Picture` and `UIImageView` its `ImageView` (the same types).

public typealias UIImage = Picture
public typealias UIImageView = ImageView

extension Picture {
    /// UIImage(named:in:compatibleWith:) without traits: looks in `bundle` (the main bundle when nil) and
    /// then in the main bundle's resource folders, loose files first, then its `Assets.xcassets`. A
    /// package's own images are in `Bundle.module`, which the package passes (`UIImage(named: "x", in: .module)`).
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        var folders: [String] = []
        for b in [bundle, Bundle.main].compactMap({ $0 }) {
            folders += [b.resourcePath, b.bundlePath].compactMap { $0 }
        }
        self.init(named: name, inFolders: folders)
    }
}
