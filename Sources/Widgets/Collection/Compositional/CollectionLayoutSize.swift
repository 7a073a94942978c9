import Render

/// One axis of a compositional size (NSCollectionLayoutDimension): a fraction of the container's width or
/// height, an absolute length, or an estimate. An estimated height or width is the length until the cell is
/// shown and measured (Compositional/CompositionalSelfSizing): estimated widths size chips in a horizontal
/// group or an orthogonally scrolling row.
public struct CollectionLayoutDimension: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: Double

    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    public static func absolute(_ length: Double) -> CollectionLayoutDimension { .init(kind: .absolute, dimension: length) }
    public static func estimated(_ length: Double) -> CollectionLayoutDimension { .init(kind: .estimated, dimension: length) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size (UIKit resolves fractions against the container's
    /// effective content size, after its insets).
    func resolve(in container: Size) -> Double {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// A width and a height dimension (NSCollectionLayoutSize).
public struct CollectionLayoutSize: Sendable, Equatable {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolve(in container: Size) -> Size {
        Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}
