import Render

/// The on-screen keyboard of one window (UIKit's UIInputWindowController, per window here): it shows when
/// a text input becomes first responder and hides when none is, sliding over the keyboard's duration and
/// curve; it posts `KeyboardNotification`s, moves every `keyboardLayoutGuide`, gives the scroll views
/// around the focused input the inset it covers and scrolls the input into view. With a hardware keyboard
/// connected (the iOS Simulator's ⇧⌘K, Ctrl+K here) it stays down, as on iOS.
@preconcurrency @MainActor
public final class KeyboardManager {
    unowned let window: Window
    public let view: KeyboardView
    /// Whether the keyboard is up or going up (the model state; the view's frame may still be moving).
    public private(set) var isVisible = false
    /// The keyboard's frame where it rests now or is going, in window coordinates (UIKit's end frame);
    /// off the bottom edge when hidden.
    public private(set) var frame: Rect
    /// Heights for the window's screen: the host sets this from its device table (the simulator from
    /// `KeyboardMetrics.forScreen`); a window on its own gets an iPhone 8's.
    public var metricsProvider: (@MainActor (Size) -> KeyboardMetrics)? {
        didSet { windowSizeDidChange() }
    }
    /// No on-screen keyboard while a hardware keyboard is connected (iOS's rule; the Simulator's toggle).
    public var isHardwareKeyboardConnected = false {
        didSet {
            guard isHardwareKeyboardConnected != oldValue else { return }
            update(animated: true)
        }
    }
    private var observers: [(id: Int, handler: @MainActor (KeyboardNotification) -> Void)] = []
    /// The first responder's accessory while it shows (KeyboardManager+InputViews).
    var accessoryView: View?
    private var nextObserverID = 0

    /// The duration UIKit reports for the keyboard's slide and the private curve it names (reference
    /// constants: Keyboard show/hide, Keyboard curve).
    public static let animationDuration = 0.25
    public static let animationCurve = 7
    /// Curve 7's usual stand-in, the spring UIKit's keyboard is measured to follow (mass 3, stiffness 1000,
    /// damping 500: damping ratio 4.56, heavily overdamped), fitted to the reported 0.25 s.
    public static let spring = Spring(mass: 3, stiffness: 1000, damping: 500)
    public static var timing: AnimationTiming {
        .springWithDuration(dampingRatio: spring.dampingRatio, initialVelocity: 0, duration: animationDuration)
    }

    init(window: Window) {
        self.window = window
        let metrics = KeyboardMetrics.fallback(for: window.size)
        view = KeyboardView(metrics: metrics)
        frame = Rect(x: 0, y: window.size.height, width: window.size.width, height: metrics.height)
        view.isHidden = true
        view.frame = frame
        view.onKey = { [weak self] key in self?.keyPressed(key) }
    }

    /// The keyboard's bands for the window's screen and the focused input's keyboard type.
    public var metrics: KeyboardMetrics {
        let base = metricsProvider?(window.size) ?? KeyboardMetrics.fallback(for: window.size)
        return base.adjusted(for: textInput?.keyboardType ?? view.keyboardType)
    }

    /// The first responder the keyboard types into, when it takes text.
    var textInput: (any KeyboardClient)? { window.firstResponder as? any KeyboardClient }

    // MARK: Observers

