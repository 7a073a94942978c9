import Render
import Widgets

/// The `controls` scene: one of each simple control, with a label beside each that shows the value its
/// `onValueChanged` last reported, so a script's shot shows the action arrived. Identifiers: `segmented`,
/// `slider`, `stepper`, `spinner` (medium; `spinner-large` beside it), `progress`, and the buttons
/// `spinner-toggle` and `progress-advance`.
final class ControlsViewController: ViewController {
    let segmented = SegmentedControl(items: ["Day", "Week", "Month"])
    let segmentedLabel = Label(text: "Selected: Day", textStyle: .subheadline)
    let slider = Slider(value: 0.5)
    let sliderLabel = Label(text: "Value: 0.50", textStyle: .subheadline)
    let stepper = Stepper(value: 0)
    let stepperLabel = Label(text: "Count: 0", textStyle: .body)
    let spinner = ActivityIndicatorView(style: .medium)
    let largeSpinner = ActivityIndicatorView(style: .large)
    let spinnerToggle = Button(title: "Stop")
    let progress = ProgressView(progress: 0.3)
    let progressAdvance = Button(title: "Advance")

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: ControlsViewController())
    }

    override func viewDidLoad() {
        title = "Controls"
        view.backgroundColor = .systemBackground
        segmented.identifier = "segmented"
        segmented.selectedSegmentIndex = 0
        segmented.onValueChanged = { [unowned self] index in
            segmentedLabel.text = "Selected: " + (segmented.titleForSegment(at: index) ?? "")
        }
        slider.identifier = "slider"
        slider.onValueChanged = { [unowned self] value in
            sliderLabel.text = "Value: " + Self.twoPlaces(value)
        }
        stepper.identifier = "stepper"
        stepper.maximumValue = 10
        stepper.onValueChanged = { [unowned self] value in stepperLabel.text = "Count: \(Int(value))" }
        stepperLabel.identifier = "stepper-label"
        spinner.identifier = "spinner"
        largeSpinner.identifier = "spinner-large"
        spinner.startAnimating()
        largeSpinner.startAnimating()
        spinnerToggle.identifier = "spinner-toggle"
        spinnerToggle.onTap = { [unowned self] in toggleSpinners() }
        progress.identifier = "progress"
        progressAdvance.identifier = "progress-advance"
        progressAdvance.onTap = { [unowned self] in
            progress.setProgress(progress.progress >= 1 ? 0 : progress.progress + 0.2, animated: true)
        }
        for v: View in [segmented, segmentedLabel, slider, sliderLabel, stepperLabel, stepper, spinner, largeSpinner,
                        spinnerToggle, progress, progressAdvance] {
            view.addSubview(v)
        }
        for label in [segmentedLabel, sliderLabel] { label.textColor = .secondaryLabel }
        view.setLayoutHandler { [unowned self] v in layOut(in: v.bounds.inset(by: v.safeAreaInsets)) }
    }

    /// A column 16 pt in from the safe area (at most 500 pt wide on an iPad), rows 24 pt apart.
    private func layOut(in safe: Rect) {
        let width = min(safe.width - 32, 500)
        let x = safe.midX - width / 2
        var y = safe.minY + 24
        segmented.frame = Rect(x: x, y: y, width: width, height: SegmentedControl.height)
        y += SegmentedControl.height + 8
        segmentedLabel.frame = Rect(x: x, y: y, width: width, height: 20)
        y += 44
        slider.frame = Rect(x: x, y: y, width: width, height: Slider.height)
        y += Slider.height + 8
        sliderLabel.frame = Rect(x: x, y: y, width: width, height: 20)
        y += 44
        stepperLabel.frame = Rect(x: x, y: y + 5, width: width - Stepper.size.width - 8, height: 22)
        stepper.frame = Rect(x: x + width - Stepper.size.width, y: y, width: Stepper.size.width, height: Stepper.size.height)
        y += Stepper.size.height + 32
        let large = ActivityIndicatorView.Style.large.diameter, medium = ActivityIndicatorView.Style.medium.diameter
        spinner.frame = Rect(x: x, y: y + (large - medium) / 2, width: medium, height: medium)
        largeSpinner.frame = Rect(x: x + medium + 24, y: y, width: large, height: large)
        let toggle = spinnerToggle.intrinsicContentSize
        spinnerToggle.frame = Rect(x: x + width - toggle.width, y: y + (large - toggle.height) / 2,
                                   width: toggle.width, height: toggle.height)
        y += large + 32
        progress.frame = Rect(x: x, y: y, width: width, height: ProgressView.height)
        y += ProgressView.height + 12
        let advance = progressAdvance.intrinsicContentSize
        progressAdvance.frame = Rect(x: x + width - advance.width, y: y, width: advance.width, height: advance.height)
    }

    private func toggleSpinners() {
        let running = spinner.isAnimating
        for s in [spinner, largeSpinner] { if running { s.stopAnimating() } else { s.startAnimating() } }
        spinnerToggle.title = running ? "Start" : "Stop"
    }

    /// "0.50": two decimals without Foundation's formatter.
    static func twoPlaces(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
