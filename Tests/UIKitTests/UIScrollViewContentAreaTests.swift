import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// Constraints between a scroll view's edges and its content attach to the content area, not the frame:
/// "Constraints between the edges or margins of the scroll view and its content attach to the scroll
/// view's content area. Constraints between the height, width, or centers attach to the scroll view's
/// frame" (Apple's Auto Layout Guide, "Working with Scroll Views"), and the content's size becomes the
/// `contentSize`. Found by running a Swift 5 login screen (a form in a content view pinned to a scroll
/// view's four edges, its width equal to the scroll view's) whose password field stretched to fill the
/// screen and pushed the button off it.
@MainActor @Suite struct UIScrollViewContentAreaTests {
    /// The login form in the app's idiom: scroll view pinned to the root view, content view pinned to the
    /// scroll view's edges and as wide as it, a vertical stack 100 pt from the content's top.
    final class LoginForm: UIViewController {
        let scrollView = UIScrollView()
        let contentView = UIView()
        let emailField = UITextField()
        let passwordField = UITextField()
        let button = UIButton()
        let buttonContainer = UIView()
        lazy var stack = UIStackView(arrangedSubviews: [emailField, passwordField, buttonContainer])
        lazy var buttonHeight = button.heightAnchor.constraint(equalToConstant: 40)

        override func viewDidLoad() {
            super.viewDidLoad()
            for field in [emailField, passwordField] {
                field.borderStyle = .roundedRect
            }
            emailField.placeholder = "Enter your email"
            passwordField.placeholder = "Enter your password"
            button.setTitle("Login", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            buttonContainer.addSubview(button)
            NSLayoutConstraint.activate([
                button.topAnchor.constraint(equalTo: buttonContainer.topAnchor),
                button.bottomAnchor.constraint(equalTo: buttonContainer.bottomAnchor),
                button.leadingAnchor.constraint(equalTo: buttonContainer.leadingAnchor),
                button.trailingAnchor.constraint(equalTo: buttonContainer.trailingAnchor),
                buttonHeight,
            ])
            stack.axis = .vertical
            stack.spacing = 8
            for v in [scrollView, contentView, stack, buttonContainer] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 100),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
                stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            ])
        }
    }

    @Test("a content view pinned to a scroll view's edges is as tall as its content, and that is the contentSize")
    func contentViewTakesItsContentsHeight() {
        let (window, clock) = TestSupport.makeWindow()
        let form = LoginForm()
        window.rootViewController = form
        window.step(clock, frames: 10)
        let screen = form.view.bounds
        #expect(form.scrollView.frame == screen)
        // The fields keep their natural heights; the stack is as tall as they are with its spacing.
        let fieldHeight = form.emailField.intrinsicContentSize.height
        #expect(fieldHeight < 50)
        #expect(form.emailField.frame.height == fieldHeight)
        #expect(form.passwordField.frame.height == form.passwordField.intrinsicContentSize.height)
        #expect(form.button.frame.height == 40)
        #expect(form.stack.frame.height == form.emailField.frame.height + form.passwordField.frame.height + 40 + 16)
        // The content view: the stack plus 100 above and 16 below, as wide as the scroll view (a width
        // constraint, which attaches to the frame).
        #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: screen.width, height: form.stack.frame.height + 116))
        #expect(form.scrollView.contentSize == form.contentView.frame.size)
        // The button is on screen, under the fields.
        let button = form.button.convert(form.button.bounds, to: form.view)
        #expect(button.minY == 100 + form.buttonContainer.frame.minY)
        #expect(form.buttonContainer.frame.minY == form.passwordField.frame.maxY + 8)
        #expect(button.maxY < screen.height)
    }

    @Test("a taller content scrolls: contentSize grows past the frame and the content's frame stays put while the offset moves")
    func tallContentScrolls() {
        let (window, clock) = TestSupport.makeWindow()
        let form = LoginForm()
        window.rootViewController = form
        form.loadViewIfNeeded()
        form.buttonHeight.constant = 900
        window.step(clock, frames: 10)
        let height = form.contentView.frame.height
        #expect(height > form.scrollView.bounds.height)
        #expect(form.scrollView.contentSize.height == height)
        form.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.step(clock, frames: 10)
        #expect(form.contentView.frame.minY == 0)
        #expect(form.button.convert(CGPoint.zero, to: form.view).y == form.buttonContainer.frame.minY + 100 - 300)
    }

    @Test("centres and sizes attach to the frame; views outside attach to the frame; the two guides say so")
    func centresSizesAndGuides() {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        root.view.addSubview(scrollView)
        let badge = UIView()
        let pinned = UIView()
        let guided = UIView()
        let outside = UIView()
        for v in [badge, pinned, guided] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(v)
        }
        outside.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(outside)
        NSLayoutConstraint.activate([
            // Centre and size: the frame's.
            badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            badge.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalToConstant: 20),
            // Edges: the content area's, whose size the content decides (600 × 900 here).
            pinned.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            pinned.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10),
            pinned.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -10),
            pinned.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
            pinned.widthAnchor.constraint(equalToConstant: 580),
            pinned.heightAnchor.constraint(equalToConstant: 880),
            // The frame guide does not scroll with the content.
            guided.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor),
            guided.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            guided.widthAnchor.constraint(equalToConstant: 50),
            guided.heightAnchor.constraint(equalToConstant: 30),
            // A view outside relates to the scroll view's frame.
            outside.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 5),
            outside.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10),
            outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.step(clock, frames: 10)
        #expect(badge.frame == CGRect(x: 75, y: 240, width: 150, height: 20))
        #expect(pinned.frame == CGRect(x: 10, y: 10, width: 580, height: 880))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 900))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 600, height: 900))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(guided.frame == CGRect(x: 0, y: 470, width: 50, height: 30))
        #expect(outside.frame == CGRect(x: 0, y: 505, width: 10, height: 10))
    }
}
