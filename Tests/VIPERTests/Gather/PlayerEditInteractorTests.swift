import Domain
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player edit interactor")
struct PlayerEditInteractorTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let output = PlayerEditOutputSpy()
    let caller = PlayerEditCallerSpy()

    private func makeSUT(_ field: PlayerField) -> PlayerEditInteractor {
        let sut = PlayerEditInteractor(
            input: PlayerEditInput(field: field, player: PlayerFixtures.ana, output: caller), players: players)
        sut.output = output
        return sut
    }

    /// Another device deleted Ana: the presenter hears why, and adding her again makes her as
    /// edited; either choice tells the opening module.
    @Test func aPlayerDeletedElsewhereIsAddedAgainOrItsChangeDropped() async {
        let sut = makeSUT(.name)
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        sut.changeValue("Ana S.")

        await sut.save()
        #expect(
            output.events.last
                == .playerDeletedElsewhere(
                    reason: "\"Ana Silva\" was deleted elsewhere: add it again with your change, or drop the change.")
        )
        #expect(caller.deletedElsewhereCount == 0, "nothing happens before the person chooses")
        await sut.addAgain()
        sut.dropChange()

        #expect(await players.createdDrafts.map(\.name) == ["Ana S."])
        #expect(caller.deletedElsewhereCount == 2)
    }

    @Test func addingAgainThatFailsSaysSoAndStays() async {
        let sut = makeSUT(.name)
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        sut.changeValue("Ana S.")
        await sut.save()
        await players.fail(with: ServiceFailure("The server failed."))

        await sut.addAgain()

        #expect(
            output.events.last
                == .playerCouldNotBeAddedAgain(errorDescription: "The server failed.", unconfirmed: false))
        #expect(caller.deletedElsewhereCount == 0)
    }

    @Test func theValueIsCheckedAsItChanges() {
        let sut = makeSUT(.age)

        sut.loadValue()
        sut.changeValue("100")
        sut.changeValue("25")

        #expect(
            output.events == [
                .valueLoaded("24"), .valueChecked("24", isChange: false, doneUnavailable: .unchanged),
                .valueChecked(
                    "100", isChange: true, doneUnavailable: .invalid("Age must be a whole number from 1 to 99.")),
                .valueChecked("25", isChange: true, doneUnavailable: nil),
            ])
    }

    @Test func aChoiceOutsideTheListChangesNothing() {
        let sut = makeSUT(.skill)

        sut.choose(row: 0)
        sut.choose(row: 3)

        #expect(output.events == [.valueChecked("Beginner", isChange: true, doneUnavailable: nil)])
    }

    @Test func theWholePlayerIsSavedAndAFailurePassedOn() async {
        let sut = makeSUT(.name)
        sut.changeValue("Ana S.")
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        await sut.save()
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.save()

        #expect(await players.updatedPlayers == [renamed])
        #expect(
            output.events.suffix(2) == [
                .playerSaved, .playerCouldNotBeSaved(errorDescription: "Cannot reach the server."),
            ])
        #expect(caller.edited == [renamed], "the details hear of the player as saved")
    }

    @Test func nothingIsSavedWithoutAValidChange() async {
        let sut = makeSUT(.age)

        await sut.save()
        sut.changeValue("0")
        await sut.save()

        #expect(await players.updatedPlayers.isEmpty)
    }

    @Test func aChangeKeptOnThisDeviceIsPassedOnAsWaiting() async {
        await players.keepChangesWaiting()
        let sut = makeSUT(.name)
        sut.changeValue("Ana S.")

        await sut.save()

        #expect(output.events.last == .playerSaveWaits)
        #expect(caller.edited.map(\.name) == ["Ana S."], "kept here, the change shows on the details too")
    }

    /// Another device changed Ana first: the value typed is checked again against her as she is
    /// now, and nothing is saved.
    @Test func aPlayerChangedElsewhereIsPassedOnAndTheValueCheckedAgain() async {
        var current = PlayerFixtures.ana
        current.age = 31
        current.name = "Ana S."
        await players.changeElsewhere(to: current)
        let sut = makeSUT(.name)
        sut.changeValue("Ana S.")

        await sut.save()

        #expect(
            output.events.suffix(2) == [
                .valueChecked("Ana S.", isChange: false, doneUnavailable: .unchanged), .playerChangedElsewhere,
            ],
            "her name is already the one typed")
        #expect(caller.edited == [current], "the details show her as she is now")
        #expect(await players.updatedPlayers.isEmpty)
    }
}

@MainActor
final class PlayerEditOutputSpy: PlayerEditInteractorOutputProtocol {
    enum Call: Equatable {
        case valueLoaded(String)
        case valueChecked(String, isChange: Bool, doneUnavailable: PlayerEditDoneUnavailable?)
        case playerSaved
        case playerSaveWaits
        case playerCouldNotBeSaved(errorDescription: String)
        case playerChangedElsewhere
        case playerDeletedElsewhere(reason: String)
        case playerCouldNotBeAddedAgain(errorDescription: String, unconfirmed: Bool)
    }

    private(set) var events: [Call] = []

    func valueLoaded(_ value: String) {
        events.append(.valueLoaded(value))
    }

    func valueChecked(_ value: String, isChange: Bool, doneUnavailable: PlayerEditDoneUnavailable?) {
        events.append(.valueChecked(value, isChange: isChange, doneUnavailable: doneUnavailable))
    }

    func playerSaved() {
        events.append(.playerSaved)
    }

    func playerSaveWaits() {
        events.append(.playerSaveWaits)
    }

    func playerCouldNotBeSaved(_ error: any Error, unconfirmed: Bool) {
        events.append(.playerCouldNotBeSaved(errorDescription: String(describing: error)))
    }

    func playerChangedElsewhere(reason: String) {
        events.append(.playerChangedElsewhere)
    }

    func playerDeletedElsewhere(reason: String) {
        events.append(.playerDeletedElsewhere(reason: reason))
    }

    func playerCouldNotBeAddedAgain(_ error: any Error, unconfirmed: Bool) {
        events.append(
            .playerCouldNotBeAddedAgain(errorDescription: String(describing: error), unconfirmed: unconfirmed))
    }
}
