import Foundation
import Testing
import UIKit

// In Swift 5 mode: what apps do with views and controllers because UIResponder is an NSObject in UIKit
// (`class UIResponder : NSObject`). The idioms are held-out 5's: a view controller made a URLSessionDelegate
// in an extension, cells overriding isEqual/hash/description, isKind(of:), NSObject generic constraints.

/// A protocol refining NSObjectProtocol, as URLSessionDelegate and most delegate protocols do.
protocol Swift5Greeting: NSObjectProtocol {
    func greeting() -> String
}

/// UIKit lets every controller conform to an NSObjectProtocol-refining protocol in an extension.
extension UIViewController: Swift5Greeting {
    func greeting() -> String { "hello from \(title ?? "untitled")" }
}

/// The shape of held-out 5's `extension UIViewController: URLSessionDelegate`, on a subclass so the
/// session's delegate is this test's own controller.
final class Swift5SessionController: UIViewController {
    var invalidations = 0
}

extension Swift5SessionController: URLSessionDelegate {
    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) { invalidations += 1 }
}

/// A cell with value equality, as apps write for diffing: equal when the names are.
final class Swift5NamedCell: UITableViewCell {
    var name = ""
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Swift5NamedCell else { return false }
        return other.name == name
    }
    override var hash: Int { name.hashValue }
    override var description: String { "NamedCell(\(name))" }
}

/// A controller whose own `init()` calls the designated initializer, without `override`, as on iOS
/// (UIViewController's `init()` is NSObject's, a convenience initializer there).
final class Swift5PlainInitController: UIViewController {
    let answer: Int
    init() {
        answer = 42
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

func swift5ClassName<T: NSObject>(_ object: T) -> String { String(describing: type(of: object)) }

@MainActor
struct Swift5NSObjectResponderTests {
    @Test("a controller conforms to an NSObjectProtocol-refining protocol; the session calls its delegate")
    func controllerAsNSObjectProtocolDelegate() {
        let controller = UIViewController()
        controller.title = "Trending"
        let greeter: Swift5Greeting = controller
        #expect(greeter.greeting() == "hello from Trending")
        #expect(greeter.isEqual(controller) && !greeter.isEqual(UIViewController()))

        let sessionController = Swift5SessionController()
        let session = URLSession(configuration: .ephemeral, delegate: sessionController, delegateQueue: nil)
        #expect(session.delegate === sessionController)
        let delegate: URLSessionDelegate = sessionController
        delegate.urlSession(session, didBecomeInvalidWithError: nil)
        #expect(sessionController.invalidations == 1)
        session.invalidateAndCancel()
    }

    @Test("a cell overriding isEqual, hash and description: ==, sets, contains and printing use them")
    func cellOverridesNSObjectEquality() {
        let first = Swift5NamedCell(style: .default, reuseIdentifier: "c")
        let second = Swift5NamedCell(style: .default, reuseIdentifier: "c")
        let other = Swift5NamedCell(style: .default, reuseIdentifier: "c")
        first.name = "Berlin"
        second.name = "Berlin"
        other.name = "Paris"
        #expect(first == second && first != other)
        #expect(Set([first, second, other]).count == 2)
        #expect([other, second].firstIndex(of: first) == 1)
        #expect("\(first)" == "NamedCell(Berlin)")
        #expect(String(describing: [other]) == "[NamedCell(Paris)]")
        // A view that does not override isEqual keeps NSObject's identity.
        let plain = UIView()
        #expect(plain == plain && plain != UIView())
        #expect(plain.description.hasPrefix("<") && plain.description.contains("0x"), "NSObject's <Class: address>")
    }

    @Test("isKind(of:) and isMember(of:) follow the class hierarchy; NSObject constraints and arrays take views")
    func nsObjectQueries() {
        let label = UILabel()
        let view = UIView()
        #expect(label.isKind(of: UILabel.self) && label.isKind(of: UIView.self) && label.isKind(of: UIResponder.self))
        #expect(!view.isKind(of: UILabel.self))
        #expect(label.isMember(of: UILabel.self) && !label.isMember(of: UIView.self))

        let controller = Swift5PlainInitController()
        #expect(controller.answer == 42)
        #expect(swift5ClassName(controller) == "Swift5PlainInitController")
        #expect(swift5ClassName(label) == String(describing: UILabel.self))

        let objects: [NSObject] = [view, label, controller]
        #expect(objects.firstIndex(of: controller) == 2)
        #expect(objects.filter { $0 is UIView }.count == 2)
        #expect(objects.compactMap { $0 as? UIResponder }.count == 3)
    }
}
