// Swift Testing's toolchain declares a cross-import overlay for `Testing` + `UIKit` (Apple's UIKit
// attachments), so a file importing both asks for a module `_Testing_UIKit`, which Linux toolchains do not
// ship. Handheld's module is named UIKit, so it provides this empty one: `import Testing` and `import UIKit`
// in one test file then compile, as they do in an iOS test target.
