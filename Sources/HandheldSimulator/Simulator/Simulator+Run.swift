import Foundation

extension Simulator {
    /// Runs the `handheld` command line on `scenes`: with no subcommand it opens the simulator window, and
    /// `run SCRIPT --out DIR`, `fuzz`, `scenes`, `devices`, `bench` and `filmstrip` work as the README
    /// describes. The simulator's catalog comes first (Ctrl+H returns to it), then `scenes` in order; the
    /// window opens on the catalog unless `--scene` names another.
    ///
    /// Call it once, from your executable's `main.swift`, with `CommandLine.arguments` (the first element,
    /// the program's path, is skipped). It does not return: the process exits with the status the README's
    /// table gives (0 when done, 1 on failure, 2 for a script, 64 for the command line).
    public static func run(scenes: [Scene], arguments: [String]) -> Never {
        SceneCatalog.registered = scenes
        ProgramName.current = ProgramName.name(fromPath: arguments.first)
        Handheld.main(arguments: Array(arguments.dropFirst()))
        exit(0)
    }
}
