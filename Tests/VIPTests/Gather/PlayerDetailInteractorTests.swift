import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player detail interactor")
struct PlayerDetailInteractorTests {
    @Test func thePlayerGivenIsShownAndWhatAnEditorWroteBackReplacesIt() {
        let presenter = PlayerDetailPresenterSpy()
        let sut = PlayerDetailInteractor()
        sut.presenter = presenter
        sut.player = PlayerFixtures.ben
        sut.show(request: .init())
        var older = PlayerFixtures.ben
        older.age = 41

        sut.updatedPlayer = older
        sut.show(request: .init())

        #expect(presenter.shown == [PlayerFixtures.ben, older])
        #expect(
            presenter.groups.last?.map(\.section) == [.personal, .play, .likes],
            "the interactor decides which fields go together")
        #expect(presenter.groups.last?.first?.fields == [.name, .age])
        #expect(sut.player == older)
    }

    @Test func aChosenFieldIsKeptForTheRouter() {
        let presenter = PlayerDetailPresenterSpy()
        let sut = PlayerDetailInteractor()
        sut.presenter = presenter

        sut.edit(request: .init(section: 1, row: 1))
        sut.edit(request: .init(section: 3, row: 0))

        #expect(sut.chosenField == .skill)
        #expect(presenter.editCount == 1)
    }
}

@MainActor
final class PlayerDetailPresenterSpy: PlayerDetailPresentationLogic {
    private(set) var shown: [Player] = []
    private(set) var editCount = 0

    private(set) var groups: [[PlayerDetail.FieldGroup]] = []

    func presentShow(response: PlayerDetail.Show.Response) {
        shown.append(response.player)
        groups.append(response.groups)
    }
    func presentEdit(response: PlayerDetail.Edit.Response) { editCount += 1 }
}
