import Render

/// Builds the tree JSON's NODE for a view and its subtree (the tree JSON contract): type, id, frame in
/// screen points as presented this frame, presented alpha, hidden, children, plus the keys a view adds
/// through `treeAttributes()` ("text", "title", …), "controller" for a controller's root view, and "layer"
/// for a view whose layer has something of its own (a border, a shadow, sublayers…).
@preconcurrency @MainActor
public enum ViewTree {
    /// `offset` moves window coordinates to screen coordinates (the app's pane origin in Split View).
    public static func node(for view: View, offset: Point = .zero) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", .string(typeName(of: view)))]
        if let id = view.identifier { pairs.append(("id", .string(id))) }
        pairs.append(("frame", .rect(view.presentationFrameInWindow.offsetBy(dx: offset.x, dy: offset.y))))
        pairs.append(("alpha", .number(view.presentationAlpha)))
        pairs.append(("hidden", .bool(view.isHidden)))
        if let controller = view.owningController {
            pairs.append(("controller", .string(typeName(of: controller))))
            if let title = controller.title { pairs.append(("title", .string(title))) }
            pairs += controller.treeAttributes()
            if let presentation = controller.presentationLinks.presenting { pairs.append(("presented", presentation.treeJSON)) }
        }
        pairs += view.treeAttributes()
        if let layer = view.layerStorage, case let .object(keys) = layer.treeNode, !keys.isEmpty {
            pairs.append(("layer", layer.treeNode))
        }
        pairs.append(("children", .array(view.subviews.map { node(for: $0, offset: offset) })))
        return .object(pairs)
    }

    /// The Swift type name without its module prefix.
    public static func typeName(of value: Any) -> String {
        let full = String(reflecting: type(of: value))
        return full.split(separator: ".").last.map(String.init) ?? full
    }
}
