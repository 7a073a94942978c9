/// The share of an iPad screen the app's Split View pane takes. In portrait iPadOS offers no 50/50 split
/// (reference constants (b), [OBS] jazzychad), so there `twoThirds` names the wide pane and `oneThird` the
/// narrow one, and `half` is unavailable. iPhones offer only `full`.
enum Multitasking: String, CaseIterable, Sendable {
    case full
    case twoThirds = "two-thirds"
    case half
    case oneThird = "one-third"
}
