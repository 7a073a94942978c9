// HandheldKit is the toolkit a screen is written with: `import HandheldKit` brings in the views, controllers and
// containers (Widgets) and geometry, colour, fonts and the canvas (Render), as one import. The constraint solver
// (Layout) is linked but not re-exported: screens use it through Widgets' anchors, and its own names
// (`Solver`, `Constraint`, `Variable`, `Priority`…) would only crowd a user's namespace.
@_exported import Render
@_exported import Widgets
