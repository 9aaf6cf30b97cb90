import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add interactor")
struct PlayerAddInteractorTests {
    let players = PlayersServiceSpy()
    let output = PlayerAddOutputSpy()

    @Test func aPlayerIsCreatedAndTheOutputToldSo() async {
        let sut = PlayerAddInteractor(players: players)
        sut.output = output

        await sut.createPlayer(named: "Zoë")

        #expect(await players.createdDrafts == [PlayerDraft(name: "Zoë")])
        #expect(output.events == ["created"])
    }

    @Test func aFailureIsPassedOnWithItsReason() async {
        let sut = PlayerAddInteractor(players: players)
        sut.output = output
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.createPlayer(named: "Zoë")

        #expect(output.events == ["failed: Cannot reach the server."])
    }

    @Test func aPlayerKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let players = PlayersServiceSpy()
        await players.keepChangesWaiting()
        let sut = PlayerAddInteractor(players: players)
        let output = PlayerAddOutputSpy()
        sut.output = output

        await sut.createPlayer(named: "Zoë")

        #expect(output.events == ["waiting: Zoë"])
    }
}

@MainActor
final class PlayerAddOutputSpy: PlayerAddInteractorOutputProtocol {
    private(set) var events: [String] = []

    func playerCreated() {
        events.append("created")
    }

    func playerCreationWaits(_ draft: PlayerDraft) {
        events.append("waiting: \(draft.name)")
    }

    func playerCreationFailed(_ error: any Error) {
        events.append("failed: \(error)")
    }
}
