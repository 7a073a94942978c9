/// One change asked of a navigation stack, kept as a value so a request made during a transition can
/// wait its turn and then apply to the stack as it is by then (a pop queued behind a cancelled back
/// swipe pops the page that stayed, not the one that was leaving).
@MainActor
enum NavigationRequest {
    case push(ViewController, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case popTo(ViewController, animated: Bool)
    case set([ViewController], animated: Bool)

    var animated: Bool {
        switch self {
        case let .push(_, animated), let .pop(animated), let .popToRoot(animated), let .popTo(_, animated),
             let .set(_, animated):
            return animated
        }
    }

    /// The stack after the request, or nil when it changes nothing (pushing a controller already in the
    /// stack, popping the root, popping to a controller that is not there).
    func apply(to stack: [ViewController]) -> [ViewController]? {
        switch self {
        case let .push(controller, _):
            guard !stack.contains(where: { $0 === controller }) else { return nil }
            return stack + [controller]
        case .pop:
            guard stack.count > 1 else { return nil }
            return Array(stack.dropLast())
        case .popToRoot:
            guard stack.count > 1 else { return nil }
            return [stack[0]]
        case let .popTo(controller, _):
            guard let index = stack.firstIndex(where: { $0 === controller }), index < stack.count - 1 else { return nil }
            return Array(stack.prefix(through: index))
        case let .set(controllers, _):
            var unique: [ViewController] = []
            for c in controllers where !unique.contains(where: { $0 === c }) { unique.append(c) }
            guard unique.count != stack.count || !zip(unique, stack).allSatisfy({ $0 === $1 }) else { return nil }
            return unique
        }
    }
}
