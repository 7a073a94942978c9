import HandheldSimulator

/// The demo scenes `handheld` shows, after the simulator's own catalog: the five articles' screens and two
/// more. Each name is a CLI and script contract (`handheld --scene NAME`, `scene NAME`).
@MainActor
public enum Demos {
    public static var all: [Scene] {
        [
            Scene(name: "master-detail", summary: "Disclosure chevrons, a collapsing split view and row deselection (seeds 1, 2, 4).",
                  make: { _ in MasterDetail.make() }),
            Scene(name: "settings", summary: "Self-sizing static cells that hide and show with a cascade (seed 3).",
                  make: { _ in SettingsViewController.inNavigation() }),
            Scene(name: "top-tracks", summary: "Expandable cells built on a stack view (seed 5).",
                  make: { _ in try TopTracksViewController.inNavigation() }),
            Scene(name: "top-tracks-required", summary: "Seed 5's first version: a required playback height that conflicts when hidden.",
                  make: { _ in try TopTracksViewController.inNavigation(playbackPriority: .required) }),
            Scene(name: "form", summary: "Text fields, a text view and the on-screen keyboard: a sign-up form.",
                  make: { _ in FormViewController.inNavigation() }),
            Scene(name: "custom-transition", summary: "A delegate's cross-fade push and pop, pulled down by a drag.",
                  make: { _ in CustomTransitionScene() }),
            Scene(name: "gestures", summary: "Pinch to zoom, a two-finger rotation, a long press and pages (Alt+drag: two fingers).",
                  make: { _ in GesturesViewController.inNavigation() }),
            Scene(name: "mail", summary: "Tabs, an inbox, and a compose page sheet dragged down (refused with a draft).",
                  make: { _ in MailScene.make() }),
            Scene(name: "mail-sliding-tabs", summary: "The mail scene with a tab bar delegate's animator: tabs slide.",
                  make: { _ in SlidingTabBarController.mail() }),
            Scene(name: "placeholder", summary: "A label and a box that fades out when tapped (0.25 s).",
                  make: { _ in PlaceholderViewController() }),
            Scene(name: "mail-loading", summary: "The mail scene's inbox loaded by a background task that hands it to the main actor.",
                  make: { _ in MailScene.makeLoading() }),
            Scene(name: "run-loop", summary: "Main queue, perform, tasks, a notification, a Timer and asyncAfter report when they ran.",
                  make: { _ in RunLoopProbeViewController.inNavigation() }),
            Scene(name: "controls", summary: "A segmented control, a slider, a stepper, spinners and a progress bar.",
                  make: { _ in ControlsViewController.inNavigation() }),
            Scene(name: "alerts", summary: "Alerts and action sheets: OK/Cancel, three buttons, text entry, destructive.",
                  make: { _ in AlertsViewController.inNavigation() }),
            Scene(name: "date-pickers", summary: "UIDatePicker's compact (a calendar popover), inline (a month calendar) and wheels styles.",
                  make: { _ in DatePickersViewController.inNavigation() }),
            Scene(name: "collection", summary: "A photos grid on a compositional layout: a row of cards, pinned headers, a diffable shuffle.",
                  make: { _ in CollectionSceneViewController.inNavigation() }),
            Scene(name: "list", summary: "An inset-grouped list collection view: folders that expand and collapse, accessories.",
                  make: { _ in ListSceneViewController.inNavigation() }),
            Scene(name: "symbols", summary: "SF Symbol names drawn from the bundled glyphs, and blur materials over a photo.",
                  make: { _ in SymbolsViewController.inNavigation() }),
        ]
    }
}
