/// The desktop window's title: the device and how it is held first, as the iOS Simulator's title names the
/// device ("iPhone 8 — Portrait"), then what the window adds (Split View width, zoom, slow animations) and
/// the app's name last, as desktop windows name their document before their application.
@MainActor
enum WindowTitle {
    /// ASCII on purpose: in the C locale a Swift program runs in, SDL's X11 backend cannot convert a
    /// non-ASCII title for _NET_WM_NAME (what window managers show), so "—" would leave the title stale.
    static let separator = " - "

    static func text(for simulator: Simulator) -> String {
        var parts = [deviceName(simulator.device.name), orientationName(simulator.orientation)]
        if simulator.multitasking != .full { parts.append(simulator.multitasking.rawValue) }
        parts.append("\(Int((simulator.reportedZoom * 100).rounded())) %")
        if simulator.slowAnimations { parts.append("slow animations") }
        parts.append("Handheld")
        return parts.joined(separator: separator)
    }

    /// Apple's spelling of a preset's name: `iphone-11-pro-max` is "iPhone 11 Pro Max".
    static func deviceName(_ preset: String) -> String {
        let words: [String: String] = ["iphone": "iPhone", "ipad": "iPad", "se": "SE"]
        return preset.split(separator: "-").map { word in
            words[String(word)] ?? word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// "landscape-left" is "Landscape Left".
    static func orientationName(_ orientation: Orientation) -> String {
        orientation.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }
}

extension Simulator {
    /// The zoom to report (the title, the tree and a screenshot's JSON): what the window shows, not what was
    /// asked for, so a 100 % window clamped to a small desktop says 87 %.
    var reportedZoom: Double { displayedZoom ?? zoom }
}
