import Render

/// A button's content placed by the control's content alignments (UIControl.contentHorizontalAlignment and
/// contentVerticalAlignment): UIKit sizes the title (and image) to fit and moves them to the left, right,
/// top or bottom of the content rectangle (the bounds less the content insets), or stretches them across it
/// with `.fill`.
extension Button {
    /// The title label's frame in `rect`. Centred both ways it is the whole rectangle, the text centred in it
    /// (what every button did before alignments, so centred buttons draw exactly as before); otherwise the
    /// label takes the title's fitting size on each axis not centred or filled and sits at that edge.
    func alignedTitleFrame(in rect: Rect) -> Rect {
        let h = contentHorizontalAlignment, v = contentVerticalAlignment
        if h == .center && v == .center { return rect }
        let fit = titleLabel.sizeThatFits(Size(width: rect.width, height: Double.infinity))
        let width = min(fit.width, rect.width), height = min(fit.height, rect.height)
        var frame = rect
        switch h {
        case .left, .leading: frame.size.width = width
        case .right, .trailing: frame.origin.x = rect.maxX - width; frame.size.width = width
        case .center, .fill: break
        }
        switch v {
        case .top: frame.size.height = height
        case .bottom: frame.origin.y = rect.maxY - height; frame.size.height = height
        case .center, .fill: break
        }
        return frame
    }

    /// The image's and title's frames in `rect`: the centred pair (`imageAndTitleFrames`) moved as one to the
    /// edges the alignments name. `.fill` keeps the pair centred on that axis: the image keeps its own size
    /// (UIKit stretches the image view only for a resizable image, which Handheld's pictures are not).
    func alignedImageAndTitleFrames(in rect: Rect) -> (image: Rect, title: Rect) {
        let centred = imageAndTitleFrames(in: rect)
        let union = centred.image.union(centred.title)
        var dx = 0.0, dy = 0.0
        switch contentHorizontalAlignment {
        case .left, .leading: dx = rect.minX - union.minX
        case .right, .trailing: dx = rect.maxX - union.maxX
        case .center, .fill: break
        }
        switch contentVerticalAlignment {
        case .top: dy = rect.minY - union.minY
        case .bottom: dy = rect.maxY - union.maxY
        case .center, .fill: break
        }
        return (centred.image.offsetBy(dx: dx, dy: dy), centred.title.offsetBy(dx: dx, dy: dy))
    }
}
