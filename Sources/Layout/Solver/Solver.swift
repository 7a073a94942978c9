/// An incremental Cassowary solver (Badros & Borning 2001, in the shape of kiwi): constraints are
/// added and removed one at a time, and edit variables take suggested values, each call leaving the
/// tableau solved so that ``value(of:)`` is always current.
///
/// Required constraints (priority 1000) must hold; a required constraint that contradicts the others
/// is refused with ``LayoutError/unsatisfiable(_:conflicts:)`` naming the constraints it fights, and
/// the solver is left as it was. Optional constraints are satisfied as well as possible, a higher
/// priority always before any number of lower ones (see ``Priority``), each error measured as the
/// distance its expression misses by.
///
/// Not thread-safe: one solver belongs to one layout pass, like a view tree belongs to one window.
public final class Solver {
    /// Stored in 32 bits so that a tag takes 24 bytes: the tag table is a third of a small solver.
    struct Tag {
        let constraint: Constraint
        private let storedMarker: Int32
        private let storedOther: Int32
        private let storedSerial: Int32

        init(constraint: Constraint, marker: Int, other: Int, serial: Int) {
            self.constraint = constraint
            storedMarker = Int32(marker)
            storedOther = Int32(other)
            storedSerial = Int32(truncatingIfNeeded: serial)
        }

        /// The slack, dummy or positive error that identifies the constraint's row.
        var marker: Int { Int(storedMarker) }
        /// The second error of an optional constraint, or -1.
        var other: Int { Int(storedOther) }
        /// Order of addition, for explanations that read in the order the caller wrote.
        var serial: Int { Int(storedSerial) }
    }

    struct Mark {
        let kind: SymbolKind
        var isDirty = false
        var stamp: UInt32 = 0

        init(kind: SymbolKind) { self.kind = kind }
    }

    /// An edit variable: its constraint, that constraint's marker and second error (fixed for the
    /// constraint's life, so a suggestion needs no look-up of the tag), and the suggested value.
    struct Edit {
        let variable: Variable
        let constraint: Constraint
        let marker: Int32
        let other: Int32
        var suggested: Double
    }

    // Stored properties skip Swift's dynamic exclusivity checks: every call runs to completion on one
    // thread and no method hands out an inout reference to them, and the checks cost about a tenth of
    // the time of a small solve.

    // Per symbol, indexed by its id.
    @exclusivity(unchecked) var rows: [Row?] = []
    /// Each symbol's kind, its stamp for `gatherColumn(_:)` and its dirty flag for `optimize()`, in one array.
    @exclusivity(unchecked) var marks: [Mark] = []

    @exclusivity(unchecked) var columns = ColumnIndex(capacity: Solver.symbolCapacity)
    /// The symbols of the terms of the constraint `makeRow` is building, looked up once.
    @exclusivity(unchecked) var termSymbols: [Int32] = []
    /// The column `gatherColumn(_:)` gathered last, its storage reused from call to call.
    @exclusivity(unchecked) var columnBuffer: [Int32] = []
    @exclusivity(unchecked) var stamp: UInt32 = 0
    @exclusivity(unchecked) var dirty: [Int] = []
    @exclusivity(unchecked) var infeasible: [Int] = []
    @exclusivity(unchecked) var objective = Objective()
    @exclusivity(unchecked) var artificial: Row?
    /// The cells of every row above.
    @exclusivity(unchecked) var arena = RowArena(capacity: Solver.arenaCapacity)

