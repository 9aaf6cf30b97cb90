import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player list presenter")
struct PlayerListPresenterTests {
    let view = PlayerListViewSpy()
    let interactor = PlayerListInteractorSpy()
    let router = PlayerListRouterSpy()
    let work = WorkRecorder()

    private func makeSUT() -> PlayerListPresenter {
        let sut = PlayerListPresenter(interactor: interactor, router: router, work: work)
        sut.view = view
        interactor.output = sut
        return sut
    }

    private static let listMode = PlayerListMode(
        isSelecting: false, selectedCount: 0, isLoaded: true, hasRows: true, canConfirm: false, canDelete: true)

    private static func selectMode(_ count: Int) -> PlayerListMode {
        PlayerListMode(
            isSelecting: true, selectedCount: count, isLoaded: true, hasRows: true, canConfirm: count >= 2,
            canDelete: false)
    }

    /// Players as the interactor tells of them; ticked or not in select mode (`ticked` given).
    private static func entries(_ players: [Int: Player], ticked: Set<Player.ID>? = nil) -> [Int: PlayerListEntry] {
        players.mapValues {
            PlayerListEntry(
                name: $0.name, position: $0.preferredPosition, skill: $0.skill,
                isTicked: ticked.map { [id = $0.id] ticked in ticked.contains(id) })
        }
    }

    @Test func theFirstLoadAsksForThePlayersWithLoadingAroundIt() async {
        let sut = makeSUT()

        await sut.viewDidLoad()

        #expect(view.title == "Players")
        #expect(view.listStates == [.loading])
        #expect(interactor.calls == [.loadPlayers])
        #expect(view.loadingLog == [true, false])
    }

