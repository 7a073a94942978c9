import Testing
import UIKit

/// A view's layer sits in its superview's layer tree, as Core Animation's does under UIKit: `addSubview`
/// is `addSublayer` of the subview's layer, so `sublayers` interleaves subview layers (in subview order)
/// with the layers code added, and both are in place before `didMoveToSuperview` runs.
@MainActor
struct CALayerTreeTests {
    private func names(_ layers: [CALayer]?, _ known: [(String, CALayer)]) -> [String] {
        (layers ?? []).map { layer in known.first { $0.1 === layer }?.0 ?? "?" }
    }

    @Test("a view's sublayers are nil until something is added, as CALayer's are")
    func emptyIsNil() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer.sublayers == nil)
        #expect(view.layer.superlayer == nil)
        let child = UIView()
        view.addSubview(child)
        #expect(view.layer.sublayers?.count == 1)
        child.removeFromSuperview()
        #expect(view.layer.sublayers == nil)
        #expect(child.layer.superlayer == nil)
    }

    @Test("sublayers list subview layers in subview order with code layers in between")
    func interleaved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        let l1 = CALayer(), l2 = CALayer(), l3 = CALayer(), l4 = CALayer()
        let known = [("a", a.layer), ("b", b.layer), ("c", c.layer), ("l1", l1), ("l2", l2), ("l3", l3), ("l4", l4)]
        view.addSubview(a)
        #expect(a.layer.superlayer === view.layer)
        view.layer.addSublayer(l1)
        view.addSubview(b)
        #expect(names(view.layer.sublayers, known) == ["a", "l1", "b"])
        view.layer.insertSublayer(l2, below: b.layer)
        #expect(names(view.layer.sublayers, known) == ["a", "l1", "l2", "b"])
        view.layer.insertSublayer(l3, at: 0)
        #expect(names(view.layer.sublayers, known) == ["l3", "a", "l1", "l2", "b"])
        view.insertSubview(c, belowSubview: a)
        #expect(names(view.layer.sublayers, known) == ["l3", "c", "a", "l1", "l2", "b"])
        view.layer.insertSublayer(l4, above: a.layer)
        #expect(names(view.layer.sublayers, known) == ["l3", "c", "a", "l4", "l1", "l2", "b"])
        view.bringSubviewToFront(a)
        #expect(names(view.layer.sublayers, known) == ["l3", "c", "l4", "l1", "l2", "b", "a"])
        view.sendSubviewToBack(b)
        #expect(names(view.layer.sublayers, known) == ["b", "l3", "c", "l4", "l1", "l2", "a"])
        c.removeFromSuperview()
        l1.removeFromSuperlayer()
        #expect(names(view.layer.sublayers, known) == ["b", "l3", "l4", "l2", "a"])
        #expect(c.layer.superlayer == nil && l1.superlayer == nil)
        #expect(l2.superlayer === view.layer)
    }

    /// A subview's layer already hangs in the tree when the view hears it moved (UIKit adds the layer
    /// first), so `didMoveToSuperview` can read both.
    @Test("the layer tree is set before didMoveToSuperview runs")
    func setBeforeDidMove() {
        final class Probe: UIView {
            var seen: [String] = []
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                let inTree = superview.map { layer.superlayer === $0.layer && $0.layer.sublayers?.contains { $0 === layer } == true }
                seen.append(inTree.map { $0 ? "in" : "not in" } ?? (layer.superlayer == nil ? "out" : "stale"))
            }
        }
        let parent = UIView(), other = UIView()
        let probe = Probe()
        parent.addSubview(probe)
        other.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.seen == ["in", "in", "out"])
        #expect(parent.layer.sublayers == nil)
    }

    /// The corpus idiom: trim a view's code-added indicator layers through `layer.sublayers?`.
    @Test("removing sublayers read through sublayers? leaves the others in order")
    func trimThroughOptional() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layers = (0..<5).map { _ in CALayer() }
        layers.forEach { view.layer.addSublayer($0) }
        view.layer.sublayers?.suffix(2).forEach { $0.removeFromSuperlayer() }
        #expect(view.layer.sublayers?.count == 3)
        #expect(view.layer.sublayers?.elementsEqual(layers.prefix(3), by: ===) == true)
    }
}
