/// Every animation engine alive, held weakly. UIKit's `UIView.animate` is a type method because one render
/// server sees every window; the UIKit module's type-level `animate` opens its block on each live engine, and
/// each property joins its own window's. Nothing else reads the list: engines still belong to their windows.
extension AnimationEngine {
    private struct Entry {
        weak var engine: AnimationEngine?
    }

    private static var registry: [Entry] = []

    /// The engines alive now, oldest first.
    package static var live: [AnimationEngine] {
        registry.removeAll { $0.engine == nil }
        return registry.compactMap(\.engine)
    }

    static func register(_ engine: AnimationEngine) {
        // Dropping the dead entries now and then keeps the list as long as the live engines, roughly.
        if registry.count >= 64 { registry.removeAll { $0.engine == nil } }
        registry.append(Entry(engine: engine))
    }
}
