import Layout
import Render

/// The solver of one view tree and the bookkeeping between it and the views (UIKit's per-window
/// NSISEngine). A window's root view owns the window's engine; a tree not in a window (a cell being
/// configured, a view measured with `systemLayoutSizeFitting`) owns one at its top until it joins a
/// window, when its constraints move over.
///
/// The engine never sets a frame by itself: it keeps the solver current as constraints, frames set by
/// code and intrinsic sizes change, and the layout pass reads the results top-down (`applyFrames`), so
/// `layoutSubviews` sees its subviews already placed, as UIKit's does after `super.layoutSubviews()`.
@MainActor
final class LayoutEngine {
    /// A view whose variables are in the solver, with the constraints the engine made for it: its frame as
    /// autoresizing constraints, or its intrinsic size as content-size constraints.
    final class Participant {
        unowned let view: View
        var inputs: [LayoutConstraint] = []
        init(view: View) { self.view = view }
    }

    let solver = Solver()
    unowned let root: View
    var participants: [ObjectIdentifier: Participant] = [:]
    /// Active constraints by identity, with the order they were added (conflict lists read in that order).
    var serials: [ObjectIdentifier: Int] = [:]
    var nextSerial = 0
    var active: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Whether a relation left the solver since broken constraints were last retried.
    var somethingLeft = false
    /// Activated constraints the solver has not taken yet (see `add`).
    var pending: [LayoutConstraint] = []
    /// A measured view's own size constraints, kept out until the next layout pass: measuring the next
    /// cell must not judge this one against the height it had before its row was resized.
    var parked: [LayoutConstraint] = []
    var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Constraints left out of the solver to resolve a conflict, retried when a required one goes.
    var broken: [LayoutConstraint] = []
    /// Views whose frame or intrinsic size changed since the solver last heard; `true` rebuilds inputs.
    var dirty: [ObjectIdentifier: (view: View, rebuild: Bool)] = [:]
    /// Bumped by every change to the solver, so a layout pass knows whether any result can have moved.
    private(set) var revision = 0 {
        didSet { root.window?.setNeedsLayout() }
    }
    private var markedRevision = -1
    var addresses: [ObjectIdentifier: Int] = [:]
    /// Objects numbered for logs before the numbering restarts: far more than one screen's conflicts name.
    static let addressLimit = 4_096

    init(root: View) {
        self.root = root
    }

    // MARK: Constraints

