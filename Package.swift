// swift-tools-version: 6.0
import PackageDescription

// Layers point one way: App → Widgets → Render → CSDL, and Widgets → Layout (a pure solver). Only Render imports CSDL.
let package = Package(
    name: "Handheld",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "handheld", targets: ["App"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "Render", targets: ["Render"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "Render", dependencies: ["CSDL"]),
        .target(name: "Layout"),
        .target(name: "Widgets", dependencies: ["Render", "Layout"]),
        .executableTarget(
            name: "App",
            dependencies: [
                "Widgets", "Render", "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["Widgets", "Render"], path: "Tests/Support"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "CSDL", "TestSupport"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Render", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Widgets", "Render", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