    /// Calls `handler` with every keyboard notification (NotificationCenter.addObserver for the keyboard
    /// names); returns a token for `removeObserver`.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (KeyboardNotification) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return nextObserverID
    }

    public func removeObserver(_ token: Int) { observers.removeAll { $0.id == token } }

    private func post(_ name: KeyboardNotification.Name, from begin: Rect, to end: Rect, duration: Double) {
        let note = KeyboardNotification(name: name, frameBegin: begin, frameEnd: end, animationDuration: duration,
                                        animationCurve: Self.animationCurve)
        for observer in observers { observer.handler(note) }
        note.postToDefaultCenter()
    }

    // MARK: Showing and hiding

    /// The window's first responder changed: editing ended in an input that lost it, and the keyboard
    /// follows the new one.
    func firstResponderDidChange(from old: Responder?) {
        if let input = old as? any KeyboardClient { input.keyboardFocusDidEnd() }
        if !isTransferringFocus { update(animated: true) }
    }

    private var isTransferringFocus = false

    /// Runs `body` (a responder change) and updates the keyboard once after it, not in between.
    func transferringFocus(_ body: () -> Bool) -> Bool {
        guard !isTransferringFocus else { return body() }
        isTransferringFocus = true
        let result = body()
        isTransferringFocus = false
        update(animated: true)
        return result
    }

    /// The window was resized (rotation, device change, Split View): the keyboard takes the new screen's
    /// height and width, moving with the size transition when one is animating.
    func windowSizeDidChange() {
        let target = restingFrame(visible: isVisible)
        guard target != frame || view.frame != keysFrame(in: target) else { return }
        let begin = frame
        frame = target
        view.configure(type: view.keyboardType, returnKeyType: view.returnKeyType, metrics: metrics)
        place(target)
        if isVisible {
            post(.willChangeFrame, from: begin, to: target, duration: 0)
            applyToLayout()
            post(.didChangeFrame, from: begin, to: target, duration: 0)
            // The views take their new frames and safe areas in the layout passes that follow; the focused
            // input is brought back into view once they have.
            window.schedule(after: 0) { [weak self] in self?.scrollFocusedInputIntoView(animated: true) }
        }
    }

    func restingFrame(visible: Bool) -> Rect {
        let h = inputHeight + accessoryHeight
        return Rect(x: 0, y: window.size.height - (visible ? h : 0), width: window.size.width, height: h)
    }

    /// Shows the keyboard for the current text input, or hides it when there is none (or a hardware
    /// keyboard is connected).
    func update(animated: Bool) {
        let input = textInput
        let shouldShow = input != nil && !isHardwareKeyboardConnected
        if shouldShow { hostInputViews(input: input?.inputView, accessory: input?.inputAccessoryView) }
        if let input {
            view.configure(type: input.keyboardType, returnKeyType: input.returnKeyType, metrics: metrics)
            view.isShifted = shouldAutoCapitalize(input)
        }
        guard shouldShow != isVisible else {
            if shouldShow {
                changeHeightIfNeeded(animated: animated)
                scrollFocusedInputIntoView(animated: animated)
            }
            return
        }
        isVisible = shouldShow
        let begin = frame
        let end = restingFrame(visible: shouldShow)
        frame = end
        let duration = animated && window.engine.areAnimationsEnabled ? Self.animationDuration : 0
        // UIKit's order: the frame change, then show or hide, both before the move and after it (logged on
        // iOS 8-10: WillChangeFrame, WillShow, DidChangeFrame, DidShow).
        post(.willChangeFrame, from: begin, to: end, duration: duration)
        post(shouldShow ? .willShow : .willHide, from: begin, to: end, duration: duration)
        if shouldShow {
            if view.superview !== window.rootView { window.rootView.addSubview(view) }
            window.rootView.bringSubviewToFront(view)
            view.performWithoutAnimation {
                place(begin)
                view.isHidden = false
            }
        }
        let finish: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            if !self.isVisible {
                self.view.isHidden = true
                self.hostInputViews(input: nil, accessory: nil)
            }
            self.post(.didChangeFrame, from: begin, to: end, duration: duration)
            self.post(shouldShow ? .didShow : .didHide, from: begin, to: end, duration: duration)
        }
        let changes = {
            self.place(end)
            self.applyToLayout()
        }
        if duration > 0 {
            view.animate(timing: Self.timing, options: .toolkit, animations: changes, completion: finish)
        } else {
            view.performWithoutAnimation(changes)
            finish(true)
        }
        if shouldShow { scrollFocusedInputIntoView(animated: duration > 0) }
    }

    /// Focus moved to an input whose keyboard is another height (a number pad after letters): the keyboard
    /// moves to it with willChangeFrame / didChangeFrame, as iOS posts for a keyboard changing while up.
    private func changeHeightIfNeeded(animated: Bool) {
        let end = restingFrame(visible: true)
        guard end != frame else { return }
        let begin = frame
        frame = end
        let duration = animated && window.engine.areAnimationsEnabled ? Self.animationDuration : 0
        post(.willChangeFrame, from: begin, to: end, duration: duration)
        let changes = {
            self.place(end)
            self.applyToLayout()
        }
        let finish: (Bool) -> Void = { [weak self] _ in self?.post(.didChangeFrame, from: begin, to: end, duration: duration) }
        if duration > 0 {
            view.animate(timing: Self.timing, options: .toolkit, animations: changes, completion: finish)
        } else {
            view.performWithoutAnimation(changes)
            finish(true)
        }
    }

    /// iOS capitalises the first letter of a sentence by default (UITextAutocapitalizationType.sentences):
    /// shift is on in an empty input or after ". ". `.words` turns it on at each word's start, `.allCharacters`
    /// keeps it on and `.none` never turns it on, as UITextAutocapitalizationType's cases say [DOC].
    func shouldAutoCapitalize(_ input: any KeyboardClient) -> Bool {
        guard input.keyboardType == .default else { return false }
        let before = input.textBeforeSelection(last: 2)
        switch input.autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last.map { $0 == " " || $0 == "\n" } ?? true
        case .sentences:
            if before.isEmpty { return true }
            return before == ". " || before.last == "\n"
        }
    }

    // MARK: Typing on the keys

    /// The first responder's text or selection changed (typed on either keyboard): shift follows
    /// auto-capitalisation.
    func inputDidChange() {
        guard let input = textInput else { return }
        view.isShifted = shouldAutoCapitalize(input)
    }

    func keyPressed(_ key: KeyboardKey) {
        guard let input = textInput else { return }
        switch key.action {
        case let .character(text):
            window.sendText(view.isShifted ? text.uppercased() : text)
            view.isShifted = shouldAutoCapitalize(input)
        case .space:
            window.sendText(" ")
            if view.plane != .letters { view.switchPlane(.letters) }
            view.isShifted = shouldAutoCapitalize(input)
        case .delete:
            input.deleteBackward()
            view.isShifted = shouldAutoCapitalize(input)
        case .return:
            input.insertText("\n")
        case .shift:
            view.isShifted.toggle()
        case let .plane(plane):
            view.switchPlane(plane)
        case .dismiss:
            input.resignFirstResponder()
        }
        window.setNeedsDisplay()
    }

    // MARK: Layout guides and scroll views

    /// Moves each keyboard layout guide to the keyboard's top and gives each scroll view holding the
    /// first responder the part of the keyboard over it as bottom inset. Runs inside the keyboard's
    /// animation, so constraint-driven layout moves with the keyboard, as UIKit's keyboardLayoutGuide does.
    func applyToLayout() {
        _ = updateLayoutGuides(scrollsInput: false)
        window.rootView.layoutIfNeeded()
    }

    private var isUpdatingGuides = false
    private var guidesRestDown = true

    /// Sets every keyboard layout guide in the window to the keyboard's top as seen from its view's
    /// current frame, and gives each scroll view holding the first responder the part of the keyboard over
    /// it (below its safe area) as `keyboardInset`; true when anything moved (the window then lays out
    /// again). Runs when the keyboard moves and after each layout pass, since a rotation gives the views
    /// their new frames after the keyboard took its new height.
    func updateLayoutGuides(scrollsInput: Bool = true) -> Bool {
        guard !isUpdatingGuides else { return false }
        // With the keyboard down and every guide and inset already set for it, there is nothing to walk:
        // a guide made since has the down position already (no overlap), so idle windows pay nothing.
        if !isVisible && guidesRestDown { return false }
        isUpdatingGuides = true
        defer {
            isUpdatingGuides = false
            guidesRestDown = !isVisible
        }
        let keyboardTop = isVisible ? frame.minY : window.size.height
        let input = isVisible ? textInput : nil
        var changed = false, insetsChanged = false
        // `inScroll`: a scroll view around `v` holds the input, so it (the outermost) takes the inset.
        func walk(_ v: View, inScroll: Bool) {
            if let guide = v.layoutGuides.first(where: { $0.identifier == KeyboardLayoutGuideName.identifier }) {
                if v.updateKeyboardGuide(guide, keyboardTop: keyboardTop) { changed = true }
            }
            var holdsInput = inScroll
            // An input that scrolls its own text (a text view, which UIKit makes a scroll view) with no
            // scroll view around it takes the part of the keyboard over it, keeping its caret above.
            if let client = v as? any KeyboardClient {
                var own = 0.0
                if let input, client === input, !inScroll {
                    own = max(0, v.convert(Point(x: 0, y: v.bounds.maxY), to: nil).y - keyboardTop)
                }
                if client.setKeyboardInset(own) { insetsChanged = true }
            }
            if let scroll = v as? ScrollView {
                var inset = 0.0
                if let input, input.isDescendant(of: scroll) {
                    holdsInput = true
                    let bottom = scroll.convert(Point(x: 0, y: scroll.bounds.maxY), to: nil).y
                    inset = max(0, bottom - keyboardTop - scroll.safeAreaInsets.bottom)
                }
                if scroll.keyboardInset != inset {
                    scroll.keyboardInset = inset
                    insetsChanged = true
                }
            }
            for child in v.subviews where child !== view { walk(child, inScroll: holdsInput) }
        }
        walk(window.rootView, inScroll: false)
        if insetsChanged && scrollsInput { scrollFocusedInputIntoView(animated: false) }
        return changed || insetsChanged
    }

    /// Scrolls the scroll views around the focused input so it shows above the keyboard.
    func scrollFocusedInputIntoView(animated: Bool) {
        guard isVisible, let input = textInput else { return }
        var v = input.superview
        while let current = v {
            if let scroll = current as? ScrollView, scroll.keyboardInset > 0 {
                let rect = input.convert(input.rectKeptAboveKeyboard, to: scroll).inset(dx: 0, dy: -8)
                scroll.scrollRectToVisible(rect, animated: animated)
                return
            }
            v = current.superview
        }
    }
}
