internal import CSDL

/// One open `pushOpacity`.
struct OpacityGroup {
    enum Kind {
        /// Alpha 1: drawn straight through.
        case passthrough
        /// Alpha 0, or opened where nothing can be drawn: children are skipped.
        case hidden
        /// Drawn into `texture`, composited with `alpha` on pop.
        case offscreen(texture: OpaquePointer, alpha: Double)
        /// A transform with rotation or shear (`TurnedGroup`): drawn into `texture`, mapped on pop.
        case turned(texture: OpaquePointer)
    }

    var kind: Kind
    /// Pixels drawn into the group's texture so far.
    var bounds = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// Whether drawing inside goes to a texture of the group's own.
    var isOffscreen: Bool { texture != nil }

    var isTurned: Bool {
        if case .turned = kind { true } else { false }
    }

    var texture: OpaquePointer? {
        switch kind {
        case let .offscreen(texture, _), let .turned(texture): texture
        case .passthrough, .hidden: nil
        }
    }
}

/// Group opacity, as a CALayer's `opacity` behaves: the group is drawn into a transparent offscreen
/// texture and composited as a whole, so two overlapping opaque children at 50 % show one even 50 %, not a
/// darker overlap.
///
/// Blending children onto transparent black with SDL's BLEND mode leaves premultiplied colour in the
/// texture (`rgb = c·a`, `a = a`), so compositing must be premultiplied "over":
/// `dst = α·P + dst·(1 − α·A)`. GPU renderers do that in one pass with a custom blend mode. SDL's software
/// renderer has only the built-in modes, so it takes two: BLEND with the colour modulated to black
/// (`dst·(1 − α·A)`, which also updates the destination alpha correctly), then ADD from an alpha-less copy
/// of the texture with the colour modulated by α (`+ α·P`).
extension SDLCanvas {
    public func pushOpacity(_ alpha: Double) {
        let a = alpha.isFinite ? max(0, min(1, alpha)) : 1
        if !canDraw || a <= 0 {
            groups.append(OpacityGroup(kind: .hidden))
            hiddenDepth += 1
            return
        }
        if a >= 1 {
            groups.append(OpacityGroup(kind: .passthrough))
            return
        }
        guard let texture = targets.acquire() else {
            groups.append(OpacityGroup(kind: .passthrough))
            return
        }
        groups.append(OpacityGroup(kind: .offscreen(texture: texture, alpha: a)))
        setTarget(texture)
        // Only what the clip lets through can be drawn, so only that needs clearing.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        if let c = clip {
            var r = c.sdl
            SDL_RenderFillRect(renderer, &r)
        } else {
            SDL_RenderClear(renderer)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    public func popOpacity() {
        guard let group = groups.popLast() else { return }
        switch group.kind {
        case .turned:
            // Only reached when the frame ends with the turned transform still pushed.
            groups.append(group)
            let depth = turned.last?.transformDepth ?? transforms.count
            closeTurnedGroup()
            if transforms.count >= depth, depth > 1 { transforms.removeSubrange((depth - 1)...) }
        case .passthrough:
            break
        case .hidden:
            hiddenDepth -= 1
        case let .offscreen(texture, alpha):
            setTarget(currentTarget)
            if !group.bounds.isEmpty {
                composite(texture, alpha: alpha, region: group.bounds)
                didDraw(group.bounds)
            }
            targets.release(texture)
        }
    }

    /// The texture drawing goes to now: the innermost offscreen group's, the store being drawn, or the output.
    var currentTarget: OpaquePointer? {
        groups.last(where: \.isOffscreen)?.texture ?? baseTarget
    }

    private func composite(_ texture: OpaquePointer, alpha: Double, region: PixelRect) {
        let a = UInt8((alpha * 255).rounded())
        var r = region.sdl
        if targets.supportsPremultipliedOver == true {
            SDL_SetTextureBlendMode(texture, TargetPool.premultipliedOver)
            SDL_SetTextureColorMod(texture, a, a, a)
            SDL_SetTextureAlphaMod(texture, a)
            SDL_RenderCopy(renderer, texture, &r, &r)
            return
        }
        // Pass 1: dst · (1 − α·A), and the destination's alpha becomes α·A + dstA · (1 − α·A).
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture, 0, 0, 0)
        SDL_SetTextureAlphaMod(texture, a)
        SDL_RenderCopy(renderer, texture, &r, &r)
        // Pass 2: + α·P, read through a copy without alpha so ADD does not multiply by A again.
        guard let scratch = targets.scratch() else { return }
        SDL_SetRenderTarget(renderer, scratch)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_RenderCopy(renderer, texture, &r, &r)
        setTarget(currentTarget)
        SDL_SetTextureBlendMode(scratch, SDL_BLENDMODE_ADD)
        SDL_SetTextureColorMod(scratch, a, a, a)
        SDL_SetTextureAlphaMod(scratch, 255)
        SDL_RenderCopy(renderer, scratch, &r, &r)
    }
}
