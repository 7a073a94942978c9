// swift-tools-version: 6.0
import PackageDescription

// A package of your own that shows its screens in Handheld. It depends on Handheld by path (the repository two
// folders up); a package elsewhere names it by URL instead, and `package:` is then "handheld":
//
//     .package(url: "https://github.com/OWNER/handheld", branch: "main"),
//
// A path dependency's identity is its folder's name, so it is read here rather than spelled out: a clone may
// live in any folder.
let handheld = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "handheld"

let package = Package(
    name: "HelloHandheld",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        // The screens, in a library so the tests can import them.
        // Written as UIKit code is: `import UIKit` and UIKit's names (Handheld's UIKit module).
        .target(name: "HelloScreens", dependencies: [
            .product(name: "UIKit", package: handheld),
            .product(name: "HandheldSimulator", package: handheld),
        ]),
        // `swift run hello`: the whole simulator command line on this package's scenes.
        .executableTarget(name: "hello", dependencies: [
            "HelloScreens",
            .product(name: "HandheldSimulator", package: handheld),
        ]),
        // The tests drive the screens with HandheldTesting; snapshot references live beside the test file
        // (`__Snapshots__/`) and the golden `scripts/example-test.sh` compares `hello run`'s shot with in
        // `Goldens/`, both read from the source tree, not bundled.
        .testTarget(name: "HelloScreensTests", dependencies: [
            "HelloScreens",
            .product(name: "HandheldSimulator", package: handheld),
            .product(name: "HandheldTesting", package: handheld),
        ], exclude: ["Goldens", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
