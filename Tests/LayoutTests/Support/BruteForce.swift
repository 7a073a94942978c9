/// Lexicographic minimisation by enumeration, to check the solver against.
///
/// Why vertices suffice: write each optional constraint with its errors as extra variables; the
/// lexicographic optimum of that bounded linear program is attained at a vertex of its polyhedron
/// (each level's optimal face is a face of the previous one). At such a vertex, an optional constraint
/// either has a zero error on both sides, which makes its hyperplane `Σ aᵢxᵢ + c = 0` tight, or leaves
/// the point free in its direction; so the point is fixed by n independent hyperplanes of constraints
/// (required ones, optional ones and the box). Enumerating every n-subset of hyperplanes, solving
/// it by Gaussian elimination and keeping the feasible points finds the optimum exactly.
enum BruteForce {
    struct Solution {
        var point: [Double]
        var objective: LevelObjective
    }

    /// The optimum, or nil when the required constraints admit no point (within the box they include).
    static func optimum(_ constraints: [PlainConstraint], variables: Int) -> Solution? {
        let levels = priorities(of: constraints)
        var best: Solution?
        forEachVertex(of: constraints, variables: variables) { point in
            let objective = LevelObjective.of(constraints, at: point, levels: levels)
            if best == nil || objective.compare(best!.objective) < 0 {
                best = Solution(point: point, objective: objective)
            }
        }
        return best
    }

    static func isFeasible(_ constraints: [PlainConstraint], variables: Int) -> Bool {
        let required = constraints.filter(\.isRequired)
        let box = (0..<variables).flatMap { index in
            [PlainConstraint.bound(index, of: variables, .lessThanOrEqual, 1e5),
             PlainConstraint.bound(index, of: variables, .greaterThanOrEqual, -1e5)]
        }
        var found = false
        forEachVertex(of: required + box, variables: variables) { _ in found = true }
        return found
    }

    /// Optional priorities in use, highest first.
    static func priorities(of constraints: [PlainConstraint]) -> [Float] {
        Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    static func forEachVertex(of constraints: [PlainConstraint], variables: Int, _ body: ([Double]) -> Void) {
        let planes = constraints
        var chosen: [Int] = []
        func recurse(from start: Int) {
            if chosen.count == variables {
                guard let point = solve(chosen.map { planes[$0] }, variables: variables) else { return }
                let feasible = constraints.allSatisfy { constraint in
                    !constraint.isRequired
                        || constraint.violation(at: point) <= 1e-7 * max(1, point.map(abs).max() ?? 0)
                }
                if feasible { body(point) }
                return
            }
            guard start < planes.count else { return }
            for index in start..<planes.count {
                chosen.append(index)
                recurse(from: index + 1)
                chosen.removeLast()
            }
        }
        recurse(from: 0)
    }

    /// The point where all the hyperplanes meet, or nil when they do not fix a single point.
    static func solve(_ planes: [PlainConstraint], variables: Int) -> [Double]? {
        var matrix = planes.map { $0.coefficients + [-$0.constant] }
        for column in 0..<variables {
            guard let pivot = (column..<variables).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<variables where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                guard factor != 0 else { continue }
                for entry in column...variables { matrix[row][entry] -= factor * matrix[column][entry] }
            }
        }
        return (0..<variables).map { matrix[$0][variables] / matrix[$0][$0] }
    }
}
