internal import CSDL

extension OffscreenSurface {
    /// Replaces every pixel with `buffer`'s (straight-alpha ARGB, the surface's size), stored premultiplied
    /// as the surface keeps them: how a Core Graphics context composites a blend mode SDL has no mode for
    /// (the UIKit module's CGContext blends on the CPU and writes the result back).
    public func replacePixels(_ buffer: PixelBuffer) {
        guard buffer.width == pixelWidth, buffer.height == pixelHeight else { return }
        SDL_RenderFlush(renderer)
        for y in 0..<pixelHeight {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth {
                let p = buffer.pixels[y * pixelWidth + x]
                let a = p >> 24
                guard a < 255 else { row[x] = p; continue }
                func channel(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * a + 127) / 255 }
                row[x] = a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
            }
        }
    }
}

extension OffscreenSurface {
    /// The pixels as stored: premultiplied ARGB words, row-major, flushed first. A Core Graphics bitmap
    /// context copies them into its caller's buffer after each drawing call, without the straight-alpha
    /// round trip `pixelBuffer()` makes.
    public func premultipliedPixels() -> [UInt32] {
        SDL_RenderFlush(renderer)
        var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth { pixels[y * pixelWidth + x] = row[x] }
        }
        return pixels
    }

    /// Replaces every pixel with `pixels`, premultiplied ARGB words of the surface's size, stored as given:
    /// what a bitmap context's caller wrote into its buffer, read back before the next drawing call.
    public func replacePremultipliedPixels(_ pixels: [UInt32]) {
        guard pixels.count == pixelWidth * pixelHeight else { return }
        SDL_RenderFlush(renderer)
        for y in 0..<pixelHeight {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth { row[x] = pixels[y * pixelWidth + x] }
        }
    }
}
