import Foundation

/// Core Foundation's string, which Core Graphics' colour-space names are. swift-corelibs-foundation does not
/// export Core Foundation's types on Linux (`CFString` does not compile there; tried with swiftc 6.3 in Swift 5
/// mode), so Handheld spells it as Swift's String: `CGColorSpace(name: CGColorSpace.sRGB)` and
/// `name as String` compile as on iOS.
public typealias CFString = String

/// CGColorSpaceModel: the kind of colour a space describes (Apple's raw values, from CGColorSpace.h).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

/// CGColorSpace: how a bitmap's components are read as colours. Handheld draws every RGB space as sRGB and
/// every grey space as its grey level; the space's name, model and component count are kept so a bitmap
/// context and its images report them as iOS does.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The name it was made with (`CGColorSpace.sRGB`…), or the device space's name.
    public let name: CFString?
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// CGColorSpace(name:): a named space; nil for a name Core Graphics does not define.
    public convenience init?(name: CFString) {
        guard let model = Self.models[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// Colour components a pixel has, alpha not counted: 3 for RGB spaces, 1 for grey, 4 for CMYK.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        case .unknown, .pattern, .indexed, .deviceN: 0
        default: 3
        }
    }

    /// Whether the space covers more than sRGB (Display P3, the extended spaces).
    public var isWideGamutRGB: Bool {
        guard let name else { return false }
        return [Self.displayP3, Self.extendedSRGB, Self.extendedLinearSRGB, Self.extendedDisplayP3, Self.dcip3,
                Self.itur_2020, Self.adobeRGB1998].contains(name)
    }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.model == b.model }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(model) }
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }

    // The names Core Graphics defines (CGColorSpace.h); each string is the C constant's name, as on Apple's
    // platforms.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    public static let dcip3: CFString = "kCGColorSpaceDCIP3"
    public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
    public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
    public static let genericLab: CFString = "kCGColorSpaceGenericLab"
    public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"
    /// The device spaces' names, as `CGColorSpaceCreateDeviceRGB()` and `…Gray()` report them.
    static let deviceRGB: CFString = "kCGColorSpaceDeviceRGB"
    static let deviceGray: CFString = "kCGColorSpaceDeviceGray"

    private static let models: [CFString: CGColorSpaceModel] = {
        var models: [CFString: CGColorSpaceModel] = [:]
        for name in [sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, extendedDisplayP3, dcip3, itur_709,
                     itur_2020, adobeRGB1998, genericRGBLinear, deviceRGB] { models[name] = .rgb }
        for name in [genericGrayGamma2_2, linearGray, extendedGray, extendedLinearGray, deviceGray] { models[name] = .monochrome }
        models[genericCMYK] = .cmyk
        models[genericLab] = .lab
        models[genericXYZ] = .XYZ
        return models
    }()
}

/// CGColorSpaceCreateDeviceRGB(): the device's RGB space (sRGB on iOS devices).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB, model: .rgb) }

/// CGColorSpaceCreateDeviceGray(): the device's grey space, one component.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceGray, model: .monochrome) }

/// CGColorRenderingIntent: how colours outside a space's gamut are mapped (Apple's raw values). Handheld
/// draws sRGB only and keeps the intent for code that passes one.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
