// Swift Testing's toolchain declares a cross-import overlay for `Testing` + `CoreGraphics` (CGImage
// attachments on Apple platforms), so a test file importing both asks for a module `_Testing_CoreGraphics`,
// which Linux toolchains do not ship. Handheld provides a CoreGraphics module, so it provides this empty one as
// it does `_Testing_UIKit`: `import Testing` and `import CoreGraphics` (or QuartzCore) in one file compile.
