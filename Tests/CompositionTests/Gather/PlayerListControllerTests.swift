import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherComposition

@MainActor
@Suite("MVC-Composition · Player list container")
struct PlayerListControllerTests {
    let driver = makeDriver()
    let auth = AuthServiceSpy()

    private func makeSUT(_ players: PlayersServiceSpy) async -> PlayerListController {
        let sut = PlayerListController(players: players, gathers: GathersServiceSpy(), auth: auth)
        await driver.start(sut)
        return sut
    }

    /// The players the controller has fetched, in list order.
    private func listed(_ sut: PlayerListController) -> [Player] {
        sut.list.items.sorted { $0.key < $1.key }.map(\.value)
    }

    @Test func thePlayersAreLoadedWithPositionAndSkill() async {
        let sut = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        #expect(listed(sut) == PlayerFixtures.squad)
        #expect(driver.shows("Position: Goalkeeper"))
        #expect(driver.shows("Skill: Professional"))
        #expect(driver.shows("Position: -"))
    }

    @Test func noPlayersShowsTheEmptyStateWithRetry() async {
        let players = PlayersServiceSpy()
        _ = await makeSUT(players)

        #expect(driver.shows("There aren't any players for your user."))
        #expect(driver.shows("Retry"))
        await driver.press(.enter)
        #expect(await players.loadCount == 2)
    }

    @Test func aFailedLoadSaysWhyAndRetryLoadsAgain() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        let sut = await makeSUT(players)
        #expect(driver.shows("Cannot reach the server."))

        await players.fail(with: nil)
        await driver.press(.enter)

