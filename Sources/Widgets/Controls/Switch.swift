import Render

/// An on/off switch (UISwitch): 51×31 pt, a white knob that slides with a spring and a track that turns
/// green (`onTintColor`). Tapping toggles it and calls `onValueChanged`; setting `isOn` in code does not, as
/// in UIKit.
@preconcurrency @MainActor
open class Switch: Control {
    /// A single tap is this control's action: it wins over a superview's tap recogniser (Control.ownsSingleTap).
    open override var ownsSingleTap: Bool { true }

    /// UISwitch.isOn: setting it moves the knob at once, without animation and without `.valueChanged`
    /// (UIKit: "setting the switch to either position does not result in an action message being sent");
    /// `setOn(_:animated:)` animates.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on: Bool
    /// UISwitch.onTintColor: the track's colour when on; nil is UIKit's default, systemGreen.
    public var onTintColor: Color? { didSet { if on { backgroundColor = trackColor(on: true) } } }
    /// UISwitch.thumbTintColor: the knob's colour; nil is UIKit's white knob.
    public var thumbTintColor: Color? { didSet { knob.backgroundColor = thumbTintColor ?? .white } }
    public var onValueChanged: ((Bool) -> Void)?
    private let knob = View()
    public static let size = Size(width: 51, height: 31)

    public init(isOn: Bool = false) {
        on = isOn
        super.init(frame: Rect(size: Self.size))
        assembleKnob()
    }
    /// UISwitch(frame:): an off switch at the frame's origin. UISwitch "overrides init(frame:) and enforces a
    /// size appropriate for the control" (its documentation), so the size is the switch's own.
    public override convenience init(frame: Rect) {
        self.init(isOn: false)
        self.frame.origin = frame.origin
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(isOn: false)` gives.
    public required init?(coder: NSCoder) {
        on = false
        super.init(frame: Rect(size: Self.size))
        assembleKnob()
    }
    private func assembleKnob() {
        // UISwitch hugs its 51×31 at 750 on both axes, where a plain view or label made in code has 250 (the
        // defaults as published for UIKit's views: UISwitch, UIStepper, UIActivityIndicatorView 750,750), so
        // a label beside it in a filling stack stretches, not the switch.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        cornerRadius = Self.size.height / 2
        knob.backgroundColor = .white
        knob.cornerRadius = 27 / 2
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        backgroundColor = trackColor(on: on)
    }

    /// The track's colour: `onTintColor` (systemGreen) when on, systemGray5 when off.
    private func trackColor(on: Bool) -> Color { on ? onTintColor ?? .systemGreen : .systemGray5 }

    open override var intrinsicContentSize: Size { Self.size }

    open override func layoutSubviews() {
        knob.frame = knobFrame(on: on)
    }

    private func knobFrame(on: Bool) -> Rect {
        Rect(x: on ? bounds.width - 29 : 2, y: (bounds.height - 27) / 2, width: 27, height: 27)
    }

    /// Sets the value; animated, the knob springs across (response 0.35, critically damped, the value
    /// iOS 26 uses for its snappy transitions) while the track colour fades.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        let change = {
            self.knob.frame = self.knobFrame(on: on)
            self.backgroundColor = self.trackColor(on: on)
        }
        if animated {
            animate(springResponse: 0.35, dampingRatio: 1, options: .toolkit, animations: change)
        } else {
            performWithoutAnimation(change)
        }
    }

    open override func sendAction() {
        setOn(!isOn, animated: true)
        onValueChanged?(isOn)
        super.sendAction()
    }

    open override func treeAttributes() -> [(String, JSONValue)] { [("on", .bool(isOn))] }
}
