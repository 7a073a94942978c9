/// Turning a constraint into a tableau row and placing it (kiwi's `createRow`, `chooseSubject` and
/// `addWithArtificialVariable`), and taking an optional constraint's errors back out of the objective.
extension Solver {
    func symbol(for variable: Variable) -> Int {
        let key = ObjectKey(variable).address
        if let symbol = symbols[key] { return symbol }
        let symbol = newSymbol(.external)
        symbols.insert(key, symbol)
        variables.append(variable)
        return symbol
    }

    /// The constraint's row with every basic variable substituted or referenced (see
    /// `isReferenced(_:_:)`), plus its marker symbols; optional constraints' errors are entered in the
    /// objective at their priority's level. Also the first symbol made for it, and whether the row
    /// holds references.
    func makeRow(_ constraint: Constraint) -> (Row, Tag, firstNew: Int, hasReferences: Bool) {
        let expression = constraint.expression
        let firstNew = marks.count
        var hasReferences = false
        // The row is sized for every cell it can receive (the substituted rows' cells, the free terms and
        // two markers), so it never grows while being built. The longest substituted row goes first, so
        // that it is copied rather than merged cell by cell.
        let terms = expression.terms
        var first = 0, longest = -1, capacity = 2
        if termSymbols.count < terms.count {
            termSymbols.append(contentsOf: repeatElement(-1, count: terms.count - termSymbols.count))
        }
        for index in terms.indices {
            let symbol = symbol(for: terms[index].variable)
            termSymbols[index] = Int32(symbol)
            let length = rows[symbol].map { isReferenced(symbol, $0) ? 1 : Int($0.count) } ?? 0
            capacity += max(1, length)
            if length > longest { longest = length; first = index }
        }
        var row = arena.makeRow(constant: expression.constant, capacity: capacity)
        var index = first
        for _ in terms.indices {
            let coefficient = terms[index].coefficient
            if !nearZero(coefficient) {
                let symbol = Int(termSymbols[index])
                if let basic = rows[symbol], !isReferenced(symbol, basic) {
                    arena.insert(&row, basic, times: coefficient)
                } else {
                    if rows[symbol] != nil { hasReferences = true }
                    arena.add(&row, symbol, coefficient)
                }
            }
            index += 1
            if index == terms.count { index = 0 }
        }
        let required = constraint.priority.isRequired
        var marker = -1, other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            arena.add(&row, marker, sign)
            if !required {
                other = newSymbol(.error)
                arena.add(&row, other, -sign)
                addToObjective(level: objective.level(for: constraint.priority, in: &arena), symbol: other, 1)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                arena.add(&row, marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                arena.add(&row, marker, -1)
                arena.add(&row, other, 1)
                let level = objective.level(for: constraint.priority, in: &arena)
                addToObjective(level: level, symbol: marker, 1)
                addToObjective(level: level, symbol: other, 1)
            }
        }
        if row.constant < 0 { arena.reverseSign(&row) }
        serial += 1
        return (row, Tag(constraint: constraint, marker: marker, other: other, serial: serial), firstNew, hasReferences)
    }

    /// A symbol the row can be solved for without losing feasibility: any variable, else a marker
    /// whose coefficient is negative (the row's constant is non-negative, so it stays so). -1 if none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        for index in arena.range(row) {
            let key = arena.keys[index]
            if key >= 0 && marks[Int(key)].kind == .external { return Int(key) }
        }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && marks[symbol].kind.isPivotable {
            if arena.value(row, symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Adds the row with an artificial basic variable and minimises it to zero. Returns nil on
    /// success; on failure, the symbols of the final artificial row, whose owners are the constraints
    /// that keep it positive. A failed add leaves the tableau describing exactly the old constraints:
    /// the artificial variable ends basic, so no other row holds it or the new row's symbols, and
    /// dropping its row undoes the add.
    func addWithArtificialVariable(_ row: Row) -> [Int32]? {
        let artificialSymbol = newSymbol(.slack)
        addRow(artificialSymbol, row)
        artificial = arena.copy(row)
        optimizeArtificial()
        let success = nearZero(artificial!.constant)
        arena.release(artificial!)
        artificial = nil
        if rows[artificialSymbol] != nil {
            var basicRow = takeRow(artificialSymbol)
            if !success || basicRow.isEmpty {
                let keys = success ? nil : arena.keys(basicRow)
                arena.release(basicRow)
                return keys
            }
            var entering = -1
            for index in arena.range(basicRow) {
                let key = arena.keys[index]
                if key >= 0 && marks[Int(key)].kind.isPivotable {
                    entering = Int(key)
                    break
                }
            }
            guard entering >= 0 else {
                let keys = arena.keys(basicRow)
                arena.release(basicRow)
                return keys
            }
            arena.solve(&basicRow, for: entering, replacing: artificialSymbol)
            substitute(entering, basicRow)
            addRow(entering, basicRow)
        }
        for position in 0..<gatherColumn(artificialSymbol) {
            _ = arena.remove(&rows[Int(columnBuffer[position])]!, artificialSymbol)
        }
        columns.clear(artificialSymbol)
        for level in objective.levels.indices {
            _ = arena.remove(&objective.levels[level].row, artificialSymbol)
        }
        return nil
    }

    func removeErrorEffects(_ tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol >= 0 && marks[symbol].kind == .error {
            let level = objective.level(for: tag.constraint.priority, in: &arena)
            if let row = rows[symbol] {
                addToObjective(level: level, row, times: -1)
            } else {
                addToObjective(level: level, symbol: symbol, -1)
            }
        }
    }
}
