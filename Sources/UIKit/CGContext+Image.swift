import Render

extension CGContext {
    /// CGContext.draw(_:in:byTiling:): `image` scaled into `rect` in the context's user space, its top row
    /// at the rect's maxY, as Core Graphics draws it. In a bitmap context (origin bottom left, y up) it comes
    /// out upright; in UIKit's image contexts and a view's `draw(_:)`, whose y axis points down, it comes out
    /// upside down, as it does on iOS (which is why UIKit code draws with `UIImage.draw(in:)` there).
    /// `byTiling` repeats the image at `rect`'s size across the context, starting at `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.width > 0, rect.height > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        // The image's pixels are drawn upright in device space; they must be turned over when user space's
        // y axis points the same way as the device's (Core Graphics' image space has y up).
        let flips = userSpaceToDevice.d < 0
        let drawn = flips ? image : image.flippedVertically()
        // Source rect in the image's points; the canvas scales by the image's scale.
        let whole = Rect(x: 0, y: 0, width: drawn.size.width, height: drawn.size.height)
        guard byTiling else {
            return draw { $0.drawImage(drawn, from: whole, in: rect, tint: nil) }
        }
        let area = tilingArea
        let columns = Int(((area.maxX - rect.minX) / rect.width).rounded(.up)), firstColumn = Int(((area.minX - rect.minX) / rect.width).rounded(.down))
        let rows = Int(((area.maxY - rect.minY) / rect.height).rounded(.up)), firstRow = Int(((area.minY - rect.minY) / rect.height).rounded(.down))
        guard (columns - firstColumn) * (rows - firstRow) <= 100_000 else { return }
        draw { canvas in
            for row in firstRow..<rows {
                for column in firstColumn..<columns {
                    let tile = rect.offsetBy(dx: CGFloat(column) * rect.width, dy: CGFloat(row) * rect.height)
                    canvas.drawImage(drawn, from: whole, in: tile, tint: nil)
                }
            }
        }
    }

    /// The context's transforms multiplied out, user space to the context's own pixels.
    private var userSpaceToDevice: Transform {
        transformStack.reduce(Transform.identity) { current, next in next.concatenating(current) }
    }

    /// The context's whole area in user space, where tiles are laid.
    private var tilingArea: CGRect {
        let device = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard let back = userSpaceToDevice.inverted() else { return device }
        return back.apply(to: device)
    }
}
