import Foundation

/// A width and height in points: Foundation's `CGSize` (see `Point`).
public typealias Size = CGSize

extension CGSize: @retroactive CustomStringConvertible {
    public var description: String { "\(width.compact)×\(height.compact)" }

    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGSize: Interpolatable {
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        CGSize(width: width.interpolated(to: other.width, fraction: fraction),
               height: height.interpolated(to: other.height, fraction: fraction))
    }
}