        #expect(listed(sut) == PlayerFixtures.squad)
    }

    @Test func selectModeCountsAndNeedsTwoToConfirm() async {
        let sut = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await driver.press(.character("s"))
        #expect(sut.title == "0 selected")
        await driver.press(.character(" "))
        #expect(sut.title == "1 selected")
        #expect(!sut.confirmButton.isEnabled)
        await driver.press(.character("c"))
        #expect(sut.navigation?.top === sut, "one player is not enough")

        await driver.press(.down, .character(" "))
        #expect(sut.title == "2 selected")
        #expect(sut.confirmButton.isEnabled)
        await driver.press(.character("c"))
        #expect(sut.navigation?.top is ConfirmPlayersController)
    }

    @Test func cancellingSelectModeClearsTheSelection() async {
        let sut = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await driver.press(.character("s"), .character(" "), .character("s"))

        #expect(sut.title == "Players")
        #expect(sut.selectedPlayers.isEmpty)
        #expect(!sut.isSelecting)
    }

    @Test func deleteAsksFirstAndRemovesTheHighlightedPlayer() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = await makeSUT(players)

        await driver.press(.down, .character("d"))
        #expect(driver.shows("Are you sure you want to delete \"Ben Carter\"?"))
        #expect(await players.deletedIDs.isEmpty)
        // Destructive alerts start on Cancel.
        await driver.press(.left, .enter)

        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
        #expect(listed(sut) == [PlayerFixtures.ana, PlayerFixtures.chloe])
    }

    @Test func deleteCancelledKeepsThePlayer() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = await makeSUT(players)

        await driver.press(.character("d"), .enter)

        #expect(await players.deletedIDs.isEmpty)
        #expect(listed(sut) == PlayerFixtures.squad)
    }

    @Test func deleteIsForListModeOnly() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        _ = await makeSUT(players)

        await driver.press(.character("s"), .character("d"))

        #expect(!driver.shows("Delete player"))
    }

    @Test func goingBackLogsOut() async {
        let root = LoginController(
            auth: auth, settings: SettingsStoreSpy(), players: PlayersServiceSpy(), gathers: GathersServiceSpy(),
            offersDemoAccount: false)
        await driver.start(root)
        let sut = PlayerListController(
            players: PlayersServiceSpy(players: PlayerFixtures.squad), gathers: GathersServiceSpy(), auth: auth)
        root.navigation?.push(sut)
        await driver.settle()

        await driver.press(.escape)

        #expect(await auth.logoutCount == 1)
        #expect(root.navigation?.top === root)
    }

    @Test func anEditedPlayerShowsInTheList() async {
        let sut = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await driver.press(.enter)
        let detail = try? #require(sut.navigation?.top as? PlayerDetailController)
        detail?.fieldChosen(.name)
        await driver.settle()
        await driver.type(" Jr")
        await driver.press(.enter)

        #expect(listed(sut).first?.name == "Ana Silva Jr")
        #expect(detail?.title == "Ana Silva Jr")
    }

    @Test func aLongListFetchesOnlyThePagesInView() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)
        #expect(await players.pageRequests == [0..<100])
        #expect(driver.shows("Player 1 "))

        await driver.press(.end)

        #expect(await players.pageRequests == [0..<100, 200..<250], "the last page only, not the one between")
        #expect(driver.shows("Player 250"))
        #expect(sut.list.items.count == 150)
    }

    @Test func playersTickedOnDifferentPagesAreAllConfirmed() async {
        let roster = numberedPlayers(250)
        let sut = await makeSUT(PlayersServiceSpy(players: roster))

        await driver.press(.character("s"), .character(" "), .end, .character(" "))
        #expect(sut.title == "2 selected")
        await driver.press(.character("c"))

        let confirm = sut.navigation?.top as? ConfirmPlayersController
        #expect(confirm?.members(of: .bench) == [roster[0], roster[249]])
    }

    @Test func aDeletionStartsTheListOverAtTheSamePlace() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)

        await driver.press(.end, .character("d"), .left, .enter)

        #expect(sut.list.count == 249)
        #expect(sut.list.highlighted == 248)
        #expect(driver.shows("Player 249"))
        #expect(!driver.shows("Player 250"))
    }

    @Test func aPageThatFailsSaysWhyAndIsAskedForAgainAfterTheNextKey() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        await driver.press(.end)
        #expect(driver.shows("Unable to load the players: Cannot reach the server."))
        #expect(driver.shows(" Not loaded: press a key to try again"))
        #expect(await players.pageRequests.count == 2, "not asked again at every redraw")

        await players.fail(with: nil)
        await driver.press(.up)
        #expect(driver.shows("Player 249"))
        #expect(sut.list.items[249] != nil)
        #expect(!driver.shows("Unable to load"))
    }

    @Test func aTotalThatChangedElsewhereStartsTheListOver() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)
        await players.removeAll { $0.id > 240 }

        await driver.press(.end)

        #expect(sut.list.count == 240)
        #expect(driver.shows("Player 240"))
        #expect(!driver.shows(" …"))
    }

    @Test func aReloadStartsAroundTheHighlightedRowAndKeepsTheTicks() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)
        await driver.press(.character("s"), .character(" "))
        sut.list.highlight(180)

        await driver.press(.character("r"))

        #expect(await players.pageRequests.last == 100..<200)
        #expect(sut.selectedPlayers.keys.sorted() == [1])
        #expect(sut.title == "1 selected")
    }

    @Test func aFailedReloadDimsTheKeysThatActOnRowsAndSaysWhy() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = await makeSUT(players)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await driver.press(.character("r"))

        await driver.press(.character("s"))

        #expect(!sut.isSelecting, "no select mode without a list")
        #expect(driver.shows("The players are not loaded: press r to try again."))
    }

    @Test func aFailedReloadTakesTheRowsAwaySoRetryStartsAtTheTop() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)
        sut.list.highlight(180)
        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await driver.press(.character("r"))
        #expect(sut.list.count == 0, "the rows left with the failure")

        await players.fail(with: nil)
        await driver.press(.character("r"))

        #expect(await players.pageRequests.last == 0..<100)
        #expect(sut.list.highlighted == 0)
    }

    @Test func anEditedPlayersRowShowsTheNewNameBackOnTheList() async {
        let sut = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await driver.press(.enter)
        let detail = try? #require(sut.navigation?.top as? PlayerDetailController)
        detail?.fieldChosen(.name)
        await driver.settle()
        await driver.type(" Jr")
        await driver.press(.enter)

        await driver.press(.escape)

        #expect(sut.navigation?.top === sut)
        #expect(driver.shows("Ana Silva Jr"))
    }

    @Test func confirmSaysWhatItStillNeeds() async {
        _ = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await driver.press(.character("c"))
        let inListMode = driver.shows("Press s to select the players first.")

        await driver.press(.character("s"), .character(" "), .character("c"))

        #expect(inListMode)
        #expect(driver.shows("Select at least two players."))
    }

    @Test func deleteInSelectModeSaysToLeaveItFirst() async {
        _ = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await driver.press(.character("s"), .character("d"))

        #expect(driver.shows("Leave select mode (s) to delete a player."))
        #expect(!driver.shows("Delete player"))
    }

    /// A page on its way shows "…" in its rows: no loading indicator, and the keys still act.
    // The limit only stops a hang (a call the gate never sees).
    @Test(.timeLimit(.minutes(5))) func fetchingAPageWhileScrollingKeepsTheListWorking() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = await makeSUT(players)
        let gate = RequestGate()
        await players.hold(at: gate)

        driver.app.handle(.key(.end))
        await gate.waitForACall()
        let loadingWhileFetching = driver.app.isLoading
        driver.app.handle(.key(.home))
        await gate.open()
        await driver.settle()

        #expect(!loadingWhileFetching)
        #expect(sut.list.highlighted == 0, "Home acted while the last page was on its way")
    }

    @Test func leavingSelectModeAsksFirstOnlyWhenPlayersAreTicked() async {
        let sut = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await driver.press(.character("s"), .escape)
        let leftAtOnce = !sut.isSelecting

        await driver.press(.character("s"), .character(" "), .escape)

        #expect(leftAtOnce, "nothing ticked, nothing to lose")
        #expect(driver.shows("Discard changes?") && driver.shows("The players you ticked will be unticked."))
        #expect(sut.isSelecting)
    }

    @Test func selectModeShowsTheConfirmButtonAndTheKeysForTicking() async {
        _ = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        let listMode = driver.screen

        await driver.press(.character("s"))

        #expect(!listMode.contains("Confirm players"))
        #expect(listMode.contains("Enter Open") && listMode.contains("s Select"))
        #expect(driver.shows("[ Confirm players ]"))
        #expect(driver.shows("Enter Tick or untick") && driver.shows("s Cancel"))
    }

    @Test func tickingAPlayerTicksItsRowOnly() async {
        _ = await makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await driver.press(.character("s"), .character(" "))

        #expect(driver.shows("[x] Ana Silva"))
        #expect(driver.shows("[ ] Ben Carter"))
    }

    @Test func withNoPlayersThereIsNothingToSelect() async {
        let sut = await makeSUT(PlayersServiceSpy())

        await driver.press(.character("s"))

        #expect(!sut.isSelecting)
        #expect(driver.shows("There is no player to select."))
    }
}
