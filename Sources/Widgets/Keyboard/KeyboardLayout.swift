/// Which keys sit where: rows of slots, each a key (or a gap) with a width in letter-key units or a
/// share of what the row leaves (`flex`). The rows follow iOS's English keyboards for each keyboard type
/// and plane, iPhone and iPad (compared with iOS 13–16 screenshots [EST]).
public enum KeyboardLayout {
    public enum Width: Hashable, Sendable {
        case units(Double)
        case flex(Double)
    }

    public struct Slot: Hashable, Sendable {
        public var key: KeyboardKey?
        public var width: Width
    }

    static func key(_ k: KeyboardKey, _ w: Width = .units(1)) -> Slot { Slot(key: k, width: w) }
    static func gap(_ w: Width) -> Slot { Slot(key: nil, width: w) }
    static func letters(_ s: String) -> [Slot] { s.map { key(.character(String($0))) } }

    /// The rows, top to bottom.
    public static func rows(type: KeyboardType, plane: KeyboardPlane, returnTitle: String, isPad: Bool) -> [[Slot]] {
        // An iPad shows its full keyboard on the numbers plane for a number pad, as iPadOS does.
        if !isPad, type.isDigitPad { return numberPad(decimal: type == .decimalPad, phone: type == .phonePad) }
        if isPad, type.isDigitPad || type == .numbersAndPunctuation {
            return padRows(plane: plane == .letters ? .numbers : plane, returnTitle: returnTitle)
        }
        return isPad ? padRows(plane: plane, returnTitle: returnTitle, email: type == .emailAddress)
            : phoneRows(type: type, plane: plane, returnTitle: returnTitle)
    }

    static func phoneRows(type: KeyboardType, plane: KeyboardPlane, returnTitle: String) -> [[Slot]] {
        let shiftWidth = Width.units(1.35)
        let ret = key(KeyboardKey(.return, label: returnTitle), .units(2.6))
        switch plane {
        case .letters:
            let bottom: [Slot] = switch type {
            case .emailAddress:
                [key(KeyboardKey(.plane(.numbers), label: "123"), .units(1.3)), key(KeyboardKey(.space, label: "space"), .flex(1)),
                 key(.character("@")), key(.character(".")), ret]
            case .url:
                [key(KeyboardKey(.plane(.numbers), label: "123"), .units(1.3)), key(.character(".")), key(.character("/")),
                 key(.character(".com"), .flex(1)), ret]
            case .twitter:
                [key(KeyboardKey(.plane(.numbers), label: "123"), .units(1.3)), key(KeyboardKey(.space, label: "space"), .flex(1)),
                 key(.character("@")), key(.character("#")), ret]
            case .webSearch:
                [key(KeyboardKey(.plane(.numbers), label: "123"), .units(1.3)), key(KeyboardKey(.space, label: "space"), .flex(1)),
                 key(.character(".")), ret]
            default:
                [key(KeyboardKey(.plane(.numbers), label: "123"), .units(1.3)), key(KeyboardKey(.space, label: "space"), .flex(1)), ret]
            }
            return [
                letters("qwertyuiop"),
                [gap(.flex(1))] + letters("asdfghjkl") + [gap(.flex(1))],
                [key(KeyboardKey(.shift, label: "shift"), shiftWidth), gap(.flex(1))] + letters("zxcvbnm")
                    + [gap(.flex(1)), key(KeyboardKey(.delete, label: "delete"), shiftWidth)],
                bottom,
            ]
        case .numbers, .symbols:
            let numbers = plane == .numbers
            let toggle = numbers ? KeyboardKey(.plane(.symbols), label: "#+=") : KeyboardKey(.plane(.numbers), label: "123")
            return [
                letters(numbers ? "1234567890" : "[]{}#%^*+="),
                letters(numbers ? "-/:;()$&@\"" : "_\\|~<>€£¥•"),
                [key(toggle, shiftWidth), gap(.flex(1))] + ".,?!'".map { key(.character(String($0)), .units(1.4)) }
                    + [gap(.flex(1)), key(KeyboardKey(.delete, label: "delete"), shiftWidth)],
                [key(KeyboardKey(.plane(.letters), label: "ABC"), .units(1.3)), key(KeyboardKey(.space, label: "space"), .flex(1)), ret],
            ]
        }
    }

