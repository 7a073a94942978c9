import Render

/// Reading and writing pixels in the memory layout a bitmap's `CGBitmapInfo` names. Inside Handheld a pixel
/// is an ARGB word (premultiplied on a drawing surface, straight in an `Image`); in memory it is the
/// components in the order Core Graphics documents (CGImage.h, "Image bitmap information"): alpha first or
/// last, read as one big-endian word by default, so `byteOrder32Little` reverses the four bytes (iOS's own
/// premultiplied-first little-endian layout is B, G, R, A) and `byteOrder16Little` reverses two.
extension BitmapLayout {
    /// One component of a pixel in memory.
    enum Channel { case alpha, red, green, blue, gray, skip }

    var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F) ?? .none }
    var bytesPerPixel: Int { bitsPerPixel / 8 }
    var isPremultiplied: Bool { alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast }

    /// The components of one pixel in memory order; nil for a layout Handheld does not read (anything but
    /// 8-bit integer components of RGB, grey or alpha-only pixels, or a byte order that does not fit the
    /// pixel's size).
    var channels: [Channel]? {
        guard bitsPerComponent == 8, bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0 else { return nil }
        let colour: [Channel] = components == 3 ? [.red, .green, .blue] : components == 1 ? [.gray] : []
        var order: [Channel]
        switch alphaInfo {
        case .alphaOnly: order = [.alpha]
        case .none: order = colour
        case .premultipliedFirst, .first: order = [.alpha] + colour
        case .premultipliedLast, .last: order = colour + [.alpha]
        case .noneSkipFirst: order = [.skip] + colour
        case .noneSkipLast: order = colour + [.skip]
        }
        guard !order.isEmpty, order.count * 8 == bitsPerPixel, alphaInfo == .alphaOnly || !colour.isEmpty else { return nil }
        switch bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue {
        case CGBitmapInfo.byteOrder32Little.rawValue:
            guard order.count == 4 else { return nil }
            order.reverse()
        case CGBitmapInfo.byteOrder16Little.rawValue:
            guard order.count == 2 else { return nil }
            order.reverse()
        case 0, CGBitmapInfo.byteOrder32Big.rawValue, CGBitmapInfo.byteOrder16Big.rawValue: break
        default: return nil
        }
        return order
    }

    /// Reads `height` rows of pixels at `bytes` as ARGB words, premultiplied when `premultiplied` (what a
    /// drawing surface holds), else straight (what an `Image` holds).
    func read(_ bytes: UnsafeRawPointer, width: Int, height: Int, premultiplied: Bool) -> [UInt32] {
        guard let channels else { return [UInt32](repeating: 0, count: width * height) }
        let opaque = !channels.contains(.alpha)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = bytes.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                var a: UInt32 = opaque ? 255 : 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for (i, channel) in channels.enumerated() {
                    let v = UInt32(row[x * channels.count + i])
                    switch channel {
                    case .alpha: a = v
                    case .red: r = v
                    case .green: g = v
                    case .blue: b = v
                    case .gray: r = v; g = v; b = v
                    case .skip: break
                    }
                }
                var p = a << 24 | r << 16 | g << 8 | b
                if isPremultiplied, !premultiplied { p = Self.straight(p) }
                if !isPremultiplied, !opaque, premultiplied { p = Self.premultiplied(p) }
                pixels[y * width + x] = p
            }
        }
        return pixels
    }

    /// Writes ARGB words (premultiplied or straight, as `premultiplied` says) as `height` rows at `bytes`, in
    /// this layout. Skipped bytes are written 255 (opaque), and a layout without alpha keeps the colour as
    /// drawn over black, as Core Graphics composites into a bitmap without alpha. Pixels equal to their
    /// counterpart in `previous` (when it has as many) are left alone.
    func write(_ pixels: [UInt32], premultiplied: Bool, width: Int, height: Int, to bytes: UnsafeMutableRawPointer,
               unchangedFrom previous: [UInt32] = []) {
        guard let channels else { return }
        let compares = previous.count == pixels.count
        let keepsAlpha = channels.contains(.alpha) && alphaInfo != .alphaOnly
        for y in 0..<height {
            let row = bytes.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                var p = pixels[y * width + x]
                if compares, previous[y * width + x] == p { continue }
                // Premultiplied memory and alpha-less memory both want colour times alpha; straight memory wants
                // the colour as it is.
                let wantsStraight = keepsAlpha && !isPremultiplied
                if premultiplied, wantsStraight { p = Self.straight(p) }
                if !premultiplied, !wantsStraight { p = Self.premultiplied(p) }
                let a = UInt8(p >> 24), r = UInt8(p >> 16 & 0xFF), g = UInt8(p >> 8 & 0xFF), b = UInt8(p & 0xFF)
                for (i, channel) in channels.enumerated() {
                    let value: UInt8
                    switch channel {
                    case .alpha: value = a
                    case .red: value = r
                    case .green: value = g
                    case .blue: value = b
                    case .gray: value = Self.gray(r, g, b)
                    case .skip: value = 255
                    }
                    row[x * channels.count + i] = value
                }
            }
        }
    }

    /// Grey from RGB by Rec. 601 luma weights (an approximation of Core Graphics' colour matching; equal
    /// components, the greys a grey context is filled with, convert exactly).
    static func gray(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        if r == g, g == b { return r }
        let red: Double = 0.299 * Double(r), green: Double = 0.587 * Double(g), blue: Double = 0.114 * Double(b)
        let luma: Double = (red + green + blue).rounded()
        return UInt8(min(255.0, luma))
    }

    /// A straight ARGB word premultiplied (each colour times alpha, rounded), as a drawing surface stores it.
    static func premultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a < 255 else { return p }
        func channel(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * a + 127) / 255 }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// A premultiplied ARGB word made straight (each colour over alpha, rounded, at most 255).
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a < 255 else { return p }
        guard a > 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
