import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

@Suite("Orientation")
struct OrientationTests {
    @Test("raw values are the script and command-line words")
    func rawValues() {
        let words = ["portrait", "landscape-left", "landscape-right", "upside-down"]
        #expect(Orientation.allCases.map(\.rawValue) == words)
        #expect(Orientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }

    @Test("iPhones support portrait and both landscapes, iPads also upside down")
    func supported() throws {
        for device in DeviceCatalog.all {
            #expect(device.supports(.upsideDown) == device.isPad, "\(device.name)")
            #expect(device.supports(.portrait) && device.supports(.landscapeLeft) && device.supports(.landscapeRight))
        }
    }

    @Test("an iPad rotates clockwise through all four orientations and back")
    func padCycle() throws {
        let ipad = try DeviceCatalog.named("ipad")
        var clockwise: [Orientation] = [.portrait]
        for _ in 0..<4 { clockwise.append(clockwise.last!.rotatedClockwise(on: ipad)) }
        #expect(clockwise == [.portrait, .landscapeRight, .upsideDown, .landscapeLeft, .portrait])
        var counter: [Orientation] = [.portrait]
        for _ in 0..<4 { counter.append(counter.last!.rotatedCounterClockwise(on: ipad)) }
        #expect(counter == [.portrait, .landscapeLeft, .upsideDown, .landscapeRight, .portrait])
    }

    @Test("an iPhone's rotation cycle skips upside-down in both directions")
    func phoneCycle() throws {
        let phone = try DeviceCatalog.named("iphone-11-pro")
        var clockwise: [Orientation] = [.portrait]
        for _ in 0..<3 { clockwise.append(clockwise.last!.rotatedClockwise(on: phone)) }
        #expect(clockwise == [.portrait, .landscapeRight, .landscapeLeft, .portrait])
        var counter: [Orientation] = [.portrait]
        for _ in 0..<3 { counter.append(counter.last!.rotatedCounterClockwise(on: phone)) }
        #expect(counter == [.portrait, .landscapeLeft, .landscapeRight, .portrait])
    }

    @Test("rotating one way then the other returns to the start on every device")
    func inverse() {
        for device in DeviceCatalog.all {
            for orientation in device.supportedOrientations {
                #expect(orientation.rotatedClockwise(on: device).rotatedCounterClockwise(on: device) == orientation)
            }
        }
    }

    @Test("rotation within a set leaves an orientation alone when nothing else is allowed")
    func degenerateSets() {
        #expect(Orientation.portrait.rotatedClockwise(within: [.portrait]) == .portrait)
        #expect(Orientation.landscapeLeft.rotatedClockwise(within: []) == .landscapeLeft)
        #expect(Orientation.upsideDown.rotatedClockwise(within: [.portrait, .landscapeLeft]) == .landscapeLeft)
    }
}
