// UIKitCompat was Handheld's first set of UIKit names. The module named `UIKit` replaces it, so code keeps
// `import UIKit` as written; this module only re-exports it for packages that still import UIKitCompat.
// Deprecated: import UIKit instead.
@_exported import UIKit
// UIKitCompat also gave Handheld's own names (`View`, `Label`, `Color`…), which `import UIKit` no longer does
// (Apple's UIKit exports none of them); code written against UIKitCompat keeps seeing them.
@_exported import HandheldKit
