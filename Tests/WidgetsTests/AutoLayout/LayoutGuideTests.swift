import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Auto Layout guides")
struct AutoLayoutGuideTests {
    @Test("the margins guide insets by the layout margins and follows them")
    func margins() {
        let (window, clock, container, box) = makeConstrainedScene()
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let guide = container.layoutMarginsGuide
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 20, y: 10, width: 315, height: 627))
        #expect(guide.layoutFrame == Rect(x: 20, y: 10, width: 315, height: 627))
        container.layoutMargins = EdgeInsets(all: 8)
        window.step(clock)
        #expect(box.frame == Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test("the safe area guide insets by the safe area the window gives")
    func safeArea() {
        let (window, clock, container, box) = makeConstrainedScene()
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let guide = container.safeAreaLayoutGuide
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: guide.leftAnchor),
            box.rightAnchor.constraint(equalTo: guide.rightAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 0, y: 47, width: 375, height: 586))
    }

    @Test("the readable content guide is the margins on a phone and at most 672 wide on a wide view")
    func readable() {
        let (window, clock, container, box) = makeConstrainedScene()
        let guide = container.readableContentGuide
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: guide.leftAnchor),
            box.rightAnchor.constraint(equalTo: guide.rightAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 8, y: 8, width: 359, height: 10))
        window.size = Size(width: 1024, height: 768)
        container.frame = Rect(x: 0, y: 0, width: 1024, height: 768)
        window.step(clock)
        #expect(box.frame == Rect(x: 176, y: 8, width: 672, height: 10))
    }

    @Test("a guide added to a view spaces two views equally")
    func ownGuide() {
        let (window, clock, container, box) = makeConstrainedScene()
        let spacer = LayoutGuide(identifier: "spacer")
        container.addLayoutGuide(spacer)
        #expect(spacer.owningView === container)
        #expect(container.layoutGuides.contains { $0 === spacer })
        LayoutConstraint.activate([
            spacer.leftAnchor.constraint(equalTo: container.leftAnchor),
            spacer.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.2),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            box.leftAnchor.constraint(equalTo: spacer.rightAnchor),
            box.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 5),
            box.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 75, y: 1, width: 5, height: 5))
        #expect(spacer.layoutFrame == Rect(x: 0, y: 0, width: 75, height: 1))
    }
}
