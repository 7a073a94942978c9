import Widgets

/// The devices' size classes are the toolkit's own (`UserInterfaceSizeClass`, UIKit's), so a device's table
/// and the traits its window carries are one vocabulary; this extension adds the multitasking rule and the
/// reference tables' letters.
typealias SizeClass = UserInterfaceSizeClass

extension UserInterfaceSizeClass {
    /// The horizontal class of a multitasking pane of this width. iPhones do not follow a width rule
    /// (iPhone 11 Pro is compact at 812 pt, iPhone 8 Plus regular at 736 pt), so their classes come from
    /// the device table instead.
    init(paneWidth: Double) {
        self = paneWidth >= Self.regularMinimumWidth ? .regular : .compact
    }

    /// The letter the reference tables use: C or R (U for unspecified, which no device has).
    var abbreviation: String {
        switch self {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "U"
        }
    }
}
