import Render

extension Button {
    /// UIButton.menu: with `showsMenuAsPrimaryAction` a tap opens it; otherwise a long press does (0.5 s,
    /// UILongPressGestureRecognizer's default, which UIKit's context-menu interaction on a button uses).
    public var menu: Menu? {
        get { menuStorage as? Menu }
        set {
            guard newValue !== menuStorage else { return }
            menuStorage = newValue
            showMenu = newValue == nil ? nil : { [weak self] in self?.openMenu() }
            installMenuLongPress(newValue != nil)
        }
    }

    /// The menu controller showing this button's menu, if it is open.
    @discardableResult
    func openMenu() -> MenuController? {
        guard let menu else { return nil }
        return MenuController.show(menu, from: self, style: .button, sender: self)
    }

    private func installMenuLongPress(_ install: Bool) {
        if install, menuLongPress == nil {
            let press = LongPressGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .began, let self, !self.showsMenuAsPrimaryAction else { return }
                self.openMenu()
            }
            addGestureRecognizer(press)
            menuLongPress = press
        } else if !install, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
    }
}

extension BarButton {
    /// A bar button for an item with a menu: a tap opens the menu when the item has no action
    /// (UIBarButtonItem(title:image:primaryAction:menu:) with no primary action), a long press otherwise.
    func attachMenu(of item: BarButtonItem) {
        guard let menu = item.menu else { return }
        self.menu = menu
        showsMenuAsPrimaryAction = item.action == nil
    }
}
