import Testing

@testable import MetricsKit

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

        #expect(
            sut.pairs == [
                .init(
                    layer: "view", left: ["Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift"],
                    right: ["Variants/MVP/Gather/PlayerAdd/PlayerAddView.swift"]),
                .init(
                    layer: "presentation logic", left: ["Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift"],
                    right: ["Variants/MVP/Gather/PlayerAdd/PlayerAddPresenter.swift"]),
                .init(
                    layer: "contracts", left: [], right: ["Variants/MVP/Gather/PlayerAdd/PlayerAddViewProtocol.swift"]),
            ])
    }

    @Test func aScreenNeitherPatternHasIsAnErrorThatSaysWhereScreensAre() {
        #expect(throws: ScreenComparison.Failure.self) {
            try ScreenComparison(screen: "Nowhere", left: "MVVM", right: "MVP", paths: paths)
        }
        #expect(throws: ScreenComparison.Failure.self) {
            try ScreenComparison(screen: "PlayerList", left: "MVVM", right: "MVP", paths: paths)
        }
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
        let excerpts = SharedScreenParts.excerpts(
            of: "PlayerAdd", pattern: "MVVM", app: "Gather",
            sources: [
                "Variants/MVVM/Gather/GatherCoordinator.swift": coordinator,
                "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift":
                    "final class PlayerAddViewModel { func showPlayerAdd() {} }",
                "Variants/MVP/Gather/GatherNavigator.swift": "func showPlayerAdd() {}",
            ])

        #expect(excerpts.map(\.declaration) == ["showPlayerList", "showPlayerAdd"])
        #expect(excerpts.allSatisfy { $0.path == "Variants/MVVM/Gather/GatherCoordinator.swift" })
        #expect(excerpts.last?.text.hasPrefix("    private func showPlayerAdd()") == true)
    }

    /// UDF's path reducer has a case per screen: PlayerAdd's comparison shows its own case and
    /// counts the others, rather than pasting every screen's.
    @Test func aReducerOfEveryScreenShowsOnlyTheScreensCases() {
        let reducer = """
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch (state, action) {
                    case (.playerList(var screen), .playerList(let action)):
                        let effect = playerList.reduce(into: &screen, action: action)
                        return effect.map(Action.playerList)
                    case (.playerAdd(var screen), .playerAdd(let action)):
                        let effect = playerAdd.reduce(into: &screen, action: action)
                        return effect.map(Action.playerAdd)
                    case (.gather(var screen), .gather(let action)):
                        return gather.reduce(into: &screen, action: action).map(Action.gather)
                    default:
                        return .none
                    }
                }
            """
        let shown = SharedScreenParts.casesNaming("playeradd", in: reducer)

        #expect(shown.contains("case (.playerAdd(var screen), .playerAdd(let action)):"))
        #expect(shown.contains("return effect.map(Action.playerAdd)"))
        #expect(!shown.contains("playerList") && !shown.contains("gather") && !shown.contains("default:"))
        #expect(
            shown.components(separatedBy: "\n").filter { $0.contains("// … ") } == [
                "        // … 1 other case", "        // … 2 other cases",
            ])
        #expect(shown.hasPrefix("    func reduce(") && shown.hasSuffix("    }"))
        #expect(
            SharedScreenParts.casesNaming("playeradd", in: "func showPlayerAdd() {}") == "func showPlayerAdd() {}",
            "no switch: as it is")
    }

    /// A diff's line of 218 columns is cut to the width, its continuations marked with the
    /// line's own diff marker, and nothing of it is lost.
    @Test func aLongDiffLineIsWrappedToTheWidthAndNothingIsLost() {
        let long =
            "+" + String(repeating: "case .playerAdd(let action): return reduce(action) ", count: 4)
            + String(repeating: "x", count: 30)
        let wrapped = TextWrapping.wrapped("@@ -1 +1 @@\n" + long + "\n short", width: 100)
        let lines = wrapped.components(separatedBy: "\n")

        #expect(lines.allSatisfy { $0.count <= 100 })
        #expect(lines.first == "@@ -1 +1 @@" && lines.last == " short")
        #expect(lines.dropFirst(2).dropLast().allSatisfy { $0.hasPrefix("+  ↳ ") })
        #expect(
            lines.dropFirst().dropLast().enumerated().map {
                $0.offset == 0 ? $0.element : String($0.element.dropFirst(5))
            }.joined() == long)
    }

    @Test func aPatternWithoutSharedFilesForTheScreenHasNone() {
        #expect(
            SharedScreenParts.excerpts(
                of: "PlayerAdd", pattern: "VIPER", app: "Gather",
                sources: [
                    "Variants/VIPER/Gather/GatherLaunch.swift": "enum GatherLaunch { static func firstScreen() {} }"
                ]
            ).isEmpty)
    }
}
