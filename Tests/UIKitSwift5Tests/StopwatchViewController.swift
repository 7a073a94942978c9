import UIKit

/// A stopwatch as Swift 5 UIKit code writes one: the timer's block touches the controller directly (no
/// `MainActor.assumeIsolated`, which Swift 5 does not ask for), and a delayed hint through `asyncAfter`.
final class StopwatchViewController: UIViewController {
    let timeLabel = UILabel()
    var ticks = 0
    var hint = ""
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(timeLabel)
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            self.ticks += 1
            self.timeLabel.text = String(format: "%.1f", Double(self.ticks) / 10)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.hint = "Tap to stop"
        }
    }

    func stop() {
        timer?.invalidate()
    }
}
