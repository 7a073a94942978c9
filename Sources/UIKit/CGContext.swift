import HandheldKit
import Render

/// A bitmap drawing context (Core Graphics' CGContext, as UIKit's image contexts hand it out): pixels in
/// memory drawn by Render's software canvas (OffscreenSurface), so what code draws here is real pixels that
/// `UIGraphicsGetImageFromCurrentImageContext` and `UIGraphicsImageRenderer` turn into a UIImage.
///
/// Coordinates are UIKit's: points, origin top left, y down (UIKit flips Core Graphics' context for you in
/// an image context). The state is what UIKit code sets most: fill and stroke colours, line width, a
/// current path of straight segments and curves (flattened to lines), and translate/scale transforms that
/// `saveGState`/`restoreGState` bracket. Blend modes other than normal, clipping to paths, shadows and
/// gradients are not drawn.
///
/// Not main-actor isolated, as Core Graphics is not: UIKit code draws images in nonisolated helpers (a
/// UIImage extension). The drawing itself runs on Render's canvas, which is the main actor's, so each call
/// asserts it is made there (`MainActor.assumeIsolated`), as UIKit's drawing is UI work done on the main thread.
/// `@unchecked Sendable` so those assertions can hand it across; it is only ever used on the main actor.
public final class CGContext: @unchecked Sendable {
    /// The bitmap of an image context; nil for a view's context, which draws on the view's canvas.
    let surface: OffscreenSurface?
    /// The caller's memory of a context made with `CGContext(data:width:height:…)`, kept equal to `surface`
    /// (CGContext+Bitmap); nil for UIKit's image contexts and a view's context.
    let bitmap: BitmapMemory?
    private let viewCanvas: Canvas?
    private let viewSize: CGSize
    /// The size of the context in points.
    public var size: CGSize { MainActor.assumeIsolated { surface?.size ?? viewSize } }
    public private(set) var fillColor = Color.black
    public private(set) var strokeColor = Color.black
    public private(set) var lineWidth = 1.0
    /// Caps, joins and miter limit (CGContext.setLineCap/setLineJoin/setMiterLimit): butt caps and miter
    /// joins with a limit of 10 until set, Core Graphics' defaults.
    var lineStyle = StrokeStyle()
    /// The path being built, as closed-or-open polylines; drawing it clears it, as Core Graphics does.
    var subpaths: [[CGPoint]] = []
    var closed: [Bool] = []
    /// The graphics states `saveGState` pushed: colours, width, and how many transforms were pushed then.
    private var savedStates: [(fill: Color, stroke: Color, width: Double, style: StrokeStyle, transforms: Int)] = []
    private var transformDepth = 0

    init(size: CGSize, scale: Double, opaque: Bool) throws {
        surface = try MainActor.assumeIsolated {
            let surface = try OffscreenSurface(size: size, scale: scale)
            // An opaque context has no alpha: it starts black, as UIKit's does (its contents are "undefined"
            // until drawn; black is what a fresh opaque bitmap holds).
            surface.beginFrame(clear: opaque ? .black : .clear)
            return surface
        }
        bitmap = nil
        viewCanvas = nil
        viewSize = size
    }

