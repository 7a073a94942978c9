import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// One cell of the reference README's iPad multitasking table.
struct PaneRow: Sendable, CustomTestStringConvertible {
    let device: String
    let orientation: Orientation
    let multitasking: Multitasking
    let width: Double
    let horizontal: SizeClass
    var testDescription: String { "\(device) \(orientation.rawValue) \(multitasking.rawValue)" }
}

private func rows(_ device: String, _ cells: [(Double, SizeClass)]) -> [PaneRow] {
    let arrangements: [(Orientation, Multitasking)] = [
        (.landscapeLeft, .twoThirds), (.landscapeLeft, .half), (.landscapeLeft, .oneThird),
        (.portrait, .twoThirds), (.portrait, .oneThird),
    ]
    return zip(arrangements, cells).map {
        PaneRow(device: device, orientation: $0.0, multitasking: $0.1, width: $1.0, horizontal: $1.1)
    }
}

@Suite("iPad multitasking")
struct MultitaskingTests {
    /// Columns: landscape 2/3, 1/2, 1/3, portrait wide, portrait narrow.
    static let table: [PaneRow] =
        rows("ipad", [(694, .regular), (507, .compact), (320, .compact), (438, .compact), (320, .compact)])
        + rows("ipad-pro-12.9", [(981, .regular), (678, .regular), (375, .compact), (639, .compact), (375, .compact)])
        // The "others" formulas with W = 1194, H = 834: W−330, W/2−5, 320, H−330, 320.
        + rows("ipad-pro-11", [(864, .regular), (592, .compact), (320, .compact), (504, .compact), (320, .compact)])

    @Test("each pane has the table's width and size class, and a regular vertical class", arguments: table)
    func pane(_ row: PaneRow) throws {
        let device = try DeviceCatalog.named(row.device)
        #expect(device.paneWidth(orientation: row.orientation, multitasking: row.multitasking) == row.width)
        let flipped: Orientation = row.orientation == .portrait ? .upsideDown : .landscapeRight
        #expect(device.paneWidth(orientation: flipped, multitasking: row.multitasking) == row.width)
        let classes = device.sizeClasses(in: row.orientation, multitasking: row.multitasking)
        #expect(classes == SizeClasses(horizontal: row.horizontal, vertical: .regular))
        #expect(SizeClass(paneWidth: row.width) == row.horizontal)
        let size = device.paneSize(orientation: row.orientation, multitasking: row.multitasking)
        #expect(size == Size(width: row.width, height: device.screenSize(in: row.orientation).height))
    }

    @Test("a pane is regular from 678 pt")
    func threshold() {
        #expect(SizeClass(paneWidth: 677.9) == .compact)
        #expect(SizeClass(paneWidth: 678) == .regular)
        #expect(SizeClass.regularMinimumWidth == 678)
    }

    @Test("full screen is the screen's width on every device and orientation")
    func fullWidth() {
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                #expect(device.paneWidth(orientation: orientation, multitasking: .full)
                        == Double(device.screenSize(in: orientation).width))
            }
        }
    }

    @Test("iPhones offer only full screen, and any split resolves to it")
    func phones() {
        for device in DeviceCatalog.all where !device.isPad {
            for orientation in device.supportedOrientations {
                #expect(device.multitaskingOptions(in: orientation) == [.full])
                for multitasking in Multitasking.allCases where multitasking != .full {
                    #expect(device.paneWidth(orientation: orientation, multitasking: multitasking) == nil)
                    #expect(device.resolvedMultitasking(multitasking, in: orientation) == .full)
                    #expect(device.sizeClasses(in: orientation, multitasking: multitasking)
                            == device.sizeClasses(in: orientation))
                }
                #expect(device.multitasking(after: .full, in: orientation) == .full)
            }
        }
    }

    @Test("portrait has no half split: no width, and it resolves to the wide pane")
    func portraitHalf() throws {
        for name in ["ipad", "ipad-pro-11", "ipad-pro-12.9"] {
            let device = try DeviceCatalog.named(name)
            #expect(device.paneWidth(orientation: .portrait, multitasking: .half) == nil)
            #expect(device.resolvedMultitasking(.half, in: .portrait) == .twoThirds)
            #expect(device.sizeClasses(in: .portrait, multitasking: .half)
                    == device.sizeClasses(in: .portrait, multitasking: .twoThirds))
        }
    }

    @Test("the multitasking command cycles full, two-thirds, half, one-third in landscape and skips half in portrait")
    func cycle() throws {
        let ipad = try DeviceCatalog.named("ipad")
        var landscape: [Multitasking] = [.full]
        for _ in 0..<4 { landscape.append(ipad.multitasking(after: landscape.last!, in: .landscapeLeft)) }
        #expect(landscape == [.full, .twoThirds, .half, .oneThird, .full])
        var portrait: [Multitasking] = [.full]
        for _ in 0..<3 { portrait.append(ipad.multitasking(after: portrait.last!, in: .portrait)) }
        #expect(portrait == [.full, .twoThirds, .oneThird, .full])
        #expect(ipad.multitasking(after: .half, in: .portrait) == .oneThird)
    }

    @Test("raw values are the script words")
    func rawValues() {
        #expect(Multitasking.allCases.map(\.rawValue) == ["full", "two-thirds", "half", "one-third"])
        #expect(SizeClass.allCases.map(\.rawValue) == ["unspecified", "compact", "regular"])
        #expect(DeviceCatalog.all.allSatisfy { d in
            [d.portraitSizeClasses, d.landscapeSizeClasses].allSatisfy { $0.horizontal != .unspecified && $0.vertical != .unspecified }
        }, "every device resolves both classes")
    }

    @Test("the formula row reproduces the 9.7-inch iPad's explicit widths")
    func formulaMatchesIPad() throws {
        let ipad = try DeviceCatalog.named("ipad")
        #expect(PaneWidths.formula(portraitSize: ipad.pointSize) == ipad.paneWidths)
    }
}
