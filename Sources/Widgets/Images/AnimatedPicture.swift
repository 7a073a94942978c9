import Render

/// A picture made of frames shown in turn (UIImage.animatedImage(with:duration:)): it draws as its first
/// frame wherever a still picture is expected, and an image view showing it plays the frames on the
/// window's clock, as UIImageView plays an animated UIImage set as its `image` (ImageView+Animation).
public final class AnimatedPicture: Picture, @unchecked Sendable {
    private let frames: [Picture]
    private let passDuration: Double

    /// nil without frames, as UIImage.animatedImage(with:duration:) returns nil for an empty array.
    public init?(frames: [Picture], duration: Double) {
        guard let first = frames.first else { return nil }
        self.frames = frames
        self.passDuration = duration
        super.init(bitmap: first.bitmap, renderingMode: first.renderingMode, tintColor: first.tintColor,
                   capInsets: first.capInsets, symbol: first.symbol)
    }

    public override var images: [Picture]? { frames }
    public override var duration: Double { passDuration }
}
