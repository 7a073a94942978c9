import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("On-screen keyboard")
struct KeyboardTests {
    /// An iPhone 8 window (375×667, keyboard 260 pt) with a field near the top.
    func scene() -> (Window, ManualClock, TextField) {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField()
        field.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        window.rootView.addSubview(field)
        window.step(clock)
        return (window, clock, field)
    }

    @Test("focus slides the keyboard up over 0.25 s, with willShow/didShow carrying frames, duration and curve 7")
    func showTiming() {
        let (window, clock, field) = scene()
        var notes: [KeyboardNotification] = []
        window.keyboard.addObserver { notes.append($0) }
        field.becomeFirstResponder()
        let end = Rect(x: 0, y: 407, width: 375, height: 260)
        #expect(notes.map(\.name) == [.willChangeFrame, .willShow])
        #expect(notes[0].frameBegin == Rect(x: 0, y: 667, width: 375, height: 260))
        #expect(notes[0].frameEnd == end)
        #expect(notes[0].animationDuration == 0.25 && notes[0].animationCurve == 7)
        window.step(clock, frames: 3)
        let moving = window.keyboard.view.presentationFrame.minY
        #expect(moving < 667 && moving > 407)
        window.step(clock, frames: 13)
        #expect(window.keyboard.view.presentationFrame == end)
        #expect(notes.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        // Down again when the field resigns, over the same 0.25 s, then hidden.
        notes.removeAll()
        field.resignFirstResponder()
        #expect(notes.dropFirst().first?.name == .willHide && notes.first?.frameEnd.minY == 667)
        window.step(clock, frames: 16)
        #expect(window.keyboard.view.isHidden)
        #expect(notes.map(\.name) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    }

    @Test("each screen and orientation has its keyboard height from the reference table")
    func heights() {
        let phone = Size(width: 375, height: 812)
        #expect(KeyboardMetrics.forScreen(portraitSize: phone, isPad: false, landscape: false).height == 335)
        #expect(KeyboardMetrics.forScreen(portraitSize: phone, isPad: false, landscape: true).height == 209)
        let pad = Size(width: 768, height: 1024)
        #expect(KeyboardMetrics.forScreen(portraitSize: pad, isPad: true, landscape: false).height == 313)
        #expect(KeyboardMetrics.forScreen(portraitSize: pad, isPad: true, landscape: true).height == 398)
        #expect(KeyboardMetrics.fallback(for: Size(width: 667, height: 375)).height == 194)
        // Screens not in the table take the nearest row by shape: a 6.1" phone without a home button, a
        // 10.9" iPad with a home indicator.
        #expect(KeyboardMetrics.forScreen(portraitSize: Size(width: 393, height: 852), isPad: false, landscape: false).height == 335)
        #expect(KeyboardMetrics.forScreen(portraitSize: Size(width: 440, height: 956), isPad: false, landscape: false).height == 346)
        #expect(KeyboardMetrics.forScreen(portraitSize: Size(width: 820, height: 1180), isPad: true, landscape: false).height == 320)
    }

    @Test("with a hardware keyboard connected the on-screen one stays down, and comes up when it is disconnected")
    func hardwareKeyboard() {
        let (window, clock, field) = scene()
        window.keyboard.isHardwareKeyboardConnected = true
        field.becomeFirstResponder()
        window.step(clock, frames: 20)
        #expect(!window.keyboard.isVisible)
        window.keyboard.isHardwareKeyboardConnected = false
        window.step(clock, frames: 20)
        #expect(window.keyboard.isVisible && window.keyboard.view.presentationFrame.minY == 407)
    }

    @Test("a scroll view holding the focused field gets the keyboard's overlap as inset and scrolls the field above it")
    func scrollInsets() {
        let (window, clock) = TestSupport.makeWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 1000)
        let field = TextField()
        field.frame = Rect(x: 20, y: 560, width: 200, height: 44)
        scroll.addSubview(field)
        window.rootView.addSubview(scroll)
        window.step(clock)
        field.becomeFirstResponder()
        #expect(scroll.keyboardInset == 260)
        #expect(scroll.adjustedContentInset.bottom == 260)
        window.step(clock, frames: 30)
        let fieldInWindow = field.convert(field.bounds, to: nil)
        #expect(fieldInWindow.maxY <= 407)
        field.resignFirstResponder()
        window.step(clock, frames: 30)
        #expect(scroll.keyboardInset == 0)
    }

