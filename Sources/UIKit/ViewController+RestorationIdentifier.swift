import HandheldKit

extension ViewController {
    /// UIKit's `restorationIdentifier`, which apps use to recognise a controller from a storyboard (seed 2's
    /// "NoSelectionNC"). Handheld has no state restoration; this is only a label, kept beside the controller.
    public var restorationIdentifier: String? {
        get { RestorationIdentifiers.value(for: self) }
        set { RestorationIdentifiers.set(newValue, for: self) }
    }
}

/// The labels, held by weak reference so a controller's label goes with it.
@MainActor
private enum RestorationIdentifiers {
    private struct Entry {
        weak var controller: ViewController?
        var identifier: String
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func value(for controller: ViewController) -> String? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry.identifier
    }

    static func set(_ identifier: String?, for controller: ViewController) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = identifier.map { Entry(controller: controller, identifier: $0) }
    }
}