    @Test func theKeysAreWordedByThePresenterWithTheReasonsTheyDoNothing() async {
        let sut = makeSUT()
        await sut.viewDidLoad()

        sut.modeChanged(Self.selectMode(0))

        #expect(
            view.actions.first
                == PlayerListActions(
                    chooseTitle: "Open", chooseUnavailableReason: "There is no player to open.", selectTitle: "Select",
                    selectUnavailableReason: "There is no player to select.", isConfirmShown: false,
                    confirmUnavailableReason: "Press s to select the players first.",
                    deleteUnavailableReason: "There is no player to delete."
                ))
        #expect(
            view.actions.last
                == PlayerListActions(
                    chooseTitle: "Tick or untick", chooseUnavailableReason: nil, selectTitle: "Cancel",
                    selectUnavailableReason: nil, isConfirmShown: true,
                    confirmUnavailableReason: "Select at least two players.",
                    deleteUnavailableReason: "Leave select mode (s) to delete a player."
                ))
    }

    /// A list that could not be loaded is not on screen: no key acts on its rows, and each says
    /// why; its rows leave with it.
    @Test func withTheListNotLoadedNoKeyActsOnARow() {
        let sut = makeSUT()
        sut.listStarted(count: 3)
        sut.pageLoaded(Self.entries(PlayerFixtures.squadByPosition), pendingChangesNote: nil)

        sut.playersCouldNotBeLoaded(ServiceFailure("Cannot reach the server."))
        sut.modeChanged(
            PlayerListMode(
                isSelecting: false, selectedCount: 0, isLoaded: false, hasRows: false, canConfirm: false,
                canDelete: false))

        let reason = "The players are not loaded: press r to try again."
        #expect(view.actions.last?.chooseUnavailableReason == reason)
        #expect(view.actions.last?.selectUnavailableReason == reason)
        #expect(view.actions.last?.deleteUnavailableReason == reason)
        #expect(view.listCount == 0)
        sut.deleteTapped(row: 0)
        #expect(view.alerts.isEmpty, "nothing asks to delete a player no one can see")
    }

    @Test func aReloadStartsAroundTheHighlightedRow() async {
        let sut = makeSUT()
        sut.didHighlight(row: 130)

        await sut.reloadTapped()

        #expect(interactor.calls == [.highlight(row: 130), .loadPlayers], "the interactor keeps where the person is")
    }

    @Test func theListsStatesAndTheirTexts() {
        let sut = makeSUT()

        sut.listStarted(count: 0)
        sut.listStarted(count: 3)
        sut.playersCouldNotBeLoaded(ServiceFailure("Cannot reach the server."))

        #expect(
            view.listStates == [
                .empty(message: "There aren't any players for your user."), .content,
                .failed(message: "Unable to load the players: Cannot reach the server."),
            ])
    }

    @Test func rowsShowPositionAndSkillAndTicksOnlyInSelectMode() {
        let sut = makeSUT()

        sut.pageLoaded(Self.entries(PlayerFixtures.squadByPosition), pendingChangesNote: nil)
        #expect(
            view.rows[0]
                == PlayerListRow(
                    title: "Ana Silva", details: ["Position: Goalkeeper", "Skill: Professional"], isTicked: nil))
        #expect(view.rows[2]?.details == ["Position: -", "Skill: -"])

        sut.modeChanged(Self.selectMode(1))
        sut.selectionChanged(Self.entries(PlayerFixtures.squadByPosition, ticked: [PlayerFixtures.ben.id]))

        #expect(view.title == "1 selected")
        #expect(view.rows.mapValues(\.isTicked) == [0: false, 1: true, 2: false])
        #expect(view.rowsSent == [3, 3], "every row changed: the ticks appeared")
    }

    /// A page that came says what became of the changes that waited for the backend.
    @Test func aPageSaysWhatBecameOfTheWaitingChanges() {
        let sut = makeSUT()
        view.status = "Unable to load the players: Cannot reach the server."

        sut.pageLoaded(Self.entries(PlayerFixtures.squadByPosition), pendingChangesNote: "Sent 2 waiting changes")

        #expect(view.status == "Sent 2 waiting changes")
    }

    @Test func onlyChangedRowsAreSentAgain() {
        let sut = makeSUT()
        sut.pageLoaded(Self.entries(PlayerFixtures.squadByPosition), pendingChangesNote: nil)
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        sut.selectionChanged(Self.entries([0: renamed, 1: PlayerFixtures.ben, 2: PlayerFixtures.chloe]))

        #expect(view.rowsSent == [3, 1])
    }

    @Test func enterOnARowIsTheInteractorsToDecideAndWhatItOpensGoesToTheRouter() {
        let sut = makeSUT()

        sut.didChoose(row: 1)
        sut.didToggle(row: 2)
        sut.playerOpened(PlayerDetailInput(player: PlayerFixtures.ben, output: nil))

        #expect(interactor.calls == [.choose(row: 1), .toggle(row: 2)])
        #expect(router.steps == [.showPlayerDetail(PlayerFixtures.ben)], "what the interactor opens goes to the router")
    }

    @Test func confirmAndAddAskTheInteractorAndWhatItOpensGoesToTheRouter() {
        let sut = makeSUT()

        sut.confirmTapped()
        sut.addTapped()
        sut.selectionConfirmed(ConfirmPlayersInput(players: [PlayerFixtures.ana, PlayerFixtures.chloe], output: nil))
        sut.playerAddOpened(PlayerAddInput(output: nil))

        #expect(interactor.calls == [.confirmSelection, .add])
        #expect(router.steps == [.showConfirmPlayers([PlayerFixtures.ana, PlayerFixtures.chloe]), .showPlayerAdd])
    }

    @Test func deleteAsksTheInteractorWhichAsksForAConfirmationThenDeletesWithLoadingAroundIt() async throws {
        let sut = makeSUT()
        sut.deleteTapped(row: 1)
        #expect(view.alerts.isEmpty, "nothing to delete until the interactor says so")

        sut.deletionNeedsConfirmation(name: "Ben Carter")
        let alert = try #require(view.alerts.last)
        #expect(alert.message == "Are you sure you want to delete \"Ben Carter\"?")
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(interactor.calls == [.askToDelete(row: 1)])
        await alert.buttons[0].action?()

        #expect(interactor.calls == [.askToDelete(row: 1), .deleteConfirmed])
        #expect(view.loadingLog == [true, false])
    }

    @Test func aFailedDeleteIsTheSpecsAlert() {
        let sut = makeSUT()

        sut.playerCouldNotBeDeleted(ServiceFailure(), unconfirmed: false)

        #expect(view.alerts.last?.message == "Unable to delete player. Please try again.")
        #expect(view.status == ServiceFailure().description)
    }

    @Test func backIsTheInteractorsToDecideAndALogoutLeaves() async {
        let sut = makeSUT()
        await sut.backTapped()
        sut.loggedOut()

        #expect(interactor.calls == [.back])
        #expect(view.loadingLog == [true, false])
        #expect(router.steps == [.closeAfterLogout])
    }

    @Test func theModulesItOpenedReportBack() async {
        let sut = makeSUT()

        sut.playerAdded()
        await work.settle()
        sut.gatherEnded()

        #expect(interactor.calls == [.loadPlayers])
        #expect(work.loadingLog.isEmpty, "the list reloads in the background")
        #expect(view.status == "The gather's result is saved.")
        #expect(router.steps == [.backToList])
    }

    @Test func aListStartsOverWithItsCount() {
        let sut = makeSUT()

        sut.listStarted(count: 3)

        #expect(view.listCount == 3, "a row for each player, fetched or not")
    }

    @Test func aLoadedListsKeysActOnItsRows() {
        let sut = makeSUT()

        sut.modeChanged(Self.listMode)

        #expect(
            view.actions.last
                == PlayerListActions(
                    chooseTitle: "Open", chooseUnavailableReason: nil, selectTitle: "Select",
                    selectUnavailableReason: nil, isConfirmShown: false,
                    confirmUnavailableReason: "Press s to select the players first.", deleteUnavailableReason: nil
                ))
    }

    @Test func selectModeWithNothingTickedHasNothingToLose() {
        let sut = makeSUT()

        sut.modeChanged(Self.selectMode(0))

        #expect(view.unsavedWork == nil, "Esc leaves select mode without asking")
    }
}

