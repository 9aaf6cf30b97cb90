import MetricsKit
import Testing

@Suite("Roles from paths")
struct SourceRoleTests {
    @Test(arguments: [
        ("Variants/MVC/Gather/Login/LoginController.swift", SourceRole.variant(pattern: "MVC", app: "Football Gather", role: "Controller")),
        ("Variants/MVVM/MyCards/Crop/CropViewModel.swift", .variant(pattern: "MVVM", app: "My Cards", role: "ViewModel")),
        ("Variants/VIP/Gather/PlayerAdd/PlayerAddViewController.swift", .variant(pattern: "VIP", app: "Football Gather", role: "ViewController")),
        ("Variants/MVP/Gather/PlayerAdd/PlayerAddScreen.swift", .variant(pattern: "MVP", app: "Football Gather", role: "Screen")),
        ("Variants/MVVM/Gather/GatherCoordinator.swift", .variant(pattern: "MVVM", app: "Football Gather", role: "Coordinator")),
        ("Variants/MVC/GatherApp/main.swift", .variant(pattern: "MVC", app: "Football Gather", role: "Entry")),
        ("Variants/MVVM/Support/AlertContent.swift", .variant(pattern: "MVVM", app: "Both apps", role: "Other")),
        ("Tests/MVVMTests/Gather/LoginViewModelTests.swift", .patternTests(pattern: "MVVM")),
        ("Tests/ParityTests/Variants.swift", .other),
        ("Shared/Domain/Gather/Score.swift", .shared(module: "Domain")),
        ("Package.swift", .other),
    ])
    func aPathSaysItsRole(path: String, role: SourceRole) {
        #expect(SourceRole(path: path) == role)
    }
}
