import Foundation
import Render
import Widgets

/// The `run-loop` scene: each way UIKit code hands work back to the main thread, started when the view
/// loads, with a label that says when it ran (`probe-NAME`: "waiting", then "ran", its place in the order
/// the probes ran and the wall-clock seconds since they started). The window must wake for each without input (a `Timer` and an `asyncAfter` due after
/// the first frames, a detached task and a notification posted from other threads); headless runs show
/// them all ran after the scene's frame, the wall-clock ones waited for through hand-backs.
final class RunLoopProbeViewController: ViewController {
    /// The probes, in the order their labels are listed.
    static let probes = ["main-queue", "perform", "task", "detached", "notification", "timer", "async-after"]
    /// When the wall-clock probes fire (seconds): after the window's first frames, so it must be asleep
    /// and woken by the run loop's timer (`Timer`) and by the main queue's watcher (`asyncAfter`).
    static let timerDelay = 0.8, asyncAfterDelay = 1.0
    nonisolated static let loadedNotification = Notification.Name("RunLoopProbe.loaded")

    private var labels: [String: Label] = [:]
    private var order = 0
    /// The notification's observer, removed once it has been told (a one-shot, so none outlives the scene).
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        title = "Run Loop"
        view.identifier = "run-loop"
        for name in Self.probes {
            let label = Label(text: "\(name): waiting", textStyle: .body)
            label.identifier = "probe-\(name)"
            labels[name] = label
            view.addSubview(label)
        }
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            for (row, name) in Self.probes.enumerated() {
                labels[name]?.frame = Rect(x: safe.minX + 20, y: safe.minY + 20 + Double(row) * 32, width: safe.width - 40, height: 24)
            }
        }
        start()
    }

    /// When the probes started (wall clock): each label says how long after that it ran, so a window test
    /// can tell a probe run on time from one run only when input happened to wake the window.
    private var started = Date()

    /// Marks `name` as ran, numbering the probes in the order they ran.
    private func ran(_ name: String) {
        order += 1
        let after = String(format: "%.2f", Date().timeIntervalSince(started))
        labels[name]?.text = "\(name): ran \(order) at +\(after) s"
    }

    private func start() {
        started = Date()
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.ran("main-queue") } }
        RunLoop.main.perform { [weak self] in MainActor.assumeIsolated { self?.ran("perform") } }
        Task { @MainActor [weak self] in self?.ran("task") }
        let detached = MainRunLoop.beginHandBack()
        Task.detached { [weak self] in
            let sum = (1...100).reduce(0, +)
            await MainActor.run {
                if sum == 5050 { self?.ran("detached") }
                detached.end()
            }
        }
        let notified = MainRunLoop.beginHandBack()
        observer = NotificationCenter.default.addObserver(forName: Self.loadedNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.ran("notification")
                if let observer = self?.observer { NotificationCenter.default.removeObserver(observer) }
                self?.observer = nil
                notified.end()
            }
        }
        DispatchQueue.global().async { NotificationCenter.default.post(name: Self.loadedNotification, object: nil) }
        let fired = MainRunLoop.beginHandBack()
        Timer.scheduledTimer(withTimeInterval: Self.timerDelay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.ran("timer")
                fired.end()
            }
        }
        let after = MainRunLoop.beginHandBack()
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.asyncAfterDelay) { [weak self] in
            MainActor.assumeIsolated {
                self?.ran("async-after")
                after.end()
            }
        }
    }

    static func inNavigation() -> ViewController {
        NavigationController(rootViewController: RunLoopProbeViewController())
    }
}
