import Render

/// The app's pane width in points for each Split View arrangement of one iPad: a row of the reference
/// README's multitasking table. The pane's height is the screen's.
struct PaneWidths: Hashable, Sendable {
    var landscapeTwoThirds: Double
    var landscapeHalf: Double
    var landscapeOneThird: Double
    var portraitWide: Double
    var portraitNarrow: Double

    /// The narrow pane of iPads without an explicit row ([OBS] Hackworth: 320 pt in both orientations).
    static let narrowPaneWidth: Double = 320
    /// The divider between the two panes ([OBS] minimalab: 10 pt).
    static let dividerWidth: Double = 10

    /// The table's "others" row: W − 320 − 10, W/2 − 5, 320, H − 320 − 10, 320, where W and H are the
    /// screen's long and short sides (its landscape width and height).
    static func formula(portraitSize size: Size) -> PaneWidths {
        let long = max(size.width, size.height), short = min(size.width, size.height)
        return PaneWidths(landscapeTwoThirds: long - narrowPaneWidth - dividerWidth,
                          landscapeHalf: (long - dividerWidth) / 2,
                          landscapeOneThird: narrowPaneWidth,
                          portraitWide: short - narrowPaneWidth - dividerWidth,
                          portraitNarrow: narrowPaneWidth)
    }

    /// The width for a split arrangement; nil for `full` (the screen's width, which this table does not
    /// hold) and for `half` in portrait (iPadOS has no portrait 50/50 split).
    func width(in orientation: Orientation, multitasking: Multitasking) -> Double? {
        switch (orientation.isLandscape, multitasking) {
        case (_, .full): nil
        case (true, .twoThirds): landscapeTwoThirds
        case (true, .half): landscapeHalf
        case (true, .oneThird): landscapeOneThird
        case (false, .twoThirds): portraitWide
        case (false, .half): nil
        case (false, .oneThird): portraitNarrow
        }
    }
}
