// HandheldKit is the toolkit a screen is written with: `import HandheldKit` brings in the views, controllers and
// containers (Widgets), the constraint solver behind Auto Layout (Layout) and geometry, colour, fonts and the
// canvas (Render), as one import.
@_exported import Layout
@_exported import Render
@_exported import Widgets
