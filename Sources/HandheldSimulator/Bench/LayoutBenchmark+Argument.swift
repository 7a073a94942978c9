import ArgumentParser
import Layout

/// Lets `--layout chain|table` parse straight into the benchmark's mode.
extension LayoutBenchmark.Mode: ExpressibleByArgument {}
