import Render
import Widgets

/// A minimal action sheet (UIAlertController's `.actionSheet` look): a rounded group of buttons and a
/// separate Cancel at the bottom, presented over full screen above a dimmed backdrop. Any button dismisses
/// it, then runs its handler. The group's buttons are parted by hairlines, and Escape cancels, as
/// UIAlertController does with a hardware keyboard (it takes first responder when shown, so the key
/// reaches it rather than the text view behind).
final class ActionSheetController: ViewController {
    struct Action {
        let title: String
        var destructive = false
        let handler: () -> Void
    }

    let actions: [Action]
    private var buttons: [Button] = []
    private var separators: [HairlineView] = []
    private let group = View()
    private let cancel = Button(title: "Cancel", font: Font(size: 20, weight: .semibold))

    init(actions: [Action]) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = View()
        root.backgroundColor = Color.black.withAlpha(0.2)
        root.identifier = "action-sheet"
        setView(root)
    }

    override func viewDidLoad() {
        group.backgroundColor = Color.systemGray6.withAlpha(0.97)
        group.cornerRadius = 13
        view.addSubview(group)
        for action in actions {
            let b = Button(title: action.title, font: Font(size: 20))
            if action.destructive { b.tintColor = .systemRed }
            b.backgroundColor = .clear
            b.onTap = { [weak self] in self?.choose(action) }
            if !buttons.isEmpty {
                let rule = HairlineView(color: .separator)
                rule.identifier = "action-sheet-separator"
                separators.append(rule)
                group.addSubview(rule)
            }
            buttons.append(b)
            group.addSubview(b)
        }
        cancel.backgroundColor = Color(light: .white, dark: Color(r: 44, g: 44, b: 46))
        cancel.cornerRadius = 13
        cancel.identifier = "action-sheet-cancel"
        cancel.onTap = { [weak self] in self?.dismiss(animated: true) }
        view.addSubview(cancel)
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            let w = min(safe.width - 16, 304 + 100), x = safe.midX - w / 2
            let rowHeight = 57.0
            self.cancel.frame = Rect(x: x, y: safe.maxY - 8 - rowHeight, width: w, height: rowHeight)
            let h = rowHeight * Double(self.buttons.count)
            self.group.frame = Rect(x: x, y: self.cancel.frame.minY - 8 - h, width: w, height: h)
            for (i, b) in self.buttons.enumerated() {
                b.frame = Rect(x: 0, y: rowHeight * Double(i), width: w, height: rowHeight)
            }
            // Each rule sits on the top edge of the button below it, a hairline (UIAlertController's).
            for (i, rule) in self.separators.enumerated() {
                rule.frame = Rect(x: 0, y: rowHeight * Double(i + 1) - 0.5, width: w, height: 0.5)
            }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [KeyCommand]? {
        [KeyCommand(KeyCombo(.escape), title: "Cancel") { [weak self] _ in self?.dismiss(animated: true) }]
    }

    private func choose(_ action: Action) {
        action.handler()
    }
}
