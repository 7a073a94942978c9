internal import CSDL

extension SDLCanvas {
    /// Copies the `source` part of `image` (in the image's points) into `rect`, scaled, through the image
    /// texture cache. With a tint the image is a template: its alpha is filled with `tint`, as UIKit draws
    /// an image whose rendering mode is `.alwaysTemplate` in the view's tint colour.
    public func drawImage(_ image: Image, from source: Rect, in rect: Rect, tint: Color?) {
        drawImage(image, from: source, in: rect, tint: tint, keepingScaled: false)
    }

    /// `drawImage`, copying the image from a texture kept at the destination's pixel size
    /// (`ScaledImageCache`) when that gives the same pixels: the image lies wholly inside the output and
    /// the clip (a clipped scaled copy starts its sampling elsewhere) and is scaled at all.
    public func drawImageKeepingScaled(_ image: Image, from source: Rect, in rect: Rect, tint: Color?) {
        drawImage(image, from: source, in: rect, tint: tint, keepingScaled: scaledImages.isEnabled)
    }

    private func drawImage(_ image: Image, from source: Rect, in rect: Rect, tint: Color?, keepingScaled: Bool) {
        let tint = tint?.resolved(for: appearance)
        guard canDraw, rect.width > 0, rect.height > 0, source.width > 0, source.height > 0 else { return }
        if let tint, tint.alpha <= 0 { return }
        let dst = PixelRect.snapped(current.apply(to: rect))
        let output = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        var visible = dst.intersection(output)
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty, var texture = imageCache.texture(for: image, template: tint != nil) else { return }
        let s = image.scale
        var src = SDL_Rect(x: Int32((source.minX * s).rounded()), y: Int32((source.minY * s).rounded()),
                           w: Int32((source.width * s).rounded()), h: Int32((source.height * s).rounded()))
        guard src.w > 0, src.h > 0 else { return }
        var d = dst.sdl
        if keepingScaled, visible == dst, Int(src.w) != dst.width || Int(src.h) != dst.height {
            let key = ScaledImageCache.Key(image: ObjectIdentifier(image), template: tint != nil,
                                           source: PixelRect(x0: Int(src.x), y0: Int(src.y), x1: Int(src.x + src.w), y1: Int(src.y + src.h)),
                                           width: dst.width, height: dst.height)
            let kept = scaledImages.texture(for: key, image: image, source: texture, sourceRect: src)
            setTarget(currentTarget)
            if let kept {
                texture = kept
                src = SDL_Rect(x: 0, y: 0, w: d.w, h: d.h)
            }
        }
        if let c = tint?.rgba8 {
            SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
            SDL_SetTextureAlphaMod(texture, c.a)
        }
        SDL_RenderCopy(renderer, texture, &src, &d)
        didDraw(dst)
    }
}
