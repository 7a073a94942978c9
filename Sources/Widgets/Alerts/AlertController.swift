import Render

/// An alert or an action sheet (UIAlertController): a title, a message, buttons for its `AlertAction`s, and
/// for an alert text fields. It presents itself over the presenter (the presenter stays visible, as with
/// `.overFullScreen`) with its own animators as its own transitioning delegate, as UIKit's does: the alert
/// fades in while scaling down from 1.2 and fades out; the action sheet slides up from the bottom edge and
/// back down (AlertTransitionAnimator). A tapped button dismisses the alert, then runs the action's handler.
///
/// Keys, as UIAlertController with a hardware keyboard: Escape runs the cancel action, Return the preferred
/// action (or the only action). A tap on the dimmed area outside an action sheet runs its cancel action;
/// outside an alert it does nothing.
@preconcurrency @MainActor
open class AlertController: ViewController, ViewControllerTransitioningDelegate {
    /// UIAlertController.Style.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    public let preferredStyle: Style
    /// The text under the title (UIAlertController.message).
    public var message: String? { didSet { if isViewLoaded { rebuildContent() } } }
    public private(set) var actions: [AlertAction] = []
    /// The action Return triggers, drawn in the semibold weight (UIAlertController.preferredAction; it must
    /// be one of `actions`).
    public var preferredAction: AlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) { preferredAction = nil }
            if isViewLoaded { rebuildContent() }
        }
    }
    /// The alert's text fields, in the order added (UIAlertController.textFields; nil when there are none).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    var fields: [TextField] = []

    /// The alert card or the action sheet's group, and the action sheet's separate Cancel.
    /// The dimmed backdrop over the presenter, under the card (a tap on it is a tap outside).
    let dimmingView = View()
    let card = View()
    let cancelCard = View()
    var buttons: [(action: AlertAction, button: Button)] = []
    let titleLabel = Label()
    let messageLabel = Label()
    var separators: [HairlineView] = []
    var usedSeparators = 0
    var keyboardObserver: Int?
    /// Return in a text field runs the preferred action, as in UIKit's alert (the fields' delegate unless
    /// the configuration handler sets its own).
    private lazy var fieldDelegate = AlertTextFieldDelegate(alert: self)

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        adoptPresentationStyle()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives an alert with no title, message or actions.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        adoptPresentationStyle()
    }
    private func adoptPresentationStyle() {
        // An action sheet is a popover, as UIKit's: in regular width it shows in one (without its cancel
        // button); in compact width the popover adapts to this controller's own full-screen sheet.
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .overFullScreen
        presentationLinks.compactPopoverStyle = .overFullScreen
        transitioningDelegate = self
    }

    /// Adds a button (UIAlertController.addAction). Like UIKit, an alert takes one cancel action at most.
    public func addAction(_ action: AlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        action.enabledDidChange = { [weak self] in self?.syncEnabled() }
        if isViewLoaded { rebuildContent() }
    }

    /// Adds a text field to an alert (UIAlertController.addTextField); `configurationHandler` sets it up.
    /// UIKit allows text fields only on the `.alert` style.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = TextField()
        field.font = Self.fieldFont
        field.borderStyle = .none
        field.identifier = "alert-text-field-\(fields.count)"
        field.delegate = fieldDelegate
        configurationHandler?(field)
        fields.append(field)
        if isViewLoaded { rebuildContent() }
    }

    open override func titleDidChange() {
        super.titleDidChange()
        if isViewLoaded { rebuildContent() }
    }

    open override func loadView() {
        let root = AlertRootView()
        root.accessibilityViewIsModal = true
        root.identifier = preferredStyle == .alert ? "alert" : "action-sheet"
        root.backgroundColor = .clear
        dimmingView.identifier = "alert-dimming"
        dimmingView.backgroundColor = Self.dimmingColor
        root.addSubview(dimmingView)
        setView(root)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        card.identifier = preferredStyle == .alert ? "alert-card" : "action-sheet-group"
        card.backgroundColor = Self.materialColor
        card.cornerRadius = preferredStyle == .alert ? Self.alertCornerRadius : Self.sheetCornerRadius
        card.clipsToBounds = true
        view.addSubview(card)
        cancelCard.identifier = "action-sheet-cancel-group"
        cancelCard.backgroundColor = Self.cancelColor
        cancelCard.cornerRadius = Self.sheetCornerRadius
        cancelCard.clipsToBounds = true
        view.addSubview(cancelCard)
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.tappedOutside() })
        popoverPresentationController?.dismissalAction = { [weak self] in self?.cancelFromKeyboard() }
        rebuildContent()
        view.setLayoutHandler { [unowned self] _ in self.layoutAlert() }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observeKeyboard()
        // The first text field takes the keyboard; otherwise the alert takes the keys (Escape, Return).
        if let field = fields.first {
            _ = field.becomeFirstResponder()
        } else {
            _ = becomeFirstResponder()
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let token = keyboardObserver { view.window?.keyboard.removeObserver(token) }
        keyboardObserver = nil
    }

    /// The alert moves to stay centred above the on-screen keyboard (UIKit centres it in what is left),
    /// moving with the keyboard's own animation.
    private func observeKeyboard() {
        guard keyboardObserver == nil, let window = view.window else { return }
        keyboardObserver = window.keyboard.addObserver { [weak self] note in
            guard let self, self.isViewLoaded else { return }
            self.view.animate(withDuration: note.animationDuration) {
                self.view.setNeedsLayout()
                self.view.layoutIfNeeded()
            }
        }
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override var keyCommands: [KeyCommand]? {
        [KeyCommand(KeyCombo(.escape), title: "Cancel") { [weak self] _ in self?.cancelFromKeyboard() },
         KeyCommand(KeyCombo(.return), title: "Confirm") { [weak self] _ in self?.confirmFromKeyboard() }]
    }

    /// The action a Return runs: the preferred action, or the only one.
    var returnAction: AlertAction? {
        preferredAction ?? (actions.count == 1 ? actions.first : nil)
    }

    /// Runs `action`: the alert is dismissed and the handler runs when the dismissal completes (UIKit's
    /// order: a handler that presents finds the presenter free).
    func choose(_ action: AlertAction) {
        guard action.isEnabled, presentingViewController != nil, appearanceState == .appeared else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Escape, or a tap outside: the cancel action; in a popover, which UIKit always lets the user close,
    /// a plain dismissal when there is none.
    func cancelFromKeyboard() {
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else if isInPopover, appearanceState == .appeared {
            dismiss(animated: true)
        }
    }

    func confirmFromKeyboard() {
        if let action = returnAction { choose(action) }
    }

    /// iOS: a tap outside an action sheet cancels it (when it has a cancel action); outside an alert,
    /// nothing happens.
    func tappedOutside() {
        guard preferredStyle == .actionSheet, appearanceState == .appeared else { return }
        cancelFromKeyboard()
    }

    private func syncEnabled() {
        for (action, button) in buttons { button.isEnabled = action.isEnabled }
    }

    // MARK: ViewControllerTransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? {
        isInPopover ? nil : AlertTransitionAnimator(alert: self, isPresenting: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        isInPopover ? nil : AlertTransitionAnimator(alert: self, isPresenting: false)
    }

    /// Whether the action sheet shows in a popover now (regular width): the popover's own fade presents it.
    var isInPopover: Bool { (presentationController as? PopoverPresentationController)?.isPopover == true }
}

/// Return in an alert's text field: the next field takes the keyboard, the last one runs the preferred
/// action (nothing while it is disabled; the keyboard stays).
@MainActor
final class AlertTextFieldDelegate: TextFieldDelegate {
    unowned let alert: AlertController
    init(alert: AlertController) { self.alert = alert }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let fields = alert.fields
        if let i = fields.firstIndex(where: { $0 === textField }), i + 1 < fields.count {
            _ = fields[i + 1].becomeFirstResponder()
        } else {
            alert.confirmFromKeyboard()
        }
        return false
    }
}