    /// Queues an activated constraint; the solver takes it at the next `updateIfNeeded`, as UIKit's
    /// engine takes constraints at the next layout pass. By then the frames set by code around it (a
    /// cell sized to its row, its content view to the cell) are current, so a constraint is never judged
    /// against a frame that was about to change.
    func add(_ constraint: LayoutConstraint) {
        constraint.engine = self
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = item?.layoutOwningView { register(view) }
        }
        serials[ObjectIdentifier(constraint)] = nextSerial
        active[ObjectIdentifier(constraint)] = constraint
        nextSerial += 1
        pending.append(constraint)
        root.window?.setNeedsLayout()
    }

    func remove(_ constraint: LayoutConstraint) {
        serials[ObjectIdentifier(constraint)] = nil
        active[ObjectIdentifier(constraint)] = nil
        pending.removeAll { $0 === constraint }
        parked.removeAll { $0 === constraint }
        broken.removeAll { $0 === constraint }
        constraint.isBroken = false
        constraint.engine = nil
        takeOut(constraint)
        root.window?.setNeedsLayout()
    }

    /// A constant or priority changed: the old relation leaves the solver now and the new one joins the
    /// queue, so the solver judges it with the frames of the next pass (a cell's content view is resized
    /// to its new height before a taller content is checked against it).
    func replace(_ constraint: LayoutConstraint) {
        guard serials[ObjectIdentifier(constraint)] != nil, !pending.contains(where: { $0 === constraint }),
              !parked.contains(where: { $0 === constraint }) else { return }
        takeOut(constraint)
        broken.removeAll { $0 === constraint }
        constraint.isBroken = false
        pending.append(constraint)
        root.window?.setNeedsLayout()
    }

    /// Hands the queued constraints to the solver, in the order they were activated; with `subtree`, only
    /// those whose items all lie in it (measuring one cell must not judge another cell's new constraints
    /// against that cell's old height).
    func flushPending(within subtree: View? = nil) {
        while true {
            var batch = pending
            if let subtree {
                batch = pending.filter { constraint in
                    [constraint.firstItem, constraint.secondItem].allSatisfy { $0?.layoutOwningView?.isDescendant(of: subtree) ?? true }
                }
                guard !batch.isEmpty else { break }
                pending.removeAll { constraint in batch.contains { $0 === constraint } }
            } else {
                guard !batch.isEmpty else { break }
                pending = []
            }
            for constraint in batch where serials[ObjectIdentifier(constraint)] != nil { insert(constraint) }
        }
        retryBroken()
    }

    /// Adds the constraint's relation, resolving a conflict as UIKit does when it is refused.
    func insert(_ constraint: LayoutConstraint) {
        let relation = constraint.makeSolverConstraint()
        do {
            try solver.add(relation)
            constraint.solverConstraint = relation
            constraint.isBroken = false
            owners[ObjectIdentifier(relation)] = constraint
            revision += 1
        } catch let .unsatisfiable(_, conflicts) {
            resolveConflict(adding: constraint, conflicts: conflicts.compactMap { owners[ObjectIdentifier($0)] })
        } catch {
            // Duplicates cannot happen: every insert makes a fresh relation.
        }
    }

    /// Removes the constraint's relation from the solver; whether it was there.
    @discardableResult
    func takeOut(_ constraint: LayoutConstraint) -> Bool {
        guard let relation = constraint.solverConstraint else { return false }
        try? solver.remove(relation)
        owners[ObjectIdentifier(relation)] = nil
        constraint.solverConstraint = nil
        revision += 1
        somethingLeft = !broken.isEmpty
        return true
    }

    /// Puts back broken constraints that fit again (the view that hid is shown, the rival went away);
    /// only after something left the solver, since nothing else can make room.
    func retryBroken() {
        guard somethingLeft else { return }
        somethingLeft = false
        for constraint in broken {
            let relation = constraint.makeSolverConstraint()
            guard (try? solver.add(relation)) != nil else { continue }
            constraint.solverConstraint = relation
            constraint.isBroken = false
            owners[ObjectIdentifier(relation)] = constraint
            revision += 1
        }
        broken.removeAll { !$0.isBroken }
    }

    // MARK: Views

    /// Puts a view's variables in the solver, its superview's first, with the constraints its frame or
    /// intrinsic size imply.
    func register(_ view: View) {
        guard participants[ObjectIdentifier(view)] == nil, view.isDescendant(of: root) else { return }
        if let superview = view.superview { register(superview) }
        participants[ObjectIdentifier(view)] = Participant(view: view)
        view.autoLayout.engine = self
        buildInputs(of: view)
    }

    /// Takes a view that leaves this tree out of the solver.
    func unregister(_ view: View) {
        guard let participant = participants.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for input in participant.inputs { remove(input) }
        dirty[ObjectIdentifier(view)] = nil
        if view.autoLayoutState?.engine === self { view.autoLayoutState?.engine = nil }
    }

    /// A view's frame (set by code), intrinsic size or priorities changed; the solver hears at the next
    /// `updateIfNeeded`.
    func inputsChanged(_ view: View, rebuild: Bool) {
        guard participants[ObjectIdentifier(view)] != nil else { return }
        let id = ObjectIdentifier(view)
        dirty[id] = (view, rebuild || dirty[id]?.rebuild == true)
        root.window?.setNeedsLayout()
    }

    /// Brings the solver up to date: inputs first, then the queued constraints.
    func updateIfNeeded() {
        refreshDirtyInputs()
        pending += parked
        parked = []
        flushPending()
    }

    func refreshDirtyInputs() {
        while let (id, entry) = dirty.first {
            dirty[id] = nil
            guard let participant = participants[id] else { continue }
            if entry.rebuild || !refreshInputs(of: participant) { buildInputs(of: entry.view) }
        }
    }

    private func buildInputs(of view: View) {
        guard let participant = participants[ObjectIdentifier(view)] else { return }
        for input in participant.inputs { remove(input) }
        participant.inputs = view.translatesAutoresizingMaskIntoConstraints
            ? LayoutInputs.autoresizingConstraints(for: view) : LayoutInputs.contentSizeConstraints(for: view)
        for input in participant.inputs { add(input) }
    }

    /// Moves the inputs' constants to the view's current frame or size; false when their shape changed
    /// (an intrinsic dimension appeared or went), which needs a rebuild.
    private func refreshInputs(of participant: Participant) -> Bool {
        let view = participant.view
        let fresh = view.translatesAutoresizingMaskIntoConstraints
            ? LayoutInputs.autoresizingConstraints(for: view) : LayoutInputs.contentSizeConstraints(for: view)
        guard fresh.count == participant.inputs.count,
              zip(fresh, participant.inputs).allSatisfy({ $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation })
        else { return false }
        for (new, old) in zip(fresh, participant.inputs) { old.constant = new.constant }
        return true
    }

    // MARK: Results

    func value(_ variable: Variable) -> Double { solver.value(of: variable) }

    /// The item's solved rectangle in `view`'s coordinates, edges rounded to the pixel grid as UIKit
    /// rounds frames from its engine.
    func rect(of item: any LayoutItem, relativeTo view: View?) -> Rect {
        let v = item.layoutVariables
        let scale = max(1, root.window?.traitCollection.displayScale ?? 2)
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }
        var originX = 0.0, originY = 0.0
        if let view, participants[ObjectIdentifier(view)] != nil {
            originX = value(view.layoutVariables.left)
            originY = value(view.layoutVariables.top)
        }
        let left = value(v.left), top = value(v.top)
        let minX = pixel(left - originX), minY = pixel(top - originY)
        let maxX = pixel(left + value(v.width) - originX), maxY = pixel(top + value(v.height) - originY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether constraints place the view (it takes part and does not translate its frame).
    func places(_ view: View) -> Bool {
        participants[ObjectIdentifier(view)] != nil && !view.translatesAutoresizingMaskIntoConstraints
    }

    /// Before a layout pass: brings the solver up to date and marks for layout the superview of every
    /// placed view whose solved frame differs from its frame, so the top-down pass applies it.
    func prepareLayoutPass() {
        refreshDirtyInputs()
        for constraint in pending {
            for item in [constraint.firstItem, constraint.secondItem] {
                guard let view = item?.layoutOwningView else { continue }
                (item is LayoutGuide ? view : view.superview ?? view).setNeedsLayout()
            }
        }
        guard revision != markedRevision else { return }
        markedRevision = revision
        for participant in participants.values where places(participant.view) {
            let view = participant.view
            if rect(of: view, relativeTo: view.superview) != view.frame { view.superview?.setNeedsLayout() }
        }
    }

    /// Whether the solution moved since the last `prepareLayoutPass` looked.
    var hasUnmarkedChanges: Bool { revision != markedRevision }

    /// Sets the frames of the subviews constraints place, from the current solution.
    func applyFrames(toSubviewsOf view: View) {
        guard view.subviews.contains(where: places) else { return }
        updateIfNeeded()
        for child in view.subviews where places(child) {
            child.frame = rect(of: child, relativeTo: view)
            _ = (child as? any SolvedWidthAdopting)?.adoptSolvedWidth(child.frame.width)
        }
    }

    /// A short stable address for logs: objects are numbered in the order a log first names them.
    func address(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let n = addresses[id] { return "0x" + String(n, radix: 16) }
        // Objects named once stay in the map, so a long session restarts the numbering rather than grow it.
        if addresses.count >= Self.addressLimit { addresses.removeAll(keepingCapacity: true) }
        let n = addresses.count + 1
        addresses[id] = n
        return "0x" + String(n, radix: 16)
    }
}
