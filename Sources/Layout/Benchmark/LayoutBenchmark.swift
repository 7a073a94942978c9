/// The layout benchmark behind `handheld bench --layout`: table cells with an image, a title and a
/// subtitle, laid out by constraints, then resized between portrait and landscape widths.
///
/// `chain` puts every cell in one solver, each cell's top pinned to the previous cell's bottom (the
/// worst case for an incremental solver: one long dependency chain). `table` gives each cell its own
/// solver, as a table view sizing cells one at a time does, each top the sum of the heights before it.
/// Strong is ``Priority/defaultHigh`` and weak ``Priority/defaultLow``; the root width is an edit
/// variable at strong priority.
public enum LayoutBenchmark {
    public enum Mode: String, Sendable, CaseIterable {
        case chain, table
    }

    public struct Result: Sendable {
        public var mode: Mode
        public var cells: Int
        public var constraints: Int
        /// Adding every constraint, solving and reading every variable, at width 375.
        public var buildMilliseconds: Double
        /// One width change (667 and 375 alternately) and reading every variable back.
        public var resizeMillisecondsMedian: Double
        public var lastCellTop: Double
        public var lastCellHeight: Double
        /// Σ left + top + width + height over every view after the build.
        public var checksum: Double

        /// The one line the bench command prints.
        public var line: String {
            "layout \(mode.rawValue) cells=\(cells) constraints=\(constraints)"
                + " build_ms=\(Self.format(buildMilliseconds)) resize_ms_median=\(Self.format(resizeMillisecondsMedian))"
                + " last_cell_top=\(Self.format(lastCellTop)) last_cell_height=\(Self.format(lastCellHeight))"
                + " checksum=\(Self.format(checksum))"
        }

        /// Up to three decimals without Foundation; integers print without a fraction.
        static func format(_ value: Double) -> String {
            let thousandths = Int((abs(value) * 1000).rounded())
            let sign = value < 0 && thousandths != 0 ? "-" : ""
            let whole = thousandths / 1000, fraction = thousandths % 1000
            guard fraction != 0 else { return "\(sign)\(whole)" }
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return "\(sign)\(whole).\(digits)"
        }
    }

    public static func run(mode: Mode, count: Int, resizes: Int) -> Result {
        switch mode {
        case .chain: chain(count: max(1, count), resizes: max(0, resizes))
        case .table: table(count: max(1, count), resizes: max(0, resizes))
        }
    }

    static func chain(count: Int, resizes: Int) -> Result {
        let clock = ContinuousClock()
        let width = Variable("W")
        var cells: [BenchmarkCell] = []
        let solver = Solver()
        let build = clock.measure {
            try! solver.addEditVariable(width, priority: .defaultHigh)
            try! solver.suggestValue(width, 375)
            for _ in 0..<count {
                let cell = BenchmarkCell()
                let top = cells.last.map { $0.cell.top + $0.cell.height } ?? Expression(constant: 0)
                for constraint in cell.constraints(width: width, top: top) { try! solver.add(constraint) }
                cells.append(cell)
            }
            _ = checksum(cells, [solver])
        }
        let sum = checksum(cells, [solver])
        let last = cells[cells.count - 1].cell
        let lastTop = solver.value(of: last.top), lastHeight = solver.value(of: last.height)
        let times = resizeTimes(resizes, clock: clock) { value in
            try! solver.suggestValue(width, value)
            _ = checksum(cells, [solver])
        }
        return Result(mode: .chain, cells: count, constraints: solver.constraintCount,
                      buildMilliseconds: milliseconds(build), resizeMillisecondsMedian: median(times),
                      lastCellTop: lastTop, lastCellHeight: lastHeight, checksum: sum)
    }

    static func table(count: Int, resizes: Int) -> Result {
        let clock = ContinuousClock()
        let width = Variable("W")
        var cells: [BenchmarkCell] = []
        var solvers: [Solver] = []
        var top = 0.0
        let build = clock.measure {
            for _ in 0..<count {
                let cell = BenchmarkCell()
                let solver = Solver()
                try! solver.addEditVariable(width, priority: .defaultHigh)
                try! solver.suggestValue(width, 375)
                for constraint in cell.constraints(width: width, top: Expression(constant: top)) {
                    try! solver.add(constraint)
                }
                top += solver.value(of: cell.cell.height)
                cells.append(cell)
                solvers.append(solver)
            }
            _ = checksum(cells, solvers)
        }
        let sum = checksum(cells, solvers)
        let last = cells[cells.count - 1].cell, lastSolver = solvers[solvers.count - 1]
        let times = resizeTimes(resizes, clock: clock) { value in
            for solver in solvers { try! solver.suggestValue(width, value) }
            _ = checksum(cells, solvers)
        }
        return Result(mode: .table, cells: count, constraints: solvers.reduce(0) { $0 + $1.constraintCount },
                      buildMilliseconds: milliseconds(build), resizeMillisecondsMedian: median(times),
                      lastCellTop: lastSolver.value(of: last.top), lastCellHeight: lastSolver.value(of: last.height),
                      checksum: sum)
    }

    /// Reads every variable of every cell (cell `i` from `solvers[i]`, or all from the only solver).
    static func checksum(_ cells: [BenchmarkCell], _ solvers: [Solver]) -> Double {
        var sum = 0.0
        for (index, cell) in cells.enumerated() {
            let solver = solvers.count == 1 ? solvers[0] : solvers[index]
            sum += cell.cell.sum(in: solver) + cell.image.sum(in: solver)
                + cell.title.sum(in: solver) + cell.subtitle.sum(in: solver)
        }
        return sum
    }

    static func resizeTimes(_ resizes: Int, clock: ContinuousClock, _ body: (Double) -> Void) -> [Double] {
        (0..<resizes).map { index in
            milliseconds(clock.measure { body(index % 2 == 0 ? 667 : 375) })
        }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}
