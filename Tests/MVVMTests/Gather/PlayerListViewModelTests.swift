import Domain
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Player list view model")
struct PlayerListViewModelTests {
    let work = WorkRecorder()
    let output = GatherOutputSpy()
    let alerts = AlertRecorder()
    let auth = AuthServiceSpy()

    private func makeSUT(_ players: PlayersServiceSpy) -> PlayerListViewModel {
        let sut = PlayerListViewModel(players: players, auth: auth, work: work, output: output)
        sut.onAlert = alerts.record
        return sut
    }

    @Test func loadingShowsRowsWithPositionAndSkill() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        #expect(sut.listState == .loading)

        await sut.load(around: 0, pageSize: 100)

        #expect(sut.listState == .content)
        #expect(
            sut.rows[0]
                == .init(title: "Ana Silva", details: ["Position: Goalkeeper", "Skill: Professional"], isTicked: nil))
        #expect(sut.rows[2]?.details == ["Position: -", "Skill: -"])
    }

    @Test func noPlayersIsTheEmptyStateAndAFailureSaysWhy() async {
        let players = PlayersServiceSpy()
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        #expect(sut.listState == .empty(message: "There aren't any players for your user."))

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.load(around: 0, pageSize: 100)
        #expect(sut.listState == .failed(message: "Unable to load the players: Cannot reach the server."))
    }

    @Test func selectModeTicksRowsAndNeedsTwoToConfirm() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(around: 0, pageSize: 100)

        sut.toggleSelectMode()
        #expect(sut.title == "0 selected")
        sut.choose(row: 0)
        #expect(sut.title == "1 selected")
        #expect(sut.rows[0]?.isTicked == true)
        #expect(!sut.canConfirm)
        sut.confirm()
        #expect(output.events.count == 0)

        sut.toggle(row: 2)
        sut.confirm()
        #expect(output.events.last == .playersConfirmed([PlayerFixtures.ana, PlayerFixtures.chloe]))
    }

    @Test func theKeysAreWordedByTheViewModelWithTheReasonsTheyDoNothing() async {
        let sut = makeSUT(PlayersServiceSpy(players: []))
        await sut.load(around: 0, pageSize: 100)
        let listing = [
            sut.chooseKeyTitle, sut.selectKeyTitle, sut.confirmUnavailableReason, sut.deleteUnavailableReason,
            sut.chooseUnavailableReason, sut.selectUnavailableReason,
        ]

        sut.toggleSelectMode()

        #expect(
            listing == [
                "Open", "Select", "Press s to select the players first.", "There is no player to delete.",
                "There is no player to open.", "There is no player to select.",
            ])
        #expect(!sut.canChoose && !sut.canToggleSelectMode && !sut.isSelecting, "no select mode in an empty list")
    }

    @Test func selectModesKeysSayWhatIsMissing() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(around: 0, pageSize: 100)

        sut.toggleSelectMode()
        sut.toggle(row: 0)

        #expect(
            [sut.chooseKeyTitle, sut.selectKeyTitle, sut.confirmUnavailableReason, sut.deleteUnavailableReason]
                == [
                    "Tick or untick", "Cancel", "Select at least two players.",
                    "Leave select mode (s) to delete a player.",
                ])
        #expect(sut.unsavedWork == "The players you ticked will be unticked.", "Esc asks before the ticks go")
    }

    /// After a failed reload the list is not on screen: no key acts on its rows, each says why,
    /// and nothing asks to delete a player no one can see.
    @Test func aFailedReloadLeavesNoRowToActOn() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        await players.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.reload()
        sut.requestDelete(row: 2)
        sut.choose(row: 2)
        sut.toggleSelectMode()

        let reason = "The players are not loaded: press r to try again."
        #expect(sut.playerCount == 0 && sut.players.isEmpty)
        #expect(
            [sut.chooseUnavailableReason, sut.selectUnavailableReason, sut.deleteUnavailableReason] == [
                reason, reason, reason,
            ])
        #expect(alerts.last == nil)
        #expect(output.events.isEmpty)
        #expect(!sut.isSelecting)
    }

    /// A page that came says what became of the changes that waited for the backend.
    @Test func aPageSaysWhatBecameOfTheWaitingChanges() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad, pendingChangesNote: "Sent 1 waiting change"))

        await sut.load(around: 0, pageSize: 100)

        #expect(sut.status == "Sent 1 waiting change")
    }

    @Test func choosingARowInListModeRoutesToItsDetails() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(around: 0, pageSize: 100)

        sut.choose(row: 1)

        #expect(output.events.last == .playerChosen(PlayerFixtures.ben))
    }

    @Test func deleteAsksFirstThenRemovesThePlayer() async throws {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)

        sut.requestDelete(row: 1)
        let alert = try #require(alerts.last)
        #expect(alert.message == "Are you sure you want to delete \"Ben Carter\"?")
        #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(await players.deletedIDs.isEmpty)
        await alert.buttons[0].action?()

        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
        #expect(sut.playerCount == 2)
    }

    @Test func aFailedDeleteKeepsThePlayerAndSaysSo() async throws {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        await players.fail(with: ServiceFailure())

        sut.requestDelete(row: 0)
        await alerts.last?.buttons[0].action?()

        #expect(alerts.last?.message == "Unable to delete player. Please try again.")
        #expect(sut.players == PlayerFixtures.squadByPosition)
    }

    @Test func backLeavesSelectModeFirstThenLogsOut() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(around: 0, pageSize: 100)
        sut.toggleSelectMode()

        await sut.back()
        #expect(!sut.isSelecting)
        #expect(await auth.logoutCount == 0)

        await sut.back()
        #expect(await auth.logoutCount == 1)
        #expect(output.events.last == .loggedOut)
    }

    @Test func aLongListLoadsItsFirstPageAndThenTheRowsAskedFor() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)

        await sut.load(around: 0, pageSize: 100)
        #expect(sut.playerCount == 250)
        #expect(sut.players.count == 100)

        #expect(await sut.loadRows(200..<250, of: sut.listGeneration))
        #expect(await players.pageRequests == [0..<100, 200..<250])
        #expect(sut.players[249]?.name == "Player 250")
        #expect(sut.players[150] == nil)
    }

    @Test func aDeletionStartsTheListOverWithOneLess() async throws {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        let generation = sut.listGeneration

        sut.requestDelete(row: 0)
        await alerts.last?.buttons[0].action?()

        #expect(sut.listGeneration == generation + 1)
        #expect(sut.playerCount == 249)
        #expect(sut.players.isEmpty, "the view asks again for the rows in view")
    }

    @Test func playersTickedOnDifferentPagesAreAllConfirmed() async {
        let roster = numberedPlayers(250)
        let sut = makeSUT(PlayersServiceSpy(players: roster))
        await sut.load(around: 0, pageSize: 100)
        _ = await sut.loadRows(200..<250, of: sut.listGeneration)

        sut.toggleSelectMode()
        sut.toggle(row: 0)
        sut.toggle(row: 249)
        sut.confirm()

        #expect(output.events.last == .playersConfirmed([roster[0], roster[249]]))
    }

    @Test func rowsThatFailSayWhyAndRowsForAnOlderListAreDropped() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        let generation = sut.listGeneration

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        #expect(await !sut.loadRows(100..<200, of: generation))
        #expect(sut.status == "Unable to load the players: Cannot reach the server.")

        await players.fail(with: nil)
        #expect(await sut.loadRows(100..<200, of: generation - 1), "nothing to ask again for")
        #expect(sut.players[150] == nil)
    }

    @Test func aTotalThatChangedElsewhereStartsTheListOver() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        let generation = sut.listGeneration
        await players.removeAll { $0.id > 240 }

        _ = await sut.loadRows(200..<250, of: generation)

        #expect(sut.playerCount == 240)
        #expect(sut.listGeneration == generation + 1)
        #expect(sut.players.count == 40, "the page that told, in the new list")
    }

    @Test func aReloadStartsAroundTheHighlightedRowAndKeepsTheTicks() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.load(around: 0, pageSize: 100)
        sut.toggleSelectMode()
        sut.toggle(row: 1)

        await sut.load(around: 180, pageSize: 100)

        #expect(await players.pageRequests.last == 100..<200)
        #expect(sut.selectedPlayers.keys.sorted() == [2])
        #expect(sut.players[180]?.name == "Player 181")
    }

    @Test func aReloadAsksForThePageOfTheRowTheViewLastHighlighted() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let sut = makeSUT(players)
        await sut.reload()
        #expect(await players.pageRequests.last == 0..<100)

        sut.highlight(row: 230)
        await sut.reload()

        #expect(await players.pageRequests.last == 200..<300)
    }

    @Test func inSelectModeNothingAsksToDeleteAPlayer() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(around: 0, pageSize: 100)
        sut.toggleSelectMode()

        sut.requestDelete(row: 1)

        #expect(!sut.canDelete)
        #expect(alerts.last == nil)
    }

    @Test func selectModeWithNothingTickedHasNothingToLose() async {
        let sut = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.load(around: 0, pageSize: 100)

        sut.toggleSelectMode()

        #expect(sut.isSelecting)
        #expect(sut.unsavedWork == nil, "Esc leaves select mode at once")
    }
}
