import Render
import Testing
@testable import HandheldSimulator
@testable import HandheldDemos

/// The devices with a shaped screen against `docs/reference/devices.md`: safe areas in every orientation, corner radius,
/// sensor housing, home indicator, and which edge the housing is on as the device turns.
@Suite("Current devices")
struct CurrentDeviceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let portrait: EdgeInsets
        let landscape: EdgeInsets
        let cornerRadius: Double
        let housing: SensorHousing
        let homeIndicator: Size?
        var testDescription: String { name }
    }

    static let pad = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    static let island = Size(width: 126, height: 37.33)
    static let notch = SensorHousing.notch(Size(width: 209, height: 30), bottomRadius: 22, topRadius: 6)
    static let notchedPortrait = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    static let notchedLandscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

    static let table: [Row] = [
        Row(name: "iphone-11-pro", portrait: notchedPortrait, landscape: notchedLandscape, cornerRadius: 39,
            housing: notch, homeIndicator: Size(width: 134, height: 5)),
        Row(name: "iphone-11-pro-max", portrait: notchedPortrait, landscape: notchedLandscape, cornerRadius: 39,
            housing: notch, homeIndicator: Size(width: 148, height: 5)),
        Row(name: "ipad-pro-11", portrait: pad, landscape: pad, cornerRadius: 18, housing: .none,
            homeIndicator: Size(width: 200, height: 5)),
        Row(name: "ipad-pro-12.9", portrait: pad, landscape: pad, cornerRadius: 18, housing: .none,
            homeIndicator: Size(width: 200, height: 5)),
        Row(name: "iphone-se-3", portrait: EdgeInsets(top: 20), landscape: .zero, cornerRadius: 0, housing: .none,
            homeIndicator: nil),
        Row(name: "iphone-13-mini", portrait: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50), cornerRadius: 44,
            housing: .notch(Size(width: 168, height: 31), bottomRadius: 20, topRadius: 6),
            homeIndicator: Size(width: 134, height: 5)),
        Row(name: "iphone-15", portrait: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), cornerRadius: 55,
            housing: .dynamicIsland(island, top: 11), homeIndicator: Size(width: 139, height: 5)),
        Row(name: "iphone-16-pro-max", portrait: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), cornerRadius: 62,
            housing: .dynamicIsland(island, top: 14), homeIndicator: Size(width: 155, height: 5)),
        Row(name: "ipad-10", portrait: pad, landscape: pad, cornerRadius: 25, housing: .none,
            homeIndicator: Size(width: 200, height: 5)),
        Row(name: "ipad-air-11", portrait: pad, landscape: pad, cornerRadius: 18, housing: .none,
            homeIndicator: Size(width: 200, height: 5)),
        Row(name: "ipad-pro-13", portrait: pad, landscape: pad, cornerRadius: 18, housing: .none,
            homeIndicator: Size(width: 200, height: 5)),
        Row(name: "ipad-mini", portrait: pad, landscape: pad, cornerRadius: 21.5, housing: .none,
            homeIndicator: Size(width: 200, height: 5)),
    ]

    @Test("safe areas, corner radius, housing and home indicator match the reference", arguments: table)
    func row(_ row: Row) throws {
        let device = try DeviceCatalog.named(row.name)
        for orientation in device.supportedOrientations {
            let expected = orientation.isLandscape ? row.landscape : row.portrait
            #expect(device.safeAreaInsets(in: orientation) == expected, "\(row.name) \(orientation.rawValue)")
            let app = ScreenConfiguration(device: device, orientation: orientation).safeAreaInsets
            #expect(app == expected, "the app's safe area, \(row.name) \(orientation.rawValue)")
        }
        #expect(device.shape.cornerRadius == row.cornerRadius)
        #expect(device.shape.housing == row.housing)
        #expect(device.shape.homeIndicator?.size == row.homeIndicator)
    }

    @Test("the housing is at the top in portrait, on the left in landscape-left and the right in landscape-right")
    func housingEdge() throws {
        for name in ["iphone-11-pro", "iphone-11-pro-max", "iphone-13-mini", "iphone-15", "iphone-16-pro-max"] {
            let device = try DeviceCatalog.named(name)
            #expect(device.housingEdge(in: .portrait) == .top)
            #expect(device.housingEdge(in: .landscapeLeft) == .left)
            #expect(device.housingEdge(in: .landscapeRight) == .right)
        }
        for name in ["iphone-se-3", "iphone-8", "ipad-pro-13", "ipad-pro-11"] {
            #expect(try DeviceCatalog.named(name).housingEdge(in: .landscapeLeft) == nil)
        }
    }

    @Test("the 13 mini draws at @3x onto a 2.88 panel; the others have no separate native scale")
    func nativeScale() throws {
        #expect(try DeviceCatalog.named("iphone-13-mini").nativeScale == 2.88)
        #expect(try DeviceCatalog.named("iphone-15").nativeScale == nil)
    }

    @Test("the 13-inch iPad Pro splits like the 12.9-inch: a 375 pt narrow pane, compact in portrait")
    func padPro13Panes() throws {
        let device = try DeviceCatalog.named("ipad-pro-13")
        #expect(device.paneWidth(orientation: .landscapeLeft, multitasking: .twoThirds) == 991)
        #expect(device.paneWidth(orientation: .landscapeLeft, multitasking: .half) == 683)
        #expect(device.paneWidth(orientation: .landscapeLeft, multitasking: .oneThird) == 375)
        #expect(device.paneWidth(orientation: .portrait, multitasking: .twoThirds) == 647)
        #expect(device.sizeClasses(in: .portrait, multitasking: .twoThirds).description == "C/R")
        #expect(device.sizeClasses(in: .landscapeLeft, multitasking: .half).description == "R/R")
    }
}
