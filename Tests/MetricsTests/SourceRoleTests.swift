import MetricsKit
import Testing

@Suite("Roles from paths")
struct SourceRoleTests {
    @Test(arguments: [
        (
            "Variants/MVC/Gather/Login/LoginController.swift",
            SourceRole.variant(pattern: "MVC", app: "Football Gather", role: "Controller")
        ),
        (
            "Variants/MVVM/MyCards/Crop/CropViewModel.swift",
            .variant(pattern: "MVVM", app: "My Cards", role: "ViewModel")
        ),
        (
            "Variants/VIP/Gather/PlayerAdd/PlayerAddViewController.swift",
            .variant(pattern: "VIP", app: "Football Gather", role: "ViewController")
        ),
        (
            "Variants/MVP/Gather/PlayerAdd/PlayerAddScreen.swift",
            .variant(pattern: "MVP", app: "Football Gather", role: "Screen")
        ),
        (
            "Variants/MVVM/Gather/GatherCoordinator.swift",
            .variant(pattern: "MVVM", app: "Football Gather", role: "Coordinator")
        ),
        ("Variants/MVC/GatherApp/main.swift", .variant(pattern: "MVC", app: "Football Gather", role: "Entry")),
        ("Variants/MVVM/Support/AlertContent.swift", .variant(pattern: "MVVM", app: "Both apps", role: "Other")),
        ("Variants/MVC/Gather/GatherLaunch.swift", .variant(pattern: "MVC", app: "Football Gather", role: "Launch")),
        (
            "Variants/UDF/Gather/Login/LoginFeature.swift",
            .variant(pattern: "UDF", app: "Football Gather", role: "Feature")
        ),
        (
            "Variants/UDF/Gather/AppFeature+Path.swift",
            .variant(pattern: "UDF", app: "Football Gather", role: "Feature")
        ),
        (
            "Variants/UDF/Gather/GatherNavigator.swift",
            .variant(pattern: "UDF", app: "Football Gather", role: "Navigator")
        ),
        ("Tests/MVVMTests/Gather/LoginViewModelTests.swift", .patternTests(pattern: "MVVM", app: "Football Gather")),
        ("Tests/MVVMTests/RouteRecorder.swift", .patternTests(pattern: "MVVM", app: "Both apps")),
        ("Tests/ParityTests/Variants.swift", .other),
        ("Shared/Domain/Gather/Score.swift", .shared(module: "Domain")),
        ("Package.swift", .other),
    ])
    func aPathSaysItsRole(path: String, role: SourceRole) {
        #expect(SourceRole(path: path) == role)
    }

    @Test func aVariantsTargetFolderSaysItsPatternAndApp() {
        func owner(_ folder: String) -> String? {
            SourceRole.variant(folder: folder).map { "\($0.pattern) · \($0.app)" }
        }

        #expect(owner("Variants/MVVM/GatherApp") == "MVVM · Football Gather")
        #expect(owner("Variants/MVVM/Support") == "MVVM · Both apps")
        #expect(owner("Variants/MVVM/Gather/Login") == nil)
        #expect(owner("Shared/Domain") == nil)
    }
}
