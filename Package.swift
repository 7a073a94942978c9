// swift-tools-version: 6.0
import PackageDescription

// Layers point one way: handheld → HandheldDemos → HandheldSimulator → Widgets → Render → CSDL, and Widgets →
// Layout (a pure solver). Only Render imports CSDL. HandheldKit re-exports Widgets and Render for users (Layout
// is linked, not re-exported). Tests/RenderTests/Layering/LayeringTable.swift holds every allowed edge.
let package = Package(
    name: "Handheld",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "handheld", targets: ["handheld"]),
        .library(name: "HandheldKit", targets: ["HandheldKit"]),
        .library(name: "HandheldSimulator", targets: ["HandheldSimulator"]),
        // CoreGraphics and QuartzCore come with UIKit, as on iOS, so `import CoreGraphics` / `import QuartzCore`
        // compile as written (Sources/CoreGraphics, Sources/QuartzCore).
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "HandheldTesting", targets: ["HandheldTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libpng-dev"])]
        ),
        .target(name: "Render", dependencies: ["CSDL"]),
        .target(name: "Layout"),
        .target(name: "Widgets", dependencies: ["Render", "Layout"]),
        .target(name: "HandheldKit", dependencies: ["Widgets", "Render", "Layout"]),
        .target(
            name: "HandheldSimulator",
            dependencies: [
                "HandheldKit", "Widgets", "Render", "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Widgets and Render named as well as HandheldKit: SwiftPM does not rebuild a module when a module it
        // sees only through @_exported changes (a stale UIKitCompat linked against an old Widgets was seen).
        .target(name: "UIKit", dependencies: ["HandheldKit", "Widgets", "Render", "_Testing_UIKit"]),
        .target(name: "CoreGraphics", dependencies: ["UIKit", "_Testing_CoreGraphics"]),
        // Empty, as _Testing_UIKit: the overlay Swift Testing asks for when a file imports Testing and CoreGraphics.
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingCoreGraphicsOverlay"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "UIKit"]),
        // Empty: the module Swift Testing's cross-import overlay for Testing + UIKit names (see its source).
        .target(name: "_Testing_UIKit", path: "Sources/TestingUIKitOverlay"),
        // Deprecated: `import UIKitCompat` re-exports UIKit, so code written against it keeps compiling.
        .target(name: "UIKitCompat", dependencies: ["UIKit", "HandheldKit", "Widgets", "Render"]),
        .target(name: "HandheldDemos", dependencies: ["HandheldSimulator", "Widgets", "Render", "Layout"]),
        // XCUITest-shaped queries, actions and snapshot assertions over the headless simulator, for XCTest and
        // Swift Testing alike.
        .target(name: "HandheldTesting", dependencies: ["HandheldSimulator", "HandheldKit", "Widgets", "Render"]),
        .executableTarget(name: "handheld", dependencies: ["HandheldDemos", "HandheldSimulator"]),
        .target(name: "TestSupport", dependencies: ["Widgets", "Render"], path: "Tests/Support"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "CSDL", "TestSupport"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Render", "TestSupport"]),
        .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "TestSupport"]),
        .testTarget(name: "HandheldTestingTests", dependencies: ["HandheldTesting", "HandheldDemos", "Widgets", "Render"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Widgets", "Render", "TestSupport", "HandheldTesting"]),
        // Most UIKit code is Swift 5: this target compiles UIKit idioms in that language mode.
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "Widgets", "Render", "TestSupport"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "AppTests", dependencies: ["HandheldSimulator", "HandheldDemos", "Widgets", "Render", "TestSupport", "HandheldTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
