#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory under a ``RowArena``: its keys and values in two blocks that grow with `realloc`.
///
/// A Swift array grows by copying into a new buffer, so an arena doubling its way to 40 MB (a chain of
/// 400 cells) wrote and faulted in twice that: 10,000 more pages than a row per array had, and half
/// again the build time. `realloc` extends a large block in place or remaps its pages, so the arena
/// touches each page once. The arena computes every index from a row's block, which lies below
/// `count`; nothing else reads these pointers.
final class SlotStorage {
    private(set) var keys: UnsafeMutablePointer<Int32>
    private(set) var values: UnsafeMutablePointer<Double>
    /// Slots written so far; every one holds a key (-1 when empty) and a value.
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        let capacity = max(capacity, 4)
        keys = Self.resize(nil, to: capacity)
        values = Self.resize(nil, to: capacity)
        self.capacity = capacity
    }

    deinit {
        free(keys)
        free(values)
    }

    /// Appends `extra` empty slots (key -1, value 0), doubling the capacity when they do not fit.
    func appendEmpty(_ extra: Int) {
        if count + extra > capacity {
            let grown = max(capacity * 2, count + extra)
            keys = Self.resize(keys, to: grown)
            values = Self.resize(values, to: grown)
            capacity = grown
        }
        (keys + count).initialize(repeating: -1, count: extra)
        (values + count).initialize(repeating: 0, count: extra)
        count += extra
    }

    private static func resize<Element>(_ pointer: UnsafeMutablePointer<Element>?, to capacity: Int)
        -> UnsafeMutablePointer<Element> {
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!overflow, "a solver's rows outgrew the address space")
        guard let raw = realloc(pointer, bytes) else { fatalError("out of memory for a solver's rows") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }
}