    /// One per constraint, in no particular order (a removal moves the last into the gap).
    @exclusivity(unchecked) var tags: [Tag] = []
    /// A variable's address to its symbol: apart from the constraints' and edits' map, so that
    /// reading a table cell's variables back touches a map of 32 slots rather than 64.
    @exclusivity(unchecked) var symbols = AddressMap(capacity: 24)
    /// A constraint's address to its index in `tags`, and an edit variable's address plus one (no
    /// object starts at an odd address) to its index in `edits`.
    @exclusivity(unchecked) var handles = AddressMap(capacity: 24)
    /// Keeps the variables alive, so that no new object can reuse an address in `symbols`.
    @exclusivity(unchecked) var variables: [Variable] = []
    @exclusivity(unchecked) var edits: [Edit] = []
    @exclusivity(unchecked) var serial = 0
    /// The rows that may hold references, oldest first, and their values as of `sweptEpoch`.
    @exclusivity(unchecked) var referencingRows: [Int32] = []
    @exclusivity(unchecked) var resolved: [Double] = []
    /// Counts changes of the tableau; the values are current while `sweptEpoch` equals it.
    @exclusivity(unchecked) var epoch: UInt64 = 1
    @exclusivity(unchecked) var sweptEpoch: UInt64 = 0
    /// The marker whose column `columnBuffer` holds for `editColumn(_:)`, or -1 once anything may have
    /// changed which rows hold it.
    @exclusivity(unchecked) var editColumnMarker = -1
    /// The references `resolveReferences(_:)` has yet to expand, its storage reused from call to call.
    @exclusivity(unchecked) var referenceHeap: [Int32] = []
    /// Rows longer than this are referenced rather than copied (tests set 0 to reference every row).
    let referenceThreshold: Int
    /// Off in the throwaway solvers that check candidate conflicts, so explaining never recurses.
    let explainsConflicts: Bool
    /// Ids handed out below which the solver never compacts (tests set 0 to compact after every removal).
    let compactionFloor: Int
    /// Ids handed out at which the next removal compacts (see `Solver+Compaction.swift`).
    @exclusivity(unchecked) var compactionThreshold: Int

    public convenience init() {
        self.init(explainsConflicts: true)
    }

    init(explainsConflicts: Bool, referenceThreshold: Int = Solver.defaultReferenceThreshold,
         compactionFloor: Int = Solver.defaultCompactionFloor) {
        self.explainsConflicts = explainsConflicts
        self.referenceThreshold = referenceThreshold
        self.compactionFloor = compactionFloor
        compactionThreshold = compactionFloor
        // Room for one table cell's worth of symbols and constraints: a table keeps a small solver per
        // cell, and growing each array from empty cost more allocations than the solve itself.
        let symbolCapacity = Self.symbolCapacity
        rows.reserveCapacity(symbolCapacity)
        marks.reserveCapacity(symbolCapacity)
        tags.reserveCapacity(24)
        edits.reserveCapacity(1)
        // The other buffers too: each grew from empty by doubling, five or six allocations apiece per
        // small solver (the variables alone seventeen for a cell). The dirty and infeasible lists get
        // what a cell uses rather than a slot per symbol: reserving 48 touched more pages (36,100 for
        // 10,000 cells against 35,000) than the growth it saved.
        variables.reserveCapacity(24)
        dirty.reserveCapacity(16)
        infeasible.reserveCapacity(4)
        columnBuffer.reserveCapacity(16)
        termSymbols.reserveCapacity(8)
    }

    /// Symbols a new solver has room for: a table cell of kiwi's benchmark uses 42 (seventeen variables,
    /// twenty constraints' markers and errors, a few artificial variables); a bigger system grows.
    static let symbolCapacity = 48

    /// Arena slots a new solver has room for: a table cell of kiwi's benchmark hands out 224 (196 live
    /// at the end, twenty rows and two objective levels in blocks of 4 to 16, the rest on free lists),
    /// 3 KB; a bigger system grows the buffers.
    static let arenaCapacity = 256

    /// The number of constraints in the solver, edit variables' constraints included.
    public var constraintCount: Int { tags.count }

    public func hasConstraint(_ constraint: Constraint) -> Bool { tagIndex(constraint) != nil }

    public func hasEditVariable(_ variable: Variable) -> Bool { editIndex(variable) != nil }

