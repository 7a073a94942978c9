import Widgets

/// The appearances `--appearance` and the script's `appearance` accept: UIKit's styles without
/// `unspecified`, which a person holding the device cannot choose.
enum AppearanceName: String, CaseIterable, Sendable {
    case light, dark

    var style: UserInterfaceStyle { self == .dark ? .dark : .light }
}
