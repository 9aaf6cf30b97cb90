import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherMVPC

@MainActor
@Suite("MVP-C · Player list presenter")
struct PlayerListPresenterTests {
    let work = WorkRecorder()
    let auth = AuthServiceSpy()
    let output = GatherOutputSpy()

    private func makeSUT(_ players: PlayersServiceSpy) -> (PlayerListPresenter, PlayerListViewSpy) {
        let sut = PlayerListPresenter(players: players, auth: auth, work: work, output: output)
        let view = PlayerListViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func theFirstLoadShowsRowsWithPositionAndSkillWithLoadingAroundIt() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await sut.viewDidLoad()

        #expect(view.listStates == [.loading, .content])
        #expect(view.count == 3)
        #expect(
            view.rows[0]
                == .init(title: "Ana Silva", details: ["Position: Goalkeeper", "Skill: Professional"], isTicked: nil))
        #expect(view.rows[2]?.details == ["Position: -", "Skill: -"])
        #expect(view.loadingLog == [true, false])
        #expect(view.title == "Players")
    }

    @Test func noPlayersIsTheEmptyStateAndAFailureSaysWhy() async {
        let players = PlayersServiceSpy()
        let (sut, view) = makeSUT(players)
        await sut.reload()
        #expect(view.listStates.last == .empty(message: "There aren't any players for your user."))

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.reload()
        #expect(view.listStates.last == .failed(message: "Unable to load the players: Cannot reach the server."))
    }

    @Test func selectModeTicksRowsAndNeedsTwoToConfirm() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.reload()

        sut.selectTapped()
        #expect(view.title == "0 selected")
        #expect(view.actions == "selecting, cannot confirm, cannot delete")
        sut.didChoose(row: 0)
        #expect(view.title == "1 selected")
        #expect(view.rows[0]?.isTicked == true)
        sut.confirmTapped()
        #expect(output.events.isEmpty)

        sut.didToggle(row: 2)
        #expect(view.actions == "selecting, can confirm, cannot delete")
        sut.confirmTapped()
        #expect(
            output.events == [.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.chloe])],
            "no details opened in select mode")
    }

    @Test func choosingARowInListModeOpensItsDetailsAndAddAnEmptyForm() async {
        let (sut, _) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.reload()

        sut.didChoose(row: 1)
        sut.didChoose(row: 7)
        sut.addTapped()

        #expect(output.events == [.playerChosen(PlayerFixtures.ben), .addPlayerChosen])
    }

    @Test func deleteAsksFirstThenRemovesThePlayerAndStartsTheListOver() async throws {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let (sut, view) = makeSUT(players)
        await sut.reload()

        sut.deleteTapped(row: 1)
        let alert = try #require(view.alerts.last)
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(await players.deletedIDs.isEmpty)
        await alert.buttons[0].action?()

        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
        #expect(view.count == 2)
    }

    @Test func aFailedDeleteKeepsThePlayerAndSaysSo() async throws {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let (sut, view) = makeSUT(players)
        await sut.reload()
        await players.fail(with: ServiceFailure())

        sut.deleteTapped(row: 0)
        await view.alerts.last?.buttons[0].action?()

        #expect(view.alerts.last?.message == "Unable to delete player. Please try again.")
        #expect(view.count == 3)
    }

    @Test func backLeavesSelectModeFirstThenLogsOut() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.reload()
        sut.selectTapped()

        await sut.backTapped()
        #expect(view.title == "Players")
        #expect(await auth.logoutCount == 0)

        await sut.backTapped()
        #expect(await auth.logoutCount == 1)
        #expect(output.events == [.loggedOut], "the coordinator decides where to go")
    }

    @Test func rowsThatFailSayWhyAndAreAskedForAgain() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let (sut, view) = makeSUT(players)
        await sut.reload()
        #expect(view.rows.count == PlayerListPresenter.pageSize)

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.rowsNeeded(100..<200)
        #expect(view.failedRows == [100..<200])
        #expect(view.status == "Unable to load the players: Cannot reach the server.")

        await players.fail(with: ServiceFailure?.none)
        await sut.rowsNeeded(100..<200)
        #expect(view.rows.count == 200)
        #expect(view.status == nil)
    }

    @Test func aReloadStartsAroundTheHighlightedRow() async {
        let players = PlayersServiceSpy(players: numberedPlayers(250))
        let (sut, _) = makeSUT(players)

        sut.didHighlight(row: 130)
        await sut.reload()

        #expect(await players.pageRequests == [100..<200])
    }

    @Test func anEditedPlayerReplacesItsRowAndAnEndedGatherLeavesSelectMode() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.reload()
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."
        sut.playerUpdated(renamed)
        #expect(view.rows[0]?.title == "Ana S.")

        sut.selectTapped()
        sut.gatherEnded()
        #expect(view.title == "Players")
        #expect(view.status == "The gather's result is saved.")
    }

    @Test func theKeysAreWordedByThePresenterWithTheReasonsTheyDoNothing() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: []))
        await sut.viewDidLoad()
        let listing = view.keys

        sut.selectTapped()

        #expect(
            listing
                == PlayerListPresenter.Actions(
                    chooseTitle: "Open", chooseUnavailableReason: "There is no player to open.", selectTitle: "Select",
                    selectUnavailableReason: "There is no player to select.", isConfirmShown: false,
                    confirmUnavailableReason: "Press s to select the players first.",
                    deleteUnavailableReason: "There is no player to delete."
                ))
        #expect(view.keys == listing, "no select mode in an empty list")
    }

    @Test func selectModesKeysSayWhatIsMissing() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.viewDidLoad()

        sut.selectTapped()
        sut.didToggle(row: 0)

        #expect(
            view.keys
                == PlayerListPresenter.Actions(
                    chooseTitle: "Tick or untick", chooseUnavailableReason: nil, selectTitle: "Cancel",
                    selectUnavailableReason: nil, isConfirmShown: true,
                    confirmUnavailableReason: "Select at least two players.",
                    deleteUnavailableReason: "Leave select mode (s) to delete a player."
                ))
        #expect(view.unsavedWork == "The players you ticked will be unticked.", "Esc asks before the ticks go")
    }

    /// After a failed reload the list is not on screen: no key acts on its rows, each says why,
    /// and nothing asks to delete a player no one can see.
    @Test func aFailedReloadLeavesNoRowToActOn() async {
        let service = PlayersServiceSpy(players: PlayerFixtures.squad)
        let (sut, view) = makeSUT(service)
        await sut.viewDidLoad()
        sut.didHighlight(row: 2)
        await service.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.reload()
        sut.deleteTapped(row: 2)
        sut.didChoose(row: 2)
        sut.selectTapped()

        let reason = "The players are not loaded: press r to try again."
        #expect(view.count == 0)
        #expect(view.keys?.chooseUnavailableReason == reason)
        #expect(view.keys?.selectUnavailableReason == reason)
        #expect(view.keys?.deleteUnavailableReason == reason)
        #expect(view.alerts.isEmpty)
        #expect(view.title == "Players", "no select mode without a list")
    }

    /// The confirmation names whom it deletes.
    @Test func theDeleteConfirmationNamesThePlayer() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.viewDidLoad()

        sut.deleteTapped(row: 1)

        #expect(view.alerts.last?.message == "Are you sure you want to delete \"Ben Carter\"?")
    }

    /// A page that came says what became of the changes that waited for the backend.
    @Test func aPageSaysWhatBecameOfTheWaitingChanges() async {
        let (sut, view) = makeSUT(
            PlayersServiceSpy(players: PlayerFixtures.squad, pendingChangesNote: "Sent 1 waiting change"))

        await sut.viewDidLoad()

        #expect(view.status == "Sent 1 waiting change")
    }

    @Test func aPlayerAddedLoadsTheListAgain() async {
        let service = PlayersServiceSpy(players: [PlayerFixtures.ana])
        let (sut, view) = makeSUT(service)
        await sut.viewDidLoad()
        _ = try? await service.create(PlayerDraft(name: "Zoë"))

        sut.playerAdded()
        await work.settle()

        #expect(view.count == 2)
    }

    @Test func aLoadedListsKeysActOnItsRows() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))

        await sut.viewDidLoad()

        #expect(
            view.keys
                == PlayerListPresenter.Actions(
                    chooseTitle: "Open", chooseUnavailableReason: nil, selectTitle: "Select",
                    selectUnavailableReason: nil, isConfirmShown: false,
                    confirmUnavailableReason: "Press s to select the players first.", deleteUnavailableReason: nil
                ))
    }

    @Test func aReloadInSelectModeKeepsTheTicksAsTheyWere() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.viewDidLoad()
        sut.selectTapped()
        sut.didToggle(row: 0)

        await sut.reload()

        #expect(view.rows.mapValues(\.isTicked) == [0: true, 1: false, 2: false], "nobody is ticked by a page coming")
    }

    @Test func selectModeWithNothingTickedHasNothingToLose() async {
        let (sut, view) = makeSUT(PlayersServiceSpy(players: PlayerFixtures.squad))
        await sut.viewDidLoad()

        sut.selectTapped()

        #expect(view.unsavedWork == nil, "Esc leaves select mode without asking")
    }

    // The limit only stops a hang (a call the gate never sees); generous, because in a loaded
    // run with coverage every main-actor test waits its turn.
    @Test(.timeLimit(.minutes(5))) func theKeysAreWordedWhileTheFirstPageComes() async {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let gate = RequestGate()
        await players.hold(at: gate)
        let (sut, view) = makeSUT(players)

        let load = Task { await sut.viewDidLoad() }
        await gate.waitForACall()
        let whileLoading = view.keys
        await gate.open()
        await load.value

        #expect(whileLoading?.chooseUnavailableReason == "There is no player to open.")
        #expect(whileLoading?.selectUnavailableReason == "There is no player to select.")
    }
}

