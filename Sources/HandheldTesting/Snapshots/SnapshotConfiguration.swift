import Render
import Widgets

/// The screen a `.image(on:)` snapshot is taken on (swift-snapshot-testing's `ViewImageConfig`, with the
/// traits the simulator changes): a device held one way, light or dark, at one Dynamic Type size.
public struct SnapshotConfiguration: Hashable, Sendable {
    public var device: TestDevice
    public var orientation: DeviceOrientation
    public var appearance: UserInterfaceStyle
    public var contentSize: ContentSizeCategory

    public init(device: TestDevice = .iPhone15, orientation: DeviceOrientation = .portrait,
                appearance: UserInterfaceStyle = .light, contentSize: ContentSizeCategory = .large) {
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.contentSize = contentSize
    }

    /// `iphone-15-portrait-dark-large`: the part of a matrix snapshot's name this configuration gives.
    public var name: String {
        "\(device.name)-\(orientation.simulatorName)-\(appearance == .dark ? "dark" : "light")-\(contentSize.name)"
    }
}

/// The configurations `assertSnapshots(of:matrix:)` runs through: every device × orientation × appearance ×
/// content size, in that nesting order.
public struct SnapshotMatrix: Sendable {
    public var devices: [TestDevice]
    public var orientations: [DeviceOrientation]
    public var appearances: [UserInterfaceStyle]
    public var contentSizes: [ContentSizeCategory]

    public init(devices: [TestDevice] = [.iPhone15], orientations: [DeviceOrientation] = [.portrait],
                appearances: [UserInterfaceStyle] = [.light], contentSizes: [ContentSizeCategory] = [.large]) {
        self.devices = devices
        self.orientations = orientations
        self.appearances = appearances
        self.contentSizes = contentSizes
    }

    public var configurations: [SnapshotConfiguration] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                appearances.flatMap { appearance in
                    contentSizes.map { SnapshotConfiguration(device: device, orientation: orientation,
                                                             appearance: appearance, contentSize: $0) }
                }
            }
        }
    }
}
