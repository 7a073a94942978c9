import Foundation
import Render
import Widgets

/// XCUIApplication's `performAccessibilityAudit(for:_:)`, on what the screen shows now.
extension TestApp {
    /// The HIG's minimum hit target, 44 × 44 pt ("Provide ample touch targets for interactive elements").
    static let minimumHitSide = 44.0
    /// WCAG 2.x contrast minimums (success criterion 1.4.3): 4.5:1 for text, 3:1 for large text, which is at
    /// least 18 pt, or 14 pt bold (semibold here, the heaviest weight Handheld's fonts have).
    static let minimumContrast = 4.5
    static let minimumLargeTextContrast = 3.0

    /// Audits the shown elements; every issue `issueHandler` does not ignore (by returning true) fails the
    /// test, all in one message. The clipped-text check moves the app to the largest accessibility text size
    /// (accessibility-extra-extra-extra-large), settles, looks, and moves it back.
    @discardableResult
    public func performAccessibilityAudit(for types: AccessibilityAuditType = .all,
                                          _ issueHandler: ((AccessibilityIssue) -> Bool)? = nil,
                                          fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                          line: UInt = #line, column: UInt = #column) -> [AccessibilityIssue] {
        var issues: [AccessibilityIssue] = []
        let elements = ElementWalker(root: window.rootView).elements()
        for (view, type) in elements where Self.isInteractive(view, type) {
            let name = NearestMatches.describe(view)
            if types.contains(.sufficientElementDescription), (view.accessibilityLabel ?? "").isEmpty {
                issues.append(AccessibilityIssue(auditType: .sufficientElementDescription, element: name,
                                                 compactDescription: "no accessibility label"))
            }
            let frame = view.presentationFrameInWindow
            if types.contains(.hitRegion), frame.width < Self.minimumHitSide || frame.height < Self.minimumHitSide {
                issues.append(AccessibilityIssue(auditType: .hitRegion, element: name, compactDescription:
                    "hit region \(TreeDescription.number(frame.width)) × \(TreeDescription.number(frame.height)) pt, under 44 × 44"))
            }
        }
        if types.contains(.contrast) { issues += contrastIssues() }
        if types.contains(.textClipped) { issues += clippedTextIssues() }
        let failing = issues.filter { !(issueHandler?($0) ?? false) }
        if !failing.isEmpty {
            fail("Accessibility audit found \(failing.count) issue(s):\n" + failing.map(\.description).joined(separator: "\n"),
                 at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return issues
    }

    static func isInteractive(_ view: View, _ type: ElementType) -> Bool {
        view.accessibilityTraits.contains(.button) || [.switch, .textField, .textView, .slider].contains(type)
    }

    /// Shown labels with text that is on screen, including a button's title.
    private func shownLabels() -> [Label] {
        var labels: [Label] = []
        func visit(_ view: View) {
            guard View.isShownToAccessibility(view) else { return }
            if let label = view as? Label, !label.text.isEmpty,
               !ElementWalker.visibleFrame(of: label, in: window).isEmpty {
                labels.append(label)
            }
            for child in View.accessibilityReadingOrder(view.subviews) { visit(child) }
        }
        visit(window.rootView)
        return labels
    }

    private func contrastIssues() -> [AccessibilityIssue] {
        let appearance = window.appearance
        return shownLabels().compactMap { label in
            let background = Self.background(behind: label, appearance: appearance, style: self.appearance)
            let text = Self.composite(label.textColor.resolved(for: appearance), over: background)
            let ratio = Self.contrastRatio(text, background)
            let large = label.font.size >= 18 || (label.font.size >= 14 && label.font.weight == .semibold)
            let needed = large ? Self.minimumLargeTextContrast : Self.minimumContrast
            guard ratio + 1e-9 < needed else { return nil }
            return AccessibilityIssue(auditType: .contrast, element: NearestMatches.describe(label),
                                      compactDescription: "text contrast \(String(format: "%.2f", ratio)):1, needs "
                                        + "\(TreeDescription.number(needed)):1" + (large ? " (large text)" : ""))
        }
    }

    private func clippedTextIssues() -> [AccessibilityIssue] {
        let original = contentSize
        if original != .accessibilityExtraExtraExtraLarge {
            setContentSize(.accessibilityExtraExtraExtraLarge)
            settle(timeout: 10)
        }
        defer {
            if original != .accessibilityExtraExtraExtraLarge {
                setContentSize(original)
                settle(timeout: 10)
            }
        }
        return shownLabels().compactMap { label in
            let bounds = label.bounds
            let layout = window.textMeasurer.layout(label.text, font: label.font, maxWidth: bounds.width,
                                                    lineLimit: label.numberOfLines)
            guard layout.isTruncated || layout.size.height > bounds.height + 0.5 else { return nil }
            return AccessibilityIssue(auditType: .textClipped, element: NearestMatches.describe(label),
                                      compactDescription: "text clipped at accessibility-extra-extra-extra-large: needs "
                                        + "\(TreeDescription.number(layout.size.width)) × \(TreeDescription.number(layout.size.height)) pt, has "
                                        + "\(TreeDescription.number(bounds.width)) × \(TreeDescription.number(bounds.height))")
        }
    }

    /// The first opaque background at or behind the label (its own, then its ancestors'), else the window's
    /// system background: white in light mode, black in dark.
    static func background(behind label: View, appearance: Appearance, style: UserInterfaceStyle) -> Color {
        var v: View? = label
        while let view = v {
            let colour = view.presentationBackgroundColor.resolved(for: appearance)
            if colour.alpha >= 0.99 { return colour }
            v = view.superview
        }
        return style == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
    }

    static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// WCAG's contrast ratio, (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
    static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        func luminance(_ c: Color) -> Double {
            func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
