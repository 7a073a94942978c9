import HandheldDemos
import HandheldTesting
import Render
import Widgets

/// Fixtures for the kit's own tests: the demo scenes, and a failure recorder standing in for the framework.
@MainActor
enum Fixtures {
    static func app(_ scene: String, device: TestDevice = .iPhone15, orientation: DeviceOrientation = .portrait,
                    appearance: UserInterfaceStyle = .light) throws -> TestApp {
        try TestApp(scene: scene, scenes: Demos.all, device: device, orientation: orientation, appearance: appearance)
    }
}
