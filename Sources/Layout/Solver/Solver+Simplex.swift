/// The two simplex loops of Cassowary: the primal one after adds and removes (the tableau is feasible,
/// the objective may not be minimal) and the dual one after a suggested value (the objective is
/// minimal, some rows may be infeasible), each comparing reduced costs level by level.
extension Solver {
    /// Primal simplex on the lexicographic objective. Only symbols whose costs changed since the last
    /// optimum can have become improving, so the loop drains the dirty list instead of rescanning the
    /// whole objective (which holds every satisfied optional constraint's errors) after each pivot.
    func optimize() {
        while let symbol = dirty.popLast() {
            marks[symbol].isDirty = false
            guard rows[symbol] == nil, marks[symbol].kind != .dummy else { continue }
            let sign = objective.sign(of: symbol, in: arena)
            // A restricted symbol can only grow from 0; a free (external) one can move either way.
            let decreasing: Bool
            if sign < 0 {
                decreasing = false
            } else if sign > 0 && marks[symbol].kind == .external {
                decreasing = true
            } else {
                continue
            }
            // No blocking row would mean an unbounded objective, which errors bounded below rule out;
            // only rounding can get here, and skipping the symbol keeps a feasible solution.
            guard let leaving = leavingRow(for: symbol, decreasing: decreasing) else { continue }
            pivot(leaving: leaving, entering: symbol)
            markDirty(leaving)
        }
    }

    /// Primal simplex on the artificial objective of a difficult add (one row, so a plain scan).
    func optimizeArtificial() {
        while let row = artificial {
            var entering = -1
            var decreasing = false
            for index in arena.range(row) {
                let slot = (key: arena.keys[index], value: arena.values[index])
                guard slot.key >= 0 else { continue }
                let kind = marks[Int(slot.key)].kind
                if kind == .dummy || rows[Int(slot.key)] != nil { continue }
                if slot.value < 0 || kind == .external {
                    entering = Int(slot.key)
                    decreasing = slot.value > 0
                    break
                }
            }
            guard entering >= 0, let leaving = leavingRow(for: entering, decreasing: decreasing) else { return }
            pivot(leaving: leaving, entering: entering)
            markDirty(leaving)
        }
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` moves.
    func leavingRow(for entering: Int, decreasing: Bool) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for position in 0..<gatherColumn(entering) {
            let basic = Int(columnBuffer[position])
            guard marks[basic].kind != .external, let row = rows[basic] else { continue }
            let coefficient = arena.value(row, entering)
            guard decreasing ? coefficient > 0 : coefficient < 0 else { continue }
            let ratio = abs(row.constant / coefficient)
            if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? Int.max)) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: pivots out rows whose restricted basic symbol went negative after an edit, keeping
    /// every reduced-cost vector non-negative so the objective stays minimal.
    func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < -1.0e-8 else { continue }
            var entering = -1
            var enteringCoefficient = 0.0
            for index in arena.range(row) {
                let slot = (key: arena.keys[index], value: arena.values[index])
                guard slot.key >= 0 && slot.value > 0 else { continue }
                let symbol = Int(slot.key)
                guard marks[symbol].kind != .dummy else { continue }
                if entering < 0
                    || objective.ratio(of: symbol, slot.value, isLessThan: entering, enteringCoefficient, in: arena)
                    || (!objective.ratio(of: entering, enteringCoefficient, isLessThan: symbol, slot.value, in: arena)
                        && symbol < entering) {
                    entering = symbol
                    enteringCoefficient = slot.value
                }
            }
            // No way to raise the row means a required constraint would break; suggestions only move
            // optional edit constraints, so this is rounding on a row that is effectively zero.
            guard entering >= 0 else { continue }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The row to pivot on when removing a constraint whose marker is not basic: a copy's row first,
    /// else kiwi's choice (the restricted row that stays feasible, else any restricted row, else an
    /// external one).
    ///
    /// A required equality implied by others (an exact copy, say) enters as a row of dummy markers only,
    /// `dummy = Σ c·dummy` with constant 0. Kiwi treats that row like a slack's; but pivoting on another
    /// row with a non-zero constant would carry that constant into the copy's row, leaving its dummy,
    /// which must stay 0, at that value: the copy silently broken (a stack view's constraints
    /// activated twice). Pivoting on the copy's row moves no constant anywhere, and the copy takes over.
    ///
    /// A user variable's row that holds references is written over non-basic symbols first, so that its
    /// coefficient is the marker's real one (references may add to it or cancel it). The oldest row
    /// whose real coefficient is not zero holds the marker itself, so no candidate is missed.
    func markerLeavingRow(_ marker: Int) -> Int? {
        for position in 0..<gatherColumn(marker) where rows[Int(columnBuffer[position])]?.mayReference == true {
            materialize(Int(columnBuffer[position]))
        }
        var first: Int?, second: Int?, third: Int?
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        for position in 0..<gatherColumn(marker) {
            let basic = Int(columnBuffer[position])
            guard let row = rows[basic] else { continue }
            let coefficient = arena.value(row, marker)
            if marks[basic].kind == .dummy {
                return basic
            } else if marks[basic].kind == .external {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }
}
