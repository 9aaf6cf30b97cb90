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
        let match = try #require(sut.childCoordinators.first as? MatchCoordinator)
        match.gatherStarted(UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])
        #expect(navigation.top is GatherView)
        match.gatherEnded()

        #expect(navigation.top === list)
        #expect(list.status == "The gather's result is saved.")
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
    /// presenters or its views once the list is back on top.
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

    @Test func aTextFieldsEditorHasNoChoiceListAndEnterIsDone() throws {
        let sut = startLoggedIn()
        sut.playerChosen(PlayerFixtures.ben)
        sut.fieldChosen(.age, of: PlayerFixtures.ben)
        let editor = try #require(navigation.top as? PlayerEditView)

        editor.presenter.viewDidLoad()

        #expect(editor.choiceList.isHidden, "no empty list between the field and Done")
        #expect(editor.keyBindings.map(\.title) == ["Done"], "Enter is Done, and says why while it is dimmed")
    }

    @Test func theLoginFormHidesThePasswordAndOpensWithRememberMeOn() throws {
        let sut = makeSUT()

        let login = try #require(sut.start() as? LoginView)

        #expect(login.passwordField.isSecure, "what is typed shows as •")
        #expect(
            login.rememberMeToggle.isOn,
            "as its presenter assumes until the preferences are read, and when they cannot be")
    }

    @Test func thePlayersKeysActAsThePresenterSays() async throws {
        _ = startLoggedIn()
        let list = try #require(navigation.top as? PlayerListView)
        await list.presenter.reload()
        let listing = list.keyBindings.map { "\($0.title)\($0.isEnabled ? "" : "·")" }

        list.presenter.selectTapped()
        list.presenter.didToggle(row: 0)
        list.presenter.didToggle(row: 1)

        #expect(listing == ["Open", "Add", "Select", "Delete", "Confirm·", "Reload"])
        #expect(
            list.keyBindings.map { "\($0.title)\($0.isEnabled ? "" : "·")" } == [
                "Tick or untick", "Add", "Cancel", "Delete·", "Confirm", "Reload",
            ])
        #expect(list.confirmButton.isEnabled && !list.confirmButton.isHidden, "two ticked: Confirm players acts")
    }

    @Test func thePlayersOpenWithoutTheConfirmButton() throws {
        _ = startLoggedIn()

        let list = try #require(navigation.top as? PlayerListView)

        #expect(
            list.confirmButton.isHidden,
            "it shows in select mode only, not even on the frame drawn before the first load")
    }
}
