import UIKit

/// A badge that pulses as Swift 5 UIKit code writes one: the controller is the animation's delegate (no
/// `@objc`, no isolation annotations), a spring pops the badge in, and the final scale is kept with
/// `fillMode = .forwards` and `isRemovedOnCompletion = false`, the model transform left alone.
final class PulsingBadgeViewController: UIViewController, CAAnimationDelegate {
    let badge = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 30
        view.addSubview(badge)
    }

    func pulse() {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1.0
        grow.toValue = 1.5
        grow.duration = 0.5
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        grow.delegate = self
        badge.layer.add(grow, forKey: "pulse")
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.append("start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append(flag ? "finished" : "cancelled")
    }
}
