import HandheldKit

/// UIKit's name for the touch event handed to `hitTest(_:with:)` and `point(inside:with:)` overrides.
public typealias UIEvent = Event
