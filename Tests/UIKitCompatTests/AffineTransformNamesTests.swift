import Testing
import TestSupport
import UIKitCompat

// An expandable cell's chevron as iOS articles write it: turned a quarter turn inside `UIView.animate` when
// the cell expands, back to `.identity` when it collapses.
@MainActor
final class ChevronCell: UITableViewCell {
    let chevron = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))

    var expanded = false {
        didSet {
            UIView.animate(withDuration: 0.3) {
                self.chevron.transform = self.expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
            }
        }
    }
}

@MainActor
@Suite("CGAffineTransform names")
struct AffineTransformNamesTests {
    @Test("CGAffineTransform's inits and methods compile with CGFloat.pi and mean what Core Graphics means")
    func names() throws {
        let angle: CGFloat = CGFloat.pi / 2
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).rotated(by: angle).scaledBy(x: 2, y: 2)
        // Scale, then rotate, then translate: (1, 0) → (2, 0) → (0, 2) → (10, 2).
        let p = t.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 2) < 1e-12)
        let inverse = try #require(t.inverted())
        #expect(abs(inverse.concatenating(t).a - 1) < 1e-12)
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 4, y: 5).translation == CGPoint(x: 4, y: 5))
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(rotationAngle: .pi).isIdentity)
    }

    @Test("the article's chevron turns a quarter turn through the intermediate angles, and back")
    func chevronAnimates() {
        let (window, clock) = TestSupport.makeWindow()
        let cell = ChevronCell(style: .default, reuseIdentifier: nil)
        window.rootView.addSubview(cell)
        cell.addSubview(cell.chevron)
        cell.expanded = true
        window.step(clock, frames: 9)   // 0.15 s of 0.3 s, ease-in-out: halfway, at π/4
        let mid = cell.chevron.presentationTransform.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(mid.x - mid.y) < 0.05 && mid.x > 0.6, "\(mid)")
        window.step(clock, frames: 20)
        #expect(cell.chevron.presentationTransform == CGAffineTransform(rotationAngle: .pi / 2))
        cell.expanded = false
        window.step(clock, frames: 30)
        #expect(cell.chevron.presentationTransform == .identity)
    }
}
