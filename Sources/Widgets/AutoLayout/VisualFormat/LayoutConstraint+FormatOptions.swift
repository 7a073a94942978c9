extension LayoutConstraint {
    /// How `constraints(withVisualFormat:…)` aligns the views it places and which way it lays them out
    /// (NSLayoutConstraint.FormatOptions). The raw values are UIKit's (NSLayoutConstraint.h): an alignment
    /// is `1 << attribute` in NSLayoutAttribute's numbering, the direction sits in bits 16–17 and the
    /// spacing kind in bit 19, so options combined or stored as numbers by an app mean the same here.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The old name of `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run leading to trailing (the default, 0).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spaces are measured between edges (the default, 0).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spaces are measured from one view's last baseline to the next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignment bits ask for, in NSLayoutAttribute's order.
        var alignedAttributes: [LayoutAttribute] {
            let table: [(FormatOptions, LayoutAttribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }
    }
}
