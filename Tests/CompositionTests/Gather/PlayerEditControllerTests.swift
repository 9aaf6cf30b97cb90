import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherComposition

@MainActor
@Suite("MVC-Composition · Player edit container")
struct PlayerEditControllerTests {
    let driver = makeDriver()
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)

    private func makeSUT(
        _ field: PlayerField, onPlayerUpdated: @escaping (Player) -> Void = { _ in },
        onPlayerDeletedElsewhere: @escaping () -> Void = {}
    ) async -> PlayerEditController {
        let sut = PlayerEditController(
            field: field, player: PlayerFixtures.ana, players: players, onPlayerUpdated: onPlayerUpdated,
            onPlayerDeletedElsewhere: onPlayerDeletedElsewhere
        )
        await driver.start(sut)
        return sut
    }

    @Test func aTextFieldStartsWithTheValueAndDoneWaitsForAChange() async {
        let sut = await makeSUT(.favouriteTeam)

        #expect(sut.valueEntry.text == "Porto")
        #expect(!sut.doneButton.isEnabled)
        await driver.press(.backspace)
        await driver.type("O")
        #expect(!sut.doneButton.isEnabled, "a change of case only is no change")
    }

    @Test(arguments: ["0", "100", "twelve", "-5", "٣"])
    func anAgeOutsideOneToNinetyNineIsAnInlineError(age: String) async {
        let sut = await makeSUT(.age)

        await driver.press(.backspace, .backspace)
        await driver.type(age)

        #expect(driver.shows("Age must be a whole number from 1 to 99."))
        #expect(!sut.doneButton.isEnabled)
    }

    /// Another device changed Ana first: the alert shows her as she is now, the name typed
    /// stays, and Done then saves it over the current player.
    @Test func aPlayerChangedElsewhereIsShownAndDoneSavesOverTheCurrentOne() async {
        var updated: [Player] = []
        _ = await makeSUT(.name) { updated.append($0) }
        var current = PlayerFixtures.ana
        current.age = 31
        await players.changeElsewhere(to: current)
        await driver.press(.end)
        await driver.type(" Jr")

        await driver.press(.enter)
        let afterConflict = driver.screen
        await driver.press(.enter, .enter)

        var expected = current
        expected.name = "Ana Silva Jr"
        #expect(afterConflict.contains("Changed elsewhere"))
        #expect(afterConflict.contains("Age: 31"))
        #expect(await players.updatedPlayers == [expected])
        #expect(updated == [current, expected], "the details show her as she is now, then as saved")
    }

    /// Another device deleted Ana: Done can never save, so the alert says so and offers to add
    /// her again with the change; Add again does, and the list takes over.
    @Test func aPlayerDeletedElsewhereCanBeAddedAgainAsEdited() async {
        var deletedElsewhere = 0
        _ = await makeSUT(.name, onPlayerDeletedElsewhere: { deletedElsewhere += 1 })
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        await driver.press(.end)
        await driver.type(" Jr")

        await driver.press(.enter)
        let alert = driver.screen
        await driver.press(.enter)

        #expect(alert.contains("Deleted elsewhere"))
        #expect(alert.contains("\"Ana Silva\" was deleted elsewhere: add it again with your"))
        #expect(alert.contains("[ Add again ]") && alert.contains("[ Drop change ]"))
        #expect(await players.createdDrafts.map(\.name) == ["Ana Silva Jr"])
        #expect(
            await players.createdDrafts.first?.favouriteTeam == PlayerFixtures.ana.favouriteTeam,
            "the rest of her as she was")
        #expect(deletedElsewhere == 1)
    }

    @Test func aPlayerDeletedElsewhereCanBeDroppedWithEsc() async {
        var deletedElsewhere = 0
        _ = await makeSUT(.name, onPlayerDeletedElsewhere: { deletedElsewhere += 1 })
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        await driver.type("x")

        await driver.press(.enter, .escape)

        #expect(await players.createdDrafts.isEmpty)
        #expect(deletedElsewhere == 1)
    }

    @Test func anEmptyAgeIsAllowed() async {
        var updated: [Player] = []
        _ = await makeSUT(.age) { updated.append($0) }

        await driver.press(.backspace, .backspace, .enter)

        #expect(await players.updatedPlayers.map(\.age) == [nil])
        #expect(updated.map(\.age) == [nil])
    }

    @Test func aChoiceIsCheckedAndDoneSendsTheWholePlayer() async {
        var updated: [Player] = []
        let sut = await makeSUT(.preferredPosition) { updated.append($0) }
        #expect(driver.shows("✓ Goalkeeper"))
        #expect(!sut.doneButton.isEnabled)

        await driver.press(.down, .down, .enter)
        #expect(driver.shows("✓ Midfielder"))
        await driver.press(.character("d"))

        var expected = PlayerFixtures.ana
        expected.preferredPosition = .midfielder
        #expect(await players.updatedPlayers == [expected])
        #expect(updated == [expected])
    }

    @Test func aFailedUpdateShowsTheErrorAndKeepsTheValue() async {
        let sut = await makeSUT(.name)
        await players.fail(with: ServiceFailure())

        await driver.type("!")
        await driver.press(.enter)

        #expect(driver.shows("Unable to update player. Please try again."))
        #expect(sut.value == "Ana Silva!")
    }

    /// Ana is a professional, the last of the three skills: ↑ from there is Amateur.
    @Test func aChoiceListOpensOnTheCurrentValue() async {
        let sut = await makeSUT(.skill)

        await driver.press(.up, .enter)

        #expect(sut.value == "Amateur")
        #expect(driver.shows("✓ Amateur"))
    }

    @Test func aTextFieldShowsNoChoiceList() async {
        let sut = await makeSUT(.favouriteTeam)

        // Only the editor the field needs is added: the choice list is no child of a text field's.
        #expect(!sut.children.contains { $0 === sut.choiceList })
        #expect(sut.children.contains { $0 === sut.valueEntry } && !sut.valueEntry.isHidden)
        #expect(driver.shows("Porto") && !driver.shows("✓"))
    }

    @Test func enterWithoutAChangeSaysThereIsNothingToSave() async {
        _ = await makeSUT(.favouriteTeam)

        await driver.press(.enter)

        #expect(driver.shows("Change the value first."))
        #expect(await players.updatedPlayers.isEmpty)
    }

    /// Another device already renamed Ana as typed here: after the alert, Done is judged against
    /// the current player, so there is nothing left to send.
    @Test func whenTheSameChangeWasMadeElsewhereDoneHasNothingLeftToSave() async {
        let sut = await makeSUT(.name)
        var current = PlayerFixtures.ana
        current.name = "Ana Silva Jr"
        await players.changeElsewhere(to: current)
        await driver.press(.end)
        await driver.type(" Jr")

        // Done, OK on "Changed elsewhere", Done again.
        await driver.press(.enter, .enter, .enter)

        #expect(!sut.doneButton.isEnabled)
        #expect(await players.updatedPlayers.isEmpty)
    }
}
