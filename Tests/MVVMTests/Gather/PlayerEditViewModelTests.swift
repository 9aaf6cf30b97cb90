import Domain
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Player edit view model")
struct PlayerEditViewModelTests {
    let output = GatherOutputSpy()
    let alerts = AlertRecorder()
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)

    @Test func anAgeOutOfRangeIsAnInlineMessageAndDisablesDone() {
        let sut = PlayerEditViewModel(field: .age, player: PlayerFixtures.ana, players: players, output: output)
        sut.onAlert = alerts.record
        #expect(sut.value == "24")
        #expect(!sut.isDoneEnabled, "nothing changed yet")
        #expect(sut.doneUnavailableReason == "Change the value first.")

        sut.valueDidChange("100")
        #expect(sut.validationMessage == "Age must be a whole number from 1 to 99.")
        #expect(!sut.isDoneEnabled)
        #expect(
            sut.doneUnavailableReason == "Age must be a whole number from 1 to 99.", "Done says why it does nothing")

        sut.valueDidChange("25")
        #expect(sut.validationMessage == nil)
        #expect(sut.isDoneEnabled)
    }

    @Test func aChoiceIsMadeAndDoneSendsTheWholePlayer() async {
        let sut = PlayerEditViewModel(field: .skill, player: PlayerFixtures.ana, players: players, output: output)
        sut.onAlert = alerts.record
        #expect(sut.choices == ["Beginner", "Amateur", "Professional"])
        #expect(sut.initialChoice == 2, "the current value, Professional, is highlighted first")

        #expect(sut.choices?.filter(sut.isChecked) == ["Professional"], "the view model says which row is checked")

        sut.choose(row: 0)
        #expect(sut.choices?.filter(sut.isChecked) == ["Beginner"])
        await sut.done()

        var expected = PlayerFixtures.ana
        expected.skill = .beginner
        #expect(await players.updatedPlayers == [expected])
        #expect(output.events == [.playerEdited(expected)])
    }

    /// Another device deleted Ana: Done can never save, so the alert offers to add her again as
    /// edited, or to drop the change; either way the coordinator goes back to the list.
    @Test func aPlayerDeletedElsewhereIsAddedAgainOrItsChangeDropped() async throws {
        let sut = PlayerEditViewModel(field: .name, player: PlayerFixtures.ana, players: players, output: output)
        sut.onAlert = alerts.record
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        sut.valueDidChange("Ana S.")

        await sut.done()
        let alert = try #require(alerts.last)
        #expect(alert.title == "Deleted elsewhere")
        #expect(
            alert.message == "\"Ana Silva\" was deleted elsewhere: add it again with your change, or drop the change.")
        #expect(alert.buttons.map(\.title) == ["Add again", "Drop change"])
        #expect(output.events.isEmpty, "nothing happens before the person chooses")
        await alert.buttons[0].action?()

        #expect(await players.createdDrafts.map(\.name) == ["Ana S."])
        #expect(output.events == [.playerDeletedElsewhere])
        await alert.buttons[1].action?()
        #expect(output.events == [.playerDeletedElsewhere, .playerDeletedElsewhere])
        #expect(await players.createdDrafts.count == 1, "dropping adds nothing")
    }

    /// Another device changed Ana first: the alert shows her as she is now, the name typed
    /// stays, and Done then saves it over the current player.
    @Test func aPlayerChangedElsewhereIsShownAndDoneSavesOverTheCurrentOne() async {
        let sut = PlayerEditViewModel(field: .name, player: PlayerFixtures.ana, players: players, output: output)
        sut.onAlert = alerts.record
        var current = PlayerFixtures.ana
        current.age = 31
        await players.changeElsewhere(to: current)
        sut.valueDidChange("Ana S.")

        await sut.done()
        let alert = alerts.last
        await sut.done()

        var expected = current
        expected.name = "Ana S."
        #expect(alert?.title == "Changed elsewhere")
        #expect(
            alert?.message
                == "This player was changed elsewhere since you opened it. Now: Name: Ana Silva, Age: 31, Preferred position: Goalkeeper, Skill: Professional, Favourite team: Porto. Done saves your value over it, unless it already has that value."
        )
        #expect(await players.updatedPlayers == [expected])
        #expect(
            output.events == [.playerChangedElsewhere(current), .playerEdited(expected)],
            "the details show her as she is now, then as saved")
    }

    @Test func aFailedUpdateIsTheSpecsAlertAndKeepsTheValue() async {
        let sut = PlayerEditViewModel(field: .name, player: PlayerFixtures.ana, players: players, output: output)
        sut.onAlert = alerts.record
        await players.fail(with: ServiceFailure())
        sut.valueDidChange("Ana S.")

        await sut.done()

        #expect(alerts.last?.message == "Unable to update player. Please try again.")
        #expect(sut.value == "Ana S.")
    }
}
