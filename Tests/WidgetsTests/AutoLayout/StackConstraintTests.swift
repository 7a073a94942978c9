import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Auto Layout stack views")
struct AutoLayoutStackTests {
    /// A stack of `views` filling a `frame` in a window, arranged by constraints.
    func makeStack(_ views: [View], axis: StackView.Axis, frame: Rect,
                   configure: (StackView) -> Void = { _ in }) -> (Window, ManualClock, StackView) {
        let (window, clock) = TestSupport.makeWindow()
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        let stack = StackView(arrangedSubviews: views, axis: axis)
        stack.frame = frame
        configure(stack)
        window.rootView.addSubview(stack)
        window.step(clock)
        return (window, clock, stack)
    }

    func fixed(_ width: Double?, _ height: Double?, priority: LayoutPriority = .required) -> View {
        let view = View()
        if let width { view.widthAnchor.constraint(equalToConstant: width).withPriority(priority).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).withPriority(priority).isActive = true }
        return view
    }

    @Test("the stack owns UIKit's canvas, spacing and alignment constraints and places a column by them")
    func column() {
        let info = fixed(nil, 85), playback = fixed(nil, 51, priority: LayoutPriority(999))
        let (_, _, stack) = makeStack([info, playback], axis: .vertical, frame: Rect(x: 0, y: 0, width: 375, height: 136))
        #expect(stack.arrangesWithConstraints)
        #expect(info.frame == Rect(x: 0, y: 0, width: 375, height: 85))
        #expect(playback.frame == Rect(x: 0, y: 85, width: 375, height: 51))
        let ids = Set(stack.constraints.compactMap(\.identifier))
        #expect(ids == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }

    @Test("arranged views handed over one by one leave one set of the stack's constraints active")
    func oneSetOfConstraints() {
        let top = View(), bottom = View()
        let stack = StackView(arrangedSubviews: [top, bottom], axis: .vertical)
        // The first hand-over rebuilds the stack's constraints, and that rebuild hands the second view over.
        for view in [top, bottom, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
        let owned = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        #expect(owned.count == 7)  // two canvas connections, one spacing, two alignments per view
        #expect(owned.allSatisfy { constraint in stack.arrangementConstraints.contains { $0 === constraint } })
    }

    @Test("hiding a view adds 'UISV-hiding'; at 999 its height gives way silently and showing restores it")
    func hidingAt999() {
        let info = fixed(nil, 85), playback = fixed(nil, 51, priority: LayoutPriority(999))
        let (window, clock, stack) = makeStack([info, playback], axis: .vertical, frame: Rect(x: 0, y: 0, width: 375, height: 85))
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        playback.isHidden = true
        window.step(clock)
        #expect(playback.frame.height == 0)
        #expect(playback.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstAttribute == .height && $0.constant == 0 })
        #expect(printed.isEmpty)
        stack.frame = Rect(x: 0, y: 0, width: 375, height: 136)
        playback.isHidden = false
        window.step(clock)
        #expect(playback.frame == Rect(x: 0, y: 85, width: 375, height: 51))
        #expect(!playback.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test("a required height against 'UISV-hiding' is reported once in UIKit's words and the height breaks")
    func hidingRequired() {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let info = fixed(nil, 85), playback = fixed(nil, 51)
        playback.identifier = "playback"
        for view in [info, playback] { view.translatesAutoresizingMaskIntoConstraints = false }
        let stack = StackView(arrangedSubviews: [info, playback], axis: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(stack)
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
                                   stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                   stack.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor)])
        window.step(clock)
        #expect(stack.frame == Rect(x: 0, y: 0, width: 375, height: 136))
        #expect(printed.isEmpty)
        playback.isHidden = true
        window.step(clock, frames: 3)
        #expect(printed.count == 1)
        #expect(playback.frame.height == 0)
        #expect(stack.frame.height == 85)
        let message = printed.first ?? ""
        let lines = message.components(separatedBy: "\n")
        #expect(lines.count == 15)
        #expect(lines[6] == "    \"<LayoutConstraint:0x1 View:0x2'playback'.height == 51   (active)>\",")
        #expect(lines[7] == "    \"<LayoutConstraint:0x3 'UISV-hiding' View:0x2'playback'.height == 0   (active)>\"")
        #expect(lines[10] == "Will attempt to recover by breaking constraint ")
        #expect(lines[11] == lines[6].dropFirst(5).dropLast(2))
        playback.isHidden = false
        window.step(clock)
        #expect(stack.frame.height == 136 && playback.frame.height == 51)
        #expect(printed.count == 1)
    }

    @Test("hiding an arranged view in an animation block animates its collapse on constraints")
    func animatedHiding() {
        let info = fixed(nil, 85), playback = fixed(nil, 51, priority: LayoutPriority(999)), after = fixed(nil, 20)
        let (window, clock, stack) = makeStack([info, playback, after], axis: .vertical,
                                               frame: Rect(x: 0, y: 0, width: 375, height: 300)) {
            $0.distribution = .equalSpacing
        }
        #expect(after.frame.minY == 280)
        #expect(playback.frame.height == 51)
        stack.animate(withDuration: 1, curve: .linear) { playback.isHidden = true }
        #expect(playback.frame.height == 0)  // the model value at once
        window.step(clock, frames: 30)
        #expect(abs(playback.presentationFrame.height - 25.5) < 2)
        window.step(clock, frames: 31)
        #expect(playback.presentationFrame.height == 0)
        #expect(after.frame.minY == 280)
    }

    @Test("fillEqually gives every view the same length between the spacing")
    func fillEqually() {
        let views = [View(), View(), View()]
        let (_, _, _) = makeStack(views, axis: .horizontal, frame: Rect(x: 0, y: 0, width: 320, height: 40)) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("equalSpacing shares the space left over equally between the views")
    func equalSpacing() {
        let views = [fixed(50, nil), fixed(50, nil), fixed(50, nil)]
        let (_, _, _) = makeStack(views, axis: .horizontal, frame: Rect(x: 0, y: 0, width: 300, height: 40)) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 125, 250])
    }

    @Test("equalCentering spaces the centres equally with the end views against the edges")
    func equalCentering() {
        let views = [fixed(40, nil), fixed(60, nil), fixed(80, nil)]
        let (_, _, _) = makeStack(views, axis: .horizontal, frame: Rect(x: 0, y: 0, width: 300, height: 40)) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.midX) == [20, 140, 260])
    }

    @Test("firstBaseline alignment levels the text of a large and a small label")
    func baselines() {
        let big = Label(text: "Title", font: .largeTitle), small = Label(text: "note", font: .footnote)
        let (_, _, _) = makeStack([big, small], axis: .horizontal, frame: Rect(x: 0, y: 0, width: 300, height: 100)) {
            $0.alignment = .firstBaseline
            $0.spacing = 8
        }
        let bigBaseline = big.frame.minY + big.textLayout(forWidth: .infinity).baseline
        let smallBaseline = small.frame.minY + small.textLayout(forWidth: .infinity).baseline
        #expect(big.frame.minY == 0)
        #expect(abs(bigBaseline - smallBaseline) < 0.5)
        #expect(small.frame.minX == big.frame.maxX + 8)
    }

    @Test("fillProportionally keeps the lengths in the ratio of the intrinsic sizes")
    func fillProportionally() {
        let small = SizedView(), large = SizedView()
        small.natural = Size(width: 20, height: 10)
        large.natural = Size(width: 60, height: 10)
        let (_, _, _) = makeStack([small, large], axis: .horizontal, frame: Rect(x: 0, y: 0, width: 160, height: 40)) {
            $0.distribution = .fillProportionally
        }
        #expect(small.frame.width == 40 && large.frame.width == 120)
    }

    @Test("alignments place views across the axis: centre, leading, trailing, and margins when asked")
    func alignments() {
        for (alignment, expected) in [(StackView.Alignment.center, [CGFloat(40), 30]), (.leading, [0, 0]), (.trailing, [80, 60])] {
            let views = [fixed(10, 20), fixed(10, 40)]
            let (_, _, _) = makeStack(views, axis: .horizontal, frame: Rect(x: 0, y: 0, width: 100, height: 100)) {
                $0.alignment = alignment
                $0.distribution = .equalSpacing
            }
            #expect(views.map(\.frame.minY) == expected, "\(alignment)")
        }
        let view = View()
        let (_, _, _) = makeStack([view], axis: .vertical, frame: Rect(x: 0, y: 0, width: 100, height: 100)) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(all: 10)
        }
        #expect(view.frame == Rect(x: 10, y: 10, width: 80, height: 80))
    }
}
