import HandheldDemos
import HandheldSimulator

// The `handheld` command: the simulator with the demo scenes. A package of your own has the same two lines
// with its own scenes (README, "Use it in your own package").
Simulator.run(scenes: Demos.all, arguments: CommandLine.arguments)