    @Test("a view pinned to keyboardLayoutGuide sits on the keyboard, and on the safe area when it is down")
    func layoutGuide() {
        let (window, clock, field) = scene()
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: window.rootView.keyboardLayoutGuide.topAnchor),
        ])
        window.step(clock)
        #expect(Double(bar.frame.maxY) == 667 - 34)
        field.becomeFirstResponder()
        window.step(clock)
        window.step(clock, frames: 20)
        #expect(bar.frame.maxY == 407)
        #expect(bar.presentationFrame.maxY == 407)
        field.resignFirstResponder()
        window.step(clock, frames: 20)
        #expect(Double(bar.frame.maxY) == 667 - 34)
    }

    @Test("clicking the on-screen keys types: shift starts on for a sentence, 123 switches planes, delete and return work")
    func clickingKeys() {
        let (window, clock, field) = scene()
        field.returnKeyType = .done
        var returned = 0
        field.addAction(for: .editingDidEndOnExit) { _ in returned += 1 }
        field.becomeFirstResponder()
        window.step(clock, frames: 20)
        func click(_ id: String) {
            let key = window.keyboard.view.viewWithIdentifier(id)!
            let p = key.convert(key.bounds.center, to: nil)
            window.sendPointer(.began, at: p, time: clock.now)
            window.step(clock)
            window.sendPointer(.ended, at: p, time: clock.now)
            window.step(clock)
        }
        for id in ["key-h", "key-i", "key-space", "key-numbers", "key-4", "key-2", "key-delete"] { click(id) }
        #expect(field.text == "Hi 4")
        #expect(window.keyboard.view.plane == .numbers)
        #expect(window.keyboard.view.viewWithIdentifier("key-return") != nil)
        click("key-return")
        #expect(returned == 1 && !field.isFirstResponder)
    }

    @Test("the keyboard takes the keys of the input's keyboard type")
    func keyboardTypes() {
        let (window, clock, field) = scene()
        field.keyboardType = .emailAddress
        field.becomeFirstResponder()
        window.step(clock)
        #expect(window.keyboard.view.viewWithIdentifier("key-@") != nil)
        let other = TextField()
        other.keyboardType = .numberPad
        window.rootView.addSubview(other)
        other.becomeFirstResponder()
        window.step(clock)
        #expect(window.keyboard.view.viewWithIdentifier("key-q") == nil)
        #expect(window.keyboard.view.viewWithIdentifier("key-7") != nil)
        #expect(window.keyboard.isVisible)
    }

    @Test("moving from letters to a number pad changes the keyboard's height with willChangeFrame, no willShow")
    func heightChange() {
        let (window, clock, field) = scene()
        let pad = TextField()
        pad.keyboardType = .numberPad
        window.rootView.addSubview(pad)
        field.becomeFirstResponder()
        window.step(clock, frames: 20)
        var notes: [KeyboardNotification] = []
        window.keyboard.addObserver { notes.append($0) }
        pad.becomeFirstResponder()
        window.step(clock, frames: 20)
        #expect(notes.map(\.name) == [.willChangeFrame, .didChangeFrame])
        #expect(notes.first?.frameEnd == Rect(x: 0, y: 667 - 216, width: 375, height: 216))
        #expect(window.keyboard.view.presentationFrame.height == 216)
    }

    @Test("Tab and Shift+Tab move focus between inputs in tree order, wrapping, with the keyboard staying up")
    func tabMovesFocus() throws {
        let (window, clock, field) = scene()
        let second = TextField(), notes = TextView()
        window.rootView.addSubview(second)
        window.rootView.addSubview(notes)
        field.becomeFirstResponder()
        window.step(clock, frames: 20)
        var names: [KeyboardNotification.Name] = []
        window.keyboard.addObserver { names.append($0.name) }
        window.sendKey(try KeyCombo.parse("tab"))
        #expect(second.isFirstResponder)
        window.sendKey(try KeyCombo.parse("tab"))
        #expect(notes.isFirstResponder)
        window.sendKey(try KeyCombo.parse("tab"))
        #expect(field.isFirstResponder)
        window.sendKey(try KeyCombo.parse("shift+tab"))
        #expect(notes.isFirstResponder)
        #expect(!names.contains(.willHide))
    }
}

/// The iPad's email keyboard. The bug: it had no "@" key on its letters plane, so an address needed a
/// change of plane on an iPad where the iPhone's email keyboard has one beside the space bar.
@MainActor
@Suite("Keyboard: the iPad email keyboard")
struct PadEmailKeyboardTests {
    static func keys(_ type: KeyboardType, plane: KeyboardPlane = .letters) -> [String] {
        KeyboardLayout.rows(type: type, plane: plane, returnTitle: "return", isPad: true).flatMap { $0 }.compactMap { $0.key?.identifier }
    }

    @Test("an iPad email keyboard has one @ key beside the space bar; the default keyboard has none")
    func atKey() {
        let email = Self.keys(.emailAddress)
        #expect(email.filter { $0 == "key-@" }.count == 1)
        let bottom = KeyboardLayout.rows(type: .emailAddress, plane: .letters, returnTitle: "return", isPad: true).last!
        let ids = bottom.compactMap { $0.key?.identifier }
        #expect(ids.firstIndex(of: "key-@") == ids.firstIndex(of: "key-space")! + 1)
        #expect(!Self.keys(.default).contains("key-@"))
    }
}
