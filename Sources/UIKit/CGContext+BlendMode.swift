import Foundation
import HandheldKit
import Render

extension CGContext {
    /// Draws `body` in the current blend mode on an image context's bitmap: onto a transparent scratch
    /// bitmap of the same size (the context's transforms replayed), then composited pixel by pixel over
    /// what the bitmap holds (CGBlendMode.composite) and written back.
    func drawBlended(on surface: OffscreenSurface, _ body: @MainActor (Canvas) -> Void) {
        let mode = blendMode, transforms = transformStack
        MainActor.assumeIsolated {
            guard let scratch = try? OffscreenSurface(size: surface.size, scale: surface.scale, fonts: surface.canvas.fonts) else {
                return body(surface.canvas)
            }
            let canvas = scratch.beginFrame(clear: .clear)
            for t in transforms { canvas.pushTransform(t) }
            body(canvas)
            for _ in transforms { canvas.popTransform() }
            scratch.endFrame()
            let source = scratch.pixelBuffer()
            var result = surface.pixelBuffer()
            for i in result.pixels.indices { result.pixels[i] = mode.composite(source.pixels[i], over: result.pixels[i]) }
            // The software renderer draws straight into the bitmap, flushed by `pixelBuffer()`, so the
            // canvas's own state (its transforms and clips) stays as it was.
            surface.replacePixels(result)
        }
    }
}

extension Picture {
    /// UIImage.draw(in:blendMode:alpha:): the image in `rect`, composited in `blendMode` (see CGBlendMode
    /// for what is honoured) with `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let saved = context.blendMode
        context.setBlendMode(blendMode)
        context.draw { canvas in canvas.withOpacity(Double(alpha)) { self.draw(in: rect, viewTint: .black, canvas: canvas) } }
        context.setBlendMode(saved)
    }

    /// UIImage.draw(at:blendMode:alpha:).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
