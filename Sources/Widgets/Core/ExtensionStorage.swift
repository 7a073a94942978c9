/// Values a higher layer keeps on an object of this one, each stored on the object itself so it lives and
/// dies with it: the UIKit module's button configuration, bar appearances and restoration identifier have
/// no field in the toolkit's types, and a table beside the objects would be process-wide state (held by
/// weak reference and swept by hand, and shared by every window and test in the process).
///
/// A slot is keyed by the type of the value kept in it, so each extension keeps its value under a type of
/// its own (a small struct private to its file) and two extensions cannot read each other's.
package struct ExtensionStorage {
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    /// The value kept under `type`, nil when none is.
    package subscript<Value>(_ type: Value.Type) -> Value? {
        get { values[ObjectIdentifier(type)] as? Value }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}
