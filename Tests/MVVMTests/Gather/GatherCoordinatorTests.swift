import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Gather coordinator")
struct GatherCoordinatorTests {
    let navigation = NavigationSpy()
    let work = WorkRecorder()
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let gathers = GathersServiceSpy()

    private func makeSUT() -> GatherCoordinator {
        GatherCoordinator(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: players, gathers: gathers,
            offersDemoAccount: true,
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
        sut.fieldChosen(.age, of: PlayerFixtures.ben)

        #expect(details.viewModel.title == "Ben Carter")
        let editor = try #require(navigation.top as? PlayerEditView)
        #expect(editor.viewModel.title == "Age")
    }

    @Test func aPlayerEditedGoesBackToItsDetailsWhichShowItAsSavedAsDoesTheList() async throws {
        let sut = startLoggedIn()
        let list = try #require(navigation.top as? PlayerListView)
        await list.viewModel.reload()
        sut.playerChosen(PlayerFixtures.ben)
        let details = try #require(navigation.top as? PlayerDetailView)
        sut.fieldChosen(.name, of: PlayerFixtures.ben)
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"

        sut.playerEdited(renamed)

        #expect(navigation.top === details)
        #expect(details.viewModel.title == "Benjamin Carter")
        #expect(list.viewModel.rows[1]?.title == "Benjamin Carter")
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
        let match = try #require(sut.childCoordinators.first as? MatchCoordinator)
        match.gatherStarted(UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])
        #expect(navigation.top is GatherView)
        match.gatherEnded()

        #expect(navigation.top === list)
        #expect(list.viewModel.status == "The gather's result is saved.")
        #expect(sut.childCoordinators.isEmpty, "the gather's flow is over")
    }

    @Test func backingOutOfTheTeamsLetsTheGathersFlowGo() throws {
        let sut = startLoggedIn()
        sut.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.ben])
        #expect(sut.childCoordinators.count == 1)

        navigation.pop()

        #expect(navigation.top is PlayerListView)
        #expect(sut.childCoordinators.isEmpty, "the navigation showed the list: the teams had left")
    }

    /// The parent owns its child: the child's screens hold it only weakly, as their output.
    @Test func theParentKeepsTheGathersFlowItsScreensDoNot() throws {
        let sut = startLoggedIn()
        weak var match: MatchCoordinator?
        sut.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.ben])
        match = sut.childCoordinators.first as? MatchCoordinator
        #expect(match != nil)

        sut.childCoordinators.removeAll()

        #expect(navigation.top is ConfirmPlayersView)
        #expect(match == nil)
    }

    @Test func aLogoutGoesBackToTheLogin() {
        let sut = startLoggedIn()

        sut.loggedOut()

        #expect(navigation.top is LoginView)
    }

    /// The gather's flow is freed with its screens: nothing keeps the child coordinator, its
    /// view models or its views once the list is back on top.
    @Test func theGathersFlowIsFreedOnceItEnds() throws {
        let sut = startLoggedIn()
        weak var match: MatchCoordinator?
        weak var gatherView: Screen?
        do {
            sut.playersConfirmed([PlayerFixtures.ana, PlayerFixtures.ben])
            match = sut.childCoordinators.first as? MatchCoordinator
            match?.gatherStarted(UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])
            gatherView = navigation.top
            match?.gatherEnded()
        }

        #expect(gatherView == nil)
        #expect(match == nil)
    }

    /// The app keeps the root coordinator (`GatherLaunch.start` hands it over with the first
    /// screen); its screens hold it weakly, so none keeps it alive.
    @Test func noScreenKeepsTheRootCoordinator() {
        weak var coordinator: GatherCoordinator?
        var shown: [Screen] = []
        do {
            let sut = makeSUT()
            coordinator = sut
            shown.append(sut.start())
        }

        #expect(coordinator == nil)
        #expect(shown.first is LoginView)
    }
}
