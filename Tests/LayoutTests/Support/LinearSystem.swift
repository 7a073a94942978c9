import Layout

/// The property tests' own description of a constraint system: plain coefficient arrays, evaluated
/// without the solver's types, so the brute force shares nothing with the code under test but the
/// meaning of a constraint (`Σ aᵢxᵢ + c ⋚ 0`, its error the distance it misses by).
struct PlainConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Constraint.Relation
    /// 1000 is required.
    var priority: Float

    var isRequired: Bool { priority >= 1000 }

    func value(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    func violation(at point: [Double]) -> Double {
        let value = value(at: point)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    func constraint(_ variables: [Variable]) -> Constraint {
        let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
        return Constraint(Expression(terms, constant: constant), relation, priority: Priority(priority))
    }

    static func random(variables: Int, mostlyRequired: Bool = false, using generator: inout SplitMix64) -> PlainConstraint {
        var coefficients = (0..<variables).map { _ in
            Bool.random(using: &generator) ? Double(Int.random(in: -2...2, using: &generator)) : 0
        }
        if coefficients.allSatisfy({ $0 == 0 }) {
            coefficients[Int.random(in: 0..<variables, using: &generator)] = Bool.random(using: &generator) ? 1 : -1
        }
        let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            .randomElement(using: &generator)!
        let priority: Float = mostlyRequired
            ? [1000, 1000, 1000, 1000, 750].randomElement(using: &generator)!
            : [1000, 1000, 999, 998, 750, 250, 1].randomElement(using: &generator)!
        return PlainConstraint(coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &generator)),
                               relation: relation, priority: priority)
    }

    /// `xᵢ ⋚ bound`, required: the box that keeps every random system bounded.
    static func bound(_ index: Int, of variables: Int, _ relation: Constraint.Relation, _ bound: Double) -> PlainConstraint {
        var coefficients = Array(repeating: 0.0, count: variables)
        coefficients[index] = 1
        return PlainConstraint(coefficients: coefficients, constant: -bound, relation: relation, priority: 1000)
    }
}

/// Errors summed per priority, highest priority first; compared lexicographically.
struct LevelObjective: CustomStringConvertible {
    var values: [Double]

    static func of(_ constraints: [PlainConstraint], at point: [Double], levels: [Float]) -> LevelObjective {
        LevelObjective(values: levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(at: point) }
        })
    }

    /// -1, 0 or 1, treating differences within `tolerance` as equal.
    func compare(_ other: LevelObjective, tolerance: Double = 1e-6) -> Int {
        for (a, b) in zip(values, other.values) {
            if a < b - tolerance { return -1 }
            if a > b + tolerance { return 1 }
        }
        return 0
    }

    var description: String { values.description }
}
