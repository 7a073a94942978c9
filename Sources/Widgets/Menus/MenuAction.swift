import Render

/// Handheld's menu action (UIKit's UIAction, which the UIKit module spells as its own type): a title, an
/// optional image, attributes and state, and a handler that runs after the menu has closed, as UIKit runs a
/// menu's action once its dismissal starts (the handler may present).
@preconcurrency @MainActor
public final class MenuAction: MenuLeaf {
    public var title: String
    public var image: Picture?
    public var identifier: String
    public var discoverabilityTitle: String?
    public var attributes: MenuElementAttributes
    public var state: MenuElementState
    private let handler: (MenuAction) -> Void
    public private(set) weak var sender: AnyObject?

    public init(title: String, image: Picture? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                attributes: MenuElementAttributes = [], state: MenuElementState = .off,
                handler: @escaping (MenuAction) -> Void = { _ in }) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? title
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    public var identifierString: String { identifier }

    public func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
