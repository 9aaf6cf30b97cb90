import Domain
import TestSupport
import Testing
@testable import GatherMVVM

@MainActor
@Suite("MVVM · Player detail view model")
struct PlayerDetailViewModelTests {
    @Test func theDetailsListEveryFieldAndRouteToItsEditor() {
        let sut = PlayerDetailViewModel(player: PlayerFixtures.ben)
        var edited: [PlayerField] = []
        sut.onRoute = { route in
            if case .fieldChosen(let field, _) = route { edited.append(field) }
        }

        #expect(sut.sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(sut.sections[0].rows.map(\.value) == ["Ben Carter", "-"])
        sut.choose(section: 1, row: 1)

        #expect(edited == [.skill])
    }
}
