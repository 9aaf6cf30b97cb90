import Foundation

/// The seed article's claims, measured in every pattern: how many files — one type each — a
/// screen is made of and how long they are ("most under 50 lines"), and for MVC-Composition the
/// children two screens or more reuse, with the lines that reuse saves.
public struct ScreenUnits: Codable, Hashable, Sendable {
    /// One pattern's app.
    public struct Row: Codable, Hashable, Sendable {
        public var pattern: String
        public var app: String
        public var screens: Int
        /// The variant's library files: its screens', and those beside them or shared by both apps.
        public var files: Int
        public var medianCodeLines: Int
        public var filesUnderFifty: Int
        public var longestCodeLines: Int
        public var longestFile: String
    }

    /// A child of MVC-Composition that more than one screen shows.
    public struct ReusedChild: Codable, Hashable, Sendable {
        public var name: String
        /// "Both apps" for `Variants/Composition/Children/`, else the app whose screens share it.
        public var app: String
        public var codeLines: Int
        /// "Football Gather/PlayerList", … : every screen whose files name it.
        public var screens: [String]
        /// What writing it once per screen instead would have cost.
        public var linesSaved: Int { codeLines * (screens.count - 1) }
    }

    public var rows: [Row]
    public var reused: [ReusedChild]

    /// A variant's Swift file: its path from the package root, its text and its code lines.
    public struct Source: Sendable {
        public var path: String
        public var text: String
        public var codeLines: Int

        public init(path: String, text: String, codeLines: Int) {
            self.path = path
            self.text = text
            self.codeLines = codeLines
        }
    }

    public static let apps = [("Gather", "Football Gather"), ("MyCards", "My Cards")]

    public static func measure(_ sources: [Source], patterns: [String]) -> ScreenUnits {
        var rows: [Row] = []
        for pattern in patterns {
            for (folder, app) in apps {
                let files = sources.filter { isLibraryFile($0.path, pattern: pattern, appFolder: folder) }
                guard !files.isEmpty else { continue }
                let lines = files.map(\.codeLines).sorted()
                let longest = files.max { $0.codeLines < $1.codeLines }
                rows.append(
                    Row(
                        pattern: pattern, app: app, screens: Set(files.compactMap { screen(of: $0.path) }).count,
                        files: files.count, medianCodeLines: lines[lines.count / 2],
                        filesUnderFifty: lines.filter { $0 < 50 }.count, longestCodeLines: longest?.codeLines ?? 0,
                        longestFile: longest.map {
                            URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent
                        }
                            ?? ""))
            }
        }
        return ScreenUnits(rows: rows, reused: reusedChildren(sources))
    }

    /// `Variants/<pattern>/<app>/…` and the pattern's folders for both apps; not its `…App/main.swift`.
    static func isLibraryFile(_ path: String, pattern: String, appFolder: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 4, parts[0] == "Variants", parts[1] == pattern, !parts[2].hasSuffix("App") else {
            return false
        }
        return parts[2] == appFolder || SourceRole.app(folder: parts[2]) == "Both apps"
    }

    /// "Football Gather/PlayerList" for a file of that screen's folder; `nil` beside the screens.
    static func screen(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 5, let app = apps.first(where: { $0.0 == parts[2] })?.1 else { return nil }
        return "\(app)/\(parts[3])"
    }

    /// MVC-Composition's children that live outside a screen — in `Children/` for both apps, or
    /// beside an app's screens — and that two screens or more name.
    static func reusedChildren(_ sources: [Source]) -> [ReusedChild] {
        let composition = sources.filter { $0.path.hasPrefix("Variants/Composition/") }
        let shared = composition.filter { source in
            let parts = source.path.split(separator: "/").map(String.init)
            return parts.count == 4 && parts[3].hasSuffix("Controller.swift")
        }
        return shared.compactMap { child -> ReusedChild? in
            let parts = child.path.split(separator: "/").map(String.init)
            let name = String(parts[3].dropLast(".swift".count))
            let word = try? Regex("\\b\(name)\\b")
            let users = Set(
                composition.compactMap { source -> String? in
                    guard let word, let screen = screen(of: source.path), source.text.contains(word) else {
                        return nil
                    }
                    return screen
                })
            guard users.count >= 2 else { return nil }
            let app = apps.first { $0.0 == parts[2] }?.1 ?? "Both apps"
            return ReusedChild(name: name, app: app, codeLines: child.codeLines, screens: users.sorted())
        }
        .sorted { ($0.linesSaved, $1.name) > ($1.linesSaved, $0.name) }
    }
}
