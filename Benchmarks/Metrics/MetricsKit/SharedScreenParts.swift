/// The parts of a pattern's app-level files — coordinators, navigators, the launch — that handle
/// one screen: where MVVM's coordinator hears PlayerAdd's output, or MVP-C's builds PlayerList.
/// A screen's folder leaves them out, and the navigation is what a comparison of MVVM with
/// MVP-C, or of MVP with MVP-C, is about.
public enum SharedScreenParts {
    /// One declaration of a shared file that names the screen.
    public struct Excerpt: Sendable, Equatable {
        public var path: String
        public var declaration: String
        public var text: String
    }

    /// The innermost functions, initializers and computed properties of `Variants/<pattern>/<app>/*.swift`
    /// whose text names `screen` in any case ("PlayerAdd" finds `showPlayerAdd()` and
    /// `case .playerAdded`), in file order; `sources` maps a path to its text.
    public static func excerpts(of screen: String, pattern: String, app: String, sources: [String: String]) -> [Excerpt] {
        let needle = screen.lowercased()
        var found: [Excerpt] = []
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count == 4, parts[0] == "Variants", parts[1] == pattern, parts[2] == app else { continue }
            let lines = source.components(separatedBy: "\n")
            let text = { (declaration: DeclarationOutline.Declaration) in
                lines[max(0, declaration.firstLine - 1)..<min(lines.count, declaration.lastLine)].joined(separator: "\n")
            }
            let naming = DeclarationOutline.declarations(in: source, path: path).filter { text($0).lowercased().contains(needle) }
            // The innermost: a function that names the screen only through one inside it is left out.
            let innermost = naming.filter { outer in
                !naming.contains { inner in inner != outer && inner.firstLine >= outer.firstLine && inner.lastLine <= outer.lastLine }
            }
            for declaration in innermost.sorted(by: { $0.firstLine < $1.firstLine }) {
                found.append(Excerpt(path: path, declaration: declaration.name, text: text(declaration)))
            }
        }
        return found
    }
}
