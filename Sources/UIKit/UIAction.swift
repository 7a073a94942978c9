import HandheldKit

/// A closure with a title (UIAction), the target–action form that needs no Objective-C: Swift on Linux has
/// no `#selector`, and `addAction(_:for:)`, `UIButton(primaryAction:)` and the bar button items' and menus'
/// initializers take one of these on iOS 14 and later. `sender` is the control that sent it, while it runs.
@preconcurrency @MainActor
public final class UIAction {
    public typealias Identifier = String

    public var title: String
    public let identifier: Identifier
    public private(set) weak var sender: AnyObject?
    private let handler: @MainActor (UIAction) -> Void
    /// A menu row's trailing image, its title for the key-command list, how it draws (`.destructive`,
    /// `.disabled`, `.hidden`) and its checkmark (`.on`): UIMenuElement's part of UIAction (UIAction+Menu.swift).
    public var image: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    public var state: UIMenuElement.State

    /// UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UUID().uuidString
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` set, as UIKit does when the control fires.
    public func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension Control {
    /// The events a control sends (UIControl.Event). Handheld's controls send a tap (touch up inside,
    /// which is a button's primary action) and a switch its value change; the others are accepted and never
    /// sent.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // UIKit's raw values (UIControlEvents in UIControl.h).
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIControl.addAction(_:for:): `action` runs, after the actions added before it, each time the control
    /// sends one of `events`. A tap sends `.touchUpInside` and, on a button, `.primaryActionTriggered`; a
    /// switch, slider, stepper, segmented control or refresh control sends `.valueChanged` (UIControl+ValueChanged).
    public func addAction(_ action: UIAction, for events: Event) {
        if !events.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) {
            let earlier = onTap
            onTap = { [weak self] in
                earlier?()
                action.perform(sender: self)
            }
        }
        if events.contains(.valueChanged) {
            addValueChangedAction { [weak self] in action.perform(sender: self) }
        }
    }
}
