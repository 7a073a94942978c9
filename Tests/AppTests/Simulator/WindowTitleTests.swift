import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

@MainActor
@Suite("Window title")
struct WindowTitleTests {
    @Test("the title names the device and how it is held first, as the iOS Simulator's does")
    func title() throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "top-tracks")
        #expect(WindowTitle.text(for: h.simulator) == "iPhone 8 - Portrait - 100 % - Handheld")
        #expect(WindowTitle.deviceName("iphone-11-pro-max") == "iPhone 11 Pro Max")
        #expect(WindowTitle.deviceName("ipad-pro-12.9") == "iPad Pro 12.9")
        #expect(WindowTitle.deviceName("iphone-se") == "iPhone SE")
        #expect(WindowTitle.orientationName(.landscapeLeft) == "Landscape Left")
    }
}
