/// Where a source file belongs in the comparison: a variant's role, a pattern's tests, or a
/// shared module — from its path and name alone (the file convention of Variants/README.md).
public enum SourceRole: Hashable, Sendable {
    /// `Variants/<Pattern>/<App>/…/<Screen><Role>.swift`.
    case variant(pattern: String, app: String, role: String)
    /// `Tests/<Pattern>Tests/<App>/…`; the app is "Both apps" for files beside the app folders.
    case patternTests(pattern: String, app: String)
    /// `Shared/<Module>/…`.
    case shared(module: String)
    /// Anything else: other tests, benchmarks, the manifest.
    case other

    /// The role suffixes of every pattern, longest first so `ViewController` wins over `Controller`.
    public static let roleSuffixes = [
        "ViewController", "Configurator", "Coordinator", "Controller", "ViewModel", "Presenter",
        "Interactor", "Navigator", "Feature", "ViewProtocol", "Protocols", "Dependencies", "DataStore", "Worker",
        "Router", "Module", "Models", "Output",
        "Launch", "Screen", "View",
    ]

    /// The patterns, as `Layer` lists them with their roles.
    public static let patterns = Layer.patterns

    /// The role of a path relative to the package root, e.g. "Variants/MVC/Gather/Login/LoginController.swift".
    public init(path: String) {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 2, let name = parts.last else {
            self = .other
            return
        }
        switch parts[0] {
        case "Variants" where parts.count >= 4 && Self.patterns.contains(parts[1]):
            self = .variant(pattern: parts[1], app: Self.app(folder: parts[2]), role: Self.role(fileName: name))
        case "Tests":
            let target = parts[1]
            if target.hasSuffix("Tests"), Self.patterns.contains(String(target.dropLast("Tests".count))) {
                self = .patternTests(
                    pattern: String(target.dropLast("Tests".count)),
                    app: parts.count >= 4 ? Self.app(folder: parts[2]) : "Both apps")
            } else {
                self = .other
            }
        case "Shared":
            self = .shared(module: parts[1])
        default:
            self = .other
        }
    }

    /// The pattern and app a variant's target folder belongs to, e.g. "Variants/MVVM/Support" →
    /// ("MVVM", "Both apps"); `nil` for any other folder.
    public static func variant(folder: String) -> (pattern: String, app: String)? {
        let parts = folder.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[0] == "Variants", patterns.contains(parts[1]) else { return nil }
        return (parts[1], app(folder: parts[2]))
    }

    /// "Gather" and "GatherApp" → "Football Gather"; "MyCards" and "MyCardsApp" → "My Cards";
    /// anything else (a pattern's support code) → "Both apps".
    static func app(folder: String) -> String {
        switch folder {
        case "Gather", "GatherApp": "Football Gather"
        case "MyCards", "MyCardsApp": "My Cards"
        default: "Both apps"
        }
    }

    /// The role a file's name ends with; `main.swift` is the app's entry, other files "Other"
    /// (which `Layer` leaves unclassified, and a test forbids in `Variants/`). An extension's file,
    /// `AppFeature+Path.swift`, has the role of the type it extends.
    static func role(fileName: String) -> String {
        let name = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        let base = name.split(separator: "+").first.map(String.init) ?? name
        if base == "main" { return "Entry" }
        return roleSuffixes.first { base.hasSuffix($0) } ?? "Other"
    }
}
