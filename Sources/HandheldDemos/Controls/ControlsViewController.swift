import Render
import Widgets

/// The `controls` scene: one of each simple control, with a label beside each that shows the value its
/// `onValueChanged` last reported, so a script's shot shows the action arrived. Identifiers: `segmented`,
/// `slider`, `stepper`, `spinner` (medium; `spinner-large` beside it), `progress`, and the buttons
/// `spinner-toggle` and `progress-advance`; `menu-button` opens a menu on a tap (a checkmark group for the
/// sort order, a submenu and a destructive item) and `context-tile` a context menu on a long press, each
/// reporting what it ran in `menu-label`.
final class ControlsViewController: ViewController, ContextMenuInteractionDelegate {
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
    let menuButton = Button(title: "Sort")
    let menuLabel = Label(text: "Sorted by: Date", textStyle: .subheadline)
    let contextTile = View()
    let contextTileLabel = Label(text: "Touch and hold", textStyle: .body)

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
        setUpMenus()
        for v: View in [segmented, segmentedLabel, slider, sliderLabel, stepperLabel, stepper, spinner, largeSpinner,
                        spinnerToggle, progress, progressAdvance, menuLabel, menuButton, contextTile] {
            view.addSubview(v)
        }
        for label in [segmentedLabel, sliderLabel, menuLabel] { label.textColor = .secondaryLabel }
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
        y += advance.height + 12
        let sort = menuButton.intrinsicContentSize
        menuLabel.frame = Rect(x: x, y: y + (sort.height - 20) / 2, width: width - sort.width - 8, height: 20)
        menuButton.frame = Rect(x: x + width - sort.width, y: y, width: sort.width, height: sort.height)
        y += sort.height + 16
        contextTile.frame = Rect(x: x, y: y, width: width, height: 56)
        contextTileLabel.frame = contextTile.bounds.inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// The sort menu (UIButton.menu with showsMenuAsPrimaryAction) and the tile's context menu.
    private func setUpMenus() {
        menuButton.identifier = "menu-button"
        menuLabel.identifier = "menu-label"
        let sortOrder = Menu(title: "", identifier: "sort", options: [.displayInline, .singleSelection], children:
            ["Name", "Date", "Size"].map { key in
                MenuAction(title: key, identifier: "sort-" + key.lowercased(), state: key == "Date" ? .on : .off) { [unowned self] _ in
                    menuLabel.text = "Sorted by: " + key
                }
            })
        let view = Menu(title: "View As", identifier: "view-as", children: [
            MenuAction(title: "Icons", identifier: "view-icons") { [unowned self] _ in menuLabel.text = "Viewed as: Icons" },
            MenuAction(title: "List", identifier: "view-list") { [unowned self] _ in menuLabel.text = "Viewed as: List" },
        ])
        let delete = MenuAction(title: "Delete All", identifier: "delete-all", attributes: .destructive) { [unowned self] _ in
            menuLabel.text = "Deleted all"
        }
        menuButton.menu = Menu(title: "Sort By", identifier: "sort-menu", children: [
            sortOrder, Menu(options: .displayInline, children: [view]), Menu(options: .displayInline, children: [delete]),
        ])
        menuButton.showsMenuAsPrimaryAction = true
        contextTile.identifier = "context-tile"
        contextTile.backgroundColor = .systemGray5
        contextTile.cornerRadius = 12
        contextTileLabel.isUserInteractionEnabled = false
        contextTile.addSubview(contextTileLabel)
        contextTile.addInteraction(ContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: "tile", previewProvider: nil, actionProvider: { _ in
            Menu(children: [
                MenuAction(title: "Copy", identifier: "copy") { [unowned self] _ in self.menuLabel.text = "Copied" },
                MenuAction(title: "Share", identifier: "share", attributes: .disabled) { _ in },
                Menu(options: .displayInline, children: [
                    MenuAction(title: "Delete", identifier: "delete", attributes: .destructive) { [unowned self] _ in
                        self.menuLabel.text = "Deleted"
                    },
                ]),
            ])
        })
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