/// Keeps what the presenter showed, the rows merged as a list would, and its commands.
@MainActor
private final class PlayerListViewSpy: PlayerListViewProtocol {
    var status: String?
    var title = ""
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var listStates: [ListState] = []
    private(set) var count = 0
    private(set) var rows: [Int: PlayerListPresenter.Row] = [:]
    private(set) var failedRows: [Range<Int>] = []
    private(set) var actions = ""
    private(set) var keys: PlayerListPresenter.Actions?
    private(set) var alerts: [AlertContent] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert)
    }

    func setListState(_ state: ListState) {
        listStates.append(state)
    }

    func startList(count: Int) {
        self.count = count
        rows = [:]
    }

    func setRows(_ rows: [Int: PlayerListPresenter.Row]) {
        self.rows.merge(rows) { _, new in new }
    }

    func rowsFailedToLoad(_ rows: Range<Int>) {
        failedRows.append(rows)
    }

    func setActions(_ actions: PlayerListPresenter.Actions) {
        keys = actions
        self.actions =
            "\(actions.isConfirmShown ? "selecting" : "listing"), "
            + "\(actions.confirmUnavailableReason == nil ? "can" : "cannot") confirm, "
            + "\(actions.deleteUnavailableReason == nil ? "can" : "cannot") delete"
    }
}
