import Render

extension Button {
    /// Where a button's image sits against its title (UIButton.Configuration.imagePlacement, whose values
    /// are NSDirectionalRectEdge's `.leading`, `.trailing`, `.top` and `.bottom`; `.leading` is UIKit's default).
    public enum ImagePlacement: Sendable, Hashable {
        case leading, trailing, top, bottom
    }

    /// The button's image (UIButton.setImage(_:for:) with `.normal`, UIButton.Configuration.image): shown
    /// beside the title at its own size, a template (every symbol) filled with the button's tint, and dimmed
    /// with the title while pressed. UIKit makes the image view on first use; so does this.
    public var image: Picture? {
        get { imageStorage?.image }
        set {
            guard newValue != imageStorage?.image else { return }
            if imageStorage == nil, newValue != nil {
                let view = ImageView()
                view.contentMode = .center
                view.alpha = titleLabel.alpha
                imageStorage = view
                addSubview(view)
            }
            imageStorage?.image = newValue
            imageStorage?.isHidden = newValue == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// UIButton.imageView: nil until the button is given an image.
    public var imageView: ImageView? { imageStorage }

    /// Whether the content is an image with a title (laid out here) rather than the title alone.
    var showsImage: Bool { imageStorage?.image != nil }

    /// The image's and the title's frames in `rect` (the bounds less the content insets): side by side or
    /// stacked by `imagePlacement`, `imagePadding` apart when there is a title, the pair centred as UIKit
    /// centres a button's content (contentHorizontalAlignment and contentVerticalAlignment `.center`).
    func imageAndTitleFrames(in rect: Rect) -> (image: Rect, title: Rect) {
        let imageSize = imageStorage?.image?.size ?? .zero
        let hasTitle = !title.isEmpty
        let padding = hasTitle ? imagePadding : 0
        let sideBySide = imagePlacement == .leading || imagePlacement == .trailing
        let room = sideBySide ? max(0, rect.width - imageSize.width - padding) : rect.width
        let titleSize = hasTitle ? titleLabel.sizeThatFits(Size(width: room, height: Double.infinity)) : .zero
        let titleWidth = min(titleSize.width, room)
        if sideBySide {
            let total = imageSize.width + padding + titleWidth
            let start = rect.midX - total / 2
            let imageX = imagePlacement == .leading ? start : start + titleWidth + padding
            let titleX = imagePlacement == .leading ? start + imageSize.width + padding : start
            return (Rect(x: imageX, y: rect.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height),
                    Rect(x: titleX, y: rect.midY - titleSize.height / 2, width: titleWidth, height: titleSize.height))
        }
        let total = imageSize.height + padding + titleSize.height
        let start = rect.midY - total / 2
        let imageY = imagePlacement == .top ? start : start + titleSize.height + padding
        let titleY = imagePlacement == .top ? start + imageSize.height + padding : start
        return (Rect(x: rect.midX - imageSize.width / 2, y: imageY, width: imageSize.width, height: imageSize.height),
                Rect(x: rect.midX - titleWidth / 2, y: titleY, width: titleWidth, height: titleSize.height))
    }

    /// The size of an image-and-title button: the pair plus the content insets (and content edge insets), never under the 44 pt tap height.
    func imageAndTitleSize(fitting size: Size) -> Size {
        let imageSize = imageStorage?.image?.size ?? .zero
        let hasTitle = !title.isEmpty
        let padding = hasTitle ? imagePadding : 0
        let t = hasTitle ? titleLabel.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)) : .zero
        let content: Size
        switch imagePlacement {
        case .leading, .trailing:
            content = Size(width: imageSize.width + padding + t.width, height: max(imageSize.height, t.height))
        case .top, .bottom:
            content = Size(width: max(imageSize.width, t.width), height: imageSize.height + padding + t.height)
        }
        let around = paddingInsets
        return Size(width: content.width + around.horizontal,
                    height: max(Self.minimumTapHeight, content.height + around.vertical))
    }
}
