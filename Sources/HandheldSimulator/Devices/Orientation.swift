/// How the device is held, named as `UIDeviceOrientation` names it: `landscapeLeft` is the device given a
/// quarter turn counterclockwise from portrait (home button or indicator on the right), which is what the
/// iOS Simulator's "Rotate Left" produces. Raw values are the words scripts and the command line use.
enum Orientation: String, CaseIterable, Sendable {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"
    case upsideDown = "upside-down"

    /// Landscape swaps the screen's width and height; upside-down keeps portrait's.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientations a clockwise quarter turn of the device visits, in order.
    static let clockwiseOrder: [Orientation] = [.portrait, .landscapeRight, .upsideDown, .landscapeLeft]

    /// The next orientation a clockwise turn reaches among `allowed`, skipping the ones not in it, so an
    /// iPhone goes landscape-right → landscape-left. (A real iPhone turned upside down keeps its interface
    /// where it was; the simulator's rotate command skips ahead instead, so repeating it visits every
    /// allowed orientation.) Returns `self` when nothing else is allowed.
    func rotatedClockwise(within allowed: some Sequence<Orientation>) -> Orientation {
        rotated(by: 1, within: Set(allowed))
    }

    /// The counterclockwise counterpart of `rotatedClockwise(within:)`.
    func rotatedCounterClockwise(within allowed: some Sequence<Orientation>) -> Orientation {
        rotated(by: -1, within: Set(allowed))
    }

    /// `rotatedClockwise(within:)` over the device's supported orientations.
    func rotatedClockwise(on device: Device) -> Orientation {
        rotatedClockwise(within: device.supportedOrientations)
    }

    /// `rotatedCounterClockwise(within:)` over the device's supported orientations.
    func rotatedCounterClockwise(on device: Device) -> Orientation {
        rotatedCounterClockwise(within: device.supportedOrientations)
    }

    private func rotated(by step: Int, within allowed: Set<Orientation>) -> Orientation {
        let order = Orientation.clockwiseOrder
        guard let start = order.firstIndex(of: self) else { return self }
        for offset in 1..<order.count {
            let candidate = order[(start + step * offset + order.count * offset) % order.count]
            if allowed.contains(candidate) { return candidate }
        }
        return self
    }
}
