/// A view whose intrinsic height depends on the width Auto Layout gives it (a multi-line label with no
/// `preferredMaxLayoutWidth`). The engine hands it each solved width and solves again when its intrinsic
/// size changed: UIKit's two-pass layout of wrapping labels, without the engine knowing which view wraps.
@MainActor
protocol SolvedWidthAdopting: View {
    /// Takes `width` as the width to wrap at; true when that changed the intrinsic content size.
    func adoptSolvedWidth(_ width: Double) -> Bool
}