    /// A Core Graphics bitmap context over `bitmap`, drawn on `surface` (one pixel a point), with Core
    /// Graphics' own coordinates: origin at the bottom left, y up (CGContext+Bitmap).
    init(bitmap: BitmapMemory, surface: OffscreenSurface) {
        self.surface = surface
        self.bitmap = bitmap
        viewCanvas = nil
        viewSize = CGSize(width: bitmap.width, height: bitmap.height)
        push(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(bitmap.height)))
    }

    /// A view's context during its `draw(_:)`: drawing goes onto the canvas the view is drawn on, in the
    /// view's bounds coordinates (UIKit's context for drawRect).
    init(viewCanvas: Canvas, size: CGSize) {
        surface = nil
        bitmap = nil
        self.viewCanvas = viewCanvas
        viewSize = size
    }

    /// Runs `body` on the context's canvas, on the main actor; in an image context with a blend mode other
    /// than normal, through `CGContext+BlendMode`. Every drawing call comes through here.
    func draw(_ body: @MainActor (Canvas) -> Void) {
        // A bitmap context's memory is the truth: what the caller wrote there is read first, what was drawn
        // is written back after.
        readBitmapMemory()
        defer { writeBitmapMemory() }
        let surface = self.surface, viewCanvas = self.viewCanvas
        if let surface, !blendMode.drawsNormally { return drawBlended(on: surface, body) }
        MainActor.assumeIsolated {
            if let surface { body(surface.canvas) } else if let viewCanvas { body(viewCanvas) }
        }
    }

    /// CGContext.setBlendMode(_:): how later drawing composites with what is there (CGBlendMode).
    public func setBlendMode(_ mode: CGBlendMode) { blendMode = mode }
    /// The mode `setBlendMode` set, saved and restored with the graphics state.
    public internal(set) var blendMode = CGBlendMode.normal
    /// The transforms pushed so far, replayed onto the scratch surface a blend mode draws on.
    var transformStack: [Transform] = []
    private var savedBlendModes: [CGBlendMode] = []

    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { lineWidth = Double(width) }

    /// Paints `rect` with the fill colour (CGContext.fill(_:)).
    public func fill(_ rect: CGRect) {
        let color = fillColor
        draw { $0.fill(rect, color: color) }
    }
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    /// Outlines `rect` with the stroke colour and line width, centred on its edges (CGContext.stroke(_:)).
    public func stroke(_ rect: CGRect) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        stroke(corners, closed: true)
    }

    /// Strokes one subpath in the line width, caps, joins and miter limit set.
    private func stroke(_ points: [CGPoint], closed: Bool) {
        var style = lineStyle
        style.isClosed = closed
        let width = lineWidth, color = strokeColor
        draw { $0.strokePolyline(points, width: width, color: color, style: style) }
    }

    private func fill(polygon points: [CGPoint]) {
        let color = fillColor
        draw { $0.fillPolygon(points, color: color) }
    }
    public func fillEllipse(in rect: CGRect) { fill(polygon: Self.ellipse(in: rect)) }
    public func strokeEllipse(in rect: CGRect) {
        stroke(Self.ellipse(in: rect), closed: true)
    }

    // MARK: Path

    public func beginPath() { subpaths = []; closed = [] }
    public func move(to point: CGPoint) { subpaths.append([point]); closed.append(false) }
    public func addLine(to point: CGPoint) {
        if subpaths.isEmpty { move(to: point) } else { subpaths[subpaths.count - 1].append(point) }
    }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine)
    }
    public func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closePath()
    }
    public func addEllipse(in rect: CGRect) {
        let points = Self.ellipse(in: rect)
        move(to: points[0])
        points.dropFirst().forEach(addLine)
        closePath()
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let start = subpaths.last?.last ?? end
        addLines(Self.cubic(start, control1, control2, end))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = subpaths.last?.last ?? end
        // A quadratic is the cubic with controls two thirds of the way to its control point.
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addLines(Self.cubic(start, c1, c2, end))
    }
    public func closePath() {
        guard !closed.isEmpty else { return }
        closed[closed.count - 1] = true
    }
    /// Fills the current path (each subpath closed implicitly) by `rule`, nonzero winding by default as in
    /// CGContext.fillPath(using:), and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = currentPath, color = fillColor
        draw { path.fill(in: $0, color: color, evenOdd: rule == .evenOdd) }
        beginPath()
    }
    /// Strokes the current path and clears it.
    public func strokePath() {
        for (points, isClosed) in zip(subpaths, closed) where points.count >= 2 {
            stroke(points, closed: isClosed)
        }
        beginPath()
    }

    private func addLines(_ points: [CGPoint]) { points.forEach(addLine) }

    // MARK: State

    public func saveGState() {
        savedStates.append((fillColor, strokeColor, lineWidth, lineStyle, transformDepth))
        savedBlendModes.append(blendMode)
    }
    public func restoreGState() {
        guard let state = savedStates.popLast() else { return }
        blendMode = savedBlendModes.popLast() ?? .normal
        fillColor = state.fill
        strokeColor = state.stroke
        lineWidth = state.width
        lineStyle = state.style
        while transformDepth > state.transforms { popTransform() }
    }
    public func translateBy(x: CGFloat, y: CGFloat) { push(.translation(x: Double(x), y: Double(y))) }
    public func scaleBy(x: CGFloat, y: CGFloat) { push(.scale(x: Double(x), y: Double(y))) }
    private func push(_ transform: Transform) {
        drawNormally { $0.pushTransform(transform) }
        transformStack.append(transform)
        transformDepth += 1
    }

    private func popTransform() {
        drawNormally { $0.popTransform() }
        transformStack.removeLast()
        transformDepth -= 1
    }

    /// Canvas state changes (transforms) go to the context's canvas whatever the blend mode.
    private func drawNormally(_ body: @MainActor (Canvas) -> Void) {
        let surface = self.surface, viewCanvas = self.viewCanvas
        MainActor.assumeIsolated {
            if let surface { body(surface.canvas) } else if let viewCanvas { body(viewCanvas) }
        }
    }

    /// The pixels drawn so far as an image at the context's scale.
    func makeImage() -> Image {
        guard let surface = self.surface else { return Image(pixelWidth: 0, pixelHeight: 0, scale: 1, pixels: []) }
        let (buffer, scale) = MainActor.assumeIsolated { (surface.pixelBuffer(), surface.scale) }
        return Image(pixelWidth: buffer.width, pixelHeight: buffer.height, scale: scale, pixels: buffer.pixels)
    }

    func finish() {
        while transformDepth > 0 { popTransform() }
        guard let surface = self.surface else { return }
        MainActor.assumeIsolated { surface.endFrame() }
    }

    // MARK: Flattening

    /// An ellipse as 48 points, enough that its edge is smooth at a few hundred points across.
    static func ellipse(in rect: CGRect) -> [CGPoint] {
        (0..<48).map { i in
            let angle = Double(i) / 48 * 2 * Double.pi
            return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
        }
    }

    /// A cubic Bézier from `p0` to `p3` as 16 line segments (its end points included, its start not).
    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        (1...16).map { i in
            let t = Double(i) / 16, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}
