import HandheldSimulator
import HelloScreens

// `swift run hello` opens the window; `swift run hello run scripts/tour.txt --out DIR` runs a script headlessly;
// `fuzz`, `scenes` and `devices` work as they do for `handheld`.
Simulator.run(scenes: Hello.scenes, arguments: CommandLine.arguments)
