import HandheldKit
import Render

/// How Core Graphics ends an open stroke (CGLineCap, Int32-backed as Apple's is). CGContext's default is
/// `.butt` (CGContext.setLineCap's documentation), as is UIBezierPath.lineCapStyle's.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How Core Graphics turns a stroke's corners (CGLineJoin). CGContext's default is `.miter`
/// (CGContext.setLineJoin's documentation), as is UIBezierPath.lineJoinStyle's.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

extension CGLineCap {
    var lineCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    var lineJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension CGContext {
    /// CGContext.setLineCap(_:).
    public func setLineCap(_ cap: CGLineCap) { lineStyle.cap = cap.lineCap }
    /// CGContext.setLineJoin(_:).
    public func setLineJoin(_ join: CGLineJoin) { lineStyle.join = join.lineJoin }
    /// CGContext.setMiterLimit(_:): the longest miter drawn, as miter length ÷ line width (default 10);
    /// sharper corners of a `.miter` join are bevelled.
    public func setMiterLimit(_ limit: CGFloat) { lineStyle.miterLimit = Double(limit) }
}
