import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player detail interactor")
struct PlayerDetailInteractorTests {
    @Test func anUpdatedPlayerReplacesTheOneShown() {
        let sut = PlayerDetailInteractor(player: PlayerFixtures.ben)
        let output = PlayerDetailOutputSpy()
        sut.output = output
        sut.loadPlayer()
        var older = PlayerFixtures.ben
        older.age = 41

        sut.playerUpdated(older)
        sut.loadPlayer()

        #expect(output.loaded == [PlayerFixtures.ben, older])
        #expect(output.changed == [older])
    }
}

@MainActor
final class PlayerDetailOutputSpy: PlayerDetailInteractorOutputProtocol {
    private(set) var loaded: [Player] = []
    private(set) var changed: [Player] = []

    func playerLoaded(_ player: Player) {
        loaded.append(player)
    }

    func playerChanged(_ player: Player) {
        changed.append(player)
    }
}
