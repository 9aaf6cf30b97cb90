@testable import MetricsKit
import Testing

@Suite("Screen comparison")
struct ScreenComparisonTests {
    let paths = [
        "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift",
        "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift",
        "Variants/MVP/Gather/PlayerAdd/PlayerAddPresenter.swift",
        "Variants/MVP/Gather/PlayerAdd/PlayerAddView.swift",
        "Variants/MVP/Gather/PlayerAdd/PlayerAddViewProtocol.swift",
        "Variants/MVP/Gather/PlayerList/PlayerListView.swift",
    ]

    @Test func filesArePairedByLayerNotByName() throws {
        let sut = try ScreenComparison(screen: "PlayerAdd", left: "MVVM", right: "MVP", paths: paths)

        #expect(sut.pairs == [
            .init(layer: "view", left: ["Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift"], right: ["Variants/MVP/Gather/PlayerAdd/PlayerAddView.swift"]),
            .init(layer: "presentation logic", left: ["Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift"], right: ["Variants/MVP/Gather/PlayerAdd/PlayerAddPresenter.swift"]),
            .init(layer: "contracts", left: [], right: ["Variants/MVP/Gather/PlayerAdd/PlayerAddViewProtocol.swift"]),
        ])
    }

    @Test func aScreenNeitherPatternHasIsAnErrorThatSaysWhereScreensAre() {
        #expect(throws: ScreenComparison.Failure.self) { try ScreenComparison(screen: "Nowhere", left: "MVVM", right: "MVP", paths: paths) }
        #expect(throws: ScreenComparison.Failure.self) { try ScreenComparison(screen: "PlayerList", left: "MVVM", right: "MVP", paths: paths) }
    }
}

@Suite("Screen comparison · shared files")
struct SharedScreenPartsTests {
    let coordinator = """
        final class GatherCoordinator {
            func start() {
                showLogin()
            }

            private func showPlayerList() {
                viewModel.onRoute = { route in
                    switch route {
                    case .addPlayerChosen: self.showPlayerAdd()
                    case .loggedOut: self.navigation.pop()
                    }
                }
            }

            private func showPlayerAdd() {
                let viewModel = PlayerAddViewModel(players: players)
                navigation.push(PlayerAddView(viewModel: viewModel))
            }
        }
        """

    /// MVVM's coordinator handles PlayerAdd in two places: the screen's comparison shows both,
    /// and leaves out what names it only through them (`start`) or not at all.
    @Test func theDeclarationsOfACoordinatorThatNameTheScreenAreItsSharedParts() {
        let excerpts = SharedScreenParts.excerpts(of: "PlayerAdd", pattern: "MVVM", app: "Gather", sources: [
            "Variants/MVVM/Gather/GatherCoordinator.swift": coordinator,
            "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift": "final class PlayerAddViewModel { func showPlayerAdd() {} }",
            "Variants/MVP/Gather/GatherNavigator.swift": "func showPlayerAdd() {}",
        ])

        #expect(excerpts.map(\.declaration) == ["showPlayerList", "showPlayerAdd"])
        #expect(excerpts.allSatisfy { $0.path == "Variants/MVVM/Gather/GatherCoordinator.swift" })
        #expect(excerpts.last?.text.hasPrefix("    private func showPlayerAdd()") == true)
    }

    @Test func aPatternWithoutSharedFilesForTheScreenHasNone() {
        #expect(SharedScreenParts.excerpts(of: "PlayerAdd", pattern: "VIPER", app: "Gather", sources: [
            "Variants/VIPER/Gather/GatherLaunch.swift": "enum GatherLaunch { static func firstScreen() {} }",
        ]).isEmpty)
    }
}
