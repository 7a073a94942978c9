import Foundation
/// Unsatisfiable required constraints, reported and resolved the way UIKit does.
///
/// UIKit logs the block below once each time its engine meets the conflict, then keeps running without
/// one constraint of the set. Which one: its logs show the app's constraint listed first broken, the
/// system's own ('UISV-hiding', 'UIView-Encapsulated-Layout-Height', autoresizing-mask constraints)
/// left standing — a stack view hiding a view with a required height of 51 breaks the height, not the
/// hiding. So the engine breaks the earliest app constraint among the conflict and the one being added,
/// and the one being added when all are the system's. A broken constraint stays active and is put back
/// as soon as it fits again (the hidden view is shown).
extension LayoutEngine {
    func resolveConflict(adding constraint: LayoutConstraint, conflicts: [LayoutConstraint]) {
        let list = (conflicts + [constraint]).sorted { serial(of: $0) < serial(of: $1) }
        let victim = list.first { $0.origin == .app } ?? constraint
        report(LayoutEngine.unsatisfiableMessage(list.map { $0.debugDescription(in: self) },
                                                 breaking: victim.debugDescription(in: self),
                                                 mentionsAutoresizing: list.contains { $0.origin == .autoresizingMask }))
        victim.isBroken = true
        broken.append(victim)
        if victim !== constraint {
            takeOut(victim)
            somethingLeft = false  // only the victim left, and it cannot come back while this one holds
            insert(constraint)
        }
    }

    private func serial(of constraint: LayoutConstraint) -> Int { serials[ObjectIdentifier(constraint)] ?? .max }

    /// Sends a warning to the window's sink (standard error unless a test replaced it). A tree not in a
    /// window stays quiet: a cell measured before it joins the table would otherwise print the same
    /// conflict twice, and the conflict is found again, and reported once, when its constraints join the
    /// window's engine.
    func report(_ message: String) {
        root.window?.reportLayoutWarning(message)
    }

    /// UIKit's text, line for line, with Handheld's type names in the list.
    static func unsatisfiableMessage(_ descriptions: [String], breaking broken: String, mentionsAutoresizing: Bool) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append("\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to "
                         + "the documentation for the View property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }
}

extension Window {
    /// The default `layoutWarningHandler`: the message and a newline on standard error.
    nonisolated static func printLayoutWarning(_ message: String) {
        // The throwing write: a full or closed standard error must not trap (FileHandle.write(_:) does).
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
    }
}
