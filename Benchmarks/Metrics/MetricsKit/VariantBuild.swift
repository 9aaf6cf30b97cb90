/// What building one variant means: its executable product, the targets that hold its own code
/// (its app's library, the app's entry and the pattern's support code) and the screen file an
/// incremental build touches.
public struct VariantBuild: Hashable, Sendable {
    public var pattern: String
    public var app: String
    public var product: String
    public var targets: [String]
    /// A path relative to the package root.
    public var touchedFile: String

    /// The screen each app's incremental build edits: Gather's is PlayerAdd, the smallest with a request.
    public static let touchedScreen = ["Football Gather": "PlayerAdd", "My Cards": "CardDetails"]

    /// The role that decides for a screen in each pattern (Variants/README.md): the file a
    /// developer edits most while working on a screen.
    public static let decidingRole = [
        "MVC": "Controller", "MVVM": "ViewModel", "MVP": "Presenter", "MVPC": "Presenter", "VIPER": "Interactor",
        "VIP": "Interactor", "UDF": "Feature", "Composition": "Controller",
    ]

    /// The build of `pattern`'s `app` in `package`, or `nil` when the package has no such variant.
    /// `files` are the package's Swift files (paths from the root); the touched one is the
    /// deciding role of the app's screen, or the screen's first file when there is none.
    public init?(pattern: String, app: String, package: PackageTargets, files: [String]) {
        let owned = package.targets.filter { target in
            guard let owner = SourceRole.variant(folder: target.path) else { return false }
            return owner.pattern == pattern && (owner.app == app || owner.app == "Both apps")
        }
        guard
            let product = owned.lazy.compactMap({ target in
                target.type == "executable" ? target.productMemberships.first : nil
            }).first
        else { return nil }
        guard let screen = Self.touchedScreen[app] else { return nil }
        let screenFiles = files.filter { path in
            owned.contains { path.hasPrefix($0.path + "/\(screen)/") }
        }.sorted()
        let deciding = screenFiles.first { $0.hasSuffix("/\(screen)\(Self.decidingRole[pattern] ?? "").swift") }
        guard let touched = deciding ?? screenFiles.first else { return nil }
        self.pattern = pattern
        self.app = app
        self.product = product
        targets = owned.map(\.name).sorted()
        touchedFile = touched
    }
}
