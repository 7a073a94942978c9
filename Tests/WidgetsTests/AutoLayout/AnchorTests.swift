import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Auto Layout anchors")
struct AutoLayoutAnchorTests {
    @Test("edges pinned with constants place the view in the layout pass")
    func pinnedEdges() {
        let (window, clock, container, box) = makeConstrainedScene()
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 16, y: 20, width: 343, height: 44))
    }

    @Test("left, right, centre and bottom anchors relate siblings")
    func siblings() {
        let (window, clock, container, box) = makeConstrainedScene()
        let other = View()
        other.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(other)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
            other.leftAnchor.constraint(equalTo: box.rightAnchor, constant: 8),
            other.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            other.rightAnchor.constraint(equalTo: container.rightAnchor),
            other.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
        ])
        window.step(clock)
        #expect(other.frame == Rect(x: 118, y: 5, width: 257, height: 60))
    }

    @Test("centre anchors centre a fixed-size view in its superview")
    func centred() {
        let (window, clock, container, box) = makeConstrainedScene()
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 75),
            box.heightAnchor.constraint(equalToConstant: 67),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 150, y: 300, width: 75, height: 67))
    }

    @Test("a dimension follows another times a multiplier plus a constant")
    func multiplier() {
        let (window, clock, container, box) = makeConstrainedScene()
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: container.leftAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 10),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2),
        ])
        window.step(clock)
        #expect(box.frame.size == Size(width: 197.5, height: 395))
        container.frame = Rect(x: 0, y: 0, width: 200, height: 667)
        window.step(clock)
        #expect(box.frame.size == Size(width: 110, height: 220))
    }

    @Test("inequalities to constants and anchors bound a view, a stronger priority winning")
    func inequalities() {
        let (window, clock, container, box) = makeConstrainedScene()
        let wide = box.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(greaterThanOrEqualTo: container.leftAnchor, constant: 20),
            box.rightAnchor.constraint(lessThanOrEqualTo: container.rightAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            box.heightAnchor.constraint(lessThanOrEqualToConstant: 10).withPriority(LayoutPriority(100)),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            wide,
        ])
        window.step(clock)
        #expect(box.frame.width == 300)
        #expect(box.frame.height == 30)
        #expect(box.frame.minX >= 20 && box.frame.maxX <= 355)
    }

    @Test("baseline anchors align a label's text with another label's")
    func baselines() {
        let (window, clock, container, _) = makeConstrainedScene()
        let big = Label(text: "Title", font: .largeTitle), small = Label(text: "note", font: .footnote)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        LayoutConstraint.activate([
            big.leftAnchor.constraint(equalTo: container.leftAnchor),
            big.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            small.leftAnchor.constraint(equalTo: big.rightAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        window.step(clock)
        let bigBaseline = big.frame.minY + big.textLayout(forWidth: .infinity).baseline
        let smallBaseline = small.frame.minY + small.textLayout(forWidth: .infinity).baseline
        #expect(abs(bigBaseline - smallBaseline) < 0.5)
        #expect(small.frame.maxY < big.frame.maxY)
    }
}

extension LayoutConstraint {
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
