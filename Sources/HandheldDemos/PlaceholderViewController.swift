import Render
import Widgets

/// The pipeline check: a label and a blue box; tapping the box fades it out over 0.25 s.
final class PlaceholderViewController: ViewController {
    let label = Label(text: "Tap the box", textStyle: .headline)
    let box = View()

    override func viewDidLoad() {
        title = "Placeholder"
        label.identifier = "placeholder-label"
        label.textAlignment = .center
        box.identifier = "box"
        box.backgroundColor = .systemBlue
        box.cornerRadius = 12
        box.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.fadeBox() })
        view.addSubview(label)
        view.addSubview(box)
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            self.label.frame = Rect(x: safe.minX + 16, y: safe.minY + 40, width: safe.width - 32, height: 24)
            self.box.frame = Rect(x: safe.midX - 60, y: safe.minY + 100, width: 120, height: 120)
        }
    }

    func fadeBox() {
        box.animate(withDuration: 0.25) { self.box.alpha = 0 }
    }
}
