import Render

/// What a menu holds (UIMenuElement): a submenu (`Menu`) or a leaf that runs something (`MenuLeaf`: Handheld's
/// `MenuAction`, or UIKit's `UIAction`, which the UIKit module makes a leaf). A protocol rather than a base
/// class so the UIKit module's existing `UIAction` can join without changing its superclass.
@preconcurrency @MainActor
public protocol MenuElement: AnyObject {
    var title: String { get }
    /// Drawn at the row's trailing edge (UIMenuElement.image).
    var image: Picture? { get }
}

/// A menu row that runs a handler when picked (UIAction's part of UIMenuElement): its attributes say how it
/// draws and whether it shows at all, its state whether it carries a checkmark.
@preconcurrency @MainActor
public protocol MenuLeaf: MenuElement {
    var attributes: MenuElementAttributes { get }
    var state: MenuElementState { get set }
    var identifierString: String { get }
    /// Runs the handler; `sender` is the button, bar button or view the menu was shown from.
    func perform(sender: AnyObject?)
}

/// UIMenuElement.Attributes: `destructive` rows draw red, `disabled` rows grey and ignore taps and keys,
/// `hidden` rows are left out of the menu. UIKit's raw values (UIMenuElementAttributes in UIMenuElement.h).
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
    public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
    public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
    /// iOS 16: picking the row leaves the menu open.
    public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)
}

/// UIMenuElement.State: `.on` draws a checkmark at the row's leading edge; `.mixed` a dash (UIKit draws a
/// minus), drawn here as a checkmark in the secondary colour.
public enum MenuElementState: Int, Sendable {
    case off = 0, on, mixed
}

extension MenuElement {
    public typealias Attributes = MenuElementAttributes
    public typealias State = MenuElementState
}
