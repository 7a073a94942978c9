import Testing
import TestSupport
import UIKitCompat

/// The simple controls written with UIKit's names: the same types, with UIKit's property names and defaults.
@MainActor
@Suite("UIKit names: controls")
struct ControlNamesTests {
    @Test("UISegmentedControl, UISlider, UIStepper, UIActivityIndicatorView and UIProgressView as UIKit code writes them")
    func uikitSpelling() {
        let segmented = UISegmentedControl(items: ["One", "Two"])
        #expect(segmented.selectedSegmentIndex == UISegmentedControl.noSegment)
        segmented.selectedSegmentIndex = 1
        #expect(segmented.numberOfSegments == 2 && segmented.titleForSegment(at: 1) == "Two")

        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.setValue(4, animated: false)
        #expect(slider.value == 4 && slider.isContinuous)

        let stepper = UIStepper()
        #expect(stepper.autorepeat && !stepper.wraps && stepper.maximumValue == 100 && stepper.stepValue == 1)

        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        #expect(spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))

        let bar = UIProgressView()
        bar.setProgress(0.4, animated: false)
        #expect(bar.progress == 0.4)
    }
}
