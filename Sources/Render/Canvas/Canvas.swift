/// Which way a linear gradient runs.
public enum GradientAxis: String, Sendable {
    /// `from` at the left edge, `to` at the right.
    case horizontal
    /// `from` at the top edge, `to` at the bottom.
    case vertical
}

/// The whole drawing interface of the toolkit, in points. Kept as small as microui's renderer: each
/// primitive is here because a widget needs it (the chevron needs a stroked polyline, the navigation
/// shadow a gradient, glyphs a filled convex polygon). Implementations apply the pixel scale themselves.
///
/// State (clip, opacity group, transform) is a stack: every `push` is matched by a `pop`. Use the scoped
/// `with…` helpers, which always restore.
@MainActor
public protocol Canvas: AnyObject {
    /// Measures text with the same metrics drawing uses.
    var measurer: TextMeasuring { get }
    /// The appearance dynamic colours are resolved for, at the moment each primitive is drawn; the view
    /// tree sets it from each view's traits as it draws (light unless told otherwise).
    var appearance: Appearance { get set }

    func fill(_ rect: Rect, color: Color)
    /// Fills each of `rects` with `color`, as that many `fill` calls do (same pixels): the parts of a
    /// background the occlusion map leaves uncovered. The default calls `fill` per rectangle.
    func fillRects(_ rects: [Rect], color: Color)
    /// A rounded rectangle with anti-aliased corners; a radius of 0 is a plain fill.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)
    /// A filled convex polygon with anti-aliased edges (play triangles, glyphs).
    func fillPolygon(_ points: [Point], color: Color)
    /// An anti-aliased open polyline of the given width with round joins and round caps (as SF Symbols
    /// draw chevrons), tessellated as one shape so a translucent stroke is not darker where segments meet.
    func strokePolyline(_ points: [Point], width: Double, color: Color)
    /// `strokePolyline` with flat (butt) ends when `roundCaps` is false: CAShapeLayer's default lineCap.
    func strokePolyline(_ points: [Point], width: Double, color: Color, roundCaps: Bool)
    /// A stroke with the caps, joins and closing `style` asks for: Core Graphics' and CAShapeLayer's.
    func strokePolyline(_ points: [Point], width: Double, color: Color, style: StrokeStyle)
    func fillLinearGradient(_ rect: Rect, from: Color, to: Color, axis: GradientAxis)
    /// A separator line one device pixel thick, as UIKit draws table separators and the navigation bar's
    /// shadow (`1 / UIScreen.scale` points). A plain `fill` of 0.5 pt covers half a window pixel at 100 %
    /// zoom and rounds to nothing or to one pixel as content scrolls, so the line vanishes or flickers;
    /// here the line is always at least one output pixel (`rect`'s thickness rounded, never zero) and
    /// lies on whole pixels. The thinner side of `rect` is the thickness; the line keeps `rect`'s bottom
    /// edge (right edge for a vertical one), rounded to the nearest pixel boundary.
    func fillHairline(_ rect: Rect, color: Color)
    /// Blurs what has been drawn so far inside `rect` by about `radius` points: the backdrop of a
    /// translucent bar, which UIKit blurs (UIVisualEffectView) before tinting it, so content scrolled under
    /// the navigation bar shows as soft colour rather than legible text.
    func blurBackdrop(_ rect: Rect, radius: Double)
    /// A soft shadow: `shape` filled with `color` and blurred by a Gaussian of standard deviation `sigma`
    /// points, as Core Animation draws a layer's shadow. Pixel canvases keep the blurred shape (it depends on
    /// the shape's size and `sigma`, not on where it is or its colour), so moving, fading or recolouring a
    /// shadow does not blur it again.
    func fillShadow(_ shape: ShadowShape, sigma: Double, color: Color)
    /// The shadow Core Animation casts from a layer's composited alpha when it has no `shadowPath`: whatever
    /// `contents` draws inside `rect` (current coordinates), its alpha blurred by a Gaussian of `sigma`,
    /// tinted `color`, moved by `offset`. Pixel canvases keep the blurred alpha for `owner` until `version`
    /// (which the caller bumps whenever anything `contents` draws changes), the appearance or the scale
    /// changes, so moving or fading the shadow draws nothing again. Canvases without pixels, or where the
    /// alpha cannot be read (a turned transform, a rect larger than the output), cast `fallback`.
    func fillShadow(ofContent owner: AnyObject, version: UInt64, rect: Rect, sigma: Double, color: Color,
                    offset: Size, fallback: ShadowShape, contents: () -> Void)
    /// Draws the `source` part of `image` (in the image's points) scaled into `rect`: UIImageView's
    /// contents. With a `tint`, the image is a template (UIImage.RenderingMode.alwaysTemplate) and only
    /// its alpha is used, filled with the tint colour.
    func drawImage(_ image: Image, from source: Rect, in rect: Rect, tint: Color?)
    /// `drawImage` for a view's image, which usually stays at one size while it moves (UIImageView): a
    /// pixel canvas may keep the image scaled to that size and copy it 1:1 while the pixels stay the same
    /// as `drawImage`'s. The default draws it with `drawImage`.
    func drawImageKeepingScaled(_ image: Image, from source: Rect, in rect: Rect, tint: Color?)
    /// Fills `rect` with `image` repeated at its size in points, a tile's top-left corner at `phase` (a
    /// pattern colour, UIColor(patternImage:)). The default draws the tiles that meet `rect` under a clip.
    func fillPattern(_ rect: Rect, image: Image, phase: Point)
    /// One line of text whose line box has its top-left corner at `origin` (the baseline is `ascent` below).
    func drawText(_ text: String, font: Font, color: Color, at origin: Point)

