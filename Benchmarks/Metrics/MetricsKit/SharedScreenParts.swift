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
    public static func excerpts(of screen: String, pattern: String, app: String, sources: [String: String]) -> [Excerpt]
    {
        let needle = screen.lowercased()
        var found: [Excerpt] = []
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count == 4, parts[0] == "Variants", parts[1] == pattern, parts[2] == app else { continue }
            let lines = source.components(separatedBy: "\n")
            let text = { (declaration: DeclarationOutline.Declaration) in
                lines[max(0, declaration.firstLine - 1)..<min(lines.count, declaration.lastLine)].joined(
                    separator: "\n")
            }
            let naming = DeclarationOutline.declarations(in: source, path: path).filter {
                text($0).lowercased().contains(needle)
            }
            // The innermost: a function that names the screen only through one inside it is left out.
            let innermost = naming.filter { outer in
                !naming.contains { inner in
                    inner != outer && inner.firstLine >= outer.firstLine && inner.lastLine <= outer.lastLine
                }
            }
            for declaration in innermost.sorted(by: { $0.firstLine < $1.firstLine }) {
                found.append(
                    Excerpt(path: path, declaration: declaration.name, text: casesNaming(needle, in: text(declaration)))
                )
            }
        }
        return found
    }

    /// `text` with only the `case` clauses of its switches that name `needle` (lowercased): a
    /// reducer of every screen shows the screen's own cases, the others counted in one comment
    /// ("// … 5 other cases"). Clauses are read by indentation, the outermost switch's.
    static func casesNaming(_ needle: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        let indent = { (line: String) in line.prefix { $0 == " " }.count }
        let isClause = { (line: String) in
            let code = line.trimmingCharacters(in: .whitespaces)
            return code.hasPrefix("case ") || code.hasPrefix("default:") || code.hasPrefix("@unknown default")
        }
        guard let level = lines.filter(isClause).map(indent).min() else { return text }
        var kept: [String] = []
        var dropped = 0
        var index = 0
        func sayDropped(at depth: Int) {
            if dropped > 0 {
                kept.append(
                    String(repeating: " ", count: depth) + "// … \(dropped) other case\(dropped == 1 ? "" : "s")")
            }
            dropped = 0
        }
        while index < lines.count {
            let line = lines[index]
            guard isClause(line), indent(line) == level else {
                sayDropped(at: level)
                kept.append(line)
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !(isClause(lines[end]) && indent(lines[end]) == level),
                lines[end].trimmingCharacters(in: .whitespaces).isEmpty || indent(lines[end]) > level
            {
                end += 1
            }
            let clause = lines[index..<end]
            if clause.joined(separator: "\n").lowercased().contains(needle) {
                sayDropped(at: level)
                kept += clause
            } else {
                dropped += 1
            }
            index = end
        }
        sayDropped(at: level)
        return kept.joined(separator: "\n")
    }
}
