import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Auto Layout fitting and debugging")
struct AutoLayoutFittingTests {
    /// A card: a 60 pt square image and a label beside it, 12 pt padding, the height from the taller.
    func makeCard() -> (card: View, image: View, label: Label) {
        let card = View()
        let image = View(), label = Label(text: "Title")
        for view in [image, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        LayoutConstraint.activate([
            image.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 12),
            image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            image.widthAnchor.constraint(equalToConstant: 60),
            image.heightAnchor.constraint(equalToConstant: 60),
            card.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
            label.leftAnchor.constraint(equalTo: image.rightAnchor, constant: 8),
            label.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            card.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 12),
        ])
        return (card, image, label)
    }

    @Test("systemLayoutSizeFitting gives the compressed height at a required width, in or out of a window")
    func fitting() {
        let (card, _, label) = makeCard()
        let size = card.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 320, height: 84))
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed == Size(width: 12 + 60 + 8 + label.intrinsicContentSize.width + 12, height: 84))
        let (window, clock) = TestSupport.makeWindow()
        card.frame = Rect(x: 0, y: 0, width: 200, height: 500)
        window.rootView.addSubview(card)
        window.step(clock)
        #expect(card.systemLayoutSizeFitting(Size(width: 250, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 250, height: 84))
        window.step(clock)
        #expect(card.frame == Rect(x: 0, y: 0, width: 200, height: 500))  // its own frame did not move
    }

    @Test("a view with a free edge is ambiguous, exercising it moves it, and pinning it settles it")
    func ambiguity() {
        let (window, clock, container, box) = makeConstrainedScene()
        LayoutConstraint.activate([box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 10),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        window.step(clock)
        #expect(box.hasAmbiguousLayout)
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minX != before.minX)
        #expect(box.frame.minY == before.minY && box.frame.size == before.size)
        box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 3).isActive = true
        window.step(clock)
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.minX == 3)
    }

    @Test("constraintsAffectingLayout lists the constraints on one axis")
    func affecting() {
        let (window, clock, container, box) = makeConstrainedScene()
        let top = box.topAnchor.constraint(equalTo: container.topAnchor)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        let left = box.leftAnchor.constraint(equalTo: container.leftAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([top, height, left, width])
        window.step(clock)
        #expect(box.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [top, height].map(ObjectIdentifier.init))
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == [left, width].map(ObjectIdentifier.init))
    }

    @Test("a constant changed in an animation block animates when layoutIfNeeded runs inside it")
    func animation() {
        let (window, clock, container, box) = makeConstrainedScene()
        let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 0)
        LayoutConstraint.activate([top, box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 10),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        window.step(clock)
        container.animate(withDuration: 1, curve: .linear) {
            top.constant = 100
            container.layoutIfNeeded()
        }
        #expect(box.frame.minY == 100)  // the model value at once
        window.step(clock, frames: 30)
        #expect(abs(box.presentationFrame.minY - 50) < 2)
        window.step(clock, frames: 31)
        #expect(box.presentationFrame.minY == 100)
    }

    @Test("activating constraints in an animation block animates the frames they move")
    func animatedActivation() {
        let (window, clock, container, box) = makeConstrainedScene()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([width, box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        window.step(clock)
        container.animate(withDuration: 1, curve: .linear) {
            width.isActive = false
            box.widthAnchor.constraint(equalToConstant: 300).isActive = true
            container.layoutIfNeeded()
        }
        window.step(clock, frames: 30)
        #expect(abs(box.presentationFrame.width - 200) < 8)
        window.step(clock, frames: 31)
        #expect(box.frame.width == 300 && box.presentationFrame.width == 300)
    }
}
