import Render

/// A row of mutually exclusive segments (UISegmentedControl, iOS 13+ look): a grey rounded track with a
/// raised thumb under the selected segment that slides to a newly tapped one, and a title that turns
/// semibold when selected. A tap selects the segment under the finger on release inside and calls
/// `onValueChanged` (UIKit's `.valueChanged`); setting `selectedSegmentIndex` in code does not, as in UIKit.
/// Sizes, colours and the slide's timing: docs/reference/controls.md § Segmented control.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// A single tap is this control's action: it wins over a superview's tap recogniser (Control.ownsSingleTap).
    open override var ownsSingleTap: Bool { true }

    /// UISegmentedControl.noSegment: no segment selected.
    public static let noSegment = -1
    /// The control's height (32 pt since iOS 13).
    public static let height = 32.0
    /// The track's corner radius and the thumb's, which sits `thumbInset` inside it.
    public static let cornerRadius = 9.0
    public static let thumbCornerRadius = 7.0
    public static let thumbInset = 2.0
    /// Title font size; the selected title is semibold.
    public static let fontSize = 13.0
    /// A divider between two unselected segments: 1 pt wide, 16 pt tall.
    public static let dividerHeight = 16.0
    /// The thumb's slide: a critically damped spring with this response.
    public static let slideResponse = 0.3
    /// The thumb: white in light mode, systemGray's dark neighbour (99, 99, 102) in dark mode.
    public static let thumbColor = Color(light: .white, dark: Color(r: 99, g: 99, b: 102))

    public internal(set) var items: [String]
    public var onValueChanged: ((Int) -> Void)?
    let thumb = View()
    var titleLabels: [Label] = []
    /// The thumb's colour (UISegmentedControl.selectedSegmentTintColor); nil draws `thumbColor`.
    public var selectedThumbColor: Color? { didSet { thumb.backgroundColor = selectedThumbColor ?? Self.thumbColor } }
    /// Title fonts and colours for unselected and selected segments (UISegmentedControl's
    /// setTitleTextAttributes(_:for:) with `.normal` and `.selected`); nil takes the defaults: 13 pt, regular
    /// when unselected and semibold when selected, in `.label`.
    public var normalTitleFont: Font? { didSet { styleTitles() } }
    public var selectedTitleFont: Font? { didSet { styleTitles() } }
    public var normalTitleColor: Color? { didSet { styleTitles() } }
    public var selectedTitleColor: Color? { didSet { styleTitles() } }
    private var pressedSegment: Int?

    public var numberOfSegments: Int { items.count }

    /// The selected segment, or `noSegment`; out-of-range values select nothing. Not animated.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if !items.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            guard selectedSegmentIndex != oldValue else { return }
            performWithoutAnimation { placeThumb() }
            styleTitles()
            setNeedsDisplay()
        }
    }

    public init(items: [String]) {
        self.items = items
        super.init(frame: Rect(x: 0, y: 0, width: Double(max(1, items.count)) * 80, height: Self.height))
        assembleSegments()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(items: [])` gives: a control with no segments yet.
    public required init?(coder: NSCoder) {
        items = []
        super.init(frame: Rect(x: 0, y: 0, width: 80, height: Self.height))
        assembleSegments()
    }
    private func assembleSegments() {
        backgroundColor = .tertiarySystemFill
        cornerRadius = Self.cornerRadius
        thumb.backgroundColor = Self.thumbColor
        thumb.cornerRadius = Self.thumbCornerRadius
        thumb.isUserInteractionEnabled = false
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowOffset = Size(width: 0, height: 3)
        thumb.layer.shadowRadius = 8
        addSubview(thumb)
        for item in items { titleLabels.append(makeTitleLabel(item)) }
        styleTitles()
    }

    func makeTitleLabel(_ title: String) -> Label {
        let label = Label(text: title, font: .system(size: Self.fontSize), color: .label)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        return label
    }

    open override var intrinsicContentSize: Size {
        let widest = titleLabels.map { $0.intrinsicContentSize.width }.max() ?? 0
        return Size(width: Double(items.count) * (widest + 2 * 12), height: Self.height)
    }

    /// The title of segment `index` (UISegmentedControl.titleForSegment(at:)).
    public func titleForSegment(at index: Int) -> String? { items.indices.contains(index) ? items[index] : nil }

    /// The frame of segment `index` in the control's bounds: equal widths, as UIKit's default.
    public func segmentFrame(_ index: Int) -> Rect {
        let width = bounds.width / Double(max(1, items.count))
        return Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
    }

    /// The segment under `point` (in the control's bounds), if any.
    public func segment(at point: Point) -> Int? {
        guard !items.isEmpty, bounds.width > 0 else { return nil }
        let index = Int((point.x / bounds.width * Double(items.count)).rounded(.down))
        return items.indices.contains(index) ? index : nil
    }

    private func thumbFrame() -> Rect {
        items.indices.contains(selectedSegmentIndex) ? segmentFrameInset(selectedSegmentIndex) : .zero
    }

    func placeThumb() {
        thumb.frame = thumbFrame()
        thumb.alpha = items.indices.contains(selectedSegmentIndex) ? 1 : 0
    }

    func styleTitles() {
        for (index, label) in titleLabels.enumerated() {
            let selected = index == selectedSegmentIndex
            label.font = (selected ? selectedTitleFont ?? normalTitleFont : normalTitleFont)
                ?? .system(size: Self.fontSize, weight: selected ? .semibold : .regular)
            label.textColor = (selected ? selectedTitleColor ?? normalTitleColor : normalTitleColor) ?? .label
        }
    }

    open override func layoutSubviews() {
        placeThumb()
        for (index, label) in titleLabels.enumerated() { label.frame = segmentFrame(index).inset(dx: 4, dy: 0) }
    }

    /// Selects `index` as a tap does: the thumb slides over (a critically damped spring, response 0.3 s)
    /// and the titles' weights swap at once.
    public func select(_ index: Int, animated: Bool) {
        guard items.indices.contains(index), index != selectedSegmentIndex else { return }
        let hadSelection = items.indices.contains(selectedSegmentIndex)
        let old = selectedSegmentIndex
        selectedSegmentIndex = index
        guard animated, hadSelection else { return }
        // The didSet placed the thumb without animation; put it back and slide it.
        performWithoutAnimation { thumb.frame = segmentFrameInset(old) }
        animate(springResponse: Self.slideResponse, dampingRatio: 1, options: .toolkit) { self.placeThumb() }
    }

    private func segmentFrameInset(_ index: Int) -> Rect {
        let f = segmentFrame(index)
        let i = Self.thumbInset
        return Rect(x: f.minX + i, y: f.minY + i, width: f.width - 2 * i, height: f.height - 2 * i)
    }

    open override func touchesBegan(_ touch: Touch) {
        pressedSegment = segment(at: touch.location(in: self))
        super.touchesBegan(touch)
    }

    open override func touchesEnded(_ touch: Touch) {
        // The segment released on, not the one pressed: UIKit selects where the finger lifts.
        pressedSegment = segment(at: touch.location(in: self)) ?? pressedSegment
        super.touchesEnded(touch)
        pressedSegment = nil
    }

    open override func touchesCancelled(_ touch: Touch) {
        pressedSegment = nil
        super.touchesCancelled(touch)
    }

    open override func sendAction() {
        if let pressedSegment, pressedSegment != selectedSegmentIndex {
            select(pressedSegment, animated: true)
            onValueChanged?(selectedSegmentIndex)
        }
        super.sendAction()
    }

    /// Dividers between segments, hidden beside the selected one (the thumb stands in for them).
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard items.count > 1 else { return }
        for boundary in 1..<items.count where boundary != selectedSegmentIndex && boundary - 1 != selectedSegmentIndex {
            let x = segmentFrame(boundary).minX
            canvas.fill(Rect(x: x - 0.5, y: (bounds.height - Self.dividerHeight) / 2, width: 1, height: Self.dividerHeight),
                        color: .separator)
        }
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("selectedSegmentIndex", .number(Double(selectedSegmentIndex))), ("highlighted", .bool(isHighlighted))]
    }
}
