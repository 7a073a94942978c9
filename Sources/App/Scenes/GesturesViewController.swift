import Foundation
import Render
import Widgets

/// The `gestures` scene: a picture to pinch-zoom in a scroll view, a card to turn with two fingers, a box
/// to long-press and three pages to swipe with a page control. With a mouse, Alt+drag makes the two
/// fingers (Alt+Shift+drag moves them together); scripts use `pinch` and `rotate-fingers`.
final class GesturesViewController: ViewController, ScrollViewDelegate {
    let zoom = ScrollView()
    let picture = PictureView()
    let rotor = RotorView()
    let hold = HoldView()
    let pager = ScrollView()
    let pageControl = PageControl()
    private var pages: [View] = []
    private var rotorBase = 0.0

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: GesturesViewController())
    }

    override func viewDidLoad() {
        title = "Gestures"
        view.backgroundColor = .systemGray6
        zoom.identifier = "zoom"
        picture.identifier = "picture"
        zoom.minimumZoomScale = 1
        zoom.maximumZoomScale = 4
        zoom.delegate = self
        zoom.backgroundColor = .white
        zoom.addSubview(picture)
        view.addSubview(zoom)

        rotor.identifier = "rotor"
        rotor.addGestureRecognizer(RotationGestureRecognizer { [weak self] r in
            self?.rotated(r as! RotationGestureRecognizer)
        })
        view.addSubview(rotor)

        hold.identifier = "hold"
        hold.addGestureRecognizer(LongPressGestureRecognizer { [weak self] r in self?.hold.pressChanged(r.state) })
        view.addSubview(hold)

        pager.identifier = "pages"
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.delegate = self
        let colours: [Color] = [.systemBlue, .systemOrange, .systemGreen]
        for (i, colour) in colours.enumerated() {
            let page = View()
            page.identifier = "page-\(i + 1)"
            page.backgroundColor = colour
            let label = Label(text: "Page \(i + 1)", font: .headline)
            label.textColor = .white
            label.textAlignment = .center
            page.addSubview(label)
            page.setLayoutHandler { v in label.frame = Rect(x: 0, y: v.bounds.midY - 12, width: v.bounds.width, height: 24) }
            pager.addSubview(page)
            pages.append(page)
        }
        view.addSubview(pager)
        pageControl.identifier = "page-control"
        pageControl.numberOfPages = colours.count
        pageControl.onPageChange = { [weak self] page in
            guard let self else { return }
            self.pager.setContentOffset(Point(x: Double(page) * self.pager.bounds.width, y: 0), animated: true)
        }
        view.addSubview(pageControl)

        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            let x = safe.minX + 16, width = safe.width - 32
            var y = safe.minY + 12
            let zoomFrame = Rect(x: x, y: y, width: width, height: 200)
            if zoom.frame.size != zoomFrame.size {
                zoom.frame = zoomFrame
                zoom.performWithoutAnimation { zoom.setZoomScale(1, animated: false) }
                picture.transform = .identity
                picture.frame = Rect(size: zoomFrame.size)
                zoom.contentSize = zoomFrame.size
            } else {
                zoom.frame = zoomFrame
            }
            y += 212
            let half = (width - 12) / 2
            rotor.frame = Rect(x: x, y: y, width: half, height: 150)
            hold.frame = Rect(x: x + half + 12, y: y, width: half, height: 150)
            y += 162
            pager.frame = Rect(x: x, y: y, width: width, height: 120)
            for (i, page) in pages.enumerated() {
                page.frame = Rect(x: Double(i) * width, y: 0, width: width, height: 120)
            }
            pager.contentSize = Size(width: width * Double(pages.count), height: 120)
            pageControl.frame = Rect(x: x, y: y + 124, width: width, height: 26)
        }
    }

    private func rotated(_ r: RotationGestureRecognizer) {
        rotor.angle = rotorBase + r.rotation
        if r.state == .ended || r.state == .cancelled { rotorBase = rotor.angle }
    }

    // MARK: Scroll view delegate

    func viewForZooming(in scrollView: ScrollView) -> View? { scrollView === zoom ? picture : nil }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === pager, pager.bounds.width > 0 else { return }
        pageControl.currentPage = Int((pager.contentOffset.x / pager.bounds.width).rounded())
    }
}

