import Render

/// How a constraint prints, in UIKit's shape: `<LayoutConstraint:0x1 'UISV-hiding' StackView:0x2.height == 0   (active)>`.
extension LayoutConstraint: @MainActor CustomDebugStringConvertible {
    public var debugDescription: String {
        debugDescription(in: engine ?? installedView.map { $0.treeLayoutEngine() })
    }

    /// Addresses are numbered by the engine in the order its logs name objects, so a log reads the same on
    /// every run (UIKit prints heap addresses).
    func debugDescription(in engine: LayoutEngine?) -> String {
        func address(_ object: AnyObject) -> String {
            engine?.address(of: object) ?? "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
        }
        func name(_ item: (any LayoutItem)?) -> String {
            guard let item else { return "nil" }
            if let guide = item as? LayoutGuide { return "LayoutGuide:\(address(guide))'\(guide.identifier)'" }
            let view = item as! View
            let id = view.identifier.map { "'\($0)'" } ?? ""
            return "\(ViewTree.typeName(of: view)):\(address(view))\(id)"
        }
        let typeName = switch origin {
        case .autoresizingMask: "AutoresizingMaskLayoutConstraint"
        case .contentSize: "ContentSizeLayoutConstraint"
        case .app, .system: "LayoutConstraint"
        }
        var text = "<\(typeName):\(address(self)) "
        if let identifier { text += "'\(identifier)' " }
        if origin == .autoresizingMask { text += "h=--& v=--& " }
        var first = firstAttribute.rawValue
        if origin == .autoresizingMask && !firstAttribute.isDimension { first = firstAttribute == .left ? "minX" : "minY" }
        text += "\(name(firstItem)).\(first) \(relation.symbol) "
        var names = ""
        if let secondItem, origin == .autoresizingMask {
            text += constant.compact
            names = ", names: '|':\(name(secondItem)) "
        } else if let secondItem {
            let factor = multiplier == 1 ? "" : "\(multiplier.compact)*"
            text += "\(factor)\(name(secondItem)).\(secondAttribute.rawValue)"
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + abs(constant).compact }
        } else {
            text += constant.compact
        }
        if !priority.isRequired { text += " @\(priority.rawValue.compact)" }
        text += "   (\(isActive ? "active" : "inactive")\(names))>"
        return text
    }
}
