import UIKit

// This file imports UIKit alone, as a screen in an app does: `Timer.scheduledTimer`, `RunLoop.main.add` and
// `DispatchQueue.main.asyncAfter` here are the UIKit module's, on the window's clock (UIKitTimerTests).

/// A countdown written as UIKit code writes one: a repeating timer started in viewDidLoad that counts down
/// a label and stops itself at zero, a delayed banner through `asyncAfter`, a one-shot timer added to the
/// main run loop by hand, and a delayed work item that is cancelled before its time.
final class CountdownViewController: UIViewController {
    let countLabel = UILabel()
    let bannerLabel = UILabel()
    private(set) var remaining = 3
    private(set) var timer: Timer?
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "\(remaining)"
        countLabel.accessibilityIdentifier = "count"
        bannerLabel.accessibilityIdentifier = "banner"
        view.addSubview(countLabel)
        view.addSubview(bannerLabel)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.remaining -= 1
                self.countLabel.text = "\(self.remaining)"
                self.log.append("tick \(self.remaining)")
                if self.remaining == 0 { self.timer?.invalidate() }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            MainActor.assumeIsolated {
                self?.bannerLabel.text = "Ready"
                self?.log.append("banner")
            }
        }
        let once = Timer(timeInterval: 1.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.log.append("once") }
        }
        RunLoop.main.add(once, forMode: .common)
        let dropped = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.log.append("dropped") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: dropped)
        dropped.cancel()
    }
}
