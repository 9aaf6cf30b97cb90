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
        var older = PlayerFixtures.ben
        older.age = 41

        sut.playerUpdated(older)

        #expect(sut.player.age == 41)
        #expect(output.changed == [older])
    }
}

@MainActor
final class PlayerDetailOutputSpy: PlayerDetailInteractorOutputProtocol {
    private(set) var changed: [Player] = []

    func playerChanged(_ player: Player) {
        changed.append(player)
    }
}
