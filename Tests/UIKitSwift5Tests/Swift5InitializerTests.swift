import Testing
import UIKit

// In Swift 5 mode, as most UIKit code is written: the initializer shapes UIKit code declares compile and run.

final class Swift5StarViewController: UIViewController {
    let stars: Int
    init() {
        stars = 5
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Swift5MaskedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .orange
    }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
struct Swift5InitializerTests {
    @Test("Swift 5: init() without override on a controller, CustomView() on a view overriding init(frame:)")
    func initializers() {
        #expect(Swift5StarViewController().stars == 5)
        let view = Swift5MaskedView()
        #expect(view.frame == .zero)
        #expect(view.backgroundColor == .orange)
    }
}
