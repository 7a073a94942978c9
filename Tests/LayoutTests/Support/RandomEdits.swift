import Layout

/// The edit variables of a random history: added and removed at random priorities and given random
/// suggestions, with what the brute force needs to know of them (each is an optional equality to its
/// last suggestion).
struct RandomEdits {
    var edits: [Int: (priority: Float, value: Double)] = [:]

    /// Makes the variable at `index` an edit variable at one of `priorities`, or stops editing it.
    mutating func toggle(_ index: Int, in solver: Solver, _ variables: [Variable], priorities: [Float],
                         using generator: inout SplitMix64) throws {
        if edits[index] == nil {
            let priority = priorities.randomElement(using: &generator)!
            try solver.addEditVariable(variables[index], priority: Priority(priority))
            edits[index] = (priority, 0)
        } else {
            try solver.removeEditVariable(variables[index])
            edits[index] = nil
        }
    }

    /// Suggests a value in -60…60 to one of the edit variables, if there is one.
    mutating func suggest(in solver: Solver, _ variables: [Variable], using generator: inout SplitMix64) throws {
        guard let index = edits.keys.sorted().randomElement(using: &generator) else { return }
        let value = Double(Int.random(in: -60...60, using: &generator))
        try solver.suggestValue(variables[index], value)
        edits[index]!.value = value
    }
}
