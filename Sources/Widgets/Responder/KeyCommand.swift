import Render

/// A key combination a responder handles, with the title the help overlay lists it under (UIKeyCommand).
/// Commands are found along the responder chain, nearest first, and the first match runs its action.
@preconcurrency @MainActor
public struct KeyCommand {
    /// The key and modifiers (UIKeyCommand's `input` and `modifierFlags`, in the one key vocabulary).
    public let combo: KeyCombo
    /// What the command does, shown in the help overlay unless `discoverabilityTitle` says otherwise.
    public var title: String
    /// The help overlay's text when it should differ from `title` (UIKeyCommand.discoverabilityTitle).
    public var discoverabilityTitle: String?
    /// Runs before the key's built-in meaning (typing into a text-input first responder). UIKeyCommand
    /// docs: "the system delivers key commands to your responder first only if you set
    /// wantsPriorityOverSystemBehavior to true"; otherwise text input keeps the key.
    public var wantsPriorityOverSystemBehavior: Bool
    /// Works but is left out of the help overlay (UIMenuElement.Attributes.hidden on a UIKeyCommand).
    public var isHidden: Bool
    public let action: @MainActor (KeyCommand) -> Void

    public init(_ combo: KeyCombo, title: String, discoverabilityTitle: String? = nil,
                wantsPriorityOverSystemBehavior: Bool = false, isHidden: Bool = false,
                action: @escaping @MainActor (KeyCommand) -> Void) {
        self.combo = combo
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        self.isHidden = isHidden
        self.action = action
    }

    public var input: Key { combo.key }
    public var modifierFlags: Modifiers { combo.modifiers }

    /// The line the help overlay shows for the command.
    public var helpTitle: String { discoverabilityTitle ?? title }
}
