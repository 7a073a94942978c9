/// The accessibility properties a view's owner set explicitly; nil means "the control's default"
/// (`AccessibilityDefaults`), as UIKit computes a button's label from its title until one is assigned.
struct AccessibilityStorage {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var isElement: Bool?
    var elements: [View]?
    var viewIsModal = false
}
