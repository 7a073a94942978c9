import Testing
import Widgets

/// Transition kinds are cases, named as the tree JSON has always printed them.
@Suite("Transition kinds")
struct TransitionKindTests {
    @Test("each kind prints the name the tree JSON used, and that name gives the kind back")
    func namesRoundTrip() {
        let names = ["push", "pop", "tab", "present", "dismiss", "rotation", "device", "multitasking", "appearance",
                     "content-size"]
        let kinds: [TransitionKind] = [.push, .pop, .tab, .present, .dismiss, .rotation, .device, .multitasking,
                                       .appearance, .contentSize]
        #expect(kinds.map(\.name) == names)
        #expect(names.map(TransitionKind.init(name:)) == kinds)
        #expect(TransitionKind(name: "fade") == .named("fade") && TransitionKind.named("fade").name == "fade")
        #expect(("content-size" as TransitionKind) == .contentSize)
    }

    @Test("only appearance and content-size changes count as trait-only")
    func traitOnlyKinds() {
        let all: [TransitionKind] = [.push, .pop, .tab, .present, .dismiss, .rotation, .device, .multitasking,
                                     .appearance, .contentSize, .named("appearance-ish")]
        #expect(all.filter(\.changesTraitsOnly) == [.appearance, .contentSize])
    }
}
