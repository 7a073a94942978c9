import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// One row of the reference README's device table.
struct DeviceRow: Sendable, CustomTestStringConvertible {
    let name: String
    let width: Double
    let height: Double
    let scale: Double
    let portrait: String
    let landscape: String
    let statusBar: Double
    var testDescription: String { name }

    init(_ name: String, _ width: Double, _ height: Double, scale: Double, _ portrait: String, _ landscape: String,
         statusBar: Double) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.statusBar = statusBar
    }
}

@Suite("Device catalog")
struct DeviceCatalogTests {
    static let table: [DeviceRow] = [
        DeviceRow("iphone-se", 320, 568, scale: 2, "C/R", "C/C", statusBar: 20),
        DeviceRow("iphone-8", 375, 667, scale: 2, "C/R", "C/C", statusBar: 20),
        DeviceRow("iphone-8-plus", 414, 736, scale: 3, "C/R", "R/C", statusBar: 20),
        DeviceRow("iphone-11-pro", 375, 812, scale: 3, "C/R", "C/C", statusBar: 44),
        DeviceRow("iphone-11-pro-max", 414, 896, scale: 3, "C/R", "R/C", statusBar: 44),
        DeviceRow("ipad", 768, 1024, scale: 2, "R/R", "R/R", statusBar: 20),
        DeviceRow("ipad-pro-11", 834, 1194, scale: 2, "R/R", "R/R", statusBar: 24),
        DeviceRow("ipad-pro-12.9", 1024, 1366, scale: 2, "R/R", "R/R", statusBar: 24),
        // docs/reference/devices.md.
        DeviceRow("iphone-se-3", 375, 667, scale: 2, "C/R", "C/C", statusBar: 20),
        DeviceRow("iphone-13-mini", 375, 812, scale: 3, "C/R", "C/C", statusBar: 50),
        DeviceRow("iphone-15", 393, 852, scale: 3, "C/R", "C/C", statusBar: 54),
        DeviceRow("iphone-16-pro-max", 440, 956, scale: 3, "C/R", "R/C", statusBar: 54),
        DeviceRow("ipad-10", 820, 1180, scale: 2, "R/R", "R/R", statusBar: 24),
        DeviceRow("ipad-air-11", 820, 1180, scale: 2, "R/R", "R/R", statusBar: 24),
        DeviceRow("ipad-pro-13", 1032, 1376, scale: 2, "R/R", "R/R", statusBar: 24),
        DeviceRow("ipad-mini", 744, 1133, scale: 2, "R/R", "R/R", statusBar: 24),
    ]

