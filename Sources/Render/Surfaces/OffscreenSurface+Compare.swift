internal import CSDL

extension OffscreenSurface {
    /// Whether the surface holds exactly `expected`'s pixels (straight alpha, as `pixelBuffer()` gives
    /// them), compared in place: a passing snapshot assertion then neither copies the 1179 × 2556 pixels of
    /// an iPhone at 3× into a new buffer (12 MB of fresh pages to fault in per shot) nor compares twice.
    ///
    /// Each row is first compared whole, in one branch-free pass (`rowIsOpaqueAndEqual`, which the compiler
    /// vectorises): a row that is bit-for-bit the same and opaque throughout is equal, and that is nearly
    /// every row of a screen. Only a row that differs or holds a translucent pixel (the screen's rounded
    /// corners, transparent outside them) is walked pixel by pixel, converting translucent ones to straight
    /// alpha, so the answer is the pixel-by-pixel one. Profiled on the settings scene at 3×, the per-pixel walk over every row was
    /// 12 % of a snapshot's CPU time.
    public func matches(_ expected: PixelBuffer) -> Bool {
        SDL_RenderFlush(renderer)
        guard expected.width == pixelWidth, expected.height == pixelHeight else { return false }
        let pitch = Int(surface.pointee.pitch), width = pixelWidth
        guard let base = surface.pointee.pixels else { return false }
        // Every fully transparent pixel reads as clear, whatever its colour bits hold.
        let transparent = Self.packed(.clear)
        return expected.pixels.withUnsafeBufferPointer { want in
            guard let wantBase = want.baseAddress else { return width * pixelHeight == 0 }
            for y in 0..<pixelHeight {
                let row = UnsafePointer(base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self))
                let wanted = wantBase + y * width
                if Self.rowIsOpaqueAndEqual(row, wanted, count: width) { continue }
                for x in 0..<width {
                    let raw = row[x]
                    switch raw >> 24 {
                    case 255: if raw != wanted[x] { return false }
                    case 0: if wanted[x] != transparent { return false }
                    default: if Self.packed(Self.straight(raw)) != wanted[x] { return false }
                    }
                }
            }
            return true
        }
    }

    /// Whether `count` stored pixels equal `wanted` bit for bit and all have alpha 255: the differences and
    /// the alphas are folded with OR and AND over the whole row, with no early exit to keep it vectorisable.
    private static func rowIsOpaqueAndEqual(_ row: UnsafePointer<UInt32>, _ wanted: UnsafePointer<UInt32>,
                                            count: Int) -> Bool {
        var difference: UInt32 = 0
        var alphas: UInt32 = 0xFF00_0000
        for x in 0..<count {
            difference |= row[x] ^ wanted[x]
            alphas &= row[x]
        }
        return difference == 0 && alphas >> 24 == 255
    }
}
