/// Explaining a refused required constraint, as UIKit's "Unable to simultaneously satisfy
/// constraints" log does, but with only the constraints that matter.
///
/// When the artificial objective cannot reach zero, its final row is a combination of the new row and
/// existing rows, and an existing constraint's marker appears in it exactly when that constraint's row
/// took part (markers are unique to their constraint, and basic symbols never appear in another row).
/// Optimality rules out optional constraints (their two symbols would appear with opposite signs, one
/// of them improving), so the owners are required constraints that together forbid the new one: a
/// Farkas certificate. A deletion filter then shrinks that set until dropping any member would let the
/// new constraint in, by re-solving the small set from scratch.
extension Solver {
    /// Sets larger than this are reported unfiltered: the filter costs a solve per member.
    static let largestFilteredConflict = 48

    func explain(_ constraint: Constraint, keys: [Int32]) -> [Constraint] {
        // Which constraint owns each marker and error, gathered here rather than kept up to date on
        // every add and remove: only a refused constraint asks.
        var owners: [Int: Tag] = [:]
        for tag in tags {
            owners[tag.marker] = tag
            if tag.other >= 0 { owners[tag.other] = tag }
        }
        var seen = Set<Constraint>()
        var candidates: [Tag] = []
        for key in keys where key >= 0 {
            guard let tag = owners[Int(key)], tag.constraint.priority.isRequired, tag.constraint !== constraint,
                  seen.insert(tag.constraint).inserted else { continue }
            candidates.append(tag)
        }
        var conflicts = candidates.sorted { $0.serial < $1.serial }.map(\.constraint)
        guard explainsConflicts, conflicts.count <= Self.largestFilteredConflict else { return conflicts }
        var index = 0
        while index < conflicts.count {
            var trial = conflicts
            trial.remove(at: index)
            if Self.contradicts(trial + [constraint]) {
                conflicts = trial
            } else {
                index += 1
            }
        }
        return conflicts
    }

    /// Whether the constraints cannot all be added to a fresh solver.
    static func contradicts(_ constraints: [Constraint]) -> Bool {
        let solver = Solver(explainsConflicts: false)
        for constraint in constraints {
            do { try solver.add(constraint) } catch { return true }
        }
        return false
    }
}
