import Render

extension KeyboardManager {
    /// The input view's height in place of the keyboard's (its frame's height when set, as UIKit keeps an
    /// input view's height, else what it asks for), or the keyboard's own.
    var inputHeight: Double { view.customInputView.map(Self.height(of:)) ?? metrics.height }
    /// The accessory's height above it, 0 without one; UIKit counts it in the keyboard's frame.
    var accessoryHeight: Double { accessoryView.map(Self.height(of:)) ?? 0 }

    static func height(of view: View) -> Double {
        if view.frame.height > 0 { return view.frame.height }
        return view.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)).height
    }

    /// The keys' (or the input view's) part of a keyboard frame: below the accessory.
    func keysFrame(in frame: Rect) -> Rect {
        let a = accessoryHeight
        return Rect(x: frame.minX, y: frame.minY + a, width: frame.width, height: frame.height - a)
    }

    /// Puts the keys (or the input view) and the accessory in `frame`, the accessory on top.
    func place(_ frame: Rect) {
        view.frame = keysFrame(in: frame)
        accessoryView?.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: accessoryHeight)
    }

    /// Shows the first responder's input view in place of the keys and its accessory above them
    /// (UIKit's input views), or takes them away.
    func hostInputViews(input: View?, accessory: View?) {
        view.customInputView = input
        if accessoryView !== accessory {
            if let old = accessoryView, old.superview === window.rootView { old.removeFromSuperview() }
            accessoryView = accessory
        }
        if let accessory {
            let height = Self.height(of: accessory)
            if accessory.superview !== window.rootView {
                accessory.performWithoutAnimation {
                    accessory.frame = Rect(x: 0, y: frame.minY, width: window.size.width, height: height)
                }
                window.rootView.addSubview(accessory)
            }
            window.rootView.bringSubviewToFront(accessory)
        }
    }
}
