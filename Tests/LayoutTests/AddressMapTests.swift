import Testing
@testable import Layout

@Suite("Address map")
struct AddressMapTests {
    @Test("random inserts, removals and lookups agree with a dictionary, through growth", arguments: 0..<20)
    func againstDictionary(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var map = AddressMap(capacity: Int.random(in: 0...24, using: &generator))
        var reference: [UInt: Int] = [:]
        // Addresses as objects have them: 16-byte aligned, clustered, never 0.
        let base = UInt.random(in: 1...1 << 40, using: &generator) << 4
        for _ in 0..<500 {
            let key = base + UInt.random(in: 0..<400, using: &generator) << 4
            switch Int.random(in: 0..<5, using: &generator) {
            case 0, 1:
                let value = Int.random(in: 0..<100_000, using: &generator)
                map.insert(key, value)
                reference[key] = value
            case 2:
                #expect(map.remove(key) == reference.removeValue(forKey: key))
            default:
                #expect(map[key] == reference[key])
            }
        }
        #expect(map.count == reference.count)
        for offset in 0..<400 {
            let key = base + UInt(offset) << 4
            #expect(map[key] == reference[key])
        }
    }

    @Test("a solver reads the value of a variable it has never seen as 0 and of each variable its own")
    func solverLookups() throws {
        let solver = Solver()
        let variables = (0..<100).map { Variable("v\($0)") }
        for (index, variable) in variables.enumerated() { try solver.add(variable == Double(index)) }
        #expect(variables.enumerated().allSatisfy { solver.value(of: $1) == Double($0) })
        #expect(solver.value(of: Variable("stranger")) == 0)
    }

    /// Constraints and edit variables share the map with the variables; removing one moves the last
    /// tag or edit into its place, and every other must still be found.
    @Test("removing constraints and edit variables keeps the others findable")
    func removals() throws {
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        let constraints = variables.enumerated().map { $1 >= Double($0) }
        for constraint in constraints { try solver.add(constraint) }
        for variable in variables { try solver.addEditVariable(variable, priority: .defaultLow) }
        try solver.remove(constraints[1])
        try solver.removeEditVariable(variables[0])
        #expect(!solver.hasConstraint(constraints[1]) && !solver.hasEditVariable(variables[0]))
        #expect(constraints.enumerated().allSatisfy { $0 == 1 || solver.hasConstraint($1) })
        #expect(variables.dropFirst().allSatisfy { solver.hasEditVariable($0) })
        for (index, variable) in variables.enumerated().dropFirst() { try solver.suggestValue(variable, Double(10 + index)) }
        #expect(variables.dropFirst().enumerated().allSatisfy { solver.value(of: $1) == Double(11 + $0) })
        #expect(solver.constraintCount == 5 + 5)
        #expect(throws: LayoutError.self) { try solver.suggestValue(variables[0], 3) }
    }
}
