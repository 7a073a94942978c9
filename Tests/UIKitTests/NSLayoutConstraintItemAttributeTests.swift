import Foundation
import Testing
import TestSupport
import UIKit
@testable import Widgets

/// The item/attribute initializer, the system-spacing anchors and the visual format's error messages, checked
/// on solved frames and on the messages' text.
@MainActor
struct NSLayoutConstraintItemAttributeTests {
    /// A 300×100 container in a window with one subview `a`, laid out by `constraints`.
    func layOut(_ make: (UIView, UIView, UIView) -> [NSLayoutConstraint]) -> (UIView, UIView) {
        let (window, clock) = TestSupport.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.rootView.addSubview(container)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        for constraint in make(container, a, b) { container.addConstraint(constraint) }
        window.step(clock)
        return (a, b)
    }

    @Test("width and height to .notAnAttribute, a multiplier on another view's width, an aspect ratio")
    func sizesAndMultipliers() {
        let (a, b) = layOut { container, a, b in [
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 80),
            NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width,
                               multiplier: 0.25, constant: 0),
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left,
                               multiplier: 1, constant: 10),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
                               multiplier: 1, constant: 5),
            NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width,
                               multiplier: 0.5, constant: 10),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 30),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 30),
            NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing,
                               multiplier: 1, constant: 4),
            NSLayoutConstraint(item: b, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY,
                               multiplier: 1, constant: 0),
        ] }
        #expect(a.frame == CGRect(x: 10, y: 5, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 94, y: 35, width: 50, height: 30))
    }

    @Test("margin attributes follow the superview's layoutMargins; centerXWithinMargins centres inside them")
    func marginAttributes() {
        let (a, b) = layOut { container, a, b in
            container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 60)
            return [
                NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                                   multiplier: 1, constant: 0),
                NSLayoutConstraint(item: a, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                                   multiplier: 1, constant: 0),
                NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                                   multiplier: 1, constant: 0),
                NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 10),
                NSLayoutConstraint(item: b, attribute: .centerX, relatedBy: .equal, toItem: container,
                                   attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin,
                                   multiplier: 1, constant: 0),
                NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 20),
                NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 20),
            ]
        }
        #expect(a.frame == CGRect(x: 20, y: 10, width: 220, height: 10))
        #expect(b.frame == CGRect(x: 120, y: 70, width: 20, height: 20))
    }

    @Test("the initializer's properties read back; addConstraint activates and installs, removeConstraint undoes it")
    func propertiesAndInstallation() {
        let container = UIView(), a = UIView()
        container.addSubview(a)
        let constraint = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(constraint.firstItem === a && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.relation == .lessThanOrEqual && constraint.multiplier == 1 && constraint.constant == 44)
        #expect(constraint.priority == .required && !constraint.isActive)
        constraint.identifier = "cap"
        container.addConstraint(constraint)
        #expect(constraint.isActive && container.constraints.contains(constraint) && a.constraints.isEmpty)
        container.removeConstraint(constraint)
        #expect(!constraint.isActive && container.constraints.isEmpty)
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let toGuide = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .bottom,
                                         multiplier: 1, constant: 0)
        #expect(toGuide.secondItem === guide)
    }

    @Test("illegal pairings are refused with UIKit's reasons")
    func pairingProblems() {
        #expect(NSLayoutConstraint.pairingProblem(.left, .notAnAttribute, multiplier: 1, hasSecond: false)?
            .hasSuffix("Location attributes must be specified in pairs.") == true)
        #expect(NSLayoutConstraint.pairingProblem(.leading, .left, multiplier: 1, hasSecond: true)?
            .hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute") == true)
        #expect(NSLayoutConstraint.pairingProblem(.top, .left, multiplier: 1, hasSecond: true) == "Invalid pairing of layout attributes.")
        #expect(NSLayoutConstraint.pairingProblem(.width, .height, multiplier: 1, hasSecond: true) == nil)
        #expect(NSLayoutConstraint.pairingProblem(.leadingMargin, .trailing, multiplier: 1, hasSecond: true) == nil)
    }

    @Test("system spacing after and below, on any anchor of the axis, scaled by the multiplier")
    func systemSpacing() {
        let (a, b) = layOut { container, a, b in [
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: container.leadingAnchor, multiplier: 2),
            a.topAnchor.constraint(equalToSystemSpacingBelow: container.topAnchor, multiplier: 1),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
            b.centerYAnchor.constraint(equalToSystemSpacingBelow: a.centerYAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ] }
        #expect(a.frame == CGRect(x: 16, y: 8, width: 40, height: 20))
        // centerY 18 + 4 = 22, so the 10 pt box starts at 17; its leading is pinned between ≥ and ≤ to 64.
        #expect(b.frame == CGRect(x: 64, y: 17, width: 10, height: 10))
    }

    /// The message a format's error carries, as UIKit's exception prints it.
    func message(_ format: String, options: NSLayoutConstraint.FormatOptions = [], views: [String: Any]? = nil) -> String? {
        let container = UIView(), a = UIView()
        container.addSubview(a)
        do {
            _ = try NSLayoutConstraint.constraints(visualFormat: format, options: options, metrics: ["m": 4],
                                                   views: views ?? ["a": a, "orphan": UIView()])
            return nil
        } catch {
            return error.description
        }
    }

    @Test("malformed formats name the reason, the format and the position with a caret")
    func malformedFormats() {
        #expect(message("H:|-[foo]-|") == "Unable to parse constraint format: \nfoo is not a key in the views dictionary. \nH:|-[foo]-| \n     ^")
        #expect(message("H:|-[a") == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \nH:|-[a \n      ^")
        #expect(message("H:|-[a]-20[a]")?.contains("Expected a '-' here.") == true)
        #expect(message("H:|-[a]-20[a]")?.hasSuffix("\n          ^") == true)
        #expect(message("H:|-[a(>=x)]")?.contains("x is not a key in the metrics or views dictionaries.") == true)
        #expect(message("H:|-n-[a]")?.contains("n is not a key in the metrics dictionary.") == true)
        #expect(message("H:|-[a(50@2000)]")?.contains("A priority must be between 1 and 1000.") == true)
        #expect(message("H:|-[orphan]")?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
        #expect(message("H:[a]-[a]", options: .alignAllLeft)?.contains("not allowed for layout that is also horizontal") == true)
        #expect(message("H:|-m-[a(>=m@m)]") == nil)
        #expect(message("[a]x")?.contains("Expected a '[' here.") == true)
    }
}
