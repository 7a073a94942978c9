/// The uniform type identifiers UIDocument and the document picker need, without UniformTypeIdentifiers
/// (absent from Swift on Linux): Apple's system-declared identifiers for common file name extensions
/// (Apple's "System-declared uniform type identifiers"). An extension not listed is `public.data`.
enum UniformTypeNames {
    /// Identifier → the file name extensions it covers.
    static let extensions: [String: [String]] = [
        "public.plain-text": ["txt", "text"],
        "public.utf8-plain-text": ["txt", "text"],
        "public.json": ["json"],
        "public.xml": ["xml"],
        "public.html": ["html", "htm"],
        "public.comma-separated-values-text": ["csv"],
        "public.rtf": ["rtf"],
        "net.daringfireball.markdown": ["md", "markdown"],
        "public.png": ["png"],
        "public.jpeg": ["jpg", "jpeg"],
        "com.compuserve.gif": ["gif"],
        "public.svg-image": ["svg"],
        "com.adobe.pdf": ["pdf"],
        "public.zip-archive": ["zip"],
        "com.apple.property-list": ["plist"],
    ]

    /// Identifiers that stand for a family of others (their conformance in Apple's hierarchy).
    static let families: [String: [String]] = [
        "public.text": ["public.plain-text", "public.json", "public.xml", "public.html",
                        "public.comma-separated-values-text", "public.rtf", "net.daringfireball.markdown"],
        "public.image": ["public.png", "public.jpeg", "com.compuserve.gif", "public.svg-image"],
        "public.composite-content": ["com.adobe.pdf"],
        "public.archive": ["public.zip-archive"],
    ]

    /// Identifiers every file conforms to.
    static let everything: Set<String> = ["public.item", "public.data", "public.content"]

    /// The identifier for a file name extension, `public.data` when none is known.
    static func identifier(forExtension ext: String) -> String {
        let ext = ext.lowercased()
        let order = extensions.keys.sorted()
        return order.first { extensions[$0]?.contains(ext) == true && $0 != "public.utf8-plain-text" } ?? "public.data"
    }

    /// Whether a file with extension `ext` conforms to `identifier`.
    static func conforms(extension ext: String, to identifier: String) -> Bool {
        if everything.contains(identifier) { return true }
        let ext = ext.lowercased()
        if extensions[identifier]?.contains(ext) == true { return true }
        return (families[identifier] ?? []).contains { conforms(extension: ext, to: $0) }
    }
}
