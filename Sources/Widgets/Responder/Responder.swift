import Foundation
import Render

/// An object that can receive key presses and text, linked to the next one by `next` (UIResponder). Views,
/// view controllers and the window are responders; the chain from a view runs view → superview → … →
/// the controller whose root view it is → parent controller → … → the window → the responder the host
/// installed as the window's `applicationResponder` (the simulator, in UIApplication's place).
///
/// A key press starts at the window's first responder (or, with none, at its key responder) and walks
/// this chain; the nearest responder declaring a matching `KeyCommand` runs it (see `Window.sendKey`).
///
/// An `NSObject`, as UIResponder is (its declaration: `class UIResponder : NSObject`), so what apps do with
/// NSObject compiles: conforming a view controller to a delegate protocol that refines NSObjectProtocol
/// (URLSessionDelegate), overriding `isEqual(_:)`, `hash` or `description`, `isKind(of:)`, `[NSObject]`.
/// NSObject also makes every responder Hashable by identity, as in UIKit: `==` calls `isEqual(_:)`, whose
/// default compares the two objects' identity, and `hash` is derived from the address (swift-corelibs-foundation's
/// NSObject.swift). So views go in a `Set`, key a dictionary, are found by `firstIndex(of:)`, and
/// `switch sender { case self.collectionView: … }` matches; a subclass wanting value equality overrides
/// `isEqual(_:)` and `hash`, as in UIKit.
@preconcurrency @MainActor
open class Responder: NSObject {
    public override init() { super.init() }

    /// The responder that gets what this one does not handle; nil ends the chain. UIResponder.next:
    /// "UIView implements this method by returning the UIViewController object that manages it (if it
    /// has one) or its superview (if it doesn't)… UIWindow returns the application object."
    open var next: Responder? { nil }

    /// NSObject.awakeFromNib(), which UIKit calls on views and controllers loaded from a nib or storyboard.
    /// Handheld loads none, so it is never called; it is here so a class overriding it compiles.
    open func awakeFromNib() {}

    // MARK: First responder

    /// The view shown in place of the on-screen keyboard while this responder is first responder
    /// (UIResponder.inputView: a picker instead of the keys); nil, the default, shows the keyboard.
    open var inputView: View? { nil }
    /// A view shown above the keyboard or the input view, sliding with it (UIResponder.inputAccessoryView:
    /// a toolbar with a Done button); nil by default.
    open var inputAccessoryView: View? { nil }

    /// Whether this responder accepts becoming first responder; false by default, as
    /// UIResponder.canBecomeFirstResponder is.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first responder status when asked; true by default, as
    /// UIResponder.canResignFirstResponder is.
    open var canResignFirstResponder: Bool { true }

    /// Whether the window this responder is in has it as its first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes this responder its window's first responder and returns whether it now is. Refused (false)
    /// when it is in no window — UIResponder.becomeFirstResponder: "You can call this method only if the
    /// responder is part of the active view hierarchy" —, when `canBecomeFirstResponder` is false, or when
    /// the current first responder will not resign. Subclasses that override it call super.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first responder status; false (keeping it) when `canResignFirstResponder` is false.
    /// Returns true for a responder that was not first responder, as UIKit does.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Touches

    /// UIResponder's touch methods: `touches` are the ones of `event` that changed for this responder (a
    /// second finger's began carries that finger alone; `event.allTouches` has every finger down). A
    /// responder that does not handle them passes them to `next`, as UIResponder does; a view hands them to
    /// its one-touch forms (`View.touchesBegan(_:)`), which is where Handheld's own views handle them.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Keys

    /// The key commands this responder offers while it is in the chain (UIResponder.keyCommands). Read at
    /// each press, so a computed list can follow state (a navigation controller offers Back only when it
    /// can pop).
    open var keyCommands: [KeyCommand]? { nil }

    /// The heading this responder's key commands get in the help overlay ("Navigation", "List"); nil
    /// uses the type's name.
    open var keyCommandGroupTitle: String? { nil }

    /// A key press no key command in the chain took (UIResponder.pressesBegan). The default passes it to
    /// `next`, as UIResponder's does; the last responder drops it.
    open func pressesBegan(_ combo: KeyCombo) { next?.pressesBegan(combo) }

    // MARK: Focus

    /// Whether the window may start key presses here when nothing is first responder (UIFocusItem's
    /// canBecomeFocused): tables are, so arrows move their focused row.
    open var canBecomeFocused: Bool { false }

    /// Where key focus should start inside this responder (UIFocusEnvironment.preferredFocusEnvironments,
    /// reduced to one): containers name the child that has the user's attention. Nil lets the window
    /// search the controller's views for one that `canBecomeFocused`.
    open var preferredFocusResponder: Responder? { nil }
}

extension Responder {
    /// The window at the end of this responder's chain, if it is in one.
    var responderWindow: Window? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < Self.chainLimit {
            if let window = responder as? Window { return window }
            current = responder.next
            steps += 1
        }
        return nil
    }

    /// The view whose leaving the window ends this responder's first responder status: a view itself, a
    /// controller's loaded root view.
    var anchorView: View? {
        if let view = self as? View { return view }
        if let controller = self as? ViewController, controller.isViewLoaded { return controller.view }
        return nil
    }

    /// This responder and every `next` after it, nearest first.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var current: Responder? = self
        while let responder = current, chain.count < Self.chainLimit {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }

    /// A guard against a `next` override that loops; no real chain is this deep.
    static var chainLimit: Int { 10_000 }
}
