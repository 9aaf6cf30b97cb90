import Domain
import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

/// The presenter with the real interactor behind it, on a service double: what it shows follows
/// from the interactor's output. (The interactor's own rules are PlayerListInteractorTests'.)
@MainActor
@Suite("VIPER · Player list presenter")
struct PlayerListPresenterTests {
    let view = PlayerListViewSpy()
    let router = PlayerListRouterSpy()
    let work = WorkRecorder()

    private func makeSUT(_ players: PlayersServiceSpy = PlayersServiceSpy(players: PlayerFixtures.squad)) -> PlayerListPresenter {
        let interactor = PlayerListInteractor(players: players, auth: AuthServiceSpy())
        let sut = PlayerListPresenter(interactor: interactor, router: router, work: work)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theFirstLoadShowsRowsWithPositionAndSkillWithLoadingAroundIt() async {
        let sut = makeSUT()

        await sut.viewDidLoad()

        #expect(view.listStates == [.loading, .content])
        #expect(view.rows[0] == PlayerListRow(title: "Ana Silva", details: ["Position: Goalkeeper", "Skill: Professional"], isTicked: nil))
        #expect(view.rows[2]?.details == ["Position: -", "Skill: -"])
        #expect(view.loadingLog == [true, false])
        #expect(view.title == "Players")
    }

    @Test func noPlayersIsTheEmptyStateAndAFailureSaysWhy() async {
        let players = PlayersServiceSpy()
        let sut = makeSUT(players)
        await sut.reloadTapped()
        #expect(view.listStates.last == .empty(message: "There aren't any players for your user."))

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        await sut.reloadTapped()
        #expect(view.listStates.last == .failed(message: "Unable to load the players: Cannot reach the server."))
    }

    @Test func selectModeTicksRowsAndConfirmOpensTheTeams() async {
        let sut = makeSUT()
        await sut.reloadTapped()

        sut.selectTapped()
        #expect(view.title == "0 selected")
        sut.didChoose(row: 0)
        #expect(view.rows[0]?.isTicked == true)
        sut.confirmTapped()
        #expect(router.steps.isEmpty, "one player is not a gather")
        sut.didToggle(row: 2)
        #expect(view.title == "2 selected")
        sut.confirmTapped()

        #expect(router.steps == ["confirm Ana Silva, Chloé Martin"])
    }

    @Test func aRowInListModeOpensItsDetailsAndAddOpensPlayerAdd() async {
        let sut = makeSUT()
        await sut.reloadTapped()

        sut.didChoose(row: 1)
        sut.addTapped()

        #expect(router.steps == ["detail Ben Carter", "add"])
    }

    @Test func deleteAsksFirst() async throws {
        let players = PlayersServiceSpy(players: PlayerFixtures.squad)
        let sut = makeSUT(players)
        await sut.reloadTapped()

        sut.deleteTapped(row: 1)
        let alert = try #require(view.alerts.last)
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(await players.deletedIDs.isEmpty)
        await alert.buttons[0].action?()

        #expect(await players.deletedIDs == [PlayerFixtures.ben.id])
    }

    @Test func backLeavesSelectModeFirstThenLogsOutAndCloses() async {
        let sut = makeSUT()
        await sut.reloadTapped()
        sut.selectTapped()

        await sut.backTapped()
        #expect(router.steps.isEmpty)
        await sut.backTapped()

        #expect(router.steps == ["close after logout"])
    }

    @Test func theModulesItOpenedReportBack() async {
        let sut = makeSUT()
        await sut.reloadTapped()
        var renamed = PlayerFixtures.ana
        renamed.name = "Ana S."

        sut.playerUpdated(renamed)
        #expect(view.rows[0]?.title == "Ana S.")
        sut.playerAdded()
        #expect(work.performedCount == 1, "a new player reloads the list in the background")
        sut.gatherEnded()

        #expect(view.status == "The gather's result is saved.")
        #expect(router.steps == ["back to list"])
    }
}

/// Keeps what the presenter showed, the rows merged as a list would.
@MainActor
final class PlayerListViewSpy: PlayerListViewProtocol {
    var status: String?
    var title = ""
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var listStates: [ListState] = []
    private(set) var rows: [Int: PlayerListRow] = [:]
    private(set) var alerts: [AlertContent] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert)
    }

    func setListState(_ state: ListState) {
        listStates.append(state)
    }

    func startList(count: Int) {
        rows = [:]
    }

    func setRows(_ rows: [Int: PlayerListRow]) {
        self.rows.merge(rows) { _, new in new }
    }

    func rowsFailedToLoad(_ rows: Range<Int>) {}

    func setActions(isSelecting: Bool, canConfirm: Bool, canDelete: Bool) {}
}

/// Records where the presenter sent the user.
@MainActor
final class PlayerListRouterSpy: PlayerListRouterProtocol {
    private(set) var steps: [String] = []

    func showPlayerDetail(of player: Player, output: any PlayerDetailModuleOutput) {
        steps.append("detail \(player.name)")
    }

    func showPlayerAdd(output: any PlayerAddModuleOutput) {
        steps.append("add")
    }

    func showConfirmPlayers(_ players: [Player], output: any GatherModuleOutput) {
        steps.append("confirm \(players.map(\.name).joined(separator: ", "))")
    }

    func backToList() {
        steps.append("back to list")
    }

    func closeAfterLogout() {
        steps.append("close after logout")
    }
}
