/// A device name the catalog does not hold. The description is one line listing the valid names, so the
/// command line and the script runner can print it as it is.
struct UnknownDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// `unknown device 'x' (expected one of: iphone-se, …)`, without a file or line, for callers to prefix.
    var description: String {
        "unknown device '\(ShownText.shown(name))' (expected one of: \(DeviceCatalog.names.joined(separator: ", ")))"
    }
}
