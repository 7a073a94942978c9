import Render
import Widgets

/// The inspector panel's lines about what a view shows and how it is placed, as Xcode's view debugger's
/// inspector lists them: the text it displays, its font, its colours resolved for its traits, and the
/// constraints that place it (UIView.constraintsAffectingLayout(for:)).
extension Inspector {
    /// At most this many constraints are listed; the rest are counted.
    static let listedConstraints = 6

    @MainActor
    static func details(_ view: View) -> [String] {
        var lines: [String] = []
        // The text a view shows, read through the tree's hook so every widget (label, button, field, cell)
        // answers without the inspector knowing it.
        let attributes = view.treeAttributes()
        for key in ["text", "title", "placeholder"] {
            if case let .string(value)? = attributes.first(where: { $0.0 == key })?.1, !value.isEmpty {
                lines.append("\(key) “\(value.count > 40 ? value.prefix(39) + "…" : Substring(value))”")
            }
        }
        let traits = view.traitCollection
        func colour(_ c: Color) -> String { c.resolvedColor(with: traits).description }
        if let label = view as? Label {
            lines.append("font \(fontName(label.font)) · colour \(colour(label.textColor))")
        }
        if let background = view.backgroundColor, background.alpha > 0 { lines.append("background \(colour(background))") }
        let constraints = constraints(of: view)
        if !constraints.isEmpty {
            lines.append("constraints \(constraints.count)")
            for c in constraints.prefix(listedConstraints) { lines.append("  " + describe(c, subject: view)) }
            if constraints.count > listedConstraints { lines.append("  … \(constraints.count - listedConstraints) more") }
        }
        return lines
    }

    @MainActor
    static func fontName(_ font: Font) -> String {
        let size = font.size == font.size.rounded() ? String(Int(font.size)) : String(format: "%.1f", font.size)
        return "\(font.family) \(font.weight.rawValue) \(size) pt" + (font.textStyle.map { " (\($0.rawValue))" } ?? "")
    }

    /// The constraints placing `view` on either axis, horizontal first, each once.
    @MainActor
    static func constraints(of view: View) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        return (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// `self.leading == superview.leading + 16`: the view itself is `self`, others by identifier or type.
    @MainActor
    static func describe(_ c: LayoutConstraint, subject: View) -> String {
        func name(_ item: (any LayoutItem)?) -> String {
            guard let item else { return "" }
            if let view = item as? View {
                if view === subject { return "self" }
                if view === subject.superview { return "superview" }
                return view.identifier.map { "#" + $0 } ?? String(describing: type(of: view))
            }
            if let guide = item as? LayoutGuide { return guide.identifier }
            return String(describing: type(of: item))
        }
        func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        let relation = switch c.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var text = "\(name(c.firstItem)).\(c.firstAttribute.rawValue) \(relation) "
        if c.secondItem != nil {
            text += (c.multiplier == 1 ? "" : number(c.multiplier) + "×") + "\(name(c.secondItem)).\(c.secondAttribute.rawValue)"
            if c.constant != 0 { text += (c.constant < 0 ? " − " : " + ") + number(abs(c.constant)) }
        } else {
            text += number(c.constant)
        }
        if c.priority != .required { text += " @\(number(c.priority.rawValue))" }
        return text
    }
}
