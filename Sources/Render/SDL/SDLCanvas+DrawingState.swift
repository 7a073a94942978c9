internal import CSDL

/// The canvas state a drawing apart from the screen replaces and puts back: a backing store being recorded
/// and a content shadow's offscreen drawing both start from an empty stack of clips, groups and turned
/// transforms on a target of their own, and must leave the canvas exactly as they found it.
struct CanvasDrawingState {
    let transforms: [Transform]
    let clips: [PixelRect]
    let groups: [OpacityGroup]
    let turned: [TurnedGroup]
    let hiddenDepth: Int
    let pixelWidth: Int
    let pixelHeight: Int
    let baseTarget: OpaquePointer?
}

extension SDLCanvas {
    /// What `endDrawingApart(restoring:)` puts back.
    var drawingState: CanvasDrawingState {
        CanvasDrawingState(transforms: transforms, clips: clips, groups: groups, turned: turned,
                           hiddenDepth: hiddenDepth, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                           baseTarget: baseTarget)
    }

    /// Starts drawing into `texture` (`width` × `height` pixels) with `transform` alone and no clip but
    /// `clip`, no opacity group and nothing hidden.
    func beginDrawingApart(into texture: OpaquePointer?, width: Int, height: Int, transform: Transform,
                           clip: PixelRect?) {
        transforms = [transform]
        clips = clip.map { [$0] } ?? []
        groups = []
        turned = []
        hiddenDepth = 0
        pixelWidth = width
        pixelHeight = height
        baseTarget = texture
        setTarget(texture)
    }

    /// Ends what `beginDrawingApart` started: closes the groups left open inside and puts `saved` back.
    func endDrawingApart(restoring saved: CanvasDrawingState) {
        while !groups.isEmpty { popOpacity() }
        transforms = saved.transforms
        clips = saved.clips
        groups = saved.groups
        turned = saved.turned
        hiddenDepth = saved.hiddenDepth
        pixelWidth = saved.pixelWidth
        pixelHeight = saved.pixelHeight
        baseTarget = saved.baseTarget
        setTarget(currentTarget)
    }
}
