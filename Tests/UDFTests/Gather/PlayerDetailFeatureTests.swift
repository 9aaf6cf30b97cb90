import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Player detail feature", .storesFinish)
struct PlayerDetailFeatureTests {
    private func makeSUT() -> TestStore<PlayerDetailFeature> {
        TestStore(
            initialState: PlayerDetailFeature.State(player: PlayerFixtures.ana), reducer: PlayerDetailFeature(),
            scheduler: ManualScheduler())
    }

    @Test func theFieldsAreListedInThreeSectionsWithADashForNone() {
        let sections = PlayerDetailFeature.State(player: PlayerFixtures.chloe).sections

        #expect(sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(sections[0].rows == [.init(title: "Name", value: "Chloé Martin"), .init(title: "Age", value: "-")])
    }

    @Test func choosingAFieldAsksTheParentToEditIt() async {
        let sut = makeSUT()

        sut.send(.fieldChosen(section: 1, row: 1))
        await sut.receive(.delegate(.editField(.skill, of: PlayerFixtures.ana)))
        await sut.finish()
    }

    @Test func aRowThatIsNotThereOpensNothing() async {
        let sut = makeSUT()

        sut.send(.fieldChosen(section: 2, row: 1))
        sut.send(.fieldChosen(section: 3, row: 0))
        await sut.finish()
    }

    @Test func theDetailsShowThePlayerAsSaved() async {
        let sut = makeSUT()
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana Sousa"

        sut.send(.playerUpdated(renamed)) { $0.player = renamed }
        await sut.finish()
    }
}
