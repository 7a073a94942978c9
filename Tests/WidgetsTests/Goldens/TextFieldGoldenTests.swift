import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Golden images: text fields")
struct TextFieldGoldenTests {
    @Test("the four border styles, a placeholder, a selection, a caret, a clear button and secure entry")
    func fields() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 320, height: 300))
        window.textMeasurer = try Golden.fonts()
        window.rootView.backgroundColor = .groupedBackground
        // A connected hardware keyboard keeps the on-screen one down, so the fields are all in view.
        window.keyboard.isHardwareKeyboardConnected = true
        let styles: [(TextBorderStyle, String, String?)] = [
            (.none, "", "Borderless placeholder"), (.line, "Line border", nil), (.bezel, "Bezel border", nil),
            (.roundedRect, "Rounded rect", nil),
        ]
        var fields: [TextField] = []
        for (i, style) in styles.enumerated() {
            let field = TextField(text: style.1, placeholder: style.2)
            field.borderStyle = style.0
            field.frame = Rect(x: 16, y: 16 + Double(i) * 48, width: 288, height: 34)
            if style.0 == .none { field.backgroundColor = .white }
            window.rootView.addSubview(field)
            fields.append(field)
        }
        let secure = TextField(text: "hunter2")
        secure.isSecureTextEntry = true
        secure.borderStyle = .roundedRect
        secure.frame = Rect(x: 16, y: 208, width: 288, height: 34)
        window.rootView.addSubview(secure)
        let editing = TextField(text: "Selected word here")
        editing.borderStyle = .roundedRect
        editing.clearButtonMode = .whileEditing
        editing.textAlignment = .left
        editing.frame = Rect(x: 16, y: 256, width: 288, height: 34)
        window.rootView.addSubview(editing)
        window.step(clock)
        editing.becomeFirstResponder()
        editing.selectedCharacterRange = 0..<8
        fields[3].textAlignment = .center
        window.step(clock)
        let outcome = try Golden.check(window, name: "text-fields")
        #expect(outcome == .matched, "\(outcome)")
    }
}
