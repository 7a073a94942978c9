/// Views kept for reuse by identifier, with the factories that make new ones (the reuse queue of
/// UICollectionView's `dequeueReusable…` methods). Counts what it made, for tests and the benchmark.
@MainActor
final class ReuseQueue<V: CollectionReusableView> {
    private var pools: [String: [V]] = [:]
    private var factories: [String: () -> V] = [:]
    private(set) var created = 0

    func register(_ identifier: String, _ factory: @escaping () -> V) {
        factories[identifier] = factory
    }

    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A pooled view (after `prepareForReuse`) or a new one; an identifier never registered is a
    /// programming error, as in UIKit, and the trap names it.
    func dequeue(_ identifier: String, what: String) -> V {
        if let view = pools[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let factory = factories[identifier] else {
            preconditionFailure("no \(what) registered for reuse identifier '\(identifier)'; call register first")
        }
        let view = factory()
        view.reuseIdentifier = identifier
        created += 1
        return view
    }

    /// Takes a view back; views made outside the queue (no identifier) are dropped.
    func enqueue(_ view: V, key: String) {
        pools[key, default: []].append(view)
    }

    var pooled: Int { pools.values.reduce(0) { $0 + $1.count } }
}
