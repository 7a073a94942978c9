import Foundation
import Render

/// An image as a view shows it (UIKit's `UIImage`; `UIImage` in the UIKit module is this type): decoded
/// pixels at a scale (`Render.Image`), how it is rendered (`RenderingMode`), an optional tint of its own
/// (`withTintColor`) and cap insets (`resizableImage(withCapInsets:)`). Immutable: every `with…` returns a
/// new picture sharing the same pixels, so a template derived from a photo decodes nothing again.
/// Open, as UIImage is, so UIKit code's `open func` in a UIImage extension compiles.
open class Picture: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// UIImage.RenderingMode. `automatic` draws original colours except where the context makes templates
    /// (symbols are made `alwaysTemplate`, as `UIImage(systemName:)` returns them).
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public let bitmap: Image
    public let renderingMode: RenderingMode
    /// `withTintColor(_:)`'s colour, which wins over the view's tint (UIKit: "the tint color to apply to
    /// the image", used with `.alwaysTemplate` unless given `.alwaysOriginal`).
    public let tintColor: Color?
    /// `resizableImage(withCapInsets:)`'s insets in points: the corners keep their size, edges stretch
    /// along one axis and the middle along both (resizingMode `.stretch`, UIKit's default).
    public let capInsets: EdgeInsets?
    /// The SF Symbol name and configuration of a `UIImage(systemName:)` picture, nil for any other.
    public let symbol: Symbol?

    public init(bitmap: Image, renderingMode: RenderingMode = .automatic, tintColor: Color? = nil,
                capInsets: EdgeInsets? = nil, symbol: Symbol? = nil) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.capInsets = capInsets
        self.symbol = symbol
    }

    /// UIImage(contentsOfFile:): nil when the file is missing or not an image. The scale comes from an
    /// `@2x`/`@3x` suffix of the file name, as UIKit reads it.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? Image(contentsOfFile: path, scale: Self.scale(fromFileName: path)) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// UIImage(data:scale:): PNG, JPEG, or any format SDL2_image reads; nil for anything else.
    public convenience init?(data: Data, scale: Double = 1) {
        guard let bitmap = try? Image(encoded: [UInt8](data), scale: scale) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// An animated picture's frames (UIImage.images), nil for a still one (AnimatedPicture).
    open var images: [Picture]? { nil }
    /// An animated picture's length in seconds for one pass over its frames (UIImage.duration); 0 for a still.
    open var duration: Double { 0 }

    public var size: Size { bitmap.size }
    public var scale: Double { bitmap.scale }
    /// True when drawn as a template: its alpha filled with a tint.
    public var isTemplate: Bool { renderingMode == .alwaysTemplate }

    public func withRenderingMode(_ mode: RenderingMode) -> Picture {
        Picture(bitmap: bitmap, renderingMode: mode, tintColor: tintColor, capInsets: capInsets, symbol: symbol)
    }

    /// UIImage.withTintColor(_:): a template drawn in `color` whatever the view's tint (UIKit returns an
    /// image with rendering mode `.alwaysTemplate` unless the original was `.alwaysOriginal`).
    public func withTintColor(_ color: Color, renderingMode mode: RenderingMode = .alwaysTemplate) -> Picture {
        Picture(bitmap: bitmap, renderingMode: mode, tintColor: color, capInsets: capInsets, symbol: symbol)
    }

    public func resizableImage(withCapInsets insets: EdgeInsets) -> Picture {
        Picture(bitmap: bitmap, renderingMode: renderingMode, tintColor: tintColor, capInsets: insets, symbol: symbol)
    }

    /// The colour a view whose tint is `viewTint` fills this picture with, nil for original colours.
    public func tint(in viewTint: Color) -> Color? {
        isTemplate ? (tintColor ?? viewTint) : nil
    }

    /// Draws the picture into `rect`: whole, or in nine parts when it has cap insets. With a `store`, a
    /// symbol is drawn from its rendering at `displayScale` (the screen's), not at the scale it was made at.
    @MainActor public func draw(in rect: Rect, viewTint: Color, canvas: Canvas, store: ImageStore? = nil,
                                displayScale: Double = 0) {
        guard !isEmpty else { return }
        let tint = tint(in: viewTint)
        let bitmap = store?.bitmap(for: self, scale: displayScale) ?? self.bitmap
        guard let caps = capInsets else {
            return canvas.drawImageKeepingScaled(bitmap, from: Rect(origin: .zero, size: bitmap.size), in: rect, tint: tint)
        }
        for (source, destination) in NinePart.pieces(imageSize: bitmap.size, caps: caps, in: rect) {
            canvas.drawImage(bitmap, from: source, in: destination, tint: tint)
        }
    }

    static func scale(fromFileName path: String) -> Double {
        let name = (path as NSString).deletingPathExtension
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }

    public var description: String { "Picture(\(size.width)×\(size.height) @\(scale)x, \(renderingMode))" }
    public static func == (a: Picture, b: Picture) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