/// Keeps what the presenter showed, the rows merged as a list would.
@MainActor
final class PlayerListViewSpy: PlayerListViewProtocol {
    var status: String?
    var title = ""
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var listStates: [ListState] = []
    private(set) var listCount: Int?
    private(set) var rows: [Int: PlayerListRow] = [:]
    /// How many rows each `setRows` sent.
    private(set) var rowsSent: [Int] = []
    private(set) var alerts: [AlertContent] = []
    private(set) var actions: [PlayerListActions] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert)
    }

    func setListState(_ state: ListState) {
        listStates.append(state)
    }

    func startList(count: Int) {
        rows = [:]
        listCount = count
    }

    func setRows(_ rows: [Int: PlayerListRow]) {
        rowsSent.append(rows.count)
        self.rows.merge(rows) { _, new in new }
    }

    func rowsFailedToLoad(_ rows: Range<Int>) {}

    func setActions(_ actions: PlayerListActions) {
        self.actions.append(actions)
    }
}

/// The interactor as the test sets it up; records what it was asked.
@MainActor
final class PlayerListInteractorSpy: PlayerListInteractorProtocol {
    weak var output: (any PlayerListInteractorOutputProtocol)?

    enum Call: Equatable {
        case highlight(row: Int)
        case loadPlayers
        case loadRows(Range<Int>)
        case toggleSelectMode
        case toggle(row: Int)
        case choose(row: Int)
        case add
        case confirmSelection
        case askToDelete(row: Int)
        case deleteConfirmed
        case back
    }

    private(set) var calls: [Call] = []

    func highlight(row: Int) {
        calls.append(.highlight(row: row))
    }

    func loadPlayers() async {
        calls.append(.loadPlayers)
        output?.modeChanged(
            PlayerListMode(
                isSelecting: false, selectedCount: 0, isLoaded: true, hasRows: false, canConfirm: false,
                canDelete: false))
    }
    func loadRows(_ rows: Range<Int>) async { calls.append(.loadRows(rows)) }
    func toggleSelectMode() { calls.append(.toggleSelectMode) }
    func toggle(row: Int) { calls.append(.toggle(row: row)) }
    func choose(row: Int) { calls.append(.choose(row: row)) }
    func add() { calls.append(.add) }
    func confirmSelection() { calls.append(.confirmSelection) }
    func askToDelete(row: Int) { calls.append(.askToDelete(row: row)) }
    func deleteConfirmed() async { calls.append(.deleteConfirmed) }
    func back() async { calls.append(.back) }
}

/// Records where the presenter sent the user.
@MainActor
final class PlayerListRouterSpy: PlayerListRouterProtocol {
    enum Step: Equatable {
        case showPlayerDetail(Player)
        case showPlayerAdd
        case showConfirmPlayers([Player])
        case backToList
        case closeAfterLogout
    }

    private(set) var steps: [Step] = []

    func showPlayerDetail(_ input: PlayerDetailInput) {
        steps.append(.showPlayerDetail(input.player))
    }

    func showPlayerAdd(_ input: PlayerAddInput) {
        steps.append(.showPlayerAdd)
    }

    func showConfirmPlayers(_ input: ConfirmPlayersInput) {
        steps.append(.showConfirmPlayers(input.players))
    }

    func backToList() {
        steps.append(.backToList)
    }

    func closeAfterLogout() {
        steps.append(.closeAfterLogout)
    }
}
