import HandheldKit

/// `.valueChanged` for every Handheld control that sends it, in one place: each control keeps its own typed
/// closure (`onValueChanged`), which `addAction(_:for:)`, `sendActions(for:)` and `removeTarget(_:action:for:)`
/// reach through these three functions. A switch's toggle, a slider's move, a stepper's step, a segmented
/// control's new segment and a refresh control pulled past its threshold send it, as in UIKit.
extension Control {
    /// Runs `action` after the value-changed actions added before it.
    func addValueChangedAction(_ action: @escaping @MainActor () -> Void) {
        switch self {
        case let toggle as Switch:
            let earlier = toggle.onValueChanged
            toggle.onValueChanged = { earlier?($0); action() }
        case let slider as SliderBase:
            let earlier = slider.onValueChanged
            slider.onValueChanged = { earlier?($0); action() }
        case let stepper as Stepper:
            let earlier = stepper.onValueChanged
            stepper.onValueChanged = { earlier?($0); action() }
        case let segmented as SegmentedControl:
            let earlier = segmented.onValueChanged
            segmented.onValueChanged = { earlier?($0); action() }
        case let refresh as RefreshControl:
            let earlier = refresh.onValueChanged
            refresh.onValueChanged = { earlier?(); action() }
        default:
            break
        }
    }

    /// Runs the value-changed actions with the control's current value.
    func sendValueChanged() {
        switch self {
        case let toggle as Switch: toggle.onValueChanged?(toggle.isOn)
        case let slider as SliderBase: slider.onValueChanged?(slider.doubleValue)
        case let stepper as Stepper: stepper.onValueChanged?(stepper.value)
        case let segmented as SegmentedControl: segmented.onValueChanged?(segmented.selectedSegmentIndex)
        case let refresh as RefreshControl: refresh.onValueChanged?()
        default: break
        }
    }

    /// Removes every value-changed action.
    func removeValueChangedActions() {
        switch self {
        case let toggle as Switch: toggle.onValueChanged = nil
        case let slider as SliderBase: slider.onValueChanged = nil
        case let stepper as Stepper: stepper.onValueChanged = nil
        case let segmented as SegmentedControl: segmented.onValueChanged = nil
        case let refresh as RefreshControl: refresh.onValueChanged = nil
        default: break
        }
    }
}
