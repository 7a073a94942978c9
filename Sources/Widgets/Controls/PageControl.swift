import Render

/// A row of dots, one a page, the current one filled (UIPageControl). A tap on the right of the current
/// dot goes one page forward, on the left one back, as UIKit's does, and `onPageChange` hears it (UIKit's
/// `.valueChanged`); a paging scroll view sets `currentPage` as it settles.
@preconcurrency @MainActor
public final class PageControl: View {
    /// A single tap is this control's action (UIPageControl is a UIControl): it wins over a superview's tap
    /// recogniser, as Control.ownsSingleTap says.
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !Control.isSingleTap(gestureRecognizer, ofAnotherViewThan: self) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    public var numberOfPages = 0 { didSet { if numberOfPages != oldValue { clampAndRedraw() } } }
    public var currentPage = 0 { didSet { if currentPage != oldValue { clampAndRedraw() } } }
    /// Hides the control when there is one page or none (UIPageControl.hidesForSinglePage, default false).
    public var hidesForSinglePage = false
    public var pageIndicatorTintColor = Color(light: Color(r: 0, g: 0, b: 0, a: 0.2), dark: Color(r: 255, g: 255, b: 255, a: 0.3))
    public var currentPageIndicatorTintColor = Color(light: Color(r: 0, g: 0, b: 0, a: 0.75), dark: .white)
    /// Called when a tap changes the page.
    public var onPageChange: ((Int) -> Void)?

    /// UIPageControl's dots: 7 pt across, 16 pt from centre to centre [OBS, measured on iOS 13 screenshots;
    /// Apple documents no size].
    public static let dotDiameter = 7.0
    public static let dotSpacing = 16.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addTapRecognizer()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTapRecognizer()
    }
    private func addTapRecognizer() {
        addGestureRecognizer(TapGestureRecognizer { [weak self] r in
            guard let self else { return }
            self.tapped(at: r.location(in: self))
        })
    }

    private func clampAndRedraw() {
        let clamped = max(0, min(currentPage, numberOfPages - 1))
        if clamped != currentPage && numberOfPages > 0 { currentPage = clamped }
        setNeedsDisplay()
    }

    /// The centre of dot `index` in the view's bounds.
    func dotCentre(_ index: Int) -> Point {
        let width = Double(max(0, numberOfPages - 1)) * Self.dotSpacing
        return Point(x: bounds.midX - width / 2 + Double(index) * Self.dotSpacing, y: bounds.midY)
    }

    private func tapped(at point: Point) {
        guard numberOfPages > 0 else { return }
        let next = point.x > dotCentre(currentPage).x ? currentPage + 1 : currentPage - 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        onPageChange?(next)
    }

    public override var intrinsicContentSize: Size {
        Size(width: Double(numberOfPages) * Self.dotSpacing + 16, height: 26)
    }

    public override func draw(in canvas: Canvas) {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
        let r = Self.dotDiameter / 2
        for i in 0..<numberOfPages {
            let c = dotCentre(i)
            canvas.fillRoundedRect(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), radius: r,
                                   color: i == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor)
        }
    }

    public override func treeAttributes() -> [(String, JSONValue)] {
        [("currentPage", .number(Double(currentPage))), ("numberOfPages", .number(Double(numberOfPages)))]
    }
}
