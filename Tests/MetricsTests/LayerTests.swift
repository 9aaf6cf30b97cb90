import Foundation
import MetricsKit
import Testing

@Suite("Layers")
struct LayerTests {
    @Test(arguments: [
        ("MVC", "Controller", Layer.presentationLogic), ("MVC", "View", .view), ("MVC", "Launch", .assembly),
        ("MVVM", "ViewModel", .presentationLogic), ("MVVM", "Coordinator", .navigation), ("MVVM", "Entry", .assembly),
        ("MVP", "Presenter", .presentationLogic), ("MVP", "ViewProtocol", .contracts),
        ("MVP", "Navigator", .navigation), ("MVP", "Protocols", .contracts),
        ("VIPER", "Interactor", .businessLogic), ("VIPER", "Worker", .businessLogic), ("VIPER", "Router", .navigation),
        ("VIPER", "Module", .assembly), ("VIPER", "Dependencies", .assembly), ("VIPER", "View", .view),
        ("VIP", "ViewController", .view), ("VIP", "DataStore", .businessLogic), ("VIP", "Configurator", .assembly),
        ("VIP", "Models", .contracts), ("VIP", "Worker", .businessLogic),
    ])
    func everyRoleOfEveryPatternHasItsLayer(pattern: String, role: String, layer: Layer) {
        #expect(Layer.of(role: role, in: pattern) == layer)
    }

    @Test(arguments: [
        "Variants/VIPER/Gather/PlayerAdd/PlayerAddWorker.swift",
        "Variants/VIP/MyCards/CardList/CardListConfigurator.swift",
        "Variants/MVP/Gather/GatherNavigator.swift", "Variants/MVP/Gather/Login/LoginViewProtocol.swift",
        "Variants/VIP/Gather/Login/LoginDataStore.swift",
        "Variants/VIPER/Gather/GatherLaunch.swift", "Variants/VIPER/Gather/GatherDependencies.swift",
        "Variants/VIP/GatherApp/main.swift",
    ])
    func theComingRolesAreRecognised(path: String) throws {
        guard case .variant(let pattern, _, let role) = SourceRole(path: path) else {
            Issue.record("\(path) is not a variant's file")
            return
        }
        #expect(role != "Other")
        #expect(Layer.of(role: role, in: pattern) != nil, "\(path): \(role) has no layer in \(pattern)")
    }

    /// The real tree: a file in Variants/ that no layer takes is a role the map does not know
    /// (or a file named for no role), and the layer table would hide it.
    @Test func everyFileInVariantsHasALayer() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = SourceTree.swiftFiles(in: root).filter { $0.hasPrefix("Variants/") }
        try #require(files.count > 20)
        let unclassified = files.filter { path in
            guard case .variant(let pattern, _, let role) = SourceRole(path: path) else { return true }
            return Layer.of(role: role, in: pattern) == nil
        }
        #expect(unclassified.isEmpty, "no layer: \(unclassified)")
    }

    /// `make metrics ARGS="--patterns composition"` and `make compare A=mvc B=composition` name a
    /// pattern in any case; the report names it as its folder is.
    @Test func aPatternTypedInAnyCaseIsNamedAsItsFolder() {
        #expect(Layer.pattern(named: "composition") == "Composition")
        #expect(Layer.pattern(named: " MVPC ") == "MVPC")
        #expect(Layer.pattern(named: "udf") == "UDF")
        #expect(Layer.pattern(named: "mvc-c") == nil)
        #expect(Layer.patterns.allSatisfy { Layer.pattern(named: $0.uppercased()) == $0 })
    }
}
