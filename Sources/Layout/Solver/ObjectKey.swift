/// A dictionary key for an object's identity that hashes with one multiply instead of SipHash.
///
/// The solver looks constraints and variables up by identity on every call, and for a table of small
/// solvers that hashing was a tenth of the time. The keys are addresses of objects the solver keeps
/// alive, not input an attacker chooses, so a seeded multiplicative mix is enough.
struct ObjectKey: Hashable {
    let address: UInt

    init(_ object: AnyObject) {
        address = UInt(bitPattern: ObjectIdentifier(object))
    }

    func hash(into hasher: inout Hasher) { hasher.combine(address) }

    func _rawHashValue(seed: Int) -> Int {
        let mixed = (address ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}
