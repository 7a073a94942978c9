import UIKit
import HandheldSimulator

/// This package's scenes, in the order `hello scenes` lists them (after the simulator's catalog).
@MainActor
public enum Hello {
    public static var scenes: [Scene] {
        [
            Scene(name: "people", summary: "A list that pushes a detail; swipe from the left edge to go back.",
                  make: { _ in UINavigationController(rootViewController: PeopleViewController()) }),
            Scene(name: "form", summary: "A settings form: a stack view on Auto Layout whose rows hide and show.",
                  make: { _ in UINavigationController(rootViewController: FormViewController()) }),
        ]
    }
}