    /// Intersects the clip with `rect` (in current coordinates).
    func pushClip(_ rect: Rect)
    func popClip()
    /// Clips to `rect` with its corners rounded by `radius` (anti-aliased), until `popRoundedClip`: what
    /// a CALayer with `cornerRadius` and `masksToBounds` does to its sublayers, so a view's children (a
    /// sheet's navigation bar) cannot draw square corners over its rounded background.
    func pushRoundedClip(_ rect: Rect, radius: Double, corners: RectCorners)
    func popRoundedClip()
    /// Starts a group composited as a whole with `alpha`: overlapping children do not show through each
    /// other, as a CALayer's opacity behaves.
    func pushOpacity(_ alpha: Double)
    func popOpacity()
    /// Applies `transform` (any affine transform: translation, scale, rotation, shear) to everything
    /// drawn until the matching pop.
    func pushTransform(_ transform: Transform)
    /// The same, saying which rectangle (in the coordinates `transform` maps from) holds what will be
    /// drawn: a canvas that draws a turned subtree upright into a texture first (as Core Animation
    /// rasterises a rotated layer) sizes and places the texture for it.
    func pushTransform(_ transform: Transform, around bounds: Rect)
    func popTransform()

    /// Draws `contents` (everything `owner` draws inside `rect`, in current coordinates) through a backing
    /// store, as a Core Animation layer keeps its rasterised contents: if the store drawn for the same
    /// `version`, appearance and pixel scale exists, its pixels are copied instead of calling `contents`;
    /// otherwise `contents` is drawn into a new store, which is then copied. The caller bumps `version`
    /// whenever anything `contents` draws changes. A canvas draws `contents` directly whenever the store
    /// could not give exactly the same pixels (see `SDLCanvas+BackingStore`); canvases without pixels always do.
    func drawBackingStore(owner: AnyObject, version: UInt64, rect: Rect, contents: () -> Void)
}

extension Canvas {
    public func fillRects(_ rects: [Rect], color: Color) {
        for rect in rects { fill(rect, color: color) }
    }

    public func withClip(_ rect: Rect, _ body: () -> Void) {
        pushClip(rect)
        defer { popClip() }
        body()
    }

    /// Canvases without flat ends (the recording canvas) draw round ones.
    public func strokePolyline(_ points: [Point], width: Double, color: Color, roundCaps: Bool) {
        strokePolyline(points, width: width, color: color)
    }

