import Foundation
import HandheldKit
import Render

/// Core Graphics' compositing operations (CGBlendMode), in QuartzCore's raw values. `normal` draws as
/// always; every other mode is honoured in an image context (UIGraphicsBeginImageContext,
/// UIGraphicsImageRenderer) by drawing the operation apart and compositing it on the CPU with the formulas
/// the PDF specification and W3C "Compositing and Blending Level 1" give for these modes (Apple's
/// reference names them after the PDF blend modes and Porter–Duff operators). The four non-separable modes
/// (`hue`, `saturation`, `color`, `luminosity`) are drawn as `normal`, and in a view's `draw(_:)` context
/// every mode is drawn as `normal`: Render composites views with SDL's source-over only.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity
    case clear = 16, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter

    /// Whether the mode composites like `normal` here.
    var drawsNormally: Bool {
        switch self {
        case .normal, .hue, .saturation, .color, .luminosity: true
        default: false
        }
    }

    /// The result of drawing straight-alpha `source` over `backdrop` (ARGB pixels) in this mode. Where the
    /// operation drew nothing (`source` fully transparent) the backdrop stays, as Core Graphics confines a
    /// mode to the shape drawn.
    func composite(_ source: UInt32, over backdrop: UInt32) -> UInt32 {
        let sa = Double(source >> 24) / 255
        guard sa > 0 else { return backdrop }
        let ba = Double(backdrop >> 24) / 255
        func c(_ p: UInt32, _ shift: UInt32) -> Double { Double((p >> shift) & 0xFF) / 255 }
        var out = [0.0, 0.0, 0.0], alpha = 0.0
        if let (fa, fb) = porterDuff(sa: sa, ba: ba) {
            alpha = min(1, fa * sa + fb * ba)
            for (i, shift) in [UInt32(16), 8, 0].enumerated() {
                let premultiplied = fa * sa * c(source, shift) + fb * ba * c(backdrop, shift)
                out[i] = alpha > 0 ? min(1, premultiplied / alpha) : 0
            }
        } else {
            // Separable blend B(cb, cs) composited source-over (W3C Compositing §5.1).
            alpha = sa + ba * (1 - sa)
            for (i, shift) in [UInt32(16), 8, 0].enumerated() {
                let cs = c(source, shift), cb = c(backdrop, shift)
                let mixed = (1 - ba) * cs + ba * blend(cb, cs)
                let premultiplied = sa * mixed + (1 - sa) * ba * cb
                out[i] = alpha > 0 ? min(1, max(0, premultiplied / alpha)) : 0
            }
        }
        func byte(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * 255).rounded()) }
        return byte(alpha) << 24 | byte(out[0]) << 16 | byte(out[1]) << 8 | byte(out[2])
    }

    /// The Porter–Duff fractions (Fa, Fb) of source and backdrop, or nil for a separable blend mode.
    private func porterDuff(sa: Double, ba: Double) -> (Double, Double)? {
        switch self {
        case .clear: (0, 0)
        case .copy: (1, 0)
        case .sourceIn: (ba, 0)
        case .sourceOut: (1 - ba, 0)
        case .sourceAtop: (ba, 1 - sa)
        case .destinationOver: (1 - ba, 1)
        case .destinationIn: (0, sa)
        case .destinationOut: (0, 1 - sa)
        case .destinationAtop: (1 - ba, sa)
        case .xor: (1 - ba, 1 - sa)
        // plusLighter adds (clamped); plusDarker is approximated as plusLighter's sum, Apple documents
        // only "R = MAX(0, 1 - ((1 - D) + (1 - S)))" for it, which needs the channels, not fractions.
        case .plusLighter, .plusDarker: (1, 1)
        case .normal, .hue, .saturation, .color, .luminosity: (1, 1 - sa)
        default: nil
        }
    }

    /// The separable blend function B(cb, cs) (W3C Compositing §10.1).
    private func blend(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return CGBlendMode.hardLight.blend(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : CGBlendMode.screen.blend(cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }
}
