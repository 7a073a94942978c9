import Render

extension ScriptArguments {
    /// The next token as a Dynamic Type size in kebab case; the error lists every name, smallest first.
    mutating func textSize() throws(ScriptError) -> ContentSizeCategory {
        let expected = "a text size (\(ContentSizeCategory.sizeNames))"
        let found = nextFound
        let token = try token(expected)
        guard token.kind == .word, let category = ContentSizeCategory(name: token.text) else {
            throw failure(expected: expected, found: found)
        }
        return category
    }
}
