import HandheldKit

extension ViewController {
    /// UIKit's `restorationIdentifier`, which apps use to recognise a controller from a storyboard (seed 2's
    /// "NoSelectionNC"). Handheld has no state restoration; this is only a label, kept on the controller
    /// (Widgets' ExtensionStorage), so it goes with the controller.
    public var restorationIdentifier: String? {
        get { extensionStorage[RestorationIdentifier.self]?.value }
        set { extensionStorage[RestorationIdentifier.self] = newValue.map(RestorationIdentifier.init) }
    }
}

/// The label's slot in the controller's extension storage (a type of its own, so no other String kept
/// there is mistaken for it).
private struct RestorationIdentifier {
    var value: String
}
