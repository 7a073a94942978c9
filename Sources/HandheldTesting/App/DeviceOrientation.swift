/// How the device is held (UIDeviceOrientation's cases, as XCUIDevice's `orientation` takes them). Landscape
/// left and right are the simulator's (`--orientation landscape-left`): the sensor housing on the left in
/// landscape-left (README, "The command line").
public enum DeviceOrientation: String, CaseIterable, Sendable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// The simulator's name, as `--orientation` and the script's `device` line spell it.
    var simulatorName: String {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "upside-down"
        case .landscapeLeft: "landscape-left"
        case .landscapeRight: "landscape-right"
        }
    }
}
