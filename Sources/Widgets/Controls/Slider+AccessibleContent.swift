/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension SliderBase: AccessibleContent {
    /// UISlider: an adjustable element whose value is the position as a whole percentage of its range
    /// ("50%", what VoiceOver reads and XCUITest's `value` returns), no label of its own, `.notEnabled`
    /// while disabled; XCUITest lists it among `sliders`.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: "\(Int((fraction * 100).rounded()))%",
                              traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], role: .slider)
    }
}