    @Test("the catalog holds the reference table's eight devices in their old order, then today's eight")
    func names() {
        #expect(DeviceCatalog.all.map(\.name) == Self.table.map(\.name))
        #expect(DeviceCatalog.all.map(\.isPad) == [false, false, false, false, false, true, true, true,
                                                   false, false, false, false, true, true, true, true])
    }

    @Test("each device has the table's points, scale, status bar and full-screen size classes", arguments: table)
    func row(_ row: DeviceRow) throws {
        let device = try DeviceCatalog.named(row.name)
        #expect(device.name == row.name)
        #expect(device.pointSize == Size(width: row.width, height: row.height))
        #expect(device.scale == row.scale)
        #expect(device.statusBarHeight == row.statusBar)
        for orientation in Orientation.allCases {
            let expected = orientation.isLandscape ? row.landscape : row.portrait
            #expect(device.sizeClasses(in: orientation, multitasking: .full).description == expected,
                    "\(row.name) \(orientation.rawValue)")
            #expect(device.sizeClasses(in: orientation).description == expected)
        }
    }

    @Test("the screen size swaps width and height in landscape only", arguments: table)
    func screenSize(_ row: DeviceRow) throws {
        let device = try DeviceCatalog.named(row.name)
        let portrait = Size(width: row.width, height: row.height)
        let landscape = Size(width: row.height, height: row.width)
        #expect(device.screenSize(in: .portrait) == portrait)
        #expect(device.screenSize(in: .upsideDown) == portrait)
        #expect(device.screenSize(in: .landscapeLeft) == landscape)
        #expect(device.screenSize(in: .landscapeRight) == landscape)
        let pixels = Size(width: row.height * row.scale, height: row.width * row.scale)
        #expect(device.pixelSize(in: .landscapeLeft) == pixels)
    }

    @Test("notched iPhones have a 44 pt top and 34 pt bottom safe area, and 44/21 in landscape")
    func notchedSafeAreas() throws {
        for name in ["iphone-11-pro", "iphone-11-pro-max"] {
            let device = try DeviceCatalog.named(name)
            #expect(device.safeAreaInsets(in: .portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            #expect(device.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
            #expect(device.safeAreaInsets(in: .landscapeRight) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
            #expect(device.statusBarHeight(in: .portrait) == 44)
            #expect(device.statusBarHeight(in: .landscapeLeft) == 0)
        }
    }

    @Test("iPhones with a home button hide the status bar in landscape, leaving no safe area inset")
    func classicPhoneSafeAreas() throws {
        for name in ["iphone-se", "iphone-8", "iphone-8-plus"] {
            let device = try DeviceCatalog.named(name)
            #expect(device.safeAreaInsets(in: .portrait) == EdgeInsets(top: 20))
            #expect(device.safeAreaInsets(in: .landscapeLeft) == .zero)
            #expect(device.safeAreaInsets(in: .landscapeRight) == .zero)
            #expect(device.statusBarHeight(in: .portrait) == 20)
            #expect(device.statusBarHeight(in: .landscapeRight) == 0)
        }
    }

    @Test("iPads keep the status bar, and its inset, in every orientation; the iPads Pro add the home indicator's 20")
    func padSafeAreas() throws {
        for (name, bar, bottom) in [("ipad", 20.0, 0.0), ("ipad-pro-11", 24, 20), ("ipad-pro-12.9", 24, 20)] {
            let device = try DeviceCatalog.named(name)
            for orientation in Orientation.allCases {
                #expect(device.safeAreaInsets(in: orientation) == EdgeInsets(top: bar, left: 0, bottom: bottom, right: 0))
                #expect(device.statusBarHeight(in: orientation) == bar)
            }
        }
    }

    @Test("an unknown device name is a one-line error listing the valid names")
    func unknownDevice() {
        #expect(throws: UnknownDeviceError(name: "iphone-x")) { try DeviceCatalog.named("iphone-x") }
        #expect(UnknownDeviceError(name: "iphone-x").description ==
            "unknown device 'iphone-x' (expected one of: iphone-se, iphone-8, iphone-8-plus, iphone-11-pro, "
            + "iphone-11-pro-max, ipad, ipad-pro-11, ipad-pro-12.9, iphone-se-3, iphone-13-mini, iphone-15, "
            + "iphone-16-pro-max, ipad-10, ipad-air-11, ipad-pro-13, ipad-mini)")
        #expect(throws: UnknownDeviceError.self) { try DeviceCatalog.named("iPad") }
    }

    @Test("the devices listing has one aligned line per device: size classes, safe areas, screen shape")
    func listing() {
        let n = "  "
        #expect(DeviceCatalog.devicesListing() == """
            iphone-se          320×568   @2x  portrait C/R  landscape C/C  safe area 20,0,0,0  / 0,0,0,0     rectangle
            iphone-8           375×667   @2x  portrait C/R  landscape C/C  safe area 20,0,0,0  / 0,0,0,0     rectangle
            iphone-8-plus      414×736   @3x  portrait C/R  landscape R/C  safe area 20,0,0,0  / 0,0,0,0     rectangle
            iphone-11-pro      375×812   @3x  portrait C/R  landscape C/C  safe area 44,0,34,0 / 0,44,21,44\(n)\
            corners 39, notch 209×30, home indicator 134×5
            iphone-11-pro-max  414×896   @3x  portrait C/R  landscape R/C  safe area 44,0,34,0 / 0,44,21,44\(n)\
            corners 39, notch 209×30, home indicator 148×5
            ipad               768×1024  @2x  portrait R/R  landscape R/R  safe area 20,0,0,0  / 20,0,0,0    rectangle
            ipad-pro-11        834×1194  @2x  portrait R/R  landscape R/R  safe area 24,0,20,0 / 24,0,20,0   \
            corners 18, home indicator 200×5
            ipad-pro-12.9      1024×1366 @2x  portrait R/R  landscape R/R  safe area 24,0,20,0 / 24,0,20,0   \
            corners 18, home indicator 200×5
            iphone-se-3        375×667   @2x  portrait C/R  landscape C/C  safe area 20,0,0,0  / 0,0,0,0     rectangle
            iphone-13-mini     375×812   @3x  portrait C/R  landscape C/C  safe area 50,0,34,0 / 0,50,21,50\(n)\
            corners 44, notch 168×31, home indicator 134×5
            iphone-15          393×852   @3x  portrait C/R  landscape C/C  safe area 59,0,34,0 / 0,59,21,59\(n)\
            corners 55, Dynamic Island 126×37.33 at 11, home indicator 139×5
            iphone-16-pro-max  440×956   @3x  portrait C/R  landscape R/C  safe area 62,0,34,0 / 0,62,20,62\(n)\
            corners 62, Dynamic Island 126×37.33 at 14, home indicator 155×5
            ipad-10            820×1180  @2x  portrait R/R  landscape R/R  safe area 24,0,20,0 / 24,0,20,0   \
            corners 25, home indicator 200×5
            ipad-air-11        820×1180  @2x  portrait R/R  landscape R/R  safe area 24,0,20,0 / 24,0,20,0   \
            corners 18, home indicator 200×5
            ipad-pro-13        1032×1376 @2x  portrait R/R  landscape R/R  safe area 24,0,20,0 / 24,0,20,0   \
            corners 18, home indicator 200×5
            ipad-mini          744×1133  @2x  portrait R/R  landscape R/R  safe area 24,0,20,0 / 24,0,20,0   \
            corners 21.5, home indicator 200×5
            """)
    }
}
