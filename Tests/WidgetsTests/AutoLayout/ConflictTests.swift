import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Auto Layout conflicts")
struct AutoLayoutConflictTests {
    static let header = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        """
    static let footer = """
        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """

    @Test("two required widths print UIKit's block once, break the app's earlier one and keep running")
    func twoWidths() {
        let (window, clock, container, box) = makeConstrainedScene()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.isActive = true
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.isActive = true
        window.step(clock, frames: 5)
        let expected = Self.header + """

            (
                "<LayoutConstraint:0x1 View:0x2.width == 100   (active)>",
                "<LayoutConstraint:0x3 View:0x2.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <LayoutConstraint:0x1 View:0x2.width == 100   (active)>


            """ + Self.footer
        #expect(printed == [expected])
        #expect(window.layoutWarnings == [expected])
        #expect(box.frame.width == 200)
        #expect(narrow.isActive)  // broken, still active, as UIKit leaves it
        wide.isActive = false
        window.step(clock)
        #expect(box.frame.width == 100)  // the broken one fits again and is back
        #expect(printed.count == 1)
        wide.isActive = true
        window.step(clock)
        #expect(printed.count == 2)  // the conflict came back: reported again
    }

    @Test("a view that still translates its mask conflicts with its constraints and the note says why")
    func autoresizingNote() {
        let (window, clock, container, _) = makeConstrainedScene()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let framed = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        framed.identifier = "framed"
        container.addSubview(framed)
        let width = framed.widthAnchor.constraint(equalToConstant: 80)
        width.identifier = "my-width"
        width.isActive = true
        window.step(clock)
        #expect(printed.count == 1)
        let message = printed.first ?? ""
        #expect(message.contains("\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"))
        #expect(message.contains("\"<AutoresizingMaskLayoutConstraint:0x1 h=--& v=--& View:0x2'framed'.width == 50   (active)>\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint:0x3 'my-width' View:0x2'framed'.width == 80   (active)>\n"))
        #expect(framed.frame.width == 50)
    }

    @Test("against a system constraint the app's constraint breaks, as with a stack's 'UISV-hiding'")
    func systemWins() {
        let (window, clock, container, box) = makeConstrainedScene()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 10)])
        let height = box.heightAnchor.constraint(equalToConstant: 51)
        height.isActive = true
        let hiding = box.heightAnchor.constraint(equalToConstant: 0)
        hiding.identifier = "UISV-hiding"
        hiding.origin = .system
        hiding.isActive = true
        window.step(clock)
        #expect(box.frame.height == 0)
        #expect(printed.count == 1)
        #expect(printed.first?.contains("\n    \"<LayoutConstraint:0x1 View:0x2.height == 51   (active)>\",\n    \"<LayoutConstraint:0x3 'UISV-hiding' View:0x2.height == 0   (active)>\"\n)") == true)
        #expect(printed.first?.contains("breaking constraint \n<LayoutConstraint:0x1 View:0x2.height == 51   (active)>") == true)
        hiding.isActive = false
        window.step(clock)
        #expect(box.frame.height == 51)
        height.isActive = false
        height.priority = LayoutPriority(999)
        height.isActive = true
        hiding.isActive = true
        window.step(clock)
        #expect(box.frame.height == 0)
        #expect(printed.count == 1)  // 999 gives way silently
    }
}
