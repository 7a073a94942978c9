import Layout

/// A relation between two anchors, or an anchor and a constant, that the window's engine keeps true
/// (NSLayoutConstraint): `first ⋚ multiplier × second + constant` at `priority`.
///
/// Made by the anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`), inert until
/// activated. Activating installs it on the nearest common ancestor of its items, as UIKit does, and hands
/// it to the engine of that ancestor's tree (the window's, or a detached tree's own until it joins a
/// window), which adds it to the solver at the next layout pass. Changing `constant` or an optional
/// `priority` while active is incremental: the old relation leaves the solver at once and the new one
/// joins at the next pass, touching only the rows it reaches; nothing is rebuilt.
@preconcurrency @MainActor
public final class LayoutConstraint {
    /// What made a constraint, which decides how it is printed and whether it is broken first in a conflict.
    enum Origin {
        /// Written by the app.
        case app
        /// Made by a toolkit container or guide (UIKit's 'UISV-…', 'UIView-…-guide-constraint').
        case system
        /// A frame set by code, for a view that translates its autoresizing mask (NSAutoresizingMaskLayoutConstraint).
        case autoresizingMask
        /// Intrinsic content size at a hugging or compression resistance priority (NSContentSizeLayoutConstraint).
        case contentSize
    }

    public private(set) weak var firstItem: (any LayoutItem)?
    public let firstAttribute: LayoutAttribute
    public private(set) weak var secondItem: (any LayoutItem)?
    public let secondAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let multiplier: Double
    /// A name printed in conflict logs, as UIKit prints `'UISV-hiding'`.
    public var identifier: String?
    var origin: Origin

    /// The distance or size added to the second side. Setting it on an active constraint swaps its one
    /// relation in the solver (see above); call `layoutIfNeeded()` inside an animation block to animate.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.replace(self) } }
    }

    /// How much the constraint matters (1…1000). As in UIKit, an active constraint cannot change between
    /// required and optional — UIKit raises "Mutating a priority from required to not on an installed
    /// constraint (or vice-versa) is not supported" — so that traps; deactivate, change, activate instead.
    /// Moving between optional priorities while active is fine and re-solves.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            precondition(!isActive || priority.isRequired == oldValue.isRequired,
                         "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.")
            engine?.replace(self)
        }
    }

    /// Whether the constraint takes part in layout. Setting it true installs it on the nearest common
    /// ancestor of its items; items without one trap, as UIKit raises when activating a constraint whose
    /// "items have no common ancestor".
    public var isActive: Bool {
        get { installedView != nil || engine != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// The view the constraint is installed on (UIKit's `constraints` of that view list it).
    weak var installedView: View?
    /// The engine whose solver holds it (or tried to, when broken).
    weak var engine: LayoutEngine?
    /// The relation the solver holds now; nil while inactive or broken.
    var solverConstraint: Constraint?
    /// True while the engine leaves it out to resolve a conflict (UIKit's "breaking constraint").
    var isBroken = false

    init<Kind>(_ first: LayoutAnchor<Kind>, _ relation: LayoutRelation, _ second: LayoutAnchor<Kind>?,
         multiplier: Double, constant: Double, origin: Origin = .app) {
        firstItem = first.item
        firstAttribute = first.attribute
        secondItem = second?.item
        secondAttribute = second?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.origin = origin
    }

    /// A constraint on one attribute against a constant, for the engine's own frame and size constraints.
    init(item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, to second: (any LayoutItem)?,
         _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double, priority: LayoutPriority,
         origin: Origin, identifier: String? = nil) {
        firstItem = item
        firstAttribute = attribute
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.identifier = identifier
    }

    /// Activates each constraint (NSLayoutConstraint.activate).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (NSLayoutConstraint.deactivate).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The relation as the solver reads it, `first - (multiplier × second + constant) ⋚ 0`.
    func makeSolverConstraint() -> Constraint {
        let first = firstItem.map {
            LayoutAnchorMath.expression(of: firstAttribute, in: Self.solverItem($0, firstAttribute, other: secondItem))
        } ?? Expression(constant: 0)
        var rhs = Expression(constant: constant)
        if let secondItem {
            let item = Self.solverItem(secondItem, secondAttribute, other: firstItem)
            rhs = LayoutAnchorMath.expression(of: secondAttribute, in: item) * multiplier + constant
        }
        let relation: Constraint.Relation = switch self.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(first - rhs, relation, priority: Priority(Float(priority.rawValue)))
    }

    /// Installs on the items' nearest common ancestor, or on `preferred` when that view holds them both
    /// (UIView.addConstraint lists the constraint on the receiver, as UIKit does).
    func install(preferring preferred: View? = nil) {
        guard var ancestor = LayoutConstraint.commonAncestor(firstItem?.layoutOwningView, secondItem?.layoutOwningView) else {
            preconditionFailure("Unable to activate constraint with anchors \(firstAttribute) and \(secondAttribute) because they have no common ancestor.")
        }
        if let preferred, ancestor.isDescendant(of: preferred) { ancestor = preferred }
        installedView = ancestor
        ancestor.autoLayout.constraints.append(self)
        ancestor.treeLayoutEngine().add(self)
    }

    private func uninstall() {
        installedView?.autoLayout.constraints.removeAll { $0 === self }
        installedView = nil
        engine?.remove(self)
    }

    /// The nearest view that is both items' ancestor (or either item itself), nil when they are in
    /// different trees.
    static func commonAncestor(_ a: View?, _ b: View?) -> View? {
        guard let a else { return b }
        guard let b else { return a }
        var candidate: View? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}