/// The picture to zoom: a landscape drawn with polygons (Handheld has no image assets), so zooming shows
/// its edges stay sharp.
final class PictureView: View {
    override func draw(in canvas: Canvas) {
        let b = bounds
        canvas.fillLinearGradient(b, from: Color(hex: 0x6FB7FF), to: Color(hex: 0xE8F4FF), axis: .vertical)
        let sun = Rect(x: b.width * 0.72, y: b.height * 0.14, width: 36, height: 36)
        canvas.fillRoundedRect(sun, radius: 18, color: Color(hex: 0xFFC93C))
        canvas.fillPolygon([Point(x: 0, y: b.height * 0.8), Point(x: b.width * 0.3, y: b.height * 0.3),
                            Point(x: b.width * 0.55, y: b.height * 0.8)], color: Color(hex: 0x5B6C8F))
        canvas.fillPolygon([Point(x: b.width * 0.35, y: b.height * 0.8), Point(x: b.width * 0.65, y: b.height * 0.4),
                            Point(x: b.width, y: b.height * 0.8)], color: Color(hex: 0x7A88A8))
        canvas.fill(Rect(x: 0, y: b.height * 0.8, width: b.width, height: b.height * 0.2), color: Color(hex: 0x5DAE5B))
        for i in 0..<6 {
            let x = b.width * (0.08 + 0.16 * Double(i))
            canvas.fillPolygon([Point(x: x, y: b.height * 0.78), Point(x: x + 8, y: b.height * 0.62),
                                Point(x: x + 16, y: b.height * 0.78)], color: Color(hex: 0x2F7D32))
        }
    }
}

/// A card turned by a rotation gesture, on a layer shadow. Handheld's transforms scale and translate only,
/// so the card draws itself turned; the tree shows the angle in degrees.
final class RotorView: View {
    var angle = 0.0 { didSet { if angle != oldValue { setNeedsDisplay() } } }
    private let caption = Label(text: "Turn me", font: .footnote)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        cornerRadius = 10
        layer.shadowOpacity = 0.15
        layer.shadowOffset = Size(width: 0, height: 2)
        layer.shadowRadius = 4
        caption.textAlignment = .center
        caption.textColor = .systemGray
        addSubview(caption)
        setLayoutHandler { [unowned self] v in
            caption.frame = Rect(x: 0, y: v.bounds.maxY - 24, width: v.bounds.width, height: 18)
        }
    }

    var degrees: Double { (angle * 180 / .pi * 10).rounded() / 10 }

    override func draw(in canvas: Canvas) {
        let c = Point(x: bounds.midX, y: bounds.midY - 8)
        let half = 36.0
        let corners = [(-half, -half), (half, -half), (half, half), (-half, half)].map { (x, y) in
            Point(x: c.x + x * cos(angle) - y * sin(angle), y: c.y + x * sin(angle) + y * cos(angle))
        }
        canvas.fillPolygon(corners, color: .systemRed)
        // A notch on the top edge shows which way is up.
        let tip = Point(x: c.x + half * 0.8 * sin(angle), y: c.y - half * 0.8 * cos(angle))
        canvas.fillRoundedRect(Rect(x: tip.x - 5, y: tip.y - 5, width: 10, height: 10), radius: 5, color: .white)
    }

    override func treeAttributes() -> [(String, JSONValue)] { [("rotation", .number(degrees))] }
}

/// A box a long press holds: orange while held, green with a count after; a layer border outlines it.
final class HoldView: View {
    private let caption = Label(text: "Hold me", font: .headline)
    private(set) var holds = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemGray4
        cornerRadius = 10
        layer.borderWidth = 2
        layer.borderColor = Color(r: 0, g: 0, b: 0, a: 0.15)
        caption.textAlignment = .center
        addSubview(caption)
        setLayoutHandler { [unowned self] v in
            caption.frame = Rect(x: 0, y: v.bounds.midY - 12, width: v.bounds.width, height: 24)
        }
    }

    func pressChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began:
            backgroundColor = .systemOrange
            caption.text = "Holding"
        case .ended:
            holds += 1
            backgroundColor = .systemGreen
            caption.text = holds == 1 ? "Held once" : "Held \(holds) times"
        case .cancelled:
            backgroundColor = .systemGray4
            caption.text = "Hold me"
        default: break
        }
    }
}
