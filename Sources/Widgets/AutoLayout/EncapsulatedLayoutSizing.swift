/// A view whose container sets its size from outside its own constraints (a table's cells). Its frame's
/// size constraints are the system's, named as UIKit names them, `UIView-Encapsulated-Layout-Width` and
/// `-Height`, rather than autoresizing-mask constraints; the conflict log then reads like UIKit's.
@MainActor
protocol EncapsulatedLayoutSizing: View {}
