// UIKit's names for images: `UIImage` is Widgets' `Picture` and `UIImageView` its `ImageView` (the same types).

import Foundation
import HandheldKit

public typealias UIImage = Picture
public typealias UIImageView = ImageView

extension Picture {
    /// UIImage(named:in:compatibleWith:) without traits: looks in `bundle` (the main bundle when nil) and
    /// then in the main bundle's resource folders, loose files first, then its `Assets.xcassets`. A
    /// package's own images are in `Bundle.module`, which the package passes (`UIImage(named: "x", in: .module)`).
    ///
    /// UIKit keeps named images in a system cache, so asking again decodes nothing: here the cache is the
    /// newest live window's `ImageStore` (the picture made shares the kept pixels). The file is picked for 2x
    /// as before, not for that window's scale, so which windows are alive cannot change an image's size.
    /// With no window alive, or off the main thread, the file is decoded each time.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        var folders: [String] = []
        for b in [bundle, Bundle.main].compactMap({ $0 }) {
            folders += [b.resourcePath, b.bundlePath].compactMap { $0 }
        }
        guard let store = Picture.liveStore else {
            self.init(named: name, inFolders: folders)
            return
        }
        guard let kept = store.image(named: name, in: folders, scale: 2) else { return nil }
        self.init(bitmap: kept.bitmap)
    }

    /// The image store of the newest live window, when called on the main thread.
    static var liveStore: ImageStore? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { AnimationEngine.live.last?.images }
    }
}