    /// The variable's value in the current solution; 0 for a variable the solver has never seen.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[ObjectKey(variable).address], let row = rows[symbol] else { return 0 }
        return row.mayReference ? resolvedValue(symbol) : row.constant
    }

    public func add(_ constraint: Constraint) throws(LayoutError) {
        guard tagIndex(constraint) == nil else { throw .duplicateConstraint(constraint) }
        tableauChanged()
        editColumnMarker = -1
        var (row, tag, firstNew, hasReferences) = makeRow(constraint)
        if hasReferences {
            let subject = newExternal(in: row, from: firstNew)
            if subject >= 0 {
                // A new variable defined over existing ones: its row keeps their references, and no
                // other row holds it, so there is nothing to substitute.
                arena.solve(&row, for: subject)
                row.mayReference = true
                addRow(subject, row)
                referencingRows.append(Int32(subject))
                record(tag)
                return
            }
            resolveReferences(&row)
            if row.constant < 0 { arena.reverseSign(&row) }
        }
        var subject = chooseSubject(row, tag)
        if subject < 0 && arena.range(row).allSatisfy({ arena.keys[$0] < 0 || marks[Int(arena.keys[$0])].kind == .dummy }) {
            // Only required equalities' markers are left: the new constraint is implied by them when
            // the constant is zero and contradicts them otherwise.
            guard nearZero(row.constant) else {
                let keys = arena.keys(row)
                arena.release(row)
                throw .unsatisfiable(constraint, conflicts: explain(constraint, keys: keys))
            }
            subject = tag.marker
        }
        if subject >= 0 {
            arena.solve(&row, for: subject)
            substitute(subject, row)
            addRow(subject, row)
        } else if let blocking = addWithArtificialVariable(row) {
            optimize()
            throw .unsatisfiable(constraint, conflicts: explain(constraint, keys: blocking))
        }
        record(tag)
    }

    /// Files an added constraint's tag and re-optimises.
    private func record(_ tag: Tag) {
        handles.insert(ObjectKey(tag.constraint).address, tags.count)
        tags.append(tag)
        optimize()
    }

    public func remove(_ constraint: Constraint) throws(LayoutError) {
        guard let index = tagIndex(constraint) else { throw .unknownConstraint(constraint) }
        tableauChanged()
        editColumnMarker = -1
        let tag = removeTag(at: index)
        removeErrorEffects(tag)
        if rows[tag.marker] != nil {
            arena.release(takeRow(tag.marker))
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = takeRow(leaving)
            arena.solve(&row, for: tag.marker, replacing: leaving)
            substitute(tag.marker, row)
            arena.release(row)
        }
        optimize()
        compactIfNeeded()
    }

    /// Makes a variable suggestible, held to its suggested value at `priority` (which must be
    /// optional). Its first suggested value is 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError) {
        guard editIndex(variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try add(constraint)
        let tag = tags[tags.count - 1]
        handles.insert(Self.editKey(variable), edits.count)
        edits.append(Edit(variable: variable, constraint: constraint, marker: Int32(tag.marker),
                          other: Int32(tag.other), suggested: 0))
    }

    public func removeEditVariable(_ variable: Variable) throws(LayoutError) {
        guard let index = editIndex(variable) else { throw .unknownEditVariable(variable) }
        try remove(removeEdit(at: index).constraint)
    }

    /// Moves an edit variable's target and re-solves with the dual simplex, which only touches the
    /// rows the edit reaches: the incremental step that makes dragging and resizing cheap.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(LayoutError) {
        guard let index = editIndex(variable) else { throw .unknownEditVariable(variable) }
        tableauChanged()
        let marker = Int(edits[index].marker), other = Int(edits[index].other)
        let delta = value - edits[index].suggested
        edits[index].suggested = value
        if rows[marker] != nil {
            rows[marker]!.constant -= delta
            if rows[marker]!.constant < 0 { infeasible.append(marker) }
        } else if rows[other] != nil {
            rows[other]!.constant += delta
            if rows[other]!.constant < 0 { infeasible.append(other) }
        } else {
            let count = editColumn(marker)
            // Through a buffer: each `rows[basic]!` write checked the array's uniqueness, a tenth of a
            // table's resize.
            rows.withUnsafeMutableBufferPointer { rows in
                for position in 0..<count {
                    let basic = Int(columnBuffer[position])
                    rows[basic]!.constant += delta * arena.value(rows[basic]!, marker)
                    if marks[basic].kind != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
                }
            }
        }
        dualOptimize()
    }
}
