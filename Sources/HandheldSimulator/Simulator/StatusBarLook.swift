import Render
import Widgets

/// How the app's status bar looks this frame, from the window's `statusBar`: its content colour (with
/// the one it cross-fades from), the appearance `.default` resolves in, and how far it has faded or slid
/// out while it hides or shows.
struct StatusBarLook {
    /// The content colour: `.label` for `.default` (dark in the light appearance, light in the dark),
    /// white for `.lightContent`, black for `.darkContent` [DOC: UIStatusBarStyle: "A light status bar,
    /// intended for use on dark backgrounds", "A dark status bar, intended for use on light backgrounds"].
    var color: Color = .label
    /// The colour faded out of while `fraction` is below 1.
    var previousColor: Color = .label
    var fraction = 1.0
    /// The appearance the dynamic `.label` resolves in; nil is the canvas's (the window's).
    var appearance: Appearance?
    /// The bar's opacity (a `.fade` hide or show).
    var opacity = 1.0
    /// How far the bar has slid up out of the screen, as a part of its height (a `.slide` hide or show).
    var slide = 0.0

    init() {}

    /// The look the window's controllers decided; `light` (the black around a page sheet's presenter)
    /// makes the content white whatever they asked.
    @MainActor
    init(window: Window, light: Bool) {
        let bar = window.statusBar
        appearance = window.statusBarContentAppearance
        color = light ? .white : Self.color(bar.style)
        previousColor = light ? .white : Self.color(bar.previousStyle)
        fraction = bar.styleFraction
        switch bar.animation {
        case .slide: slide = 1 - bar.shownFraction
        case .fade, .none: opacity = bar.shownFraction
        }
    }

    /// The look of the part of the bar over another app in Split View: the default.
    static let standard = StatusBarLook()

    static func color(_ style: StatusBarStyle) -> Color {
        switch style {
        case .default: .label
        case .lightContent: .white
        case .darkContent: .black
        }
    }

    /// Whether anything of the bar is on screen.
    var isVisible: Bool { opacity > 0 && slide < 1 }
}
