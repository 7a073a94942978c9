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
        zoom.backgroundColor = .tertiarySystemBackground
        zoom.addSubview(picture)
        view.addSubview(zoom)

        rotor.identifier = "rotor"
        rotor.addGestureRecognizer(RotationGestureRecognizer { [weak self] r in
            self?.rotated(r as! RotationGestureRecognizer)
        })
        view.addSubview(rotor)

        hold.identifier = "hold"
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
            let label = Label(text: "Page \(i + 1)", textStyle: .headline)
            label.textColor = .white
            label.textAlignment = .center
            page.addSubview(label)
            page.setLayoutHandler { v in
                label.frame = Rect(x: 0, y: v.bounds.midY - 12, width: v.bounds.width, height: 24)
            }
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
