import Foundation
import HandheldKit

extension Picture {
    /// UIImage.animatedImage(with:duration:): a picture of `images` shown in turn, one pass lasting
    /// `duration` seconds; nil for no images, as UIKit returns. Set as a UIImageView's `image` it plays by
    /// itself, repeating, on the window's clock (Widgets' AnimatedPicture, ImageView+Animation).
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        AnimatedPicture(frames: images, duration: duration)
    }
}
