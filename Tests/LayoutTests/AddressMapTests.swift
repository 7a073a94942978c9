import Testing
@testable import Layout

@Suite("Address map")
struct AddressMapTests {
    @Test("random inserts and lookups agree with a dictionary, through growth", arguments: 0..<20)
    func againstDictionary(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var map = AddressMap(capacity: Int.random(in: 0...24, using: &generator))
        var reference: [UInt: Int] = [:]
        // Addresses as objects have them: 16-byte aligned, clustered, never 0.
        let base = UInt.random(in: 1...1 << 40, using: &generator) << 4
        for _ in 0..<500 {
            let key = base + UInt.random(in: 0..<400, using: &generator) << 4
            if Bool.random(using: &generator) {
                let value = Int.random(in: 0..<100_000, using: &generator)
                map.insert(key, value)
                reference[key] = value
            } else {
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
}
