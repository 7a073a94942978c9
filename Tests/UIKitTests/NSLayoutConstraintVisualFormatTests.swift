import Foundation
import Testing
import TestSupport
import UIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` checked on solved frames: each row
/// lays two views, a and b, in a 300×100 container (default 8 pt margins) with its formats and options, and
/// states the frames the formats mean.
@MainActor
struct NSLayoutConstraintVisualFormatTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let formats: [String]
        var options: UInt = 0
        let a: CGRect
        let b: CGRect?
        var testDescription: String { name }
    }

    static let metrics: [String: Any] = ["pad": 12, "w": NSNumber(value: 60), "h": CGFloat(25), "gap": 6.5]

    nonisolated static let rows: [Row] = [
        Row(name: "standard spacing: 8 pt between siblings, the superview's margins at the edges",
            formats: ["H:|-[a(100)]-[b]-|", "V:|[a(20)]", "V:|[b(20)]"],
            a: CGRect(x: 8, y: 0, width: 100, height: 20), b: CGRect(x: 116, y: 0, width: 176, height: 20)),
        Row(name: "explicit spacing to the superview and between views",
            formats: ["H:|-20-[a(50)]-10-[b]-30-|", "V:|-5-[a(20)]", "V:|-5-[b(20)]"],
            a: CGRect(x: 20, y: 5, width: 50, height: 20), b: CGRect(x: 80, y: 5, width: 190, height: 20)),
        Row(name: "flush views, no orientation (horizontal)",
            formats: ["|[a(40)][b(60)]", "V:|[a(10)]", "V:|[b(10)]"],
            a: CGRect(x: 0, y: 0, width: 40, height: 10), b: CGRect(x: 40, y: 0, width: 60, height: 10)),
        Row(name: "several predicates on a space: the required >= wins over the == at 750",
            formats: ["H:|-(==40@750,>=50)-[a(100)]", "V:|[a(10)]"],
            a: CGRect(x: 50, y: 0, width: 100, height: 10), b: nil),
        Row(name: "a size at most 100 against a low-priority wish to fill",
            formats: ["H:|[a(<=100)]-(0@250)-|", "V:|[a(10)]"],
            a: CGRect(x: 0, y: 0, width: 100, height: 10), b: nil),
        Row(name: "a size at least 120 against a low-priority space of 200",
            formats: ["H:|[a(>=120)]-(200@250)-|", "V:|[a(10)]"],
            a: CGRect(x: 0, y: 0, width: 120, height: 10), b: nil),
        Row(name: "equal widths [b(==a)] share the container",
            formats: ["H:|[a][b(==a)]|", "V:|[a(10)]", "V:|[b(10)]"],
            a: CGRect(x: 0, y: 0, width: 150, height: 10), b: CGRect(x: 150, y: 0, width: 150, height: 10)),
        Row(name: "metrics from NSNumber, Int, CGFloat and Double values",
            formats: ["H:|-pad-[a(w)]-gap-[b(w)]", "V:|[a(h)]", "V:|[b(h)]"],
            a: CGRect(x: 12, y: 0, width: 60, height: 25), b: CGRect(x: 78.5, y: 0, width: 60, height: 25)),
        Row(name: "a vertical run with standard spaces fills the height inside the margins",
            formats: ["V:|-[a(20)]-[b]-|", "H:|[a(10)]", "H:|[b(10)]"],
            a: CGRect(x: 0, y: 8, width: 10, height: 20), b: CGRect(x: 0, y: 36, width: 10, height: 56)),
        Row(name: "alignAllTop puts b's top at a's",
            formats: ["H:|-[a(50)]-[b(60)]", "V:|-30-[a(20)]", "V:[b(40)]"],
            options: NSLayoutConstraint.FormatOptions.alignAllTop.rawValue,
            a: CGRect(x: 8, y: 30, width: 50, height: 20), b: CGRect(x: 66, y: 30, width: 60, height: 40)),
        Row(name: "alignAllCenterY centres b on a",
            formats: ["H:|-[a(50)]-[b(60)]", "V:|-30-[a(20)]", "V:[b(40)]"],
            options: NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue,
            a: CGRect(x: 8, y: 30, width: 50, height: 20), b: CGRect(x: 66, y: 20, width: 60, height: 40)),
        Row(name: "alignAllLeading on a vertical run",
            formats: ["V:|[a(20)]-4-[b(20)]", "H:|-40-[a(50)]", "H:[b(70)]"],
            options: NSLayoutConstraint.FormatOptions.alignAllLeading.rawValue,
            a: CGRect(x: 40, y: 0, width: 50, height: 20), b: CGRect(x: 40, y: 24, width: 70, height: 20)),
        Row(name: "directionRightToLeft lays the run out from the right edge",
            formats: ["H:|-10-[a(50)]-20-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"],
            options: NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue,
            a: CGRect(x: 240, y: 0, width: 50, height: 10), b: CGRect(x: 160, y: 0, width: 60, height: 10)),
        Row(name: "directionLeftToRight reads as the default in a left-to-right layout",
            formats: ["H:|-10-[a(50)]-20-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"],
            options: NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue,
            a: CGRect(x: 10, y: 0, width: 50, height: 10), b: CGRect(x: 80, y: 0, width: 60, height: 10)),
        Row(name: "a negative space in parentheses",
            formats: ["H:|-(-10)-[a(50)]", "V:|[a(10)]"],
            a: CGRect(x: -10, y: 0, width: 50, height: 10), b: nil),
    ]

    /// A window holding the 300×100 container and its two subviews, laid out by `formats`.
    func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
                configure: (UIView) -> Void = { _ in }) -> (UIView, UIView, UIView, () -> Void) {
        let (window, clock) = TestSupport.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.rootView.addSubview(container)
        configure(container)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["a": a, "b": b]
        for format in formats {
            // The first format takes the options; alignment applies across its axis only.
            let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: format == formats[0] ? options : [],
                                                             metrics: Self.metrics, views: views)
            #expect(constraints.allSatisfy { !$0.isActive })
            container.addConstraints(constraints)
        }
        window.step(clock)
        return (container, a, b, { window.step(clock) })
    }

    @Test("each format row solves to its frames", arguments: rows)
    func row(_ row: Row) {
        let (_, a, b, _) = layOut(row.formats, options: NSLayoutConstraint.FormatOptions(rawValue: row.options))
        #expect(a.frame == row.a)
        if let expected = row.b { #expect(b.frame == expected) }
    }

    @Test("|-[a]-| follows the superview's layout margins, also when they change")
    func standardSpaceFollowsMargins() {
        let (container, a, _, relayout) = layOut(["H:|-[a]-|", "V:|-[a]-|"]) { container in
            container.layoutMargins = UIEdgeInsets(top: 5, left: 30, bottom: 15, right: 40)
        }
        #expect(a.frame == CGRect(x: 30, y: 5, width: 230, height: 80))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        relayout()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 280, height: 100))
    }

    @Test("the constraints of '|-[a]-8-[b(==a)]' are as UIKit lists them: items, attributes, relations, priorities")
    func constraintShapes() {
        let container = UIView(), a = UIView(), b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-8-[b(==a@700)]", options: [], metrics: nil,
                                                  views: ["a": a, "b": b])
        #expect(made.count == 3)
        let first = made[0], spacing = made[1], equal = made[2]
        #expect(first.firstItem === a && first.firstAttribute == .leading)
        #expect(first.secondItem === container && first.secondAttribute == .leadingMargin && first.constant == 0)
        #expect(spacing.firstItem === b && spacing.firstAttribute == .leading && spacing.secondItem === a
                && spacing.secondAttribute == .trailing && spacing.constant == 8 && spacing.relation == .equal)
        #expect(equal.firstItem === b && equal.firstAttribute == .width && equal.secondItem === a
                && equal.secondAttribute == .width && equal.priority == UILayoutPriority(700))
        // Created, not activated: none is installed (the margins guide `|-` made has its own constraints there).
        #expect(made.allSatisfy { !$0.isActive && !container.constraints.contains($0) })
    }
}
