import Render

extension Device {
    /// The arrangements the multitasking command cycles through, in order: iPhones only `full`; iPads in
    /// landscape full → two-thirds → half → one-third; iPads in portrait full → two-thirds (the wide pane)
    /// → one-third (the narrow pane), since iPadOS has no portrait 50/50 split.
    func multitaskingOptions(in orientation: Orientation) -> [Multitasking] {
        guard isPad else { return [.full] }
        return orientation.isLandscape ? Multitasking.allCases : [.full, .twoThirds, .oneThird]
    }

    /// The arrangement after `current` (resolved first) in `multitaskingOptions(in:)`, wrapping to `full`.
    func multitasking(after current: Multitasking, in orientation: Orientation) -> Multitasking {
        let options = multitaskingOptions(in: orientation)
        let index = options.firstIndex(of: resolvedMultitasking(current, in: orientation)) ?? 0
        return options[(index + 1) % options.count]
    }

    /// What an arrangement becomes where it is unavailable: everything is `full` on an iPhone, and a
    /// landscape 50/50 split rotated to portrait keeps the larger share, two-thirds (the wide pane). The
    /// latter is this simulator's choice; the reference tables do not say what iPadOS does.
    func resolvedMultitasking(_ multitasking: Multitasking, in orientation: Orientation) -> Multitasking {
        if multitaskingOptions(in: orientation).contains(multitasking) { return multitasking }
        return isPad && multitasking == .half ? .twoThirds : .full
    }

    /// The app pane's width in points; the screen's width for `full`, nil where the arrangement is
    /// unavailable (any split on an iPhone, `half` in portrait).
    func paneWidth(orientation: Orientation, multitasking: Multitasking) -> Double? {
        if multitasking == .full { return screenSize(in: orientation).width }
        return paneWidths?.width(in: orientation, multitasking: multitasking)
    }

    /// The app pane's size: `paneWidth` by the screen's height, which Split View leaves unchanged.
    func paneSize(orientation: Orientation, multitasking: Multitasking) -> Size? {
        paneWidth(orientation: orientation, multitasking: multitasking).map {
            Size(width: $0, height: screenSize(in: orientation).height)
        }
    }

    /// The size classes the app sees. Full screen follows the device table; a Split View pane is regular
    /// iff at least 678 pt wide (`SizeClass(paneWidth:)`) and keeps the screen's vertical class. An
    /// unavailable arrangement is first resolved with `resolvedMultitasking(_:in:)`.
    func sizeClasses(in orientation: Orientation, multitasking: Multitasking = .full) -> SizeClasses {
        let screen = orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
        let resolved = resolvedMultitasking(multitasking, in: orientation)
        guard resolved != .full, let width = paneWidth(orientation: orientation, multitasking: resolved) else {
            return screen
        }
        return SizeClasses(horizontal: SizeClass(paneWidth: width), vertical: screen.vertical)
    }
}
