/// What `performAccessibilityAudit` checks (XCUIAccessibilityAuditType's names for the four checks it shares).
public struct AccessibilityAuditType: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An interactive element with no label for VoiceOver to read.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 0)
    /// An interactive element smaller than 44 × 44 pt, the HIG's minimum hit target.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 1)
    /// Text whose contrast with what is behind it is under WCAG's 4.5:1, or 3:1 for large text.
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 2)
    /// Text truncated or cut off at the largest accessibility text size.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 3)

    public static let all: AccessibilityAuditType = [.sufficientElementDescription, .hitRegion, .contrast, .textClipped]
}

/// One problem the audit found (XCUIAccessibilityAuditIssue): its kind, the element, and what was measured.
public struct AccessibilityIssue: Sendable, Equatable, CustomStringConvertible {
    public let auditType: AccessibilityAuditType
    /// The element as a failure names it: `button "Save" #save`.
    public let element: String
    /// What is wrong, with the measured value (`contrast 2.9:1, needs 4.5:1`).
    public let compactDescription: String

    public var description: String { "\(element): \(compactDescription)" }
}
