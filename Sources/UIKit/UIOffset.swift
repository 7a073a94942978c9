import HandheldKit

/// UIOffset: a horizontal and a vertical shift (`UIOffset(horizontal: 5, vertical: 0)`), Widgets' `Offset`.
public typealias UIOffset = Offset
