import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherComposition

@MainActor
@Suite("MVC-Composition · Player add container")
struct PlayerAddControllerTests {
    let driver = makeDriver()
    let players = PlayersServiceSpy()

    private func makeSUT(onPlayerAdded: @escaping () -> Void = {}) async -> PlayerAddController {
        let sut = PlayerAddController(players: players, onPlayerAdded: onPlayerAdded)
        await driver.start(sut)
        return sut
    }

    @Test func doneNeedsANameThatIsNotJustBlanks() async {
        let sut = await makeSUT()
        #expect(!sut.doneButton.isEnabled)
        #expect(driver.shows("[ Done ]", dimmed: true))

        await driver.type("  ")
        #expect(!sut.doneButton.isEnabled)
        await driver.press(.enter)
        #expect(await players.createdDrafts.isEmpty)

        await driver.type("Zoe")
        #expect(sut.doneButton.isEnabled)
        #expect(driver.shows("[ Done ]", dimmed: false))
    }

    /// Esc with a name typed asks first; Cancel, the default, keeps the name.
    @Test func goingBackWithANameTypedAsksFirst() async {
        let navigation = Screen(title: "List")
        await driver.start(navigation)
        let sut = PlayerAddController(players: players, onPlayerAdded: {})
        driver.app.navigation.push(sut)
        await driver.type("Zoe")

        await driver.press(.escape)
        let asked = driver.screen
        await driver.press(.enter)
        let kept = driver.app.navigation.top === sut
        await driver.press(.escape, .left, .enter)

        #expect(asked.contains("Discard changes?") && asked.contains("The name you typed will be lost."))
        #expect(kept && sut.nameEntry.text == "Zoe")
        #expect(driver.app.navigation.top === navigation, "Discard goes back")
    }

    @Test func doneCreatesTheTrimmedNameAndGoesBack() async {
        var added = 0
        _ = await makeSUT { added += 1 }

        await driver.type(" Zoe ")
        await driver.press(.enter)

        #expect(await players.createdDrafts == [PlayerDraft(name: "Zoe")])
        #expect(added == 1)
    }

    @Test func aFailedCreateShowsTheErrorAndKeepsTheName() async {
        var added = 0
        let sut = await makeSUT { added += 1 }
        await players.fail(with: ServiceFailure())

        await driver.type("Zoe")
        await driver.press(.enter)

        #expect(driver.shows("Unable to create player. Please try again."))
        #expect(added == 0)
        #expect(sut.nameEntry.text == "Zoe")
    }

    @Test func aNameIsKeptWithoutItsInvisibleEndsAndWhatOnlyLooksLikeOneIsNone() async {
        let sut = await makeSUT()
        await driver.paste(HostileNames.invisible)
        let enabledForInvisible = sut.doneButton.isEnabled
        sut.nameEntry.text = ""

        await driver.paste(HostileNames.padded)
        await driver.press(.enter)

        #expect(!enabledForInvisible)
        #expect(await players.createdDrafts == [PlayerDraft(name: HostileNames.paddedKept)])
    }

    // The limit only stops a hang (a call the gate never sees).
    @Test(.timeLimit(.minutes(5))) func aSecondDoneWhileTheFirstIsInFlightIsNotSentAndTheListComesBackOnce() async {
        let list = Screen(title: "List")
        await driver.start(list)
        driver.app.navigation.push(PlayerAddController(players: players, onPlayerAdded: {}))
        await driver.type("Zoe")
        let gate = RequestGate()
        await players.hold(at: gate)

        let loading = await driver.pressUntilLoading(.enter)
        await gate.waitForACall()
        driver.app.handle(.key(.enter))
        await gate.open()
        await driver.settle()

        #expect(loading, "the loading indicator shows while the player is created")
        #expect(await players.createdDrafts.count == 1)
        #expect(driver.app.navigation.top === list, "back on the list")
        #expect(driver.app.navigation.screens.count == 1, "popped once")
    }

    @Test func enterOnTheEmptyFormSaysANameIsNeeded() async {
        _ = await makeSUT()

        await driver.press(.enter)

        #expect(driver.shows("Type the player's name first."))
        #expect(await players.createdDrafts.isEmpty)
    }
}
