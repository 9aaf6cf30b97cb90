import Domain
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add interactor")
struct PlayerAddInteractorTests {
    let players = PlayersServiceSpy()
    let output = PlayerAddOutputSpy()
    let caller = PlayerAddCallerSpy()

    @Test func aPlayerIsCreatedFromTheNameAsNameRulesKeepsItAndTheOutputToldSo() async {
        let sut = PlayerAddInteractor(input: PlayerAddInput(output: caller), players: players)
        sut.output = output

        sut.rename("  Zoë 👩🏽‍💻 ")
        await sut.createPlayer()

        #expect(await players.createdDrafts == [PlayerDraft(name: "Zoë 👩🏽‍💻")])
        #expect(output.events == [.nameChanged(makesPlayer: true), .playerCreated])
        #expect(caller.addedCount == 1, "the list hears of it")
    }

    @Test func aNameThatMakesNoPlayerCreatesNothing() async {
        let sut = PlayerAddInteractor(input: PlayerAddInput(output: caller), players: players)
        sut.output = output

        await sut.createPlayer()
        sut.rename(" \t ")
        sut.rename(HostileNames.invisible)
        await sut.createPlayer()

        #expect(await players.createdDrafts.isEmpty)
        #expect(output.events == [.nameChanged(makesPlayer: false), .nameChanged(makesPlayer: false)])
        #expect(caller.addedCount == 0)
    }

    @Test func aNameIsKeptWithoutItsInvisibleEnds() async {
        let sut = PlayerAddInteractor(input: PlayerAddInput(output: caller), players: players)
        sut.rename(HostileNames.padded)

        await sut.createPlayer()

        #expect(await players.createdDrafts.map(\.name) == [HostileNames.paddedKept])
    }

    @Test func aFailureIsPassedOnWithItsReason() async {
        let sut = PlayerAddInteractor(input: PlayerAddInput(output: caller), players: players)
        sut.output = output
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        sut.rename("Zoë")

        await sut.createPlayer()

        #expect(
            output.events == [
                .nameChanged(makesPlayer: true), .playerCreationFailed(errorDescription: "Cannot reach the server."),
            ])
        #expect(caller.addedCount == 0)
    }

    @Test func aPlayerKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let players = PlayersServiceSpy()
        await players.keepChangesWaiting()
        let sut = PlayerAddInteractor(input: PlayerAddInput(output: caller), players: players)
        let output = PlayerAddOutputSpy()
        sut.output = output
        sut.rename("Zoë")

        await sut.createPlayer()

        #expect(output.events == [.nameChanged(makesPlayer: true), .playerCreationWaits(name: "Zoë")])
        #expect(caller.addedCount == 1, "kept here, it is on the list too")
    }
}

@MainActor
final class PlayerAddOutputSpy: PlayerAddInteractorOutputProtocol {
    enum Call: Equatable {
        case nameChanged(makesPlayer: Bool)
        case playerCreated
        case playerCreationWaits(name: String)
        case playerCreationFailed(errorDescription: String)
    }

    private(set) var events: [Call] = []

    func nameChanged(makesPlayer: Bool) {
        events.append(.nameChanged(makesPlayer: makesPlayer))
    }

    func playerCreated() {
        events.append(.playerCreated)
    }

    func playerCreationWaits(name: String) {
        events.append(.playerCreationWaits(name: name))
    }

    func playerCreationFailed(_ error: any Error, unconfirmed: Bool) {
        events.append(.playerCreationFailed(errorDescription: String(describing: error)))
    }
}
