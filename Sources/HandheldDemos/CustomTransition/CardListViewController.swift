import Render
import Widgets

/// The cards of the `custom-transition` scene: each tap pushes its card with the cross-fade animator.
final class CardListViewController: ViewController {
    static let cards: [(name: String, color: Color)] = [
        ("Blue", .systemBlue), ("Green", .systemGreen), ("Orange", .systemOrange), ("Red", .systemRed),
    ]
    private unowned let scene: CustomTransitionScene
    private var cardViews: [View] = []

    init(scene: CustomTransitionScene) {
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
        title = "Cards"
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = .groupedBackground
        for (index, card) in Self.cards.enumerated() {
            let tile = View()
            tile.identifier = "card-\(card.name.lowercased())"
            tile.backgroundColor = card.color
            tile.cornerRadius = 14
            let label = Label(text: card.name, textStyle: .headline, color: .white)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            tile.addSubview(label)
            tile.setLayoutHandler { v in label.frame = Rect(x: 0, y: v.bounds.midY - 12, width: v.bounds.width, height: 24) }
            tile.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.open(index) })
            view.addSubview(tile)
            cardViews.append(tile)
        }
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            let columns = safe.width > 600 ? 4.0 : 2.0
            let gap = 16.0
            let side = (safe.width - gap * (columns + 1)) / columns
            for (i, tile) in cardViews.enumerated() {
                let col = Double(i % Int(columns)), row = Double(i / Int(columns))
                tile.frame = Rect(x: safe.minX + gap + col * (side + gap), y: safe.minY + gap + row * (side + gap),
                                  width: side, height: side)
            }
        }
    }

    func open(_ index: Int) {
        let card = Self.cards[index]
        navigationController?.pushViewController(CardViewController(name: card.name, color: card.color, scene: scene),
                                                  animated: true)
    }
}

/// One card, full page: drag it down to pop it interactively.
final class CardViewController: ViewController {
    let name: String
    let color: Color
    private unowned let scene: CustomTransitionScene

    init(name: String, color: Color, scene: CustomTransitionScene) {
        self.name = name
        self.color = color
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = color
        view.identifier = "card-page"
        let hint = Label(text: "Drag down to go back", textStyle: .body, color: .white)
        hint.textAlignment = .center
        hint.identifier = "card-hint"
        view.addSubview(hint)
        view.setLayoutHandler { v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            hint.frame = Rect(x: safe.minX + 16, y: safe.midY - 12, width: safe.width - 32, height: 24)
        }
        let pan = PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.scene.handleDrag(pan, on: self.view)
        }
        pan.axis = .vertical
        view.addGestureRecognizer(pan)
    }
}
