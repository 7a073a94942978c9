/// CGImageAlphaInfo: where a pixel's alpha is and whether colours are premultiplied by it. Raw values are
/// Apple's (CGImage.h: kCGImageAlphaNone 0 … kCGImageAlphaOnly 7), so `bitmapInfo: CGImageAlphaInfo.x.rawValue`
/// means what it means on iOS.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// CGImageByteOrderInfo: the byte order of a pixel's components (CGImage.h's values, bits 12 to 14).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// CGImageComponentInfo: integer or floating-point components (CGImage.h's values). Handheld reads and
/// writes 8-bit integer components only.
public enum CGImageComponentInfo: UInt32, Sendable {
    case integer = 0
    case float = 0x100
}

/// CGBitmapInfo: a bitmap's alpha info, component kind and byte order in one word (CGImage.h's masks and
/// values). `CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue` is
/// iOS's own pixel layout, B, G, R, A in memory.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 0x100)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
    /// The host's orders: little endian, as on every device iOS runs on.
    public static let byteOrder16Host = byteOrder16Little
    public static let byteOrder32Host = byteOrder32Little

    /// CGBitmapInfo(alpha:component:byteOrder:), Apple's Swift initializer (iOS 7 and later).
    public init(alpha: CGImageAlphaInfo = .none, component: CGImageComponentInfo = .integer,
                byteOrder: CGImageByteOrderInfo = .orderDefault) {
        self.init(rawValue: alpha.rawValue | component.rawValue | byteOrder.rawValue)
    }
}
