import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import GatherMVPC

@MainActor
@Suite("MVP-C · Gather coordinator")
struct GatherCoordinatorTests {
    let navigation = NavigationSpy()
    let work = WorkRecorder()
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let gathers = GathersServiceSpy()

    private func makeSUT() -> GatherCoordinator {
        GatherCoordinator(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: players, gathers: gathers, offersDemoAccount: true,
            seams: AppSeams(navigation: navigation, work: work, scheduler: ManualScheduler())
        )
    }

    /// The login first; once logged in, the players on top of it.
    private func startLoggedIn() -> GatherCoordinator {
        let sut = makeSUT()
        navigation.setRoot(sut.start())
        sut.loggedIn()
        return sut
    }

    @Test func theAppStartsOnTheLoginAndALoginShowsThePlayers() {
        let sut = makeSUT()

        let first = sut.start()
        sut.loggedIn()

        #expect(first is LoginView)
        #expect(navigation.top is PlayerListView)
    }

    @Test func aPlayerChosenOpensItsDetailsAndAFieldItsEditor() throws {
        let sut = startLoggedIn()

        sut.playerChosen(PlayerFixtures.ben)
        let details = try #require(navigation.top as? PlayerDetailView)
        details.presenter.viewDidLoad()
        sut.fieldChosen(.age, of: PlayerFixtures.ben)

        #expect(details.title == "Ben Carter")
        let editor = try #require(navigation.top as? PlayerEditView)
        editor.presenter.viewDidLoad()
        #expect(editor.title == "Age")
    }

    @Test func aPlayerEditedGoesBackToItsDetailsWhichShowItAsSavedAsDoesTheList() async throws {
        let sut = startLoggedIn()
        let list = try #require(navigation.top as? PlayerListView)
        await list.presenter.reload()
        sut.playerChosen(PlayerFixtures.ben)
        let details = try #require(navigation.top as? PlayerDetailView)
        sut.fieldChosen(.name, of: PlayerFixtures.ben)
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"

        sut.playerEdited(renamed)

        #expect(navigation.top === details)
        #expect(details.title == "Benjamin Carter")
        #expect(list.list.item(at: 1)?.title == "Benjamin Carter")
    }

    @Test func aPlayerAddedGoesBackToTheListWhichLoadsAgainInTheBackground() async throws {
        let sut = startLoggedIn()
        let list = try #require(navigation.top as? PlayerListView)
        sut.addPlayerChosen()
        #expect(navigation.top is PlayerAddView)

        sut.playerAdded()
        await work.settle()

        #expect(navigation.top === list)
        #expect(work.performedCount == 1)
        #expect(work.loadingLog.isEmpty, "the list reloads in the background")
        #expect(await players.pageRequests.count == 1)
    }

    @Test func aGatherIsAChildFlowFromTheTeamsToItsEndThenLetGo() async throws {
        let sut = startLoggedIn()
        let list = try #require(navigation.top as? PlayerListView)

        sut.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.ben])
        #expect(navigation.top is ConfirmPlayersView)
        sut.matchCoordinator?.gatherStarted(UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])
        #expect(navigation.top is GatherView)
        sut.matchCoordinator?.gatherEnded()

        #expect(navigation.top === list)
        #expect(list.status == "The gather's result is saved.")
        #expect(sut.matchCoordinator == nil, "the gather's flow is over")
    }

    @Test func backingOutOfTheTeamsLetsTheGathersFlowGo() throws {
        let sut = startLoggedIn()
        sut.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.ben])
        #expect(sut.matchCoordinator != nil)

        navigation.pop()

        #expect(navigation.top is PlayerListView)
        #expect(sut.matchCoordinator == nil, "only the gather's screens held it")
    }

    @Test func aLogoutGoesBackToTheLogin() {
        let sut = startLoggedIn()

        sut.loggedOut()

        #expect(navigation.top is LoginView)
    }

    /// The gather's flow is freed with its screens: nothing keeps the child coordinator, its
    /// presenters or its views once the list is back on top.
    @Test func theGathersFlowIsFreedOnceItEnds() throws {
        let sut = startLoggedIn()
        weak var match: MatchCoordinator?
        weak var gatherView: Screen?
        do {
            sut.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.ben])
            match = sut.matchCoordinator
            sut.matchCoordinator?.gatherStarted(UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])
            gatherView = navigation.top
            sut.matchCoordinator?.gatherEnded()
        }

        #expect(gatherView == nil)
        #expect(match == nil)
    }

    /// The coordinator lives as long as a screen of its flow: gone with the last one.
    @Test func theCoordinatorIsFreedWithItsLastScreen() {
        weak var coordinator: GatherCoordinator?
        var shown: [Screen] = []
        do {
            let sut = makeSUT()
            coordinator = sut
            shown.append(sut.start())
        }
        #expect(coordinator != nil, "the login's presenter holds it")

        shown.removeAll()

        #expect(coordinator == nil)
    }
}
