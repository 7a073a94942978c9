import Foundation
import Render

/// Colour sets, as `UIColor(named:)` reads them: `NAME.colorset/Contents.json` inside any `*.xcassets` catalog
/// of a resource folder. Xcode writes a `colors` array; each entry has a `color` and, for the dark variant,
/// `appearances: [{"appearance": "luminosity", "value": "dark"}]`. A colour is either `components` in a
/// colour space (`srgb`, `extended-srgb`, `display-p3`, `extended-linear-srgb`; `gray-gamma-22` and
/// `extended-gray` with a `white` component) or a `reference` to a system colour (`systemBlueColor`).
/// Xcode's colour panel writes components in one of three forms — floating point (`"0.800"`), 8-bit integer
/// (`"204"`) or 8-bit hex (`"0xCC"`) — and all three are read. Entries for increased contrast
/// (`"contrast": "high"`) and for other idioms than `universal`/`iphone`/`ipad` are skipped: Handheld has no
/// increased-contrast setting.
///
/// Display P3 components are taken as sRGB ones: the renderer draws in sRGB, so a P3 colour outside sRGB's
/// gamut is clipped, as it is on an sRGB display (iOS converts to the display's space; on an sRGB screen the
/// result is the same clip). A set with only a dark entry, or none readable, is not a colour (nil).
extension AssetCatalog {
    /// The colour set `name` from the first of `folders` whose catalog has it: its light value and, when the
    /// set has one, its dark value as a dynamic colour. Nil when no catalog has it.
    public static func color(named name: String, inFolders folders: [String]) -> Color? {
        let fm = FileManager.default
        for folder in folders {
            guard let items = try? fm.contentsOfDirectory(atPath: folder) else { continue }
            for catalog in items.sorted() where catalog.hasSuffix(".xcassets") {
                let contents = "\(folder)/\(catalog)/\(name).colorset/Contents.json"
                guard let data = fm.contents(atPath: contents) else { continue }
                return colorSet(data)
            }
        }
        return nil
    }

    /// The colour a colour set's `Contents.json` describes, or nil when it has no readable light colour.
    public static func colorSet(_ data: Data) -> Color? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom),
                  let spec = entry["color"] as? [String: Any], let color = color(spec) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let value = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch value {
            case "dark": dark = dark ?? color
            case "light": light = color           // an explicit light entry wins over "any"
            case nil: light = light ?? color
            default: continue
            }
        }
        guard let light else { return nil }
        guard let dark else { return light }
        return Color(light: light, dark: dark)
    }

    /// One entry's colour: components in a colour space, or a system colour by its UIKit selector name.
    static func color(_ spec: [String: Any]) -> Color? {
        if let reference = spec["reference"] as? String {
            return systemColors[reference]
        }
        guard let components = spec["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? { components[key].flatMap(component) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") {
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: `"0.800"` (floating point), `"204"` (8-bit), `"0xCC"` (8-bit hex), or a
    /// JSON number (floating point). Extended-range values stay as written; the renderer clamps them.
    static func component(_ raw: Any) -> Double? {
        if let number = raw as? Double { return number }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// System colours a colour set may reference, by the name Xcode writes (UIKit's class property plus "Color").
    static let systemColors: [String: Color] = [
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link,
        "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen, "systemIndigoColor": .systemIndigo,
        "systemOrangeColor": .systemOrange, "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple,
        "systemRedColor": .systemRed, "systemTealColor": .systemTeal, "systemYellowColor": .systemYellow,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]
}
