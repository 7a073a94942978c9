import Foundation
import HandheldSimulator
import Render
import Widgets

/// The app under test (XCUIApplication, but in process): a simulated device with its own window, virtual
/// clock and animation engine showing one root view controller. Nothing is shared between instances, so
/// tests run independently and in parallel. Time moves only when the test acts or calls `advance(by:)` or
/// `settle(timeout:)`, 1/60 s a frame, exactly as `handheld run` steps a script: the same test gives the
/// same frames on every machine.
@preconcurrency @MainActor
public final class TestApp {
    let session: HeadlessSession
    /// Where the app was made: failures with no better place are reported here.
    let location: TestLocation
    /// Where failures go; the kit's own tests capture them here.
    var failureHandler: (String, TestLocation) -> Void = FailureReporting.record
    /// Unnamed snapshots of this app are numbered 1, 2, … in the order taken (swift-snapshot-testing's rule).
    var snapshotCount = 0

    /// An app showing `rootViewController` on `device` held in `orientation`, light or dark, at the Dynamic
    /// Type size `contentSize`. Throws one line naming an unknown device or an orientation it cannot take.
    public convenience init(rootViewController: ViewController, device: TestDevice = .iPhone15,
                            orientation: DeviceOrientation = .portrait, appearance: UserInterfaceStyle = .light,
                            contentSize: ContentSizeCategory = .large, fileID: StaticString = #fileID,
                            filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        let scene = Scene(name: "test", summary: "The view controller under test", make: { _ in rootViewController })
        try self.init(scene: scene, device: device, orientation: orientation, appearance: appearance,
                      contentSize: contentSize,
                      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// An app showing the scene named `scene` among `scenes` (a program's `Simulator.run(scenes:)` list), made
    /// fresh as `--scene` makes it.
    public convenience init(scene: String, scenes: [Scene], device: TestDevice = .iPhone15,
                            orientation: DeviceOrientation = .portrait, appearance: UserInterfaceStyle = .light,
                            contentSize: ContentSizeCategory = .large, fileID: StaticString = #fileID,
                            filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        guard let found = scenes.first(where: { $0.name == scene }) else {
            throw TestAppError(description: "unknown scene '\(scene)' (expected one of: "
                               + scenes.map(\.name).joined(separator: ", ") + ")")
        }
        try self.init(scene: found, device: device, orientation: orientation, appearance: appearance,
                      contentSize: contentSize,
                      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    init(scene: Scene, device: TestDevice, orientation: DeviceOrientation, appearance: UserInterfaceStyle,
         contentSize: ContentSizeCategory, location: TestLocation) throws {
        do {
            session = try HeadlessSession(device: device.name, orientation: orientation.simulatorName,
                                          appearance: appearance, contentSize: contentSize, scene: scene)
        } catch {
            throw TestAppError(description: error.description)
        }
        self.location = location
    }

    /// The app's window (UIWindow): its root view controller, traits and views, for direct assertions.
    public var window: Window { session.window }
    public var rootViewController: ViewController? { session.window.rootViewController }
    public var device: TestDevice { TestDevice(named: session.deviceName) }
    public var orientation: DeviceOrientation {
        DeviceOrientation.allCases.first { $0.simulatorName == session.orientationName } ?? .portrait
    }
    public var appearance: UserInterfaceStyle { session.appearance }
    public var contentSize: ContentSizeCategory { session.contentSize }
    /// The virtual clock's time in seconds.
    public var time: Double { session.clock.now }

    func fail(_ message: String, at location: TestLocation) {
        failureHandler(message, location)
    }
}

extension TestApp: ElementQueryProvider {
    public func descendants(matching type: ElementType?) -> TestElementQuery {
        TestElementQuery(app: self, scope: nil, type: type, filters: [],
                         description: "app." + (type?.queryName ?? "descendants(matching: .any)"))
    }
}

/// Why a `TestApp` could not start: one line (`unknown device 'iphone-99' (expected one of: …)`).
public struct TestAppError: Error, CustomStringConvertible {
    public let description: String
}

extension TestApp {
    /// The window's view tree as the `.tree` snapshot writes it (stable text, one view a line).
    public var treeDescription: String { TreeDescription.describe(window.rootView) }

    /// The screen at the device's pixels as PNG bytes, without simulator chrome (what `.image` compares).
    public func pngData() throws -> [UInt8] { try session.pngData() }

    /// The screen's pixels, not encoded: what `.image` compares with a decoded reference.
    func pixelBuffer() throws -> PixelBuffer { try session.pixels() }

    /// The tree JSON document `handheld run`'s `tree FILE.json` writes, for tools that read it.
    public var treeJSON: String { session.treeJSON() }
}
