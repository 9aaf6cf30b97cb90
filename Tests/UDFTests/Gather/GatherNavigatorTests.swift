import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import GatherUDF

@MainActor
@Suite("UDF · Gather navigator")
struct GatherNavigatorTests {
    let navigation = NavigationSpy()
    let store = Store(
        initialState: AppFeature.State(showsDemoHint: false),
        reducer: AppFeature(auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: PlayersServiceSpy(), gathers: GathersServiceSpy()),
        work: WorkRecorder(), scheduler: ManualScheduler()
    )

    /// The navigator, started as the app starts it: the login on the stack.
    private func makeSUT() -> GatherNavigator {
        let navigator = GatherNavigator(store: store, navigation: navigation)
        navigation.push(navigator.start())
        return navigator
    }

    private var shownTypes: [String] { navigation.screens.map { "\(type(of: $0))" } }

    @Test func theStackFollowsThePathAsItGrowsAndShrinks() throws {
        let navigator = makeSUT()
        #expect(shownTypes == ["LoginView"])

        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ana))))))
        let details = try #require(store.state.path.ids.last)
        store.send(.path(.element(id: details, action: .playerDetail(.fieldChosen(section: 0, row: 0)))))
        #expect(shownTypes == ["LoginView", "PlayerListView", "PlayerDetailView", "PlayerEditView"])

        let edit = try #require(store.state.path.ids.last)
        store.send(.path(.element(id: edit, action: .playerEdit(.delegate(.playerEdited(PlayerFixtures.ana))))))
        #expect(shownTypes == ["LoginView", "PlayerListView", "PlayerDetailView"])

        store.send(.path(.element(id: list, action: .playerList(.delegate(.loggedOut)))))
        #expect(shownTypes == ["LoginView"])
        _ = navigator
    }

    @Test func aScreenTheTerminalPopsLeavesThePathAndIsFreed() throws {
        let navigator = makeSUT()
        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.addTapped))))
        weak let add = navigation.top
        #expect(add is PlayerAddView)

        navigation.pop()

        #expect(store.state.path.ids == [list])
        #expect(shownTypes == ["LoginView", "PlayerListView"])
        #expect(add == nil)
        _ = navigator
    }

    @Test func eachScreenShowsItsOwnStateOnTheStack() throws {
        let navigator = makeSUT()
        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ana))))))
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ben))))))

        let shownPlayers = navigation.screens.compactMap { ($0 as? PlayerDetailView)?.store.state.player }
        #expect(shownPlayers == [PlayerFixtures.ana, PlayerFixtures.ben])
        _ = navigator
    }
}
