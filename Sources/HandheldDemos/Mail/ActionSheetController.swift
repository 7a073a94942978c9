import Render
import Widgets

/// A minimal action sheet (UIAlertController's `.actionSheet` look): a rounded group of buttons and a
/// separate Cancel at the bottom, presented over full screen above a dimmed backdrop. Any button dismisses
/// it, then runs its handler.
final class ActionSheetController: ViewController {
    struct Action {
        let title: String
        var destructive = false
        let handler: () -> Void
    }

    let actions: [Action]
    private var buttons: [Button] = []
    private let group = View()
    private let cancel = Button(title: "Cancel", font: Font(size: 20, weight: .semibold))

    init(actions: [Action]) {
        self.actions = actions
        super.init()
        modalPresentationStyle = .overFullScreen
    }

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
            buttons.append(b)
            group.addSubview(b)
        }
        cancel.backgroundColor = Color(light: .white, dark: Color(r: 44, g: 44, b: 46))
        cancel.cornerRadius = 13
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
        }
    }

    private func choose(_ action: Action) {
        action.handler()
    }
}