    /// Canvases without joins (the recording canvas) draw the polyline, closed by repeating its first point.
    public func strokePolyline(_ points: [Point], width: Double, color: Color, style: StrokeStyle) {
        let closed = style.isClosed && points.count > 1 && points.last != points.first
        strokePolyline(closed ? points + [points[0]] : points, width: width, color: color, roundCaps: style.cap == .round)
    }

    public func withOpacity(_ alpha: Double, _ body: () -> Void) {
        pushOpacity(alpha)
        defer { popOpacity() }
        body()
    }

    public func withTransform(_ transform: Transform, _ body: () -> Void) {
        pushTransform(transform)
        defer { popTransform() }
        body()
    }

    /// Canvases that map every point through the matrix need no hint.
    public func pushTransform(_ transform: Transform, around bounds: Rect) {
        pushTransform(transform)
    }

    public func withTranslation(x: Double, y: Double, _ body: () -> Void) {
        withTransform(.translation(x: x, y: y), body)
    }

    /// Canvases without pixels clip to the rectangle: the corners only change pixels.
    public func pushRoundedClip(_ rect: Rect, radius: Double, corners: RectCorners) { pushClip(rect) }
    public func pushRoundedClip(_ rect: Rect, radius: Double) { pushRoundedClip(rect, radius: radius, corners: .all) }
    public func popRoundedClip() { popClip() }

    /// Canvases without a pixel grid (recorders, checkers) take a hairline as the plain fill it is in points.
    public func fillHairline(_ rect: Rect, color: Color) {
        fill(rect, color: color)
    }

    /// Canvases without pixels have no backdrop to blur.
    public func blurBackdrop(_ rect: Rect, radius: Double) {}

    /// Canvases without pixels keep nothing: the contents are drawn (recorded) each time.
    public func drawBackingStore(owner: AnyObject, version: UInt64, rect: Rect, contents: () -> Void) {
        contents()
    }

    public func fillPattern(_ rect: Rect, image: Image, phase: Point) {
        let tile = image.size
        guard tile.width > 0, tile.height > 0, rect.width > 0, rect.height > 0 else { return }
        pushClip(rect)
        defer { popClip() }
        let firstX = phase.x + ((rect.minX - phase.x) / tile.width).rounded(.down) * tile.width
        var y = phase.y + ((rect.minY - phase.y) / tile.height).rounded(.down) * tile.height
        while y < rect.maxY {
            var x = firstX
            while x < rect.maxX {
                drawImage(image, in: Rect(x: x, y: y, width: tile.width, height: tile.height))
                x += tile.width
            }
            y += tile.height
        }
    }

    public func drawImageKeepingScaled(_ image: Image, from source: Rect, in rect: Rect, tint: Color?) {
        drawImage(image, from: source, in: rect, tint: tint)
    }

    /// The whole image scaled into `rect`.
    public func drawImage(_ image: Image, in rect: Rect, tint: Color? = nil) {
        drawImage(image, from: Rect(origin: .zero, size: image.size), in: rect, tint: tint)
    }

    public func strokeLine(from a: Point, to b: Point, width: Double, color: Color) {
        strokePolyline([a, b], width: width, color: color)
    }

    /// Draws a laid-out block of text, each line aligned inside `width` (nil: left-aligned at `origin`).
    public func drawText(_ layout: TextLayout, font: Font, color: Color, at origin: Point,
                         alignment: TextAlignment = .left, width: Double? = nil) {
        for (i, line) in layout.lines.enumerated() {
            var x = origin.x
            if let width, alignment != .left {
                let w = measurer.width(of: line, font: font)
                x += alignment == .center ? (width - w) / 2 : width - w
            }
            drawText(line, font: font, color: color, at: Point(x: x, y: origin.y + Double(i) * layout.lineHeight))
        }
    }
}

/// Horizontal text alignment within a label's width (NSTextAlignment).
public enum TextAlignment: String, Sendable {
    case left, center, right
}
