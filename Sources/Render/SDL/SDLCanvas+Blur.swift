internal import CSDL

/// The backdrop blur: the pixels under the rectangle are read back from the current target (the output or
/// an opacity group's texture), blurred on the CPU (`BoxBlur`) and written back in place. A bar is a small
/// strip of the screen, so this costs well under a millisecond per frame, and it keeps the primitive
/// identical on GPU and software renderers, window and offscreen alike.
extension SDLCanvas {
    public func blurBackdrop(_ rect: Rect, radius: Double) {
        guard canDraw, radius > 0 else { return }
        // A store holds only its own subtree, not the backdrop the blur must read.
        if !recordings.isEmpty { recordings[recordings.count - 1].isExact = false }
        let t = current
        var region = PixelRect.snapped(t.apply(to: rect)).intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
        if let clip { region = region.intersection(clip) }
        let pixels = Int((radius * (abs(t.scaleX) + abs(t.scaleY)) / 2).rounded())
        guard !region.isEmpty, pixels > 0, let texture = targets.stream() else { return }
        let w = region.width, h = region.height
        var buffer = [UInt32](repeating: 0, count: w * h)
        var r = region.sdl
        let read = buffer.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(w * 4))
        }
        guard read == 0 else { return }
        // Three passes of a box a third of the radius wide spread about as far as one Gaussian of it.
        BoxBlur(radius: max(1, pixels / 3)).apply(to: &buffer, width: w, height: h)
        buffer.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, &r, bytes.baseAddress, Int32(w * 4))
        }
        // Replace, not blend: the blurred pixels are the backdrop itself.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, &r, &r)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        didDraw(region)
    }
}
