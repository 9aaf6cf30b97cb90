import Domain
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Player detail view model")
struct PlayerDetailViewModelTests {
    let output = GatherOutputSpy()
    @Test func theDetailsListEveryFieldAndRouteToItsEditor() {
        let sut = PlayerDetailViewModel(player: PlayerFixtures.ben, output: output)

        #expect(sut.sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(sut.sections[0].rows.map(\.value) == ["Ben Carter", "-"])
        sut.choose(section: 1, row: 1)

        #expect(output.events == [.fieldChosen(.skill, of: PlayerFixtures.ben)])
    }
}
