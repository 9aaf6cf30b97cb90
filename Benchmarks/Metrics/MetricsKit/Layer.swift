/// What a role does, in words that compare across patterns: the role table compares file
/// suffixes ("View" is MVC's widget holders and MVVM's whole screens), the layer table compares
/// what the code is for.
public enum Layer: String, CaseIterable, Codable, Sendable {
    /// Draws and forwards input: the Screen and its widgets.
    case view = "view"
    /// Decides what is shown: validation, loading, error texts, formatting.
    case presentationLogic = "presentation logic"
    /// The use case: its state and its calls to Domain rules and services.
    case businessLogic = "business logic"
    /// Which screen comes next, and what it is handed.
    case navigation = "navigation"
    /// Makes the roles and wires them: launch, modules, configurators, `main.swift`.
    case assembly = "assembly"
    /// Protocols between the roles and the models they pass.
    case contracts = "contracts"

    /// The patterns, in the order the report shows them: each a folder of `Variants/` with its
    /// roles in `map`.
    public static let patterns = ["MVC", "MVVM", "MVP", "MVPC", "VIPER", "VIP", "UDF", "Composition"]

    /// The pattern a person typed in any case ("composition", "mvpc"), as its folder is named;
    /// `nil` for no pattern of the package.
    public static func pattern(named typed: String) -> String? {
        let name = typed.trimmingCharacters(in: .whitespaces).lowercased()
        return patterns.first { $0.lowercased() == name }
    }

    /// The pattern as the READMEs, the board and the title bar write it: "MVP-C" for MVPC,
    /// "MVC-Composition" for Composition, any other as its folder is named.
    public static func spokenName(of pattern: String) -> String {
        switch pattern {
        case "MVPC": "MVP-C"
        case "Composition": "MVC-Composition"
        default: pattern
        }
    }

    /// Each pattern's roles (file suffixes, `SourceRole.role`) by layer. A role a pattern does not
    /// list has no layer: the report's test makes that impossible for a file in `Variants/`.
    public static let map: [String: [String: Layer]] = [
        // MVC's controller decides, calls the services and navigates: its lines count as
        // presentation logic, which is where the pattern puts its decisions.
        "MVC": ["View": .view, "Controller": .presentationLogic, "Launch": .assembly, "Entry": .assembly],
        // MVVM: as MVP-C, each view model's output is a contract and the coordinators navigate.
        "MVVM": [
            "View": .view, "ViewModel": .presentationLogic, "Output": .contracts, "Coordinator": .navigation,
            "Launch": .assembly, "Entry": .assembly,
        ],
        "MVP": [
            "View": .view, "Presenter": .presentationLogic, "ViewProtocol": .contracts, "Navigator": .navigation,
            "Coordinator": .navigation,
            "Protocols": .contracts, "Launch": .assembly, "Entry": .assembly,
        ],
        // MVP-C: MVP's presenters and views, each presenter's output a contract, and the
        // coordinators that build the screens and take results back: navigation.
        "MVPC": [
            "View": .view, "Presenter": .presentationLogic, "ViewProtocol": .contracts, "Output": .contracts,
            "Coordinator": .navigation,
            "Launch": .assembly, "Entry": .assembly,
        ],
        "VIPER": [
            "View": .view, "Presenter": .presentationLogic, "Interactor": .businessLogic, "Worker": .businessLogic,
            "Router": .navigation, "Module": .assembly, "Dependencies": .assembly, "Protocols": .contracts,
            "Launch": .assembly,
            "Entry": .assembly,
        ],
        // UDF: a feature holds its state, its actions and the reducer that decides — what is shown
        // and the effects that call the services — so it counts as presentation logic, as a view
        // model does; the navigator makes the terminal's stack follow the state. The store is
        // Shared, counted with the kit; the app feature (its `path`) is a feature too.
        "UDF": [
            "View": .view, "Feature": .presentationLogic, "Navigator": .navigation, "Launch": .assembly,
            "Entry": .assembly,
        ],
        // MVC-Composition: as MVC's, its controllers decide, call the services and navigate — a
        // screen's container and the children it is made of alike, told apart in the report's
        // composition table rather than here.
        "Composition": ["Controller": .presentationLogic, "Launch": .assembly, "Entry": .assembly],
        "VIP": [
            "ViewController": .view, "View": .view, "Presenter": .presentationLogic, "Interactor": .businessLogic,
            "Worker": .businessLogic, "DataStore": .businessLogic, "Router": .navigation, "Dependencies": .assembly,
            "Configurator": .assembly, "Models": .contracts, "Protocols": .contracts, "Launch": .assembly,
            "Entry": .assembly,
        ],
    ]

    /// The layer of `role` in `pattern`, if the pattern has that role.
    public static func of(role: String, in pattern: String) -> Layer? {
        map[pattern]?[role]
    }
}
