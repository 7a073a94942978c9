import ArgumentParser

@main
struct Handheld: ParsableCommand {
    mutating func run() throws {}
}
