import Render

/// What a button was given for particular states (UIButton's `setTitle`, `setTitleColor` and `setImage`
/// `(_:for:)`), kept so the button can show it when it enters that state. UIKit's rule, from `title(for:)`'s
/// documentation: "If no title has been set for the specific state, this method returns the title associated
/// with the normal state", and the same for colours and images ("if a property is not specified for a state,
/// the default is to use the normal value"). A combination is its own state: `[.selected, .highlighted]`
/// (a selected button being pressed) shows what was set for exactly that combination, else the normal value,
/// not the `.selected` one, which is why UIKit apps set values for the combination.
struct ButtonStateContent {
    var titles: [ControlState: String] = [:]
    var titleColors: [ControlState: Color] = [:]
    var images: [ControlState: Picture] = [:]
    /// The title colour before any was set for a state (the tint, or a custom button's white), shown when
    /// neither the state nor `.normal` has one; it follows the tint as the label's colour did.
    var defaultTitleColor: Color?
    /// Whether anything was set for a state other than `.normal`: until then a button shows what its
    /// properties hold, as it always did.
    var isUsed: Bool { !titles.isEmpty || !titleColors.isEmpty || !images.isEmpty }

    /// The value for `state`: exactly that state's, else the normal one.
    static func resolve<T>(_ table: [ControlState: T], for state: ControlState) -> T? {
        table[state] ?? table[.normal]
    }
}
