import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add interactor")
struct PlayerAddInteractorTests {
    let players = PlayersServiceSpy()
    let output = PlayerAddOutputSpy()

    @Test func aPlayerIsCreatedFromTheNameAsNameRulesKeepsItAndTheOutputToldSo() async {
        let sut = PlayerAddInteractor(players: players)
        sut.output = output

        sut.rename("  Zoë 👩🏽‍💻 ")
        await sut.createPlayer()

        #expect(await players.createdDrafts == [PlayerDraft(name: "Zoë 👩🏽‍💻")])
        #expect(output.events == ["draft: Zoë 👩🏽‍💻", "created"])
    }

    @Test func aNameThatMakesNoPlayerCreatesNothing() async {
        let sut = PlayerAddInteractor(players: players)
        sut.output = output

        await sut.createPlayer()
        sut.rename(" \t ")
        sut.rename(HostileNames.invisible)
        await sut.createPlayer()

        #expect(await players.createdDrafts.isEmpty)
        #expect(output.events == ["no draft", "no draft"])
    }

    @Test func aNameIsKeptWithoutItsInvisibleEnds() async {
        let sut = PlayerAddInteractor(players: players)
        sut.rename(HostileNames.padded)

        await sut.createPlayer()

        #expect(await players.createdDrafts.map(\.name) == [HostileNames.paddedKept])
    }

    @Test func aFailureIsPassedOnWithItsReason() async {
        let sut = PlayerAddInteractor(players: players)
        sut.output = output
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        sut.rename("Zoë")

        await sut.createPlayer()

        #expect(output.events == ["draft: Zoë", "failed: Cannot reach the server."])
    }

    @Test func aPlayerKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let players = PlayersServiceSpy()
        await players.keepChangesWaiting()
        let sut = PlayerAddInteractor(players: players)
        let output = PlayerAddOutputSpy()
        sut.output = output
        sut.rename("Zoë")

        await sut.createPlayer()

        #expect(output.events == ["draft: Zoë", "waiting: Zoë"])
    }
}

@MainActor
final class PlayerAddOutputSpy: PlayerAddInteractorOutputProtocol {
    private(set) var events: [String] = []

    func draftChanged(_ draft: PlayerDraft?) {
        events.append(draft.map { "draft: \($0.name)" } ?? "no draft")
    }

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
