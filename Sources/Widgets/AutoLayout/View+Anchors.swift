import Layout
import Render

/// A view's anchors and its Auto Layout switches (UIView's constraint-based layout API).
extension View: LayoutItem {
    public var layoutOwningView: View? { self }

    public var layoutVariables: LayoutVariables {
        if let variables = autoLayout.variables { return variables }
        let variables = LayoutVariables(name: identifier ?? ViewTree.typeName(of: self))
        autoLayout.variables = variables
        return variables
    }

    /// The Auto Layout record, made on first use.
    var autoLayout: AutoLayoutState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutState()
        autoLayoutState = state
        return state
    }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    /// Whether the frame set by code is the view's position, turned into required constraints on its
    /// frame in its superview (UIKit's NSAutoresizingMaskLayoutConstraint, fixed margins and size). True by
    /// default for views made in code, as in UIKit; set it false on a view that constraints place, or its
    /// frame and its constraints fight and the conflict is logged. A view that never meets a constraint
    /// lays out by frames and layout handlers exactly as before.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            autoLayout.engine?.inputsChanged(self, rebuild: true)
            superview?.subviewTranslatesAutoresizingMaskChanged(self)
        }
    }

    /// The constraints installed on this view (UIView.constraints): those whose items' nearest common
    /// ancestor it is.
    public var constraints: [LayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Activates each constraint (UIView.addConstraints), listed in this view's `constraints` when it holds
    /// the constraint's items, as UIKit lists them on the receiver.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates each constraint (UIView.removeConstraints).
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    /// Activates the constraint (UIView.addConstraint), installed on this view when it holds the
    /// constraint's items (otherwise on their nearest common ancestor, as `isActive` installs it).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        constraint.install(preferring: self)
    }

    /// Deactivates the constraint (UIView.removeConstraint).
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

    // MARK: Content size

    /// Tells the engine the intrinsic content size changed (UIView.invalidateIntrinsicContentSize): its
    /// content-size constraints take the new size at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        autoLayoutState?.engine?.inputsChanged(self, rebuild: false)
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing past its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayoutState?.hugging[axis] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        autoLayout.hugging[axis] = priority
        autoLayout.engine?.inputsChanged(self, rebuild: true)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayoutState?.compressionResistance[axis] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        autoLayout.compressionResistance[axis] = priority
        autoLayout.engine?.inputsChanged(self, rebuild: true)
    }
}
