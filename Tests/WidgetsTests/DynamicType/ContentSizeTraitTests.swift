import Render
import Testing
import TestSupport
import Widgets

@MainActor
private final class SizeLoggingController: ViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        log.add("root willTransition to \(newCollection.preferredContentSizeCategory) (\(coordinator.kind))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.add("root traits \(traitCollection.preferredContentSizeCategory) (was \(previous?.preferredContentSizeCategory.name ?? "nil"))")
    }
}

@MainActor
private final class SizeLoggingLabel: Label {
    var log: EventLog?
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        log?.add("label traits \(traitCollection.preferredContentSizeCategory) (was \(previous?.preferredContentSizeCategory.name ?? "nil")), font \(font.size.formatted())")
    }
}

/// The `preferredContentSizeCategory` trait: merged like the others, delivered through the trait
/// transition, and followed by labels, buttons and text input whose font came from a text style with
/// `adjustsFontForContentSizeCategory` set (UIKit re-sizes only those).
@MainActor
@Suite("Dynamic Type: the content size trait and adjusting views")
struct ContentSizeTraitTests {
    @Test("an override's category replaces the inherited one; unspecified keeps it; the description names it")
    func merging() {
        let base = TraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: .large)
        #expect(base.merging(TraitCollection(preferredContentSizeCategory: .accessibilityLarge)).preferredContentSizeCategory
                == .accessibilityLarge)
        #expect(base.merging(TraitCollection(horizontalSizeClass: .regular)).preferredContentSizeCategory == .large)
        #expect(TraitCollection().preferredContentSizeCategory == .unspecified)
        #expect(base.description == "h: compact, v: unspecified, @0x, text large")
        #expect(TraitCollection().description == "h: unspecified, v: unspecified, @0x")
    }

    @Test("a text-size change reaches controllers, then their views; an adjusting label re-sizes its font and grows")
    func labelFollowsTheTextSize() throws {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let root = SizeLoggingController(log: log)
        let adjusting = SizeLoggingLabel(text: "Hello", font: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.log = log
        let fixed = Label(text: "Hello", font: Font(size: 17))
        fixed.adjustsFontForContentSizeCategory = true
        let notAdjusting = Label(text: "Hello", font: .body)
        root.view.addSubview(adjusting)
        root.view.addSubview(fixed)
        root.view.addSubview(notAdjusting)
        window.rootViewController = root
        window.step(clock)
        log.clear()
        #expect(adjusting.intrinsicContentSize.height == 21) // FixedTextMeasurer: 17 × 1.2, rounded up
        let coordinator = window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        // iOS applies a new text size at once, without animation: the traits have changed already.
        #expect(!coordinator.isAnimated && coordinator.kind == "content-size")
        #expect(log.entries == [
            "root willTransition to accessibility-extra-extra-extra-large (content-size)",
            "root traits accessibility-extra-extra-extra-large (was unspecified)",
            "label traits accessibility-extra-extra-extra-large (was unspecified), font 53",
        ])
        #expect(adjusting.font == Font.preferredFont(forTextStyle: .body, category: .accessibilityExtraExtraExtraLarge))
        #expect(adjusting.intrinsicContentSize.height == 64) // 53 × 1.2, rounded up
        #expect(fixed.font == Font(size: 17))
        #expect(notAdjusting.font == .body)
        window.step(clock)
        #expect(coordinator.isFinished)
        log.clear()
        window.transition(toContentSizeCategory: .extraSmall)
        #expect(adjusting.font.size == 14 && adjusting.font.textStyle == .body)
        #expect(log.entries.last == "label traits extra-small (was accessibility-extra-extra-extra-large), font 14")
    }

    @Test("a label that joins a window takes that window's size; a capped one stops at its maximum")
    func joiningAndCapping() {
        let (window, clock) = TestSupport.makeWindow()
        window.transition(toContentSizeCategory: .accessibilityMedium)
        let label = Label(text: "Title", textStyle: .title1)
        #expect(label.font.size == 28)
        let capped = Label(text: "Large", textStyle: .largeTitle)
        capped.maximumContentSizeCategory = .extraLarge
        window.rootView.addSubview(label)
        window.rootView.addSubview(capped)
        window.step(clock)
        #expect(label.font.size == 38) // title1 at AX1
        #expect(capped.font.size == 36) // largeTitle at xL, not AX1's 44
    }

    @Test("an adjusting button title, text field and text view follow the size; the button's own size grows")
    func buttonAndTextInput() {
        let (window, clock) = TestSupport.makeWindow()
        let button = Button(title: "Save")
        button.titleLabel.adjustsFontForContentSizeCategory = true
        let field = TextField(placeholder: "Name")
        field.adjustsFontForContentSizeCategory = true
        let text = TextView()
        text.font = .footnote
        text.adjustsFontForContentSizeCategory = true
        for view in [button, field, text] as [View] { window.rootView.addSubview(view) }
        window.step(clock)
        let before = button.intrinsicContentSize
        #expect(before.height == 44)
        window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(button.titleLabel.font.size == 53)
        #expect(Double(button.intrinsicContentSize.height) == 64 + 12) // the title's line plus 6 pt above and below
        #expect(button.intrinsicContentSize.width > before.width)
        #expect(field.font.size == 53)
        #expect(text.font.size == 44) // footnote at AX5
    }
}
