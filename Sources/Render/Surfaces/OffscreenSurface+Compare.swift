internal import CSDL

extension OffscreenSurface {
    /// Whether the surface holds exactly `expected`'s pixels (straight alpha, as `pixelBuffer()` gives
    /// them), compared in place: a passing snapshot assertion then neither copies the 1179 × 2556 pixels of
    /// an iPhone at 3× into a new buffer (12 MB of fresh pages to fault in per shot) nor compares twice.
    /// Opaque pixels, nearly all of a screen, compare as stored; only translucent ones are converted.
    public func matches(_ expected: PixelBuffer) -> Bool {
        SDL_RenderFlush(renderer)
        guard expected.width == pixelWidth, expected.height == pixelHeight else { return false }
        let pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels else { return false }
        return expected.pixels.withUnsafeBufferPointer { want in
            for y in 0..<pixelHeight {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                let offset = y * pixelWidth
                for x in 0..<pixelWidth {
                    let raw = row[x]
                    if raw == want[offset + x], raw >> 24 == 255 { continue }
                    if raw >> 24 == 255 || Self.packed(Self.straight(raw)) != want[offset + x] { return false }
                }
            }
            return true
        }
    }
}
