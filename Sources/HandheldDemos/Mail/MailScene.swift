import Widgets

/// The `mail` scene: a tab bar (Inbox, Settings); the inbox is a list whose compose button
/// presents a page sheet that a drag pulls down, refused while the draft has text (an action sheet asks).
@MainActor
enum MailScene {
    static func make() -> ViewController {
        TabBarController(viewControllers: tabs())
    }

    /// The `mail-loading` scene: the same tabs, the inbox filled by a background load (`loadMessages()`).
    static func makeLoading() -> ViewController {
        TabBarController(viewControllers: tabs(loadsInBackground: true))
    }

    /// The two tabs, each a navigation stack with large titles.
    static func tabs(loadsInBackground: Bool = false) -> [ViewController] {
        let inbox = NavigationController(rootViewController: InboxViewController(loadsInBackground: loadsInBackground))
        inbox.navigationBar.prefersLargeTitles = true
        inbox.tabBarItem = TabBarItem(title: "Inbox", image: .tray, badgeValue: loadsInBackground ? nil : "\(Message.samples.count)")
        let settings = NavigationController(rootViewController: MailSettingsViewController())
        settings.navigationBar.prefersLargeTitles = true
        settings.tabBarItem = TabBarItem(title: "Settings", image: .gear)
        return [inbox, settings]
    }
}

/// One message in the inbox.
struct Message {
    let sender: String
    let subject: String

    static let samples: [Message] = [
        Message(sender: "Ada Lovelace", subject: "Notes on the Analytical Engine"),
        Message(sender: "Grace Hopper", subject: "Found a moth in relay 70"),
        Message(sender: "Alan Kay", subject: "The best way to predict the future"),
        Message(sender: "Margaret Hamilton", subject: "Priority displays for the landing"),
        Message(sender: "Dennis Ritchie", subject: "A small language for a small machine"),
        Message(sender: "Barbara Liskov", subject: "Substitution, once more"),
        Message(sender: "Ken Thompson", subject: "Reflections on trusting trust"),
        Message(sender: "Edsger Dijkstra", subject: "Go To considered harmful"),
        Message(sender: "Frances Allen", subject: "Program optimisation, draft 3"),
        Message(sender: "John McCarthy", subject: "Recursive functions of symbolic expressions"),
        Message(sender: "Donald Knuth", subject: "A cheque for $2.56"),
        Message(sender: "Radia Perlman", subject: "Algorhyme"),
        Message(sender: "Leslie Lamport", subject: "Time, clocks and the ordering of events"),
        Message(sender: "Tony Hoare", subject: "The billion-dollar mistake"),
    ]
}
