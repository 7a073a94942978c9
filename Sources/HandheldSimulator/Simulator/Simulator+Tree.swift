import Render
import Widgets

extension Simulator {
    /// The running transition the inspector and the tree JSON's top-level `transition` report: the screen
    /// change (rotation, device switch) only. Navigation, tab and presentation transitions are reported
    /// on their own containers' nodes.
    var activeTransition: (kind: String, interactive: Bool, percent: Double)? {
        if let t = screenTransition, !t.isFinished { return (t.kind.name, t.isInteractive, t.percentComplete) }
        return nil
    }

    /// The tree JSON document: the screen's state and the presented view tree. Keys are in the
    /// documented order; later issues only add keys.
    func treeDocument() -> JSONValue {
        let classes = configuration.sizeClasses
        var pairs: [(String, JSONValue)] = [
            ("time", .number(clock.now)),
            ("device", .string(device.name)),
            ("orientation", .string(orientation.rawValue)),
            ("multitasking", .string(multitasking.rawValue)),
            ("window", .object([("width", .number(screenSize.width)), ("height", .number(screenSize.height)),
                                ("zoom", .number(reportedZoom))])),
            ("pane", .rect(paneFrame)),
            ("traits", .object([("horizontal", .string(classes.horizontal.rawValue)),
                                ("vertical", .string(classes.vertical.rawValue)),
                                ("userInterfaceStyle", .string(userInterfaceStyle == .dark ? "dark" : "light")),
                                ("preferredContentSizeCategory", .string(contentSizeCategory.name))])),
            ("scene", .string(sceneName)),
        ]
        if let t = activeTransition {
            pairs.append(("transition", TransitionCoordinator.treeJSON(kind: t.kind, interactive: t.interactive,
                                                                       percent: t.percent)))
        }
        pairs.append(("root", ViewTree.node(for: window.rootView, offset: paneFrame.origin)))
        // Auto Layout's "Unable to simultaneously satisfy constraints" blocks, only when there are any.
        if !window.layoutWarnings.isEmpty {
            pairs.append(("layoutWarnings", .array(window.layoutWarnings.map { .string($0) })))
        }
        return .object(pairs)
    }
}