    /// An email keyboard (`email`) has "@" beside the space bar on the letters plane, as the iPhone's has, so
    /// an address can be typed without changing plane ("." is already on the third row) [EST, iPadOS
    /// screenshots of the email keyboard].
    static func padRows(plane: KeyboardPlane, returnTitle: String, email: Bool = false) -> [[Slot]] {
        let delete = key(KeyboardKey(.delete, label: "delete"), .flex(1))
        let ret = key(KeyboardKey(.return, label: returnTitle), .flex(1))
        let other = plane == .letters ? KeyboardKey(.plane(.numbers), label: ".?123") : KeyboardKey(.plane(.letters), label: "ABC")
        let addressKeys = email && plane == .letters ? [key(.character("@"))] : []
        let bottom = [key(other, .units(1.6)), key(KeyboardKey(.space, label: ""), .flex(1))] + addressKeys
            + [key(other, .units(1.6)), key(KeyboardKey(.dismiss, label: "hide"), .units(1.1))]
        switch plane {
        case .letters:
            return [
                letters("qwertyuiop") + [delete],
                [gap(.units(0.5))] + letters("asdfghjkl") + [ret],
                [key(KeyboardKey(.shift, label: "shift"), .units(1))] + letters("zxcvbnm") + letters(",.")
                    + [key(KeyboardKey(.shift, label: "shift"), .flex(1))],
                bottom,
            ]
        case .numbers, .symbols:
            let numbers = plane == .numbers
            let toggle = numbers ? KeyboardKey(.plane(.symbols), label: "#+=") : KeyboardKey(.plane(.numbers), label: "123")
            return [
                letters(numbers ? "1234567890" : "€£¥_^[]{}") + [delete],
                [gap(.units(0.5))] + letters(numbers ? "@#$&*()'\"" : "§|~…\\<>!?") + [ret],
                [key(toggle)] + letters(numbers ? "%-+=/;:,." : "•`+=/;:,.") + [key(toggle, .flex(1))],
                bottom,
            ]
        }
    }

    /// The 3×4 pad. The phone pad's bottom-left key is "+*#" (it types "+", the sign an international number
    /// starts with; iOS's opens a second pad of "+", "*", "#" and pauses, not drawn here) and its 0 carries
    /// "+" as the sublabel [EST, iOS 16 screenshots of UIKeyboardType.phonePad].
    static func numberPad(decimal: Bool = false, phone: Bool = false) -> [[Slot]] {
        let subs = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        func digit(_ d: Int) -> Slot {
            let sublabel = d >= 2 ? subs[d - 1] : d == 0 && phone ? "+" : nil
            return key(.character(String(d), sublabel: sublabel), .flex(1))
        }
        let corner = phone ? key(KeyboardKey(.character("+"), label: "+*#"), .flex(1))
            : decimal ? key(.character("."), .flex(1)) : gap(.flex(1))
        return [
            [digit(1), digit(2), digit(3)],
            [digit(4), digit(5), digit(6)],
            [digit(7), digit(8), digit(9)],
            [corner, digit(0), key(KeyboardKey(.delete, label: "delete"), .flex(1))],
        ]
    }

    /// Places a row's slots across `width` with `gap` between keys: unit widths first, then the flexible
    /// slots share what remains in proportion. Returns each slot's x and width.
    public static func place(_ row: [Slot], unit: Double, gap: Double, width: Double) -> [(x: Double, width: Double)] {
        let gaps = Double(max(0, row.count - 1)) * gap
        let fixed = row.reduce(0.0) { total, slot in
            if case let .units(u) = slot.width { return total + u * unit }
            return total
        }
        let shares = row.reduce(0.0) { total, slot in
            if case let .flex(f) = slot.width { return total + f }
            return total
        }
        let remaining = max(0, width - fixed - gaps)
        var x = 0.0
        var placed: [(x: Double, width: Double)] = []
        for slot in row {
            let w: Double = switch slot.width {
            case let .units(u): u * unit
            case let .flex(f): shares > 0 ? remaining * f / shares : 0
            }
            placed.append((x, w))
            x += w + gap
        }
        // A row with nothing flexible is centred (the second row of letters).
        if shares == 0, let last = placed.last {
            let shift = (width - (last.x + last.width)) / 2
            placed = placed.map { ($0.x + shift, $0.width) }
        }
        return placed
    }
}
