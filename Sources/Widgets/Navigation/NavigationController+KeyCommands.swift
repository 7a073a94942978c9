import Render

extension NavigationController {
    /// Back as key commands while there is a page to pop: Escape, and Ctrl+[ for the ⌘[ a Mac and an iPad
    /// keyboard use. The pop is animated, as the back button's is.
    var backKeyCommands: [KeyCommand] {
        guard viewControllers.count > 1 else { return [] }
        return [KeyCombo(.escape), KeyCombo(.leftBracket, modifiers: .ctrl)].map { combo in
            KeyCommand(combo, title: "Back") { [weak self] _ in self?.popViewController(animated: true) }
        }
    }
}
