/// One recorded drawing operation, with geometry already mapped through the canvas's transform stack to
/// absolute points, and colours already multiplied by the enclosing opacity groups' alpha.
public enum DrawCommand: Hashable, Sendable {
    case fill(Rect, Color)
    case roundedRect(Rect, radius: Double, Color)
    case polygon([Point], Color)
    case polyline([Point], width: Double, Color)
    case gradient(Rect, from: Color, to: Color, GradientAxis)
    /// A `fillHairline`, with the rect as given (the pixel snapping belongs to the pixel canvas).
    case hairline(Rect, Color)
    /// A `blurBackdrop`, rect mapped and radius scaled like a stroke width.
    case blur(Rect, radius: Double)
    case text(String, Font, Color, at: Point, scale: Double)
    /// A `drawImage`: the image, the source part in its points, the mapped destination, the tint.
    case image(Image, from: Rect, in: Rect, tint: Color?)
    case pushClip(Rect)
    case popClip
    case pushOpacity(Double)
    case popOpacity
}

/// A canvas that draws nothing and remembers every command, so widget drawing can be tested without SDL
/// (microui's command list). Clip rects are recorded as given (mapped), not intersected.
@MainActor
public final class RecordingCanvas: Canvas {
    public let measurer: TextMeasuring
    public private(set) var commands: [DrawCommand] = []
    private var transforms: [Transform] = [.identity]
    private var opacities: [Double] = [1]
    public var appearance = Appearance.light

    public init(measurer: TextMeasuring = FixedTextMeasurer()) {
        self.measurer = measurer
    }

    public func reset() { commands.removeAll(keepingCapacity: true) }

    /// The texts drawn, in order; handy for asserting what a screen shows.
    public var texts: [String] {
        commands.compactMap { if case let .text(s, _, _, _, _) = $0 { return s } else { return nil } }
    }

    private var current: Transform { transforms[transforms.count - 1] }
    private var alpha: Double { opacities[opacities.count - 1] }
    private func tint(_ color: Color) -> Color {
        let c = color.resolved(for: appearance)
        return c.withAlpha(c.alpha * alpha)
    }

    public func fill(_ rect: Rect, color: Color) { commands.append(.fill(current.apply(to: rect), tint(color))) }
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        commands.append(.roundedRect(current.apply(to: rect), radius: radius * current.scaleX, tint(color)))
    }
    public func fillPolygon(_ points: [Point], color: Color) {
        commands.append(.polygon(points.map(current.apply(to:)), tint(color)))
    }
    public func strokePolyline(_ points: [Point], width: Double, color: Color) {
        commands.append(.polyline(points.map(current.apply(to:)), width: width * current.scaleX, tint(color)))
    }
    public func fillLinearGradient(_ rect: Rect, from: Color, to: Color, axis: GradientAxis) {
        commands.append(.gradient(current.apply(to: rect), from: tint(from), to: tint(to), axis))
    }
    public func fillHairline(_ rect: Rect, color: Color) {
        commands.append(.hairline(current.apply(to: rect), tint(color)))
    }
    public func blurBackdrop(_ rect: Rect, radius: Double) {
        commands.append(.blur(current.apply(to: rect), radius: radius * current.scaleX))
    }
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        commands.append(.text(text, font, tint(color), at: current.apply(to: origin), scale: current.scaleY))
    }
    public func drawImage(_ image: Image, from source: Rect, in rect: Rect, tint: Color?) {
        commands.append(.image(image, from: source, in: current.apply(to: rect), tint: tint.map(tint(_:))))
    }
    public func pushClip(_ rect: Rect) { commands.append(.pushClip(current.apply(to: rect))) }
    public func popClip() { commands.append(.popClip) }
    public func pushOpacity(_ a: Double) {
        opacities.append(alpha * a)
        commands.append(.pushOpacity(a))
    }
    public func popOpacity() {
        if opacities.count > 1 { opacities.removeLast() }
        commands.append(.popOpacity)
    }
    public func pushTransform(_ t: Transform) { transforms.append(t.concatenating(current)) }
    public func popTransform() { if transforms.count > 1 { transforms.removeLast() } }
}
