import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player edit interactor")
struct PlayerEditInteractorTests {
    @Test func theWholePlayerIsSavedAndAFailurePassedOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = PlayerEditInteractor(player: PlayerFixtures.ana, players: players)
        let output = PlayerEditOutputSpy()
        sut.output = output
        sut.loadPlayer()
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        await sut.save(renamed)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.save(renamed)

        #expect(await players.updatedPlayers == [renamed])
        #expect(output.events == ["loaded Ana Silva", "saved Ana S.", "failed: Cannot reach the server."])
    }

    @Test func aChangeKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        await players.keepChangesWaiting()
        let sut = PlayerEditInteractor(player: PlayerFixtures.ana, players: players)
        let output = PlayerEditOutputSpy()
        sut.output = output
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        await sut.save(renamed)

        #expect(output.events == ["waiting: Ana S."])
    }
}

extension PlayerEditInteractorTests {
    /// Another device changed Ana first: the interactor says so with her as she is now (the
    /// presenter goes on from her), and saves nothing.
    @Test func aPlayerChangedElsewhereIsPassedOnAndNothingIsSaved() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = PlayerEditInteractor(player: PlayerFixtures.ana, players: players)
        let output = PlayerEditOutputSpy()
        sut.output = output
        var current = PlayerFixtures.ana
        current.age = 31
        await players.changeElsewhere(to: current)
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        await sut.save(renamed)

        #expect(output.events == ["changed elsewhere: age 31"])
        #expect(await players.updatedPlayers.isEmpty)
    }
}

@MainActor
final class PlayerEditOutputSpy: PlayerEditInteractorOutputProtocol {
    private(set) var events: [String] = []

    func playerLoaded(_ player: Player) {
        events.append("loaded \(player.name)" + (player.age == 31 ? ", age 31" : ""))
    }

    func playerSaved(_ player: Player) {
        events.append("saved \(player.name)")
    }

    func playerSaveWaits(_ player: Player) {
        events.append("waiting: \(player.name)")
    }

    func playerCouldNotBeSaved(_ error: any Error) {
        events.append("failed: \(error)")
    }

    func playerChangedElsewhere(_ changed: PlayerChangedElsewhere) {
        events.append("changed elsewhere: age \(changed.current.age.map(String.init) ?? "-")")
    }
}
