import Render

/// What a context menu shows (UIContextMenuConfiguration): an identifier the delegate can recognise it
/// by, an optional preview controller (kept for UIKit code; the lifted view itself is the preview here) and
/// the menu, built when the menu opens from the actions the system suggests (none here).
@preconcurrency @MainActor
public final class ContextMenuConfiguration {
    public let identifier: AnyHashable?
    public let previewProvider: (() -> ViewController?)?
    public let actionProvider: (([MenuElement]) -> Menu?)?

    public init(identifier: AnyHashable? = nil, previewProvider: (() -> ViewController?)? = nil,
                actionProvider: (([MenuElement]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// UIContextMenuInteractionDelegate: asked for a configuration where the long press began (nil: no menu),
/// told when the menu has appeared and when it is about to close.
@preconcurrency @MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willDisplayMenuFor configuration: ContextMenuConfiguration)
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willEndFor configuration: ContextMenuConfiguration)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willDisplayMenuFor configuration: ContextMenuConfiguration) {}
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willEndFor configuration: ContextMenuConfiguration) {}
}

/// A view's context menu (UIContextMenuInteraction): a long press (0.5 s, UILongPressGestureRecognizer's
/// default; iOS's context menus begin at about that hold on devices without 3D Touch) asks the delegate for
/// a configuration, then lifts the view, blurs and dims the rest and shows the menu beside it
/// (MenuController, `.context`). A tap outside or a picked action closes it and the lift goes back.
///
/// The view keeps the interaction through the long-press recognizer it adds (UIKit's `interactions` array
/// owns it the same way); the delegate is weak, as UIKit's is.
@preconcurrency @MainActor
public final class ContextMenuInteraction: Interaction {
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    public private(set) weak var view: View?
    /// The open menu, while it shows.
    public private(set) weak var menuController: MenuController?
    /// Weak: the view owns the recognizer and the recognizer owns the interaction (a strong reference
    /// back made a cycle that kept both alive after the view was gone).
    private weak var recognizer: LongPressGestureRecognizer?

    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {
        if let recognizer, let old = self.view { old.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    public func didMove(to view: View?) {
        self.view = view
        guard let view else { return }
        // The recognizer holds the interaction strongly: the view owns both, as UIKit's view owns its
        // interactions.
        let press = LongPressGestureRecognizer { [weak view] recognizer in
            guard recognizer.state == .began, let view else { return }
            self.begin(at: recognizer.location(in: view))
        }
        view.addGestureRecognizer(press)
        recognizer = press
    }

    /// UIContextMenuInteraction.location(in:) while the menu shows: where the press began.
    public private(set) var location: Point?

    /// Asks the delegate and opens the menu, as a long press at `location` (the view's coordinates) does.
    @discardableResult
    public func begin(at location: Point) -> MenuController? {
        guard menuController == nil, let view, let delegate,
              let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return nil }
        self.location = location
        let menu = configuration.actionProvider?([]) ?? Menu(children: [])
        guard let controller = MenuController.show(menu, from: view, style: .context, sender: view) else { return nil }
        menuController = controller
        controller.onClose = { [weak self] _ in
            guard let self else { return }
            self.location = nil
            self.menuController = nil
        }
        controller.onWillClose = { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration)
        }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration)
        return controller
    }

    /// UIContextMenuInteraction.dismissMenu().
    public func dismissMenu() { menuController?.close() }
}

/// UIInteraction: an object a view owns that adds behaviour to it (a context menu, a drag), told when it
/// moves to a view.
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
    var view: View? { get }
    func willMove(to view: View?)
    func didMove(to view: View?)
}

extension View {
    /// UIView.interactions, in the order added.
    public var interactions: [Interaction] { interactionStorage.compactMap { $0 as? Interaction } }

    /// UIView.addInteraction(_:): the interaction attaches itself (a context menu adds its long press).
    /// The view keeps it in `interactions` (UIKit's view owns its interactions); one added to another view
    /// leaves the first, as in UIKit.
    public func addInteraction(_ interaction: Interaction) {
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// UIView.removeInteraction(_:).
    public func removeInteraction(_ interaction: Interaction) {
        guard interaction.view === self else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
