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
