import Domain
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player detail interactor")
struct PlayerDetailInteractorTests {
    let output = PlayerDetailOutputSpy()
    let caller = PlayerDetailCallerSpy()

    private func makeSUT() -> PlayerDetailInteractor {
        let sut = PlayerDetailInteractor(input: PlayerDetailInput(player: PlayerFixtures.ben, output: caller))
        sut.output = output
        return sut
    }

    @Test func thePlayersFieldsAreToldAsText() {
        let sut = makeSUT()

        sut.loadPlayer()

        #expect(output.loaded.first?.name == "Ben Carter")
        #expect(output.loaded.first?.values[.name] == "Ben Carter")
        #expect(output.loaded.first?.values[.age] == "", "Ben's age is not given")
    }

    /// The editor opens on the player as edited so far, and tells this interactor back, which
    /// shows the change and tells the list.
    @Test func anEditedPlayerReplacesTheOneShownAndGoesBackToTheList() {
        let sut = makeSUT()
        var older = PlayerFixtures.ben
        older.age = 41

        sut.playerEdited(older)
        sut.edit(.skill)

        #expect(output.changed.map { $0.values[.age] } == ["41"])
        #expect(caller.updated == [older])
        #expect(output.editors.map(\.field) == [.skill])
        #expect(output.editors.first?.player == older)
        #expect(output.editors.first?.output === sut, "the editor tells this interactor")
    }
}

@MainActor
final class PlayerDetailOutputSpy: PlayerDetailInteractorOutputProtocol {
    private(set) var loaded: [PlayerDetailFields] = []
    private(set) var changed: [PlayerDetailFields] = []
    private(set) var editors: [PlayerEditInput] = []

    func playerLoaded(_ fields: PlayerDetailFields) { loaded.append(fields) }
    func playerChanged(_ fields: PlayerDetailFields) { changed.append(fields) }
    func editorOpened(_ input: PlayerEditInput) { editors.append(input) }
}
