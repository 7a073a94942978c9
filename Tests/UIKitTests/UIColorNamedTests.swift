import Foundation
import Testing
import UIKit

/// `UIColor(named:)` reads colour sets from an asset catalog in a bundle's resources, light and dark, in the
/// three component forms Xcode writes, and system-colour references.
@MainActor
struct UIColorNamedTests {
    /// A bundle folder holding `Assets.xcassets` with the given colour sets (name → Contents.json).
    func bundle(_ sets: [String: String]) throws -> (Bundle, String) {
        let folder = NSTemporaryDirectory() + "handheld-colors-\(getpid())-\(UUID().uuidString)"
        for (name, json) in sets {
            let set = folder + "/Assets.xcassets/\(name).colorset"
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: set + "/Contents.json", contents: Data(json.utf8))
        }
        return (try #require(Bundle(path: folder)), folder)
    }

    static let brand = #"""
    {"colors":[
      {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"0.800"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],
       "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"},
      {"appearances":[{"appearance":"contrast","value":"high"}],
       "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0","green":"0","red":"0"}},"idiom":"universal"}
    ],"info":{"author":"xcode","version":1}}
    """#

    @Test("a colour set's light and dark values, in float and hex components, follow the view's appearance")
    func lightAndDark() throws {
        let (bundle, folder) = try bundle(["Brand": Self.brand])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        let light = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(Double(light.components.red) == 0.8 && Double(light.components.green) == 0.4 && Double(light.components.blue) == 0.2)
        #expect(Double(dark.components.red) == 1 && Double(dark.components.green) == 0.4 && Double(dark.components.blue) == 0.2,
                "0xFF 0x66 0x33 are 255, 102, 51 of 255; the high-contrast entry is skipped")
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil, "an unknown name is nil, as in UIKit")
    }

    @Test("8-bit integer and grey components, system-colour references, and alpha")
    func componentForms() throws {
        let (bundle, folder) = try bundle([
            "Eight": #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0","green":"128","red":"255"}},"idiom":"universal"}]}"#,
            "Grey": #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.250"}},"idiom":"universal"}]}"#,
            "Accent": #"{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let eight = try #require(UIColor(named: "Eight", in: bundle))
        #expect(Double(eight.components.red) == 1 && Double(eight.components.green) == 128.0 / 255 && Double(eight.components.blue) == 0 && Double(eight.components.alpha) == 0.5)
        let grey = try #require(UIColor(named: "Grey", in: bundle))
        #expect(Double(grey.components.red) == 0.25 && Double(grey.components.green) == 0.25 && Double(grey.components.blue) == 0.25)
        #expect(UIColor(named: "Accent", in: bundle) == UIColor.systemBlue, "a reference is the system colour, light and dark")
    }

}
