import Testing
import TestSupport
import UIKit
import Widgets

/// The shape of a held-out app's `LoadingIndicator`: a class with no isolation whose stored properties
/// build controls in closures. Against Apple's UIKit this compiles in Swift 5 mode (its types are
/// `@preconcurrency @MainActor`); it did not here for the controls that said only `@MainActor`.
final class ControlsHolder {
    let spinner: UIActivityIndicatorView = {
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.translatesAutoresizingMaskIntoConstraints = false
        return indicator
    }()
    let slider: UISlider = { UISlider() }()
    let stepper: UIStepper = { UIStepper() }()
    let progress: UIProgressView = { UIProgressView() }()
    let segments: UISegmentedControl = { UISegmentedControl(items: ["Day", "Week"]) }()
    /// A font helper's fallback, as apps write it (here the name is read for its weight, so the fallback is
    /// taken only for an empty name).
    static func brandFont(_ name: String, size: CGFloat) -> UIFont { UIFont(name: name, size: size) ?? UIFont() }
}

/// A search delegate declared with no isolation, as UIKit code declares one.
final class QueryRecorder: NSObject, UISearchBarDelegate {
    var queries: [String] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { queries.append(searchText) }
}

@MainActor
struct Swift5PropertyInitializerTests {
    @Test("controls built in a nonisolated class's property initializers keep their configuration")
    func controlsInPropertyInitializers() {
        let holder = ControlsHolder()
        #expect(holder.spinner.style == .large)
        #expect(holder.spinner.translatesAutoresizingMaskIntoConstraints == false)
        #expect(holder.segments.numberOfSegments == 2)
        #expect(holder.segments.titleForSegment(at: 1) == "Week")
        #expect(holder.stepper.value == 0)
        #expect(holder.progress.progress == 0)
        #expect(ControlsHolder.brandFont("", size: 15) == UIFont.systemFont(ofSize: 12))
        #expect(ControlsHolder.brandFont("Avenir-Medium", size: 15) == UIFont.systemFont(ofSize: 15, weight: .medium))
    }

    @Test("an unannotated search bar delegate hears typing")
    func unannotatedSearchDelegate() {
        let (window, _) = TestSupport.makeWindow()
        let recorder = QueryRecorder()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        bar.delegate = recorder
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.addSubview(bar)
        #expect(bar.searchTextField.becomeFirstResponder())
        bar.searchTextField.insertText("f")
        bar.searchTextField.insertText("i")
        #expect(recorder.queries == ["f", "fi"])
    }
}
