/// Rows of user variables that name other variables' rows instead of copying them: what keeps a long
/// chain of views from filling the tableau with copies of one long row.
///
/// In Cassowary's dictionary every basic variable is written over non-basic symbols only. In a chain
/// where each view's top is the previous view's bottom, view k's top depends on a slack or error of
/// every view before it, so its row has about 4k cells, and so do the rows of the views placed from
/// it: the tableau holds Θ(N²) cells and adding a view costs Θ(N). Yet a user variable's row is never
/// needed in that form for the simplex: both loops only pivot on restricted rows (slacks and errors),
/// and the objective holds only errors (the unrestricted and restricted parts of the tableau in
/// Badros, Borning & Stuckey 2001). A user variable's row is needed in full only when a new constraint
/// has to be written over non-basic symbols, and only its value is needed when the layout is read.
///
/// So a new constraint that introduces a variable the solver has never seen, the usual case in a view
/// layout (each constraint places a new edge from existing ones), may keep its basic user variables as
/// *references* when their rows are long or themselves hold references, and becomes the new variable's
/// row as it stands: `top₈ = top₇ + height₇` rather than the 30 cells `top₇` stands for. References
/// always point at older rows (the new variable's symbol is newer than every symbol the solver had),
/// so they form an acyclic graph, and a value is the row's constant plus its references' values,
/// memoised until the tableau next changes.
///
/// A constraint that introduces no new variable needs its row over non-basic symbols: the references
/// are expanded newest first, so that a reference's coefficient is final before its own row is
/// considered. The constraints inside one view are differences of its edges, in which the view's
/// position cancels before the expansion reaches it: the row comes out as short as the view, not as
/// long as the chain. Restricted rows and the objective never hold references, so the simplex, the
/// dual simplex and the conflict explanations work on exactly the rows they did.
extension Solver {
    /// Rows longer than this are referenced rather than copied when a new variable's row is built.
    /// A table cell's rows stay under it, so small systems build exactly the rows they did before.
    static let defaultReferenceThreshold = 32

    /// Whether a basic symbol's row is referenced rather than copied into a new constraint's row.
    @inline(__always)
    func isReferenced(_ symbol: Int, _ row: Row) -> Bool {
        row.mayReference || Int(row.count) > referenceThreshold
    }

    /// The first user variable in the row whose symbol was made for this constraint (so no other row
    /// holds it, and no reference can lead back to it), or -1.
    func newExternal(in row: Row, from firstNew: Int) -> Int {
        for index in arena.range(row) {
            let key = Int(arena.keys[index])
            if key >= firstNew && marks[key].kind == .external { return key }
        }
        return -1
    }

    /// Expands every reference in `row`, newest first, until the row is over non-basic symbols only.
    func resolveReferences(_ row: inout Row) {
        referenceHeap.removeAll(keepingCapacity: true)
        for index in arena.range(row) {
            let key = arena.keys[index]
            if key >= 0 && rows[Int(key)] != nil { pushReference(key) }
        }
        while let symbol = popNewestReference() {
            // A symbol can be queued twice (expanded away and brought back), or cancelled on the way.
            guard let coefficient = arena.remove(&row, Int(symbol)) else { continue }
            let referenced = rows[Int(symbol)]!
            row.constant += referenced.constant * coefficient
            for index in arena.range(referenced) {
                let key = arena.keys[index]
                guard key >= 0 else { continue }
                if arena.add(&row, Int(key), arena.values[index] * coefficient) == .inserted && rows[Int(key)] != nil {
                    pushReference(key)
                }
            }
        }
    }

    /// Rewrites a basic user variable's row over non-basic symbols, for a removal that pivots on it.
    func materialize(_ basic: Int) {
        guard var row = rows[basic], row.mayReference else { return }
        resolveReferences(&row)
        row.mayReference = false
        addRow(basic, row)
    }

    /// The value of a basic symbol whose row may hold references: its row's constant plus its
    /// references' values (non-basic symbols are 0). The first read after a change of the tableau
    /// computes every referencing row's value in one pass in the order the rows were made, which is an
    /// order in which references come before the rows that hold them (a reference is always older).
    /// A layout reads every frame after a change, so one pass costs what reading them one by one would,
    /// without a stack for a chain of references as deep as the chain of views.
    func resolvedValue(_ symbol: Int) -> Double {
        if sweptEpoch != epoch { resolveAll() }
        return resolved[symbol]
    }

    private func resolveAll() {
        if resolved.count < marks.count {
            resolved.append(contentsOf: repeatElement(0, count: marks.count - resolved.count))
        }
        var live = 0
        for position in referencingRows.indices {
            let symbol = Int(referencingRows[position])
            // Rows written out in full since, or dropped, leave the list here.
            guard let row = rows[symbol], row.mayReference else { continue }
            referencingRows[live] = Int32(symbol)
            live += 1
            var value = row.constant
            for index in arena.range(row) {
                let key = Int(arena.keys[index])
                guard key >= 0, let referenced = rows[key] else { continue }
                value += arena.values[index] * (referenced.mayReference ? resolved[key] : referenced.constant)
            }
            resolved[symbol] = value
        }
        referencingRows.removeLast(referencingRows.count - live)
        sweptEpoch = epoch
    }

    /// Forgets every computed value: called by each operation that changes the tableau.
    func tableauChanged() {
        epoch &+= 1
    }

    // A binary max-heap of symbols in `referenceHeap`, newest (largest) on top.

    private func pushReference(_ symbol: Int32) {
        referenceHeap.append(symbol)
        var child = referenceHeap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard referenceHeap[parent] < referenceHeap[child] else { break }
            referenceHeap.swapAt(parent, child)
            child = parent
        }
    }

    private func popNewestReference() -> Int32? {
        guard let last = referenceHeap.popLast() else { return nil }
        guard !referenceHeap.isEmpty else { return last }
        let top = referenceHeap[0]
        referenceHeap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < referenceHeap.count && referenceHeap[left] > referenceHeap[largest] { largest = left }
            if right < referenceHeap.count && referenceHeap[right] > referenceHeap[largest] { largest = right }
            guard largest != parent else { break }
            referenceHeap.swapAt(parent, largest)
            parent = largest
        }
        return top
    }
}

extension Solver {
    /// Cells in every tableau row (the objective's aside): what a chain of views grows by.
    var tableauCellCount: Int { rows.reduce(0) { $0 + Int($1?.count ?? 0) } }

    /// The longest tableau row's cell count.
    var longestRowCount: Int { rows.reduce(0) { max($0, Int($1?.count ?? 0)) } }

    /// Rows that may hold references.
    var referencingRowCount: Int { rows.count { $0?.mayReference == true } }
}
